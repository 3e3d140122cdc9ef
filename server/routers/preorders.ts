// Reservations: reserve, cancel, the eater's list and the dashboard's upcoming ones.
import { CancelPreorderInput, ReserveInput } from '../../shared/schemas/menu';
import * as preorders from '../services/preorders';
import { router } from '../trpc/init';
import { authedProcedure } from '../trpc/procedures';

export const preordersRouter = router({
  reserve: authedProcedure
    .input(ReserveInput)
    .mutation(({ ctx, input }) => preorders.reserve(ctx.db, ctx.user, input, ctx.clock.now())),

  cancel: authedProcedure
    .input(CancelPreorderInput)
    .mutation(({ ctx, input }) => preorders.cancel(ctx.db, ctx.user, input.preorderId, ctx.clock.now())),

  mine: authedProcedure.query(({ ctx }) => preorders.mine(ctx.db, ctx.user)),

  upcoming: authedProcedure.query(({ ctx }) => preorders.upcoming(ctx.db, ctx.user, ctx.clock.now())),
});
