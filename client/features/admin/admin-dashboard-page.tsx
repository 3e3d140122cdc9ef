// /admin: the super admin badge, the statistics (saying what is counted), the payment counts and the latest 10
// preorders, for every office or one; and what waits for an admin (open reports, new
// access requests), counted live.
import { Anchor, Badge, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { useFormat } from '../../lib/use-format';
import type { AdminDashboard } from './admin-model';
import { AdminTable } from '../../components/kit/admin-table';
import { QueriesError } from '../../components/kit/load-error';

type LatestPreorder = AdminDashboard['latestPreorders'][number];

/** One figure: what it counts, the number (a placeholder while loading), what it means, and maybe a link. */
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

export function AdminDashboardPage({
  role,
  officeId,
  onOfficeChange,
}: {
  role: Role;
  officeId: string | null;
  onOfficeChange: (id: string | null) => void;
}) {
  const { t } = useTranslation(['admin', 'activity']);
  const format = useFormat();
  useDocumentTitle(t('title'));
  const stats = trpc.admin.dashboard.useQuery(officeId ? { officeId } : undefined);
  const offices = trpc.admin.offices.useQuery();
  const data = stats.data;

  const cards = [
    ['totalUsers', data?.totalUsers, null],
    ['activeMeals', data?.activeMeals, 'activeMealsHint'],
    ['totalPreorders', data?.totalPreorders, 'totalPreordersHint'],
  ] as const;
  const waiting = [
    ['openReports', data?.openReports, '/admin/moderation'],
    ['newAccessRequests', data?.newAccessRequests, '/admin/access-requests'],
  ] as const;
  const payments = [
    ['paidToday', data?.payments.paidToday],
    ['unpaidActive', data?.payments.unpaidActive],
    ['waived', data?.payments.waived],
  ] as const;

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="sm">
          <Title order={1}>{t('title')}</Title>
          {role === 'super_admin' && (
            <Badge color="grape" size="lg">
              {t('superAdmin')}
            </Badge>
          )}
        </Group>
        <Select
          label={t('dashboard.office')}
          data={[
            { value: '', label: t('dashboard.allOffices') },
            ...(offices.data ?? []).map((o) => ({ value: o.id, label: o.name })),
          ]}
          value={officeId ?? ''}
          onChange={(value) => onOfficeChange(value || null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      <QueriesError queries={[stats, offices]} />
      <section aria-labelledby="admin-waiting-title">
        <Title order={2} size="h4" id="admin-waiting-title" mb="sm">
          {t('dashboard.waiting')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {waiting.map(([key, value, to]) => (
            <StatCard key={key} id={key} label={t(`stats.${key}`)} value={value} hint={t(`stats.${key}Hint`)}>
              <Anchor component={Link} to={to} size="sm" mt="xs" display="inline-block" py={10}>
                {t(`dashboard.open.${key}`)}
              </Anchor>
            </StatCard>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="admin-stats-title">
        <Title order={2} size="h4" id="admin-stats-title" mb="sm">
          {t('stats.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {cards.map(([key, value, hint]) => (
            <StatCard
              key={key}
              id={key}
              label={t(`stats.${key}`)}
              value={value}
              hint={hint ? t(`stats.${hint}`) : undefined}
            />
          ))}
        </SimpleGrid>
        {data && (
          <Text size="xs" c="dimmed" mt="xs">
            {t('stats.countedAt', { time: format.dateTime(data.countedAt, data.timeZone) })}
          </Text>
        )}
      </section>
      <section aria-labelledby="admin-payments-title">
        <Title order={2} size="h4" id="admin-payments-title" mb="sm">
          {t('payments.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {payments.map(([key, value]) => (
            <StatCard key={key} id={`payment-${key}`} label={t(`payments.${key}`)} value={value} />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          {t('payments.todayIn', { zone: data?.timeZone ?? 'Europe/Vilnius' })}
        </Text>
      </section>
      <section aria-labelledby="admin-latest-title">
        <Title order={2} size="h4" id="admin-latest-title" mb="sm">
          {t('latest.title')}
        </Title>
        <AdminTable<LatestPreorder>
          label={t('latest.title')}
          loading={stats.isPending}
          query={stats}
          rows={data?.latestPreorders}
          rowKey={(row) => row.id}
          empty={t('latest.empty')}
          columns={[
            { key: 'meal', label: t('latest.meal'), primary: true, render: (row) => row.mealTitle },
            {
              key: 'eater',
              label: t('latest.eater'),
              render: (row) => (
                <div>
                  <Text size="sm">{row.eaterName}</Text>
                  <Text size="xs" c="dimmed">
                    {row.eaterEmail}
                  </Text>
                </div>
              ),
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
              render: (row) => format.dateTime(row.createdAt, data?.timeZone),
            },
          ]}
        />
      </section>
    </Stack>
  );
}
