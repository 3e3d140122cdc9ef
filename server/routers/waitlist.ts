// The waitlist of a sold-out meal: join, leave, and the user's places in line.
import { JoinWaitlistInput, WaitlistEntryInput } from '../../shared/schemas/waitlist-and-handovers';
import { NoInput } from '../../shared/schemas/common';
import * as waitlist from '../services/waitlist';
import { router } from '../trpc/init';
import { authedProcedure } from '../trpc/procedures';

export const waitlistRouter = router({
  join: authedProcedure.input(JoinWaitlistInput).mutation(({ ctx, input }) => waitlist.join(ctx.deps, ctx.user, input)),
  leave: authedProcedure
    .input(WaitlistEntryInput)
    .mutation(({ ctx, input }) => waitlist.leave(ctx.deps, ctx.user, input)),
  mine: authedProcedure.input(NoInput).query(({ ctx }) => waitlist.mine(ctx.deps, ctx.user)),
});
