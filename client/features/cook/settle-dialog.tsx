// "Settle" in the cash ledger: records how a debt (collected, paid later) was paid. The shared parts are
// client/features/cook/payment-dialogs.tsx.
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { useFormat } from '../../lib/use-format';
import { PaymentChoice, PaymentSheet, type PaymentDialogProps, type PaymentFormProps } from './payment-dialogs';

/** "Settle": a collected preorder paid later is paid now (and how). */
export function SettleDialog(props: PaymentDialogProps) {
  const { t } = useTranslation('ledger');
  return <PaymentSheet {...props} title={t('settle.title')} failedTitle={t('settle.failed')} form={SettleForm} />;
}

function SettleForm({ target, outcome, onCancel }: PaymentFormProps) {
  const { t } = useTranslation('ledger');
  const format = useFormat();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const settle = trpc.preorders.settlePayment.useMutation({
    onSuccess: () => outcome.done(t('settle.done')),
    onError: outcome.failed,
  });
  const text = t('settle.text', {
    eater: target.eater,
    count: target.quantity,
    meal: target.meal,
    total: format.price(target.totalCents),
    date: format.date(target.pickupDate, 'weekday'),
  });
  return (
    <PaymentChoice
      summary={<Text>{text}</Text>}
      method={{
        label: t('settle.how'),
        value: method,
        choices: PAYMENT_METHODS,
        onChange: setMethod,
        text: (value) => t(`method.${value}`),
      }}
      buttons={{
        cancel: t('settle.cancel'),
        confirm: t('settle.confirm'),
        loading: settle.isPending,
        onCancel,
        onConfirm: () => settle.mutate({ preorderId: target.id, method }),
      }}
    />
  );
}
