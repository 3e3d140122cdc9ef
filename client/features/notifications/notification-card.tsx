// One notification in the list of /notifications: its text, when, unread marked, "Mark as read" and "Open".
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { notificationText } from '../../../shared/notification-text';
import { ButtonLink } from '../../components/link-button';
import { useFormat } from '../../lib/use-format';

type Notification = inferRouterOutputs<AppRouter>['notifications']['list']['items'][number];

export function NotificationCard({ item, onRead }: { item: Notification; onRead: () => void }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const text = notificationText((key, vars) => t(key as 'title', vars), format, item);
  const isUnread = item.readAt === null;
  return (
    <Card
      key={item.id}
      component="li"
      withBorder
      radius="md"
      padding="md"
      data-testid="notification"
      data-kind={item.kind}
      data-unread={isUnread}
      style={isUnread ? { borderInlineStartWidth: 4, borderInlineStartColor: 'var(--mantine-color-blue-6)' } : {}}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={isUnread ? 700 : 400} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {text}
          </Text>
          {isUnread && (
            <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
              {t('unread')}
            </Badge>
          )}
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            <time dateTime={new Date(item.createdAt).toISOString()}>{format.dateTime(new Date(item.createdAt))}</time>
          </Text>
          <Group gap="xs">
            {isUnread && (
              <Button size="sm" variant="subtle" mih={44} aria-label={t('markReadOf', { text })} onClick={onRead}>
                {t('markRead')}
              </Button>
            )}
            <ButtonLink
              to={item.path}
              size="sm"
              variant="light"
              mih={44}
              onClick={() => {
                if (isUnread) onRead();
              }}
            >
              {t('open')}
            </ButtonLink>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
