// Trust and safety: reporting a meal (signed-in users).
import { ReportMealInput } from '../../shared/schemas/moderation';
import { reportMeal } from '../services/moderation';
import { router } from '../trpc/init';
import { authedProcedure } from '../trpc/procedures';

export const moderationRouter = router({
  report: authedProcedure.input(ReportMealInput).mutation(({ ctx, input }) => reportMeal(ctx.deps, ctx.user, input, ctx.clock.now())),
});
