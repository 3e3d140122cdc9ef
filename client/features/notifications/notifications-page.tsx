// /notifications: the signed-in person's notifications, newest first, unread ones marked; open one (marking it
// read), mark one or all read, page back through older ones. Kept 60 days (docs/features.md, "Notifications").
import { Alert, Button, Stack } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { Page } from '../../components/kit/page';
import { EmptyState } from '../../components/kit/empty-state';
import { QueryBoundary } from '../../components/kit/query-boundary';
import { listRows } from '../../components/kit/query-state';
import { NotificationCard } from './notification-card';
import { notificationListOptions } from './notifications-model';

export function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'common']);
  const utils = trpc.useUtils();
  const list = trpc.notifications.list.useInfiniteQuery({}, notificationListOptions);
  const markRead = trpc.notifications.markRead.useMutation({
    onSettled: () => {
      void utils.notifications.list.invalidate();
      void utils.notifications.unread.invalidate();
    },
  });
  const unread = list.data?.pages[0]?.unread ?? 0;

  return (
    <Page
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
    >
      {markRead.isError && (
        <Alert color="red" role="alert">
          {t('markFailed')}
        </Alert>
      )}
      <QueryBoundary
        query={list}
        isEmpty={(data) => listRows(data)?.length === 0}
        errorTitle={t('loadFailed')}
        empty={<EmptyState title={t('empty.title')} text={t('empty.text')} testId="notifications-empty" />}
      >
        {(data) => (
          <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('title')}>
            {listRows(data)?.map((item) => (
              <NotificationCard key={item.id} item={item} onRead={() => markRead.mutate({ ids: [item.id] })} />
            ))}
          </Stack>
        )}
      </QueryBoundary>
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
    </Page>
  );
}
