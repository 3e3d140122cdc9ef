// /notifications: the signed-in person's notification centre. The first page comes with the route; a failed load
// is the page's to show, with its retry.
import { createFileRoute } from '@tanstack/react-router';
import { notificationListOptions } from '../../../features/notifications/notifications-model';
import { NotificationsPage } from '../../../features/notifications/notifications-page';

export const Route = createFileRoute('/_app/_authed/notifications')({
  loader: async ({ context: { utils, queryClient } }) => {
    await queryClient
      .ensureInfiniteQueryData(utils.notifications.list.infiniteQueryOptions({}, notificationListOptions))
      .catch(() => undefined);
  },
  component: NotificationsPage,
});
