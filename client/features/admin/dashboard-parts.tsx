// The admin dashboard's parts (client/features/admin/admin-dashboard-page.tsx): a titled section, one figure, and
// the latest preorders.
import { Badge, Card, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../components/kit/admin-table';
import type { QueryLike } from '../../components/kit/query-state';
import { useFormat } from '../../lib/use-format';
import type { AdminDashboard } from './admin-model';
import { TwoLineCell } from '../../components/kit/two-line-cell';

type LatestPreorder = AdminDashboard['latestPreorders'][number];

/** A section of the dashboard, named by its heading. */
export function DashboardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

export /** One figure: what it counts, the number (a placeholder while loading), what it means, and maybe a link. */
function StatCard({
  id,
  label,
  value,
  hint,
  children,
}: {
  id: string;
  label: string;
  value: number | undefined;
  hint?: string;
  children?: ReactNode;
}) {
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`stat-${id}`}>
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={36} mt={4} w={80} />
      ) : (
        <Text fz={32} fw={800} lh={1.2}>
          {format.number(value)}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
      {children}
    </Card>
  );
}

/** The latest preorders, for every office or the one chosen, in the office's time zone. */
export function LatestPreorders({ stats }: { stats: QueryLike<AdminDashboard> & { isPending: boolean } }) {
  const { t } = useTranslation(['admin', 'activity']);
  const format = useFormat();
  return (
    <AdminTable<LatestPreorder>
      label={t('latest.title')}
      loading={stats.isPending}
      query={stats}
      rows={stats.data?.latestPreorders}
      rowKey={(row) => row.id}
      empty={t('latest.empty')}
      columns={[
        { key: 'meal', label: t('latest.meal'), primary: true, render: (row) => row.mealTitle },
        {
          key: 'eater',
          label: t('latest.eater'),
          render: (row) => <TwoLineCell main={row.eaterName} sub={row.eaterEmail} />,
        },
        { key: 'quantity', label: t('latest.quantity'), render: (row) => format.number(row.quantity) },
        {
          key: 'status',
          label: t('latest.status'),
          render: (row) => (
            <Badge
              variant="light"
              color={row.status === 'cancelled' ? 'gray' : row.status === 'fulfilled' ? 'teal' : 'blue'}
            >
              {t(`activity:status.${row.status as 'reserved'}`)}
            </Badge>
          ),
        },
        {
          key: 'created',
          label: t('latest.created'),
          render: (row) => format.dateTime(row.createdAt, stats.data?.timeZone),
        },
      ]}
    />
  );
}
