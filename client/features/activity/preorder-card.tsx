// A reservation on /activity: the meal, its status and payment badges, pickup, cook and office, quantity and total,
// its notices (client/features/activity/preorder-notices.tsx), the receipt once paid, a hand-over offer's state, and
// what can be done with it now: offer it to a colleague, cancel it, pay up, give feedback once collected.
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCheck, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import { isOpen, PAYMENT_COLOR, STATUS_COLOR, type Preorder } from './activity-model';
import { PayUpLine, PreorderNotices } from './preorder-notices';
import { MealWhenWho } from './meal-when-who';
import { Receipt } from './receipt';
import { ReservationCardFrame } from './reservation-card-frame';
import { OfferStatus } from './handover-cards';
import type { Handover } from './handover-model';

export function PreorderCard({
  preorder,
  offer,
  onCancel,
  onFeedback,
  onOffer,
  onPay,
}: {
  preorder: Preorder;
  offer?: Handover;
  onCancel: (p: Preorder) => void;
  onFeedback: (p: Preorder) => void;
  onOffer: (p: Preorder) => void;
  onPay: (p: Preorder) => void;
}) {
  const { t } = useTranslation(['activity', 'ledger']);
  const { t: tc } = useTranslation('waitlist-and-handovers');
  const format = useFormat();
  const owed = preorder.status === 'fulfilled' && preorder.paymentStatus === 'unpaid';
  return (
    <ReservationCardFrame
      testId="preorder-card"
      title={preorder.meal.title}
      badges={
        <>
          <Badge
            color={preorder.notCollectedAt ? 'orange' : STATUS_COLOR[preorder.status]}
            styles={{ label: { textTransform: 'none' } }}
          >
            {preorder.notCollectedAt ? t('notCollectedBadge') : t(`status.${preorder.status}`)}
          </Badge>
          {preorder.status !== 'cancelled' && (
            // Collected and not paid yet (the cook recorded "pays later"): a debt, not "pay at pickup".
            <Badge
              variant="light"
              color={owed ? 'orange' : PAYMENT_COLOR[preorder.paymentStatus]}
              styles={{ label: { textTransform: 'none' } }}
            >
              {owed ? t('ledger:payment.unpaid') : t(`payment.${preorder.paymentStatus}`)}
            </Badge>
          )}
        </>
      }
    >
      <MealWhenWho meal={preorder.meal} />
      <Group justify="space-between">
        <Text size="sm">
          {t('quantity', { count: preorder.quantity, price: format.price(preorder.meal.priceCents) })}
        </Text>
        <Text fw={700}>{t('total', { total: format.price(preorder.totalCents) })}</Text>
      </Group>
      <PreorderNotices preorder={preorder} />
      {preorder.paymentStatus === 'paid' && preorder.paidAt && <Receipt preorder={preorder} />}
      {preorder.status !== 'cancelled' && preorder.paymentStatus === 'unpaid' && preorder.payUp.available && (
        <PayUpLine preorder={preorder} onPay={onPay} />
      )}
      {offer && <OfferStatus offer={offer} timeZone={preorder.meal.officeTimeZone} />}
      {isOpen(preorder) && (
        <Group gap="xs">
          {offer?.status !== 'offered' && (
            <Button variant="light" onClick={() => onOffer(preorder)} w={{ base: '100%', xs: 'fit-content' }}>
              {tc('offer.button')}
            </Button>
          )}
          <Button
            variant="light"
            color="red"
            onClick={() => onCancel(preorder)}
            w={{ base: '100%', xs: 'fit-content' }}
          >
            {t('cancel.button')}
          </Button>
        </Group>
      )}
      {preorder.status === 'fulfilled' &&
        !preorder.notCollectedAt &&
        (preorder.feedbackGiven ? (
          <Group gap={6} c="teal">
            <IconCheck size={16} aria-hidden />
            <Text size="sm">{t('feedback.given')}</Text>
          </Group>
        ) : (
          <Button
            variant="light"
            leftSection={<IconMessageCircle size={18} aria-hidden />}
            onClick={() => onFeedback(preorder)}
            w={{ base: '100%', xs: 'fit-content' }}
          >
            {t('feedback.button')}
          </Button>
        ))}
    </ReservationCardFrame>
  );
}
