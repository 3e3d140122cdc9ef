// What the preorders table and its phone cards both show of one reservation: the eater (name, e-mail, note), the
// portions at their price, and the status and payment badges (client/features/cook/preorders-table.tsx and
// preorder-cards.tsx).
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentBadge, PreorderMarkers, PreorderStatusBadge } from '../../components/food/order-badges';
import { ReservationNote } from '../../components/food/reservation-note';
import { useFormat } from '../../lib/use-format';
import type { CookPreorder } from './cook-model';
import { NotCollectedBadge } from './collection-actions';
import { ClaimedBadge } from './payment-claim';

/** The reservations, each with its actions (client/features/cook/preorder-actions.tsx). */
export interface PreorderListProps {
  preorders: CookPreorder[];
  actions: (preorder: CookPreorder) => ReactNode;
}

/** An e-mail address that wraps, when it must, after the @ or before a dot, never inside a word. */
function Email({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </>
  );
}

export function EaterDetails({ preorder }: { preorder: CookPreorder }) {
  const { t } = useTranslation(['cook', 'common']);
  return (
    <>
      <Text size="sm">{preorder.eater.name || preorder.eater.email || t('common:deletedUser')}</Text>
      <Text size="xs" c="dimmed">
        <Email address={preorder.eater.email} />
      </Text>
      <ReservationNote note={preorder.note} />
    </>
  );
}

export function QuantityText({ preorder }: { preorder: CookPreorder }) {
  const { t } = useTranslation('cook');
  const format = useFormat();
  return (
    <Text size="sm">
      {t('preorders.quantity', {
        count: preorder.quantity,
        price: format.price(preorder.meal.priceCents),
      })}
    </Text>
  );
}

export function StatusBadges({ preorder }: { preorder: CookPreorder }) {
  return (
    <>
      {preorder.notCollectedAt ? <NotCollectedBadge /> : <PreorderStatusBadge status={preorder.status} />}
      <PreorderMarkers viaRegular={preorder.viaRegular} upForGrabs={preorder.upForGrabs} />
    </>
  );
}

export function PaymentBadges({ preorder }: { preorder: CookPreorder }) {
  return (
    <>
      {preorder.status !== 'cancelled' && (
        <PaymentBadge status={preorder.paymentStatus} owed={preorder.status === 'fulfilled'} />
      )}
      {preorder.paymentClaimed && <ClaimedBadge />}
    </>
  );
}

export function PickupText({ preorder }: { preorder: CookPreorder }) {
  const { t } = useTranslation('cook');
  const format = useFormat();
  return (
    <Text size="xs" c="dimmed">
      {t('preorders.pickup', { date: format.date(preorder.meal.pickupDate, 'weekday') })}
    </Text>
  );
}
