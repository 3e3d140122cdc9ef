// The notification centre: a person's own notifications, marking them read, and the live stream of their changes
// (server-sent events) that keeps the bell's count current.
import { NoInput } from '../../shared/schemas/common';
import { MarkNotificationsReadInput, NotificationsListInput } from '../../shared/schemas/notifications';
import * as notifications from '../services/notifications';
import { router } from '../trpc/init';
import { authedProcedure } from '../trpc/procedures';

export const notificationsRouter = router({
  list: authedProcedure
    .input(NotificationsListInput)
    .query(({ ctx, input }) => notifications.list(ctx.deps, ctx.user, input)),
  unread: authedProcedure.input(NoInput).query(({ ctx }) => notifications.unread(ctx.deps, ctx.user)),
  markRead: authedProcedure
    .input(MarkNotificationsReadInput)
    .mutation(({ ctx, input }) => notifications.markRead(ctx.deps, ctx.user, input)),
  live: authedProcedure
    .input(NoInput)
    .subscription(({ ctx, signal }) =>
      notifications.live(ctx.deps, ctx.user, ctx.ip, signal ? [signal, ctx.closing] : [ctx.closing]),
    ),
});
