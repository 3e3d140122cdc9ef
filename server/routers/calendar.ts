// The user's calendar feed link: see it, make a new one (the old stops working), or revoke it.
// The feed itself is served at /calendar/{token}.ics (server/http/calendar-feed.ts).
import { NoInput } from '../../shared/schemas/common';
import * as calendar from '../services/calendar';
import { router } from '../trpc/init';
import { authedProcedure } from '../trpc/procedures';

export const calendarRouter = router({
  link: authedProcedure.input(NoInput).query(({ ctx }) => calendar.calendarLink(ctx.deps, ctx.user)),
  createLink: authedProcedure.input(NoInput).mutation(({ ctx }) => calendar.createCalendarLink(ctx.deps, ctx.user)),
  revokeLink: authedProcedure.input(NoInput).mutation(({ ctx }) => calendar.revokeCalendarLink(ctx.deps, ctx.user)),
});
