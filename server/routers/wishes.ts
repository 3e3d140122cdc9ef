// The wish board (docs/features.md "Wish board"): post, back, stop backing and withdraw wishes, and the office's board.
import {
  BackWishInput,
  ListWishesInput,
  PostWishInput,
  ReportWishInput,
  WishIdInput,
} from '../../shared/schemas/wishes';
import * as moderation from '../services/moderation';
import * as wishes from '../services/wishes';
import * as conditionalMeals from '../services/conditional-meals';
import { router } from '../trpc/init';
import { authedProcedure, roleProcedure } from '../trpc/procedures';

export const wishesRouter = router({
  post: authedProcedure.input(PostWishInput).mutation(({ ctx, input }) => wishes.post(ctx.deps, ctx.user, input)),
  back: authedProcedure.input(BackWishInput).mutation(({ ctx, input }) => wishes.back(ctx.deps, ctx.user, input)),
  unback: authedProcedure.input(WishIdInput).mutation(({ ctx, input }) => wishes.unback(ctx.deps, ctx.user, input)),
  withdraw: authedProcedure.input(WishIdInput).mutation(({ ctx, input }) => wishes.withdraw(ctx.deps, ctx.user, input)),
  /** To the organization's moderators, like a meal's report (server/services/moderation.ts). */
  report: authedProcedure
    .input(ReportWishInput)
    .mutation(({ ctx, input }) => moderation.reportWish(ctx.deps, ctx.user, input)),
  list: authedProcedure.input(ListWishesInput).query(({ ctx, input }) => wishes.list(ctx.deps, ctx.user, input)),
  // Claiming a wish (docs/features.md "Conditional meals"): the meal form starts from it; the claim itself is
  // meals.create with its wishId. Backers' names are for the claiming cook only.
  forClaim: roleProcedure('cook')
    .input(WishIdInput)
    .query(({ ctx, input }) => conditionalMeals.forClaim(ctx.deps, ctx.user, input)),
  backers: roleProcedure('cook')
    .input(WishIdInput)
    .query(({ ctx, input }) => conditionalMeals.backers(ctx.deps, ctx.user, input)),
});
