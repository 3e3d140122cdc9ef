// The dashboard's next 3 reservations with pickup today or later.
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { ButtonLink } from '../../components/link-button';
import { LoadError } from '../../components/kit/load-error';
import { useFormat } from '../../lib/use-format';

export function UpcomingOrders() {
  const { t } = useTranslation(['dashboard', 'activity']);
  const format = useFormat();
  const upcoming = trpc.preorders.upcoming.useQuery();
  if (upcoming.isSuccess && upcoming.data.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-orders">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="upcoming-orders">
          {t('upcoming.title')}
        </Title>
        <ButtonLink to="/activity" variant="subtle" size="compact-md">
          {t('upcoming.viewAll')}
        </ButtonLink>
      </Group>
      <Stack gap="sm">
        {upcoming.isPending && <Skeleton h={72} radius="md" />}
        {upcoming.isError && <LoadError onRetry={upcoming.refetch} retrying={upcoming.isFetching} />}
        {upcoming.data?.map((order) => (
          <Card key={order.id} withBorder radius="md" padding="sm" data-testid="upcoming-order">
            <Group justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {t('upcoming.item', { count: order.quantity, meal: order.meal.title })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('upcoming.when', {
                    date: format.date(order.meal.pickupDate, 'weekday'),
                    window: format.timeRange(order.meal.pickupStart, order.meal.pickupEnd),
                  })}
                </Text>
              </div>
              <Stack gap={4} align="flex-end">
                <Text fw={700}>{format.price(order.totalCents)}</Text>
                <Badge variant="light" color="yellow">
                  {t(`activity:payment.${order.paymentStatus}`)}
                </Badge>
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </section>
  );
}

/**
 * True unless the user is known to have no upcoming orders (the dashboard then shows the empty state instead): a
 * failed load is not "nothing planned", the section says it failed.
 */
export function useHasUpcomingOrders() {
  const upcoming = trpc.preorders.upcoming.useQuery();
  return !upcoming.isSuccess || upcoming.data.length > 0;
}
