// /admin/access-requests: what offices asked for through the landing page's wizard, newest first, with the
// wizard's answers read from the note; an admin marks a request contacted once they have followed up (or new
// again).
import { Badge, Button, SegmentedControl, Stack, Text } from '@mantine/core';
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
import { Requester, WizardAnswers } from './access-request-parts';

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
          render: (row) => <Requester row={row} />,
        },
        { key: 'office', label: t('accessRequests.office'), render: (row) => row.officeGuess ?? '—' },
        {
          key: 'answers',
          label: t('accessRequests.answers'),
          render: (row) => <WizardAnswers row={row} />,
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
