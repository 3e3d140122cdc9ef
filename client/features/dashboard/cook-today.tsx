// The cook's part of the dashboard: today's earnings, portions sold and active meals, then today's meals with their
// reservations (regulars' and those up for grabs marked) and the last call (all in the office's time zone, as the
// server counts them). Earnings and portions both count the meals picked up today, and the card says so.
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCoins, IconSoup, IconToolsKitchen2 } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { trpc } from '../../app/trpc';
import { PaymentBadge, PreorderMarkers, PreorderStatusBadge } from '../../components/food/order-badges';
import { ReservationNote } from '../../components/food/reservation-note';
import { TellEaters } from '../../components/cook/tell-eaters';
import { ButtonLink } from '../../components/link-button';
import { useFormat } from '../../lib/use-format';
import { LoadError } from '../../components/kit/load-error';
import { LastCall } from './last-call';

type TodayMeal = inferRouterOutputs<AppRouter>['meals']['dashboard']['meals'][number];

const BADGE_COLOR: Record<TodayMeal['badge'], string> = {
  active: 'teal',
  soldOut: 'red',
  closed: 'gray',
  inactive: 'yellow',
  disabled: 'red',
  withdrawn: 'dark',
};

function Stat({
  label,
  value,
  icon: Icon,
  testId,
}: {
  label: string;
  value: string;
  icon: typeof IconCoins;
  testId: string;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon size={24} aria-hidden />
        </ThemeIcon>
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={26} fw={800} lh={1.2} data-testid={testId}>
            {value}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

function TodayMealCard({ meal }: { meal: TodayMeal }) {
  const { t } = useTranslation(['dashboard', 'cook']);
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={meal.title} data-testid="today-meal">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {meal.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('cook.today.window', { window: format.timeRange(meal.pickupStart, meal.pickupEnd) })}
            </Text>
          </div>
          <Badge color={BADGE_COLOR[meal.badge]} styles={{ label: { textTransform: 'none' } }}>
            {t(`cook:badge.${meal.badge}`)}
          </Badge>
        </Group>
        <Text size="sm" fw={600}>
          {t('cook.today.portions', { left: meal.availablePortions, total: meal.totalPortions })}
        </Text>
        {meal.preorders.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('cook.today.noPreorders')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {meal.preorders.map((preorder) => (
              <Group key={preorder.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {t('cook.today.preorder', {
                      count: preorder.quantity,
                      name: preorder.eater.name || preorder.eater.email,
                    })}
                  </Text>
                  {(preorder.viaRegular || preorder.upForGrabs) && (
                    <Group gap={4} mt={2}>
                      <PreorderMarkers viaRegular={preorder.viaRegular} upForGrabs={preorder.upForGrabs} />
                    </Group>
                  )}
                  <ReservationNote note={preorder.note} />
                </div>
                <Group gap={4} wrap="nowrap">
                  {preorder.status === 'fulfilled' ? (
                    <PreorderStatusBadge status={preorder.status} />
                  ) : (
                    <PaymentBadge status={preorder.paymentStatus} />
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <TellEaters meal={meal} />
        {meal.badge !== 'withdrawn' && <LastCall mealId={meal.id} title={meal.title} preorders={meal.preorders} />}
        <ButtonLink
          to="/cook/$tab"
          params={{ tab: 'preorders' }}
          search={{ meal: meal.id }}
          variant="light"
          size="sm"
          mt={4}
          aria-label={t('cook.today.manageFor', { meal: meal.title })}
        >
          {t('cook.today.manage')}
        </ButtonLink>
      </Stack>
    </Card>
  );
}

export function CookToday() {
  const { t } = useTranslation(['dashboard', 'common']);
  const format = useFormat();
  const dashboard = trpc.meals.dashboard.useQuery();

  if (dashboard.isError) {
    return <LoadError title={t('cook.loadFailed')} onRetry={dashboard.refetch} retrying={dashboard.isFetching} />;
  }
  const data = dashboard.data;
  return (
    <>
      <section aria-labelledby="cook-stats" aria-describedby="cook-stats-caption">
        <Title order={2} fz="lg" id="cook-stats">
          {t('cook.stats.title')}
        </Title>
        {/* Which day the figures count (the pickup day, as the server does): a payment comes on any day. */}
        <Text size="sm" c="dimmed" id="cook-stats-caption" mb="sm" data-testid="stats-caption">
          {t('cook.stats.caption')}
        </Text>
        {data ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Stat
              label={t('cook.stats.earnings')}
              value={format.price(data.earningsCents)}
              icon={IconCoins}
              testId="stat-earnings"
            />
            <Stat
              label={t('cook.stats.portions')}
              value={format.number(data.portionsSold)}
              icon={IconSoup}
              testId="stat-portions"
            />
            <Stat
              label={t('cook.stats.activeMeals')}
              value={format.number(data.activeMeals)}
              icon={IconToolsKitchen2}
              testId="stat-active-meals"
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={80} radius="md" />
            ))}
          </SimpleGrid>
        )}
      </section>

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
