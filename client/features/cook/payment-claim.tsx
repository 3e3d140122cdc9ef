// Pay-up on the cook's side: an eater said "I paid" (by transfer or app). The cook confirms it, saying how it came
// (recorded as paid with the time), or says it did not arrive (the eater sees that and may say so again). Collecting
// without money, and the no-show, are client/features/cook/collection-actions.tsx.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { Modal } from '../../components/modal';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import type { CookPreorder } from './cook-model';

export function ClaimedBadge() {
  const { t } = useTranslation('cook');
  return (
    <Badge color="blue" variant="light" styles={{ label: { textTransform: 'none' } }} data-testid="payment-claimed">
      {t('payUp.claimed')}
    </Badge>
  );
}

export function ClaimActions({ preorder, onDone }: { preorder: CookPreorder; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation(['cook', 'errors']);
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const who = preorder.eater.name || preorder.eater.email;
  const failed = (error: unknown) => {
    notifications.show({ color: 'red', message: t(`errors:codes.${appError(error).code}`) });
    setOpen(false);
    void onDone();
  };
  const confirm = trpc.preorders.confirmPaid.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('payUp.confirmed') });
      setOpen(false);
      await onDone();
    },
    onError: failed,
  });
  const reject = trpc.preorders.rejectPaid.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'orange', message: t('payUp.rejectedToast') });
      setOpen(false);
      await onDone();
    },
    onError: failed,
  });
  return (
    <>
      <Button
        size="sm"
        mih={44}
        color="blue"
        onClick={() => setOpen(true)}
        aria-label={t('payUp.reviewFor', { eater: who, meal: preorder.meal.title })}
      >
        {t('payUp.review')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('payUp.title')} centered>
        <Stack>
          <Text>
            {t('payUp.text', { eater: who, total: format.price(preorder.totalCents), meal: preorder.meal.title })}
          </Text>
          <Group grow>
            <Button
              color="teal"
              loading={confirm.isPending && confirm.variables?.method === 'bank_transfer'}
              onClick={() => confirm.mutate({ preorderId: preorder.id, method: 'bank_transfer' })}
            >
              {t('payUp.byTransfer')}
            </Button>
            <Button
              color="teal"
              variant="light"
              loading={confirm.isPending && confirm.variables?.method === 'mobile_app'}
              onClick={() => confirm.mutate({ preorderId: preorder.id, method: 'mobile_app' })}
            >
              {t('payUp.byApp')}
            </Button>
          </Group>
          <Group justify="space-between">
            <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
              {t('preorders.notYet')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              loading={reject.isPending}
              onClick={() => reject.mutate({ preorderId: preorder.id })}
            >
              {t('payUp.reject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
