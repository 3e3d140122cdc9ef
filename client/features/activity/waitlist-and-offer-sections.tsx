// /activity's part of the waitlist and hand-overs: offers named to the user (accept or decline) and the waitlists
// they are on (leave). A reservation's own offer and the reservations handed over are
// client/features/activity/handover-cards.tsx; making an offer is client/features/activity/offer-dialog.tsx.
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconGift, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { LoadError } from '../../components/kit/load-error';
import { TitledSection } from '../../components/kit/titled-section';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import { useColleagueInvalidation, useRefusalToast } from './handover-model';

export function ReceivedOffers() {
  const { t } = useTranslation('waitlist-and-handovers');
  const format = useFormat();
  const offers = trpc.handovers.mine.useQuery();
  const refresh = useColleagueInvalidation();
  const refused = useRefusalToast();
  const take = trpc.handovers.take.useMutation({
    onSuccess: (_, input) => {
      const offer = offers.data?.received.find((o) => o.id === input.handoverId);
      notifications.show({ color: 'teal', message: t('received.accepted', { meal: offer?.meal.title ?? '' }) });
    },
    onError: refused,
    onSettled: refresh,
  });
  const decline = trpc.handovers.decline.useMutation({
    onSuccess: () => notifications.show({ color: 'teal', message: t('received.declinedToast') }),
    onError: refused,
    onSettled: refresh,
  });
  const received = offers.data?.received ?? [];
  if (offers.isError) return <LoadError onRetry={offers.refetch} retrying={offers.isFetching} />;
  if (received.length === 0) return null;
  return (
    <TitledSection id="offers-to-you" title={t('received.title')}>
      {received.map((offer) => (
        <Card key={offer.id} withBorder radius="lg" padding="md" data-testid="received-offer">
          <Stack gap={6}>
            <Group gap={6} wrap="nowrap">
              <IconGift size={20} aria-hidden color="var(--mantine-color-grape-6)" />
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('received.text', { name: offer.from, count: offer.quantity, meal: offer.meal.title })}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('received.when', {
                date: format.date(offer.meal.pickupDate, 'weekday'),
                window: format.timeRange(offer.meal.pickupStart, offer.meal.pickupEnd),
                price: format.price(offer.totalCents),
                until: format.dateTime(offer.expiresAt, offer.meal.timeZone),
              })}
            </Text>
            <Group gap="xs">
              <Button
                onClick={() => take.mutate({ handoverId: offer.id })}
                loading={take.isPending && take.variables?.handoverId === offer.id}
              >
                {t('received.accept')}
              </Button>
              <Button
                variant="default"
                onClick={() => decline.mutate({ handoverId: offer.id })}
                loading={decline.isPending && decline.variables?.handoverId === offer.id}
              >
                {t('received.decline')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </TitledSection>
  );
}

export function WaitlistPlaces() {
  const { t } = useTranslation('waitlist-and-handovers');
  const format = useFormat();
  const places = trpc.waitlist.mine.useQuery();
  const refresh = useColleagueInvalidation();
  const leave = trpc.waitlist.leave.useMutation({
    onSuccess: () => notifications.show({ color: 'teal', message: t('waitlist.left') }),
    onError: useRefusalToast(),
    onSettled: refresh,
  });
  const list = places.data ?? [];
  if (places.isError) return <LoadError onRetry={places.refetch} retrying={places.isFetching} />;
  if (list.length === 0) return null;
  return (
    <TitledSection id="waitlists-you-are-on" title={t('waitlist.sectionTitle')}>
      {list.map((place) => (
        <Card key={place.id} withBorder radius="lg" padding="md" data-testid="waitlist-entry">
          <Group justify="space-between" gap="xs">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconHourglass size={20} aria-hidden />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {place.meal.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('waitlist.at', { position: place.position, date: format.date(place.meal.pickupDate, 'weekday') })}
                </Text>
              </div>
            </Group>
            <Button
              variant="default"
              onClick={() => leave.mutate({ entryId: place.id })}
              loading={leave.isPending && leave.variables?.entryId === place.id}
            >
              {t('waitlist.leave')}
            </Button>
          </Group>
        </Card>
      ))}
    </TitledSection>
  );
}
