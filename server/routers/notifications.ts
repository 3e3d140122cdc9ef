// The notification centre: a person's own notifications, marking them read, and the live stream of their changes
// (server-sent events) that keeps the bell's count current.
import { NoInput } from '../../shared/schemas/common';
import {
  MarkNotificationsReadInput,
  NotificationsListInput,
  ResubscribePushInput,
  SetNotificationPrefInput,
  SubscribePushInput,
  UnsubscribePushInput,
} from '../../shared/schemas/notifications';
import * as notifications from '../services/notifications';
import * as push from '../services/push';
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
  prefs: authedProcedure.input(NoInput).query(({ ctx }) => push.prefs(ctx.deps, ctx.user)),
  setPref: authedProcedure
    .input(SetNotificationPrefInput)
    .mutation(({ ctx, input }) => push.setPref(ctx.deps, ctx.user, input)),
  pushConfig: authedProcedure.input(NoInput).query(({ ctx }) => push.pushConfig(ctx.deps)),
  subscribePush: authedProcedure
    .input(SubscribePushInput)
    .mutation(({ ctx, input }) => push.subscribePush(ctx.deps, ctx.user, input)),
  resubscribePush: authedProcedure
    .input(ResubscribePushInput)
    .mutation(({ ctx, input }) => push.resubscribePush(ctx.deps, ctx.user, input)),
  unsubscribePush: authedProcedure
    .input(UnsubscribePushInput)
    .mutation(({ ctx, input }) => push.unsubscribePush(ctx.deps, ctx.user, input)),
  live: authedProcedure
    .input(NoInput)
    .subscription(({ ctx, signal }) =>
      notifications.live(ctx.deps, ctx.user, ctx.ip, signal ? [signal, ctx.closing] : [ctx.closing]),
    ),
});
