// A reservation's hand-over on /activity: the latest offer of it as its card shows it (open, to withdraw, or what
// became of it), and a reservation the user handed over, kept in their history where it was.
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconGift, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import { MealWhenWho } from './meal-when-who';
import { ReservationCardFrame } from './reservation-card-frame';
import { useColleagueInvalidation, useRefusalToast, type HandedOver, type Handover } from './handover-model';

/** The latest offer of a reservation as its card shows it: open (withdraw), or what became of it. */
export function OfferStatus({ offer, timeZone }: { offer: Handover; timeZone: string }) {
  const { t } = useTranslation('waitlist-and-handovers');
  const format = useFormat();
  const refresh = useColleagueInvalidation();
  const withdraw = trpc.handovers.withdraw.useMutation({
    onSuccess: () => notifications.show({ color: 'teal', message: t('offer.withdrawn') }),
    onError: useRefusalToast(),
    onSettled: refresh,
  });
  const until = format.dateTime(offer.expiresAt, timeZone);
  if (offer.status === 'offered') {
    return (
      <Alert color="grape" variant="light" icon={<IconGift size={18} />} p="xs" data-testid="open-offer">
        <Stack gap={6}>
          <Text size="sm">
            {offer.to
              ? t('offer.openTo', { name: offer.to, until })
              : offer.lastCall
                ? t('offer.lastCall', { until })
                : t('offer.openToAnyone', { until })}
          </Text>
          <Button
            size="sm"
            variant="default"
            mih={44}
            onClick={() => withdraw.mutate({ handoverId: offer.id })}
            loading={withdraw.isPending}
            w="fit-content"
          >
            {offer.lastCall ? t('offer.comingAfterAll') : t('offer.withdraw')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const text =
    offer.status === 'expired'
      ? t('offer.expired')
      : offer.status === 'declined'
        ? t('offer.declined', { name: offer.to ?? '' })
        : null;
  if (!text) return null;
  return (
    <Group gap={6} c="dimmed">
      <IconInfoCircle size={16} aria-hidden />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

/** A reservation the user handed over: in their history where it was, marked as handed over, to whom and when. */
export function HandedOverCard({ given }: { given: HandedOver }) {
  const { t } = useTranslation(['waitlist-and-handovers', 'activity']);
  const format = useFormat();
  const when = format.dateTime(given.handedOverAt, given.meal.officeTimeZone);
  return (
    <ReservationCardFrame
      testId="handed-over-card"
      title={given.meal.title}
      badges={
        <Badge color="grape" styles={{ label: { textTransform: 'none' } }}>
          {t('handedOver.badge')}
        </Badge>
      }
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconArrowsExchange size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {given.to ? t('handedOver.to', { name: given.to, when }) : t('handedOver.toColleague', { when })}
        </Text>
      </Group>
      <MealWhenWho meal={given.meal} />
      <Text size="sm">
        {t('activity:quantity', { count: given.quantity, price: format.price(given.meal.priceCents) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('handedOver.theirs')}
      </Text>
    </ReservationCardFrame>
  );
}
