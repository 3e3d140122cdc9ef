// The header's bell: the signed-in person's unread count, kept current by the notifications' live stream
// (notifications.live, server-sent events): any change to their notifications, on any instance or tab, refetches
// the count (and the list, if the notifications page is open). A link to the notifications page.
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';

const Anchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <ActionIcon component="a" ref={ref} variant="subtle" color="gray" size={44} radius="xl" {...props} />
));
Anchor.displayName = 'BellAnchor';
const BellLink = createLink(Anchor);

export function NotificationBell() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const unread = trpc.notifications.unread.useQuery(undefined, { staleTime: 60_000 });
  trpc.notifications.live.useSubscription(undefined, {
    onData: (event) => {
      if (event.kind === 'heartbeat') return;
      void utils.notifications.unread.invalidate();
      void utils.notifications.list.invalidate();
    },
  });
  const count = unread.data?.unread ?? 0;
  return (
    <Indicator
      disabled={count === 0}
      label={count > 99 ? '99+' : count}
      size={18}
      offset={8}
      color="red"
      data-testid="notification-count"
      data-count={count}
    >
      <BellLink
        to="/notifications"
        aria-label={count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications')}
        data-testid="notification-bell"
      >
        <IconBell size={22} aria-hidden />
      </BellLink>
    </Indicator>
  );
}
