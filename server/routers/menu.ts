// The office menu: office, meals for a day view, and live portions (server-sent events).
import { MenuLiveInput, MenuMealsInput, MenuOfficeInput, SubdomainOfficeInput } from '../../shared/schemas/menu';
import * as menu from '../services/menu';
import { router } from '../trpc/init';
import { publicProcedure } from '../trpc/procedures';

export const menuRouter = router({
  office: publicProcedure.input(MenuOfficeInput).query(({ ctx, input }) => menu.menuOffice(ctx.deps, input.slug)),

  subdomainOffice: publicProcedure
    .input(SubdomainOfficeInput)
    .query(({ ctx, input }) => menu.subdomainOffice(ctx.deps, input.subdomain)),

  meals: publicProcedure.input(MenuMealsInput).query(({ ctx, input }) => menu.menuMeals(ctx.deps, ctx.user, input)),

  live: publicProcedure
    .input(MenuLiveInput)
    .subscription(({ ctx, input, signal }) =>
      menu.liveChanges(
        ctx.deps,
        input.slug,
        ctx.liveStreamSlot ?? ctx.ip,
        signal ? [signal, ctx.closing] : [ctx.closing],
      ),
    ),
});
