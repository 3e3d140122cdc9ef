// The dialogs behind a reservation's actions (client/features/cook/preorder-actions.tsx): 'Mark collected' and
// 'Settle' (client/features/cook/payment-dialogs.tsx) and the confirmation before a debt is waived.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { ConfirmButtons } from '../../components/kit/confirm-dialog';
import { Modal } from '../../components/modal';
import { useFormat } from '../../lib/use-format';
import type { CookPreorder } from './cook-model';
import { CollectDialog } from './collect-dialog';
import { usePaymentOutcome, type PaymentTarget } from './payment-dialogs';
import { SettleDialog } from './settle-dialog';
import type { Settle } from './preorder-actions';

const paymentTarget = (preorder: CookPreorder): PaymentTarget => ({
  id: preorder.id,
  eater: preorder.eater.name || preorder.eater.email,
  meal: preorder.meal.title,
  quantity: preorder.quantity,
  totalCents: preorder.totalCents,
  pickupDate: preorder.meal.pickupDate,
});

interface Props {
  settling: Settle | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}

export function PreorderSettleDialogs({ settling, onClose, onDone }: Props) {
  return (
    <>
      <CollectDialog
        target={settling?.action === 'collect' ? paymentTarget(settling.preorder) : null}
        onClose={onClose}
        onDone={onDone}
      />
      <SettleDialog
        target={settling?.action === 'settle' ? paymentTarget(settling.preorder) : null}
        onClose={onClose}
        onDone={onDone}
      />
      <WaiveDialog settling={settling} onClose={onClose} onDone={onDone} />
    </>
  );
}

function WaiveDialog({ settling, onClose, onDone }: Props) {
  const { t } = useTranslation('cook');
  const format = useFormat();
  const outcome = usePaymentOutcome({ onClose, onDone }, t('preorders.toast.waiveFailed'));
  const waive = trpc.preorders.waive.useMutation({
    onSuccess: () => outcome.done(t('preorders.toast.waived')),
    onError: outcome.failed,
  });
  return (
    <Modal opened={settling?.action === 'waive'} onClose={onClose} title={t('preorders.confirmWaive.title')} centered>
      {settling?.action === 'waive' && (
        <Stack>
          <Text>
            {t('preorders.confirmWaive.text', {
              eater: settling.preorder.eater.name || settling.preorder.eater.email,
              count: settling.preorder.quantity,
              meal: settling.preorder.meal.title,
              total: format.price(settling.preorder.totalCents),
            })}
          </Text>
          <ConfirmButtons
            cancel={t('preorders.notYet')}
            confirm={t('preorders.confirmWaive.confirm')}
            color="grape"
            loading={waive.isPending}
            onCancel={onClose}
            onConfirm={() => waive.mutate({ preorderId: settling.preorder.id })}
          />
        </Stack>
      )}
    </Modal>
  );
}
