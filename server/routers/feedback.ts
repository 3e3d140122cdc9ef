// Private feedback after pickup: eaters leave it on their collected preorders; cooks read it without its authors.
import { CookFeedbackInput, LeaveFeedbackInput } from '../../shared/schemas/moderation';
import * as feedback from '../services/feedback';
import { router } from '../trpc/init';
import { authedProcedure, roleProcedure } from '../trpc/procedures';

export const feedbackRouter = router({
  leave: authedProcedure
    .input(LeaveFeedbackInput)
    .mutation(({ ctx, input }) => feedback.leave(ctx.deps, ctx.user, input)),

  forCook: roleProcedure('cook')
    .input(CookFeedbackInput)
    .query(({ ctx, input }) => feedback.forCook(ctx.deps, ctx.user, input)),
});
