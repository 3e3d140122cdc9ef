// /admin/email-queue: how many e-mails are pending, processing, sent, failed or skipped; the events with their
// error text (for admins only, never shown to users); retry a failed one; run the dispatcher now.
import { useSignedInUser } from '../../app/session';
import { Badge, Button, Text, Tooltip } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { AdminListPage } from '../../components/kit/admin-list-page';
import { useFormat } from '../../lib/use-format';
import {
  emailQueueInput,
  useAdminErrorToast,
  useAdminSuccessToast,
  type EmailQueueEvent,
  type EmailQueueSearch,
} from './admin-model';
import { listOptions } from '../../components/kit/query-state';
import { QueueCounts, QueueFilters, STATUS_COLOR, useDispatcherFailureToast } from './email-queue-parts';

export function EmailQueuePage({
  search,
  onSearch,
}: {
  search: EmailQueueSearch;
  onSearch: (next: EmailQueueSearch) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  // Super admins only (docs/decisions/039-admins-scoped-to-their-organization.md); the server refuses the rest.
  const superAdmin = useSignedInUser()?.role === 'super_admin';
  const utils = trpc.useUtils();
  const queue = trpc.email.queue.useInfiniteQuery(emailQueueInput(search), listOptions);
  const toastError = useAdminErrorToast();
  const success = useAdminSuccessToast();
  const dispatchFailed = useDispatcherFailureToast();
  const refresh = () => Promise.all([utils.email.queue.invalidate(), utils.admin.auditLog.invalidate()]);
  const run = trpc.email.runDispatcher.useMutation({
    onSuccess: (result) => success(t('emailQueue.dispatched', { count: result.processed })),
    onError: dispatchFailed,
    onSettled: refresh,
  });
  const retry = trpc.email.retry.useMutation({
    onSuccess: () => success(t('emailQueue.retried')),
    onError: toastError,
    onSettled: refresh,
  });
  const counts = queue.data?.pages[0]?.counts;
  return (
    <AdminListPage<EmailQueueEvent>
      title={t('emailQueue.title')}
      subtitle={t('emailQueue.subtitle')}
      actions={
        superAdmin && (
          <Button
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            onClick={() => run.mutate()}
            loading={run.isPending}
          >
            {t('emailQueue.run')}
          </Button>
        )
      }
      notice={<QueueCounts counts={counts} />}
      filtersLabel={t('emailQueue.filters')}
      filters={<QueueFilters search={search} onSearch={onSearch} />}
      tableLabel={t('emailQueue.events')}
      list={queue}
      rowKey={(row) => row.id}
      empty={t('emailQueue.empty')}
      columns={[
        {
          key: 'template',
          label: t('emailQueue.template'),
          primary: true,
          render: (row) => (
            <Text size="sm" ff="monospace">
              {row.templateCode}
            </Text>
          ),
        },
        {
          key: 'to',
          label: t('emailQueue.to'),
          render: (row) => (
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {row.recipientEmail}
            </Text>
          ),
        },
        {
          key: 'status',
          label: t('emailQueue.statusFilter'),
          render: (row) => (
            <Badge variant="light" color={STATUS_COLOR[row.status]}>
              {t(`emailQueue.status.${row.status}`)}
            </Badge>
          ),
        },
        { key: 'attempts', label: t('emailQueue.attempts'), render: (row) => format.number(row.attempts) },
        {
          key: 'when',
          label: t('emailQueue.when'),
          render: (row) => (
            <Text size="sm">
              {row.sentAt
                ? format.dateTime(row.sentAt)
                : row.status === 'pending'
                  ? t('emailQueue.nextAt', { time: format.dateTime(row.nextAttemptAt) })
                  : format.dateTime(row.createdAt)}
            </Text>
          ),
        },
        {
          key: 'error',
          label: t('emailQueue.error'),
          render: (row) =>
            row.error ? (
              <Tooltip label={row.error} multiline w={320} openDelay={700}>
                <Text size="xs" c="red" lineClamp={2} tabIndex={0}>
                  {row.error}
                </Text>
              </Tooltip>
            ) : null,
        },
        {
          key: 'action',
          label: t('emailQueue.action'),
          render: (row) =>
            row.status === 'failed' ? (
              <Button
                size="xs"
                variant="light"
                onClick={() => retry.mutate({ id: row.id })}
                loading={retry.isPending && retry.variables?.id === row.id}
                aria-label={t('emailQueue.retryOf', { to: row.recipientEmail })}
              >
                {t('emailQueue.retry')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
