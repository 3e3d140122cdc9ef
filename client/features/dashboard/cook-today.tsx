// The cook's part of the dashboard: today's earnings, portions sold and active meals, then today's meals with their
// reservations (regulars' and those up for grabs marked) and the last call (all in the office's time zone, as the
// server counts them). Earnings and portions both count the meals picked up today, and the card says so.
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { ButtonLink } from '../../components/link-button';
import { LoadError } from '../../components/kit/load-error';
import { CookStats } from './cook-stats';
import { TodayMealCard } from './today-meal-card';

export function CookToday() {
  const { t } = useTranslation(['dashboard', 'common']);
  const dashboard = trpc.meals.dashboard.useQuery();

  if (dashboard.isError) {
    return <LoadError title={t('cook.loadFailed')} onRetry={dashboard.refetch} retrying={dashboard.isFetching} />;
  }
  const data = dashboard.data;
  return (
    <>
      <CookStats data={data} />

      <section aria-labelledby="cook-today">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg" id="cook-today">
            {t('cook.today.title')}
          </Title>
          <ButtonLink to="/cook/$tab" params={{ tab: 'preorders' }} variant="subtle" size="compact-md">
            {t('cook.today.allPreorders')}
          </ButtonLink>
        </Group>
        {!data && <Skeleton h={120} radius="md" />}
        {data && data.meals.length === 0 && (
          <Card withBorder radius="md" padding="xl">
            <Stack align="center" ta="center" gap="xs">
              <ThemeIcon size={48} radius="xl" variant="light">
                <IconCalendarEvent size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="md">
                {t('cook.today.empty')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('cook.today.emptyText')}
              </Text>
              <ButtonLink to="/cook/create-meal" mt="sm">
                {t('cook.today.emptyAction')}
              </ButtonLink>
            </Stack>
          </Card>
        )}
        {data && data.meals.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {data.meals.map((meal) => (
              <TodayMealCard key={meal.id} meal={meal} />
            ))}
          </SimpleGrid>
        )}
      </section>
    </>
  );
}
