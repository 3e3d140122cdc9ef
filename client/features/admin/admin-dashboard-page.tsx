// /admin: the admin dashboard's statistics (SPEC.md section 2 item 11) and the super admin badge.
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { useFormat } from '../../lib/use-format';

export function AdminDashboardPage({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  useDocumentTitle(t('title'));
  const stats = trpc.admin.stats.useQuery();
  const cards = [
    ['totalUsers', stats.data?.totalUsers],
    ['activeMeals', stats.data?.activeMeals],
    ['totalPreorders', stats.data?.totalPreorders],
  ] as const;
  return (
    <Stack gap="lg" py="md">
      <Group gap="sm">
        <Title order={1}>{t('title')}</Title>
        {role === 'super_admin' && <Badge color="grape" size="lg">{t('superAdmin')}</Badge>}
      </Group>
      <section aria-label={t('stats.title')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {cards.map(([key, value]) => (
            <Card key={key} withBorder radius="md" padding="lg">
              <Text c="dimmed" size="sm">{t(`stats.${key}`)}</Text>
              {value === undefined ? <Skeleton h={36} mt={4} /> : <Text fz={32} fw={800}>{format.number(value)}</Text>}
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
