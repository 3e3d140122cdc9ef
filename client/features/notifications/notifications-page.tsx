// /notifications: the signed-in person's notifications, newest first, unread ones marked; open one (marking it
// read), mark one or all read, page back through older ones. Kept 60 days (docs/features.md, "Notifications").
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { ButtonLink } from '../../components/link-button';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/use-format';
import { notificationText } from '../../../shared/notification-text';

export const notificationListOptions = {
  getNextPageParam: (page: { nextCursor?: string }) => page.nextCursor,
  initialCursor: null,
} as const;

export function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'common']);
  useDocumentTitle(t('title'));
  const format = useFormat();
  const utils = trpc.useUtils();
  const list = trpc.notifications.list.useInfiniteQuery({}, notificationListOptions);
  const markRead = trpc.notifications.markRead.useMutation({
    onSettled: () => {
      void utils.notifications.list.invalidate();
      void utils.notifications.unread.invalidate();
    },
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  return (
    <Stack gap="lg" py="md">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          unread > 0 ? (
            <Button
              variant="default"
              leftSection={<IconChecks size={18} aria-hidden />}
              loading={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
              data-testid="notifications-mark-all"
            >
              {t('markAllRead')}
            </Button>
          ) : undefined
        }
      />
      {markRead.isError && (
        <Alert color="red" role="alert">
          {t('markFailed')}
        </Alert>
      )}
      {list.isPending && <Skeleton h={240} radius="md" />}
      {list.isError && (
        <Alert color="red" title={t('loadFailed')} role="alert">
          <Button size="sm" variant="light" onClick={() => void list.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      )}
      {list.isSuccess && items.length === 0 && (
        <Card withBorder radius="lg" padding="xl" data-testid="notifications-empty">
          <Stack align="center" ta="center" gap="xs">
            <Title order={2} fz="lg">
              {t('empty.title')}
            </Title>
            <Text c="dimmed">{t('empty.text')}</Text>
          </Stack>
        </Card>
      )}
      {items.length > 0 && (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('title')}>
          {items.map((item) => {
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
                style={
                  isUnread ? { borderInlineStartWidth: 4, borderInlineStartColor: 'var(--mantine-color-blue-6)' } : {}
                }
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
                      <time dateTime={new Date(item.createdAt).toISOString()}>
                        {format.dateTime(new Date(item.createdAt))}
                      </time>
                    </Text>
                    <Group gap="xs">
                      {isUnread && (
                        <Button
                          size="sm"
                          variant="subtle"
                          mih={44}
                          aria-label={t('markReadOf', { text })}
                          onClick={() => markRead.mutate({ ids: [item.id] })}
                        >
                          {t('markRead')}
                        </Button>
                      )}
                      <ButtonLink
                        to={item.path}
                        size="sm"
                        variant="light"
                        mih={44}
                        onClick={() => {
                          if (isUnread) markRead.mutate({ ids: [item.id] });
                        }}
                      >
                        {t('open')}
                      </ButtonLink>
                    </Group>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}
      {list.hasNextPage && (
        <Button
          variant="default"
          mih={44}
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
          style={{ alignSelf: 'center' }}
        >
          {t('loadMore')}
        </Button>
      )}
    </Stack>
  );
}
