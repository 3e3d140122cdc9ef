// /admin/moderation: reports in tabs open, resolved and dismissed (food safety first in
// the open tab). On an open report an admin takes the meal off the menus or puts it back, suspends its cook for 7
// or 30 days (or lifts a suspension), resolves with notes or dismisses. Every action asks first.
import { Badge, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES, type ReportStatus } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { AdminListPage } from '../../components/kit/admin-list-page';
import { listOptions } from '../../components/kit/query-state';
import { ActionDialogs } from './moderation-dialogs';
import { reportsInput, type ModerationAction, type ModerationReport } from './moderation-model';
import { ReportCard } from './report-card';

export function ModerationPage({ tab, onTab }: { tab: ReportStatus; onTab: (tab: ReportStatus) => void }) {
  const { t } = useTranslation('admin');
  const reports = trpc.moderation.reports.useInfiniteQuery(reportsInput(tab), listOptions);
  const [action, setAction] = useState<ModerationAction | null>(null);
  const counts = reports.data?.pages[0]?.counts;

  return (
    <AdminListPage<ModerationReport>
      title={t('moderation.title')}
      subtitle={t('moderation.subtitle')}
      notice={
        <Tabs value={tab} onChange={(value) => value && onTab(value as ReportStatus)} keepMounted={false}>
          <Tabs.List>
            {REPORT_STATUSES.map((status) => (
              <Tabs.Tab
                key={status}
                value={status}
                mih={44}
                rightSection={
                  counts ? (
                    <Badge size="sm" variant="light" color={status === 'open' && counts.open > 0 ? 'red' : 'gray'}>
                      {counts[status]}
                    </Badge>
                  ) : null
                }
              >
                {t(`moderation.tabs.${status}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      }
      list={reports}
      rowKey={(report) => report.id}
      empty={t(`moderation.empty.${tab}`)}
      items={(rows) => (
        <Stack
          gap="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t(`moderation.tabs.${tab}`)}
        >
          {rows.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} onAction={setAction} />
            </li>
          ))}
        </Stack>
      )}
    >
      <ActionDialogs action={action} onClose={() => setAction(null)} />
    </AdminListPage>
  );
}
