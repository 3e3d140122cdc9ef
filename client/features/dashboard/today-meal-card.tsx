// One of the cook's meals today on the dashboard: its window, portions left, its reservations (regulars' and those
// up for grabs marked), the word to its eaters, the last call, and the way to its preorders.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { PaymentBadge, PreorderMarkers, PreorderStatusBadge } from '../../components/food/order-badges';
import { ReservationNote } from '../../components/food/reservation-note';
import { COOK_BADGE_COLOR } from '../../components/cook/badge-color';
import { TellEaters } from '../../components/cook/tell-eaters';
import { ButtonLink } from '../../components/link-button';
import { useFormat } from '../../lib/use-format';
import { LastCall } from './last-call';

type TodayMeal = inferRouterOutputs<AppRouter>['meals']['dashboard']['meals'][number];

export function TodayMealCard({ meal }: { meal: TodayMeal }) {
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
          <Badge color={COOK_BADGE_COLOR[meal.badge]} styles={{ label: { textTransform: 'none' } }}>
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
