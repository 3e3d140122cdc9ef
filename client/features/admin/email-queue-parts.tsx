// What /admin/email-queue shows beside its list: the count of e-mails in each state, each state's colour, and the
// toast of a dispatcher run that failed (also used by the e-mail templates' "Send test").
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import { useTranslation } from 'react-i18next';
import { EMAIL_EVENT_STATUSES, EMAIL_TEMPLATE_CODES, type EmailEventStatus } from '../../../shared/enums';
import { SelectFilter } from '../../components/kit/list-filters';
import { filterSetter } from '../../components/kit/list-search';
import type { EmailQueueSearch } from './admin-model';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';

export const STATUS_COLOR: Record<EmailEventStatus, string> = {
  pending: 'blue',
  processing: 'violet',
  sent: 'teal',
  failed: 'red',
  skipped: 'gray',
};

/** A dispatcher that could not be reached is a network error, anything else a failure. */
export function useDispatcherFailureToast() {
  const { t } = useTranslation('admin');
  return (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('error'),
      message:
        error instanceof TRPCClientError && !error.data ? t('emailQueue.networkError') : t('emailQueue.dispatchFailed'),
    });
}

/** How many e-mails are in each state; placeholders until the first page arrives. */
export function QueueCounts({ counts }: { counts: Record<EmailEventStatus, number> | undefined }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} aria-label={t('emailQueue.counts')} component="section">
      {EMAIL_EVENT_STATUSES.map((status) => (
        <Card key={status} withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed">
            {t(`emailQueue.status.${status}`)}
          </Text>
          {counts ? (
            <Text fz={28} fw={800}>
              {format.number(counts[status])}
            </Text>
          ) : (
            <Skeleton h={32} mt={4} w={60} />
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The list's filters, in the URL: the state and the template. */
export function QueueFilters({
  search,
  onSearch,
}: {
  search: EmailQueueSearch;
  onSearch: (next: EmailQueueSearch) => void;
}) {
  const { t } = useTranslation('admin');
  const filter = filterSetter(search, onSearch);
  return (
    <>
      <SelectFilter
        label={t('emailQueue.statusFilter')}
        allLabel={t('emailQueue.allStatuses')}
        options={EMAIL_EVENT_STATUSES.map((s) => ({ value: s, label: t(`emailQueue.status.${s}`) }))}
        value={search.status}
        onChange={filter('status')}
        width={200}
      />
      <SelectFilter
        label={t('emailQueue.template')}
        allLabel={t('emailQueue.allTemplates')}
        options={EMAIL_TEMPLATE_CODES.map((code) => ({ value: code, label: code }))}
        value={search.template}
        onChange={filter('template')}
        searchable
        width={280}
      />
    </>
  );
}
