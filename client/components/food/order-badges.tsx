// A reservation's status (active and reserved both read "Reserved"), payment ("Pay at pickup", paid, waived), and
// the cook's markers (made for a regular, up for grabs).
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus, PreorderStatus } from '../../../shared/enums';

const STATUS_COLOR: Record<PreorderStatus, string> = {
  reserved: 'blue',
  active: 'blue',
  cancelled: 'gray',
  fulfilled: 'teal',
};
/** Sentence case, and never cut short in a narrow table column. */
const NO_SQUEEZE = { root: { minWidth: 'max-content' }, label: { textTransform: 'none' as const } };
const PAYMENT_COLOR: Record<PaymentStatus, string> = { unpaid: 'yellow', paid: 'teal', waived: 'grape' };

export function PreorderStatusBadge({ status }: { status: PreorderStatus }) {
  const { t } = useTranslation('activity');
  return (
    <Badge color={STATUS_COLOR[status]} styles={NO_SQUEEZE} data-testid="preorder-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** `owed`: collected already, so an unpaid one is a debt ("Not paid yet", the cash ledger), not "Pay at pickup". */
export function PaymentBadge({ status, owed = false }: { status: PaymentStatus; owed?: boolean }) {
  const { t } = useTranslation(['activity', 'ledger']);
  const debt = owed && status === 'unpaid';
  return (
    <Badge
      variant="light"
      color={debt ? 'orange' : PAYMENT_COLOR[status]}
      styles={NO_SQUEEZE}
      data-testid="payment-status"
    >
      {debt ? t('ledger:payment.unpaid') : t(`payment.${status}`)}
    </Badge>
  );
}

/** For the cook: a reservation made for a regular when the meal was published, and one up for grabs (not taken yet). */
export function PreorderMarkers({ viaRegular, upForGrabs }: { viaRegular: boolean; upForGrabs: boolean }) {
  const { t } = useTranslation('cook');
  return (
    <>
      {viaRegular && (
        <Badge variant="outline" color="indigo" styles={NO_SQUEEZE} data-testid="via-regular">
          {t('preorders.regular')}
        </Badge>
      )}
      {upForGrabs && (
        <Badge variant="light" color="orange" styles={NO_SQUEEZE} data-testid="up-for-grabs">
          {t('preorders.upForGrabs')}
        </Badge>
      )}
    </>
  );
}
