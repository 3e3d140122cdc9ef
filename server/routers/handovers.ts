// Hand a reservation to a colleague: offer (named or to anyone), take, decline, withdraw, the user's
// offers, what they handed over, and finding a colleague of the office.
import { ColleagueSearchInput, HandoverIdInput, OfferHandoverInput } from '../../shared/schemas/waitlist-and-handovers';
import { NoInput } from '../../shared/schemas/common';
import * as handovers from '../services/handovers';
import { router } from '../trpc/init';
import { authedProcedure } from '../trpc/procedures';

export const handoversRouter = router({
  offer: authedProcedure
    .input(OfferHandoverInput)
    .mutation(({ ctx, input }) => handovers.offer(ctx.deps, ctx.user, input)),
  take: authedProcedure.input(HandoverIdInput).mutation(({ ctx, input }) => handovers.take(ctx.deps, ctx.user, input)),
  decline: authedProcedure
    .input(HandoverIdInput)
    .mutation(({ ctx, input }) => handovers.decline(ctx.deps, ctx.user, input)),
  withdraw: authedProcedure
    .input(HandoverIdInput)
    .mutation(({ ctx, input }) => handovers.withdraw(ctx.deps, ctx.user, input)),
  mine: authedProcedure.input(NoInput).query(({ ctx }) => handovers.mine(ctx.deps, ctx.user)),
  given: authedProcedure.input(NoInput).query(({ ctx }) => handovers.given(ctx.deps, ctx.user)),
  colleagues: authedProcedure
    .input(ColleagueSearchInput)
    .query(({ ctx, input }) => handovers.colleagues(ctx.deps, ctx.user, input)),
});
