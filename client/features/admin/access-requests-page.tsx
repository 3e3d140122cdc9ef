// /admin/access-requests: what offices asked for through the landing page's wizard, newest first, with the
// wizard's answers read from the note; an admin marks a request contacted once they have followed up (or new
// again).
import { Anchor, Badge, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { AdminListPage } from '../../components/kit/admin-list-page';
import { useFormat } from '../../lib/use-format';
import {
  accessRequestsInput,
  useAdminErrorToast,
  useAdminSuccessToast,
  type AccessRequest,
  type AccessRequestsSearch,
} from './admin-model';
import { listOptions } from '../../components/kit/query-state';

export function AccessRequestsPage({
  search,
  onSearch,
}: {
  search: AccessRequestsSearch;
  onSearch: (next: AccessRequestsSearch) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const utils = trpc.useUtils();
  const requests = trpc.admin.accessRequests.useInfiniteQuery(accessRequestsInput(search), listOptions);
  const toastError = useAdminErrorToast();
  const success = useAdminSuccessToast();
  const mark = trpc.admin.markAccessRequestContacted.useMutation({
    onSuccess: (result) =>
      success(t(result.contactedAt ? 'accessRequests.markedContacted' : 'accessRequests.markedNew')),
    onError: toastError,
    onSettled: () =>
      Promise.all([
        utils.admin.accessRequests.invalidate(),
        utils.admin.dashboard.invalidate(),
        utils.admin.auditLog.invalidate(),
      ]),
  });
  /** An answer of the wizard in words, or the raw value when it is not one the wizard offers. */
  const answer = (group: 'cookingInterest' | 'currentSetup' | 'startTimeframe', value: string | undefined) =>
    value
      ? t(`accessRequests.answerTexts.${group}.${value}` as 'accessRequests.answerTexts.cookingInterest.many', {
          defaultValue: value,
        })
      : '—';

  return (
    <AdminListPage<AccessRequest>
      title={t('accessRequests.title')}
      subtitle={t('accessRequests.subtitle')}
      notice={
        <SegmentedControl
          aria-label={t('accessRequests.filter')}
          value={search.state ?? 'all'}
          onChange={(value) => onSearch(value === 'all' ? {} : { state: value as 'new' | 'contacted' })}
          data={(['all', 'new', 'contacted'] as const).map((value) => ({
            value,
            label: t(`accessRequests.states.${value}`),
          }))}
          w="fit-content"
        />
      }
      list={requests}
      rowKey={(row) => row.id}
      empty={t(`accessRequests.empty.${search.state ?? 'all'}`)}
      columns={[
        {
          key: 'who',
          label: t('accessRequests.who'),
          primary: true,
          render: (row) => (
            <Stack gap={2}>
              <Text fw={600} size="sm">
                {row.details?.name || row.email}
              </Text>
              {row.details?.role ? (
                <Text size="xs" c="dimmed">
                  {row.details.role}
                </Text>
              ) : null}
              <Anchor href={`mailto:${row.email}`} size="sm" display="inline-block" py={4}>
                {row.email}
              </Anchor>
              {row.details?.phone ? (
                <Anchor
                  href={`tel:${row.details.phone.replace(/[^+\d]/g, '')}`}
                  size="sm"
                  display="inline-block"
                  py={4}
                >
                  {row.details.phone}
                </Anchor>
              ) : null}
            </Stack>
          ),
        },
        { key: 'office', label: t('accessRequests.office'), render: (row) => row.officeGuess ?? '—' },
        {
          key: 'answers',
          label: t('accessRequests.answers'),
          render: (row) =>
            row.details ? (
              <Stack gap={2}>
                <Text size="sm">
                  {t('accessRequests.cooking', { value: answer('cookingInterest', row.details.cookingInterest) })}
                </Text>
                <Text size="sm">
                  {t('accessRequests.setup', { value: answer('currentSetup', row.details.currentSetup) })}
                </Text>
                <Text size="sm">
                  {t('accessRequests.start', { value: answer('startTimeframe', row.details.startTimeframe) })}
                </Text>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {row.rawNote ?? '—'}
              </Text>
            ),
        },
        { key: 'received', label: t('accessRequests.received'), render: (row) => format.dateTime(row.createdAt) },
        {
          key: 'state',
          label: t('accessRequests.state'),
          render: (row) =>
            row.contactedAt ? (
              <Stack gap={2}>
                <Badge variant="light" color="teal">
                  {t('accessRequests.states.contacted')}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('accessRequests.contactedBy', {
                    date: format.dateTime(row.contactedAt),
                    who: row.contactedByEmail ?? '—',
                  })}
                </Text>
              </Stack>
            ) : (
              <Badge variant="light" color="orange">
                {t('accessRequests.states.new')}
              </Badge>
            ),
        },
        {
          key: 'action',
          label: t('accessRequests.action'),
          render: (row) => (
            <Button
              size="xs"
              mih={44}
              variant={row.contactedAt ? 'default' : 'light'}
              loading={mark.isPending && mark.variables?.id === row.id}
              onClick={() => mark.mutate({ id: row.id, contacted: !row.contactedAt })}
              aria-label={t(row.contactedAt ? 'accessRequests.markNewOf' : 'accessRequests.markContactedOf', {
                who: row.details?.name || row.email,
              })}
            >
              {t(row.contactedAt ? 'accessRequests.markNew' : 'accessRequests.markContacted')}
            </Button>
          ),
        },
      ]}
    />
  );
}
