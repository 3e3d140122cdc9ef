// The dialogs behind a reservation's actions (client/features/cook/preorder-actions.tsx): 'Mark collected' and
// 'Settle' (client/features/cook/payment-dialogs.tsx) and the confirmation before a debt is waived.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { Modal } from '../../components/modal';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import type { CookPreorder } from './cook-model';
import { CollectDialog } from './collect-dialog';
import type { PaymentTarget } from './payment-dialogs';
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
  const { t } = useTranslation(['cook', 'errors']);
  const format = useFormat();
  const waive = trpc.preorders.waive.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('preorders.toast.waived') });
      onClose();
      await onDone();
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: t('preorders.toast.waiveFailed'),
        message: t(`errors:codes.${appError(error).code}`),
      });
      onClose();
      void onDone();
    },
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('preorders.notYet')}
            </Button>
            <Button
              color="grape"
              loading={waive.isPending}
              onClick={() => waive.mutate({ preorderId: settling.preorder.id })}
            >
              {t('preorders.confirmWaive.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
