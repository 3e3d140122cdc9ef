// "Settle" in the cash ledger: records how a debt (collected, paid later) was paid. The shared parts are
// client/features/cook/payment-dialogs.tsx.
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { useFormat } from '../../lib/use-format';
import {
  MethodChoices,
  PaymentButtons,
  Sheet,
  usePaymentOutcome,
  type PaymentDialogProps,
  type PaymentTarget,
} from './payment-dialogs';

/** "Settle": a collected preorder paid later is paid now (and how). */
export function SettleDialog({ target, onClose, onDone }: PaymentDialogProps) {
  const { t } = useTranslation('ledger');
  return (
    <Sheet opened={target !== null} onClose={onClose} title={t('settle.title')}>
      {target && <SettleForm key={target.id} target={target} onClose={onClose} onDone={onDone} />}
    </Sheet>
  );
}

function SettleForm({ target, ...close }: PaymentDialogProps & { target: PaymentTarget }) {
  const { t } = useTranslation('ledger');
  const format = useFormat();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const outcome = usePaymentOutcome(close, t('settle.failed'));
  const settle = trpc.preorders.settlePayment.useMutation({
    onSuccess: () => outcome.done(t('settle.done')),
    onError: outcome.failed,
  });
  return (
    <Stack>
      <Text>
        {t('settle.text', {
          eater: target.eater,
          count: target.quantity,
          meal: target.meal,
          total: format.price(target.totalCents),
          date: format.date(target.pickupDate, 'weekday'),
        })}
      </Text>
      <MethodChoices
        label={t('settle.how')}
        value={method}
        choices={PAYMENT_METHODS}
        onChange={setMethod}
        text={(value) => t(`method.${value}`)}
      />
      <PaymentButtons
        cancel={t('settle.cancel')}
        confirm={t('settle.confirm')}
        loading={settle.isPending}
        onCancel={close.onClose}
        onConfirm={() => settle.mutate({ preorderId: target.id, method })}
      />
    </Stack>
  );
}
