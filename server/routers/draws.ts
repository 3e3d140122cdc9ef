// The fair draw (docs/features.md "Fair draw"): enter and leave a meal's draw while its window is open, and one's
// own entries. The record of a draw is meals.drawRecord (server/routers/meals.ts).
import { NoInput } from '../../shared/schemas/common';
import { DrawMealInput, EnterDrawInput } from '../../shared/schemas/draws';
import * as draws from '../services/draws';
import { router } from '../trpc/init';
import { authedProcedure } from '../trpc/procedures';

export const drawsRouter = router({
  enter: authedProcedure.input(EnterDrawInput).mutation(({ ctx, input }) => draws.enter(ctx.deps, ctx.user, input)),
  leave: authedProcedure.input(DrawMealInput).mutation(({ ctx, input }) => draws.leave(ctx.deps, ctx.user, input)),
  mine: authedProcedure.input(NoInput).query(({ ctx }) => draws.mine(ctx.deps, ctx.user)),
});
