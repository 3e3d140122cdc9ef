// /admin: the super admin badge, the statistics (saying what is counted), the payment counts and the latest 10
// preorders, for every office or one; and what waits for an admin (open reports, new
// access requests), counted live.
import { Anchor, Badge, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { useFormat } from '../../lib/use-format';
import { DashboardSection, LatestPreorders, StatCard } from './dashboard-parts';
import { QueriesError } from '../../components/kit/load-error';

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
      <DashboardSection id="admin-waiting-title" title={t('dashboard.waiting')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {waiting.map(([key, value, to]) => (
            <StatCard key={key} id={key} label={t(`stats.${key}`)} value={value} hint={t(`stats.${key}Hint`)}>
              <Anchor component={Link} to={to} size="sm" mt="xs" display="inline-block" py={10}>
                {t(`dashboard.open.${key}`)}
              </Anchor>
            </StatCard>
          ))}
        </SimpleGrid>
      </DashboardSection>
      <DashboardSection id="admin-stats-title" title={t('stats.title')}>
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
      </DashboardSection>
      <DashboardSection id="admin-payments-title" title={t('payments.title')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {payments.map(([key, value]) => (
            <StatCard key={key} id={`payment-${key}`} label={t(`payments.${key}`)} value={value} />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          {t('payments.todayIn', { zone: data?.timeZone ?? 'Europe/Vilnius' })}
        </Text>
      </DashboardSection>
      <DashboardSection id="admin-latest-title" title={t('latest.title')}>
        <LatestPreorders stats={stats} />
      </DashboardSection>
    </Stack>
  );
}
