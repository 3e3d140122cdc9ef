// "Mark collected" in the cash ledger: asks how the eater paid (cash, the default; bank transfer; a payment app) or
// not yet ("collected, pays later", which keeps it in the ledger as a debt). The shared parts are
// client/features/cook/payment-dialogs.tsx.
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { useFormat } from '../../lib/use-format';
import { PaymentChoice, PaymentSheet, type PaymentDialogProps, type PaymentFormProps } from './payment-dialogs';

type CollectChoice = PaymentMethod | 'later';
const COLLECT_CHOICES: readonly CollectChoice[] = [...PAYMENT_METHODS, 'later'];

/** "Mark collected": paid now (and how), or collected and paid later. */
export function CollectDialog(props: PaymentDialogProps) {
  const { t } = useTranslation('cook');
  return (
    <PaymentSheet
      {...props}
      title={t('preorders.confirmCollect.title')}
      failedTitle={t('preorders.toast.collectFailed')}
      form={CollectForm}
    />
  );
}

function CollectForm({ target, outcome, onCancel }: PaymentFormProps) {
  const { t } = useTranslation(['cook', 'ledger']);
  const format = useFormat();
  const [choice, setChoice] = useState<CollectChoice>('cash');
  const collect = trpc.preorders.markCollected.useMutation({
    onSuccess: (result) =>
      outcome.done(
        result.paymentStatus === 'unpaid' ? t('ledger:collect.toastLater') : t('cook:preorders.toast.collected'),
      ),
    onError: outcome.failed,
  });
  const values = {
    eater: target.eater,
    count: target.quantity,
    meal: target.meal,
    total: format.price(target.totalCents),
  };
  return (
    <PaymentChoice
      summary={
        <Text data-testid="collect-summary">
          {choice === 'cash'
            ? t('cook:preorders.confirmCollect.text', values)
            : t(`ledger:collect.text.${choice}`, values)}
        </Text>
      }
      method={{
        label: t('ledger:collect.how'),
        value: choice,
        choices: COLLECT_CHOICES,
        onChange: setChoice,
        text: (value) => t(`ledger:collect.option.${value}`),
      }}
      buttons={{
        cancel: t('cook:preorders.notYet'),
        confirm: t('cook:preorders.confirmCollect.confirm'),
        loading: collect.isPending,
        onCancel,
        onConfirm: () =>
          collect.mutate(
            choice === 'later' ? { preorderId: target.id, payLater: true } : { preorderId: target.id, method: choice },
          ),
      }}
    />
  );
}
