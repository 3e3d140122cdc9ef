// Collecting a reservation that needs no money: one paid ahead is collected with one tap, its payment kept. After
// the pickup window, an uncollected one is marked "not collected" (a no-show: still owed unless waived).
import { Badge, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedInstant } from '../../../shared/office-time';
import { trpc } from '../../app/trpc';
import { ConfirmDialog } from '../../components/kit/confirm-dialog';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import type { CookPreorder } from './cook-model';

/** A reservation paid ahead: collected with one tap, its payment kept. */
export function CollectPaidButton({ preorder, onDone }: { preorder: CookPreorder; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation(['cook', 'errors']);
  const who = preorder.eater.name || preorder.eater.email;
  const collect = trpc.preorders.markCollected.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('payUp.collectedPaid') });
      await onDone();
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: t(`errors:codes.${appError(error).code}`) });
      void onDone();
    },
  });
  return (
    <Button
      size="sm"
      mih={44}
      color="teal"
      variant="light"
      loading={collect.isPending}
      onClick={() => collect.mutate({ preorderId: preorder.id })}
      aria-label={t('preorders.markCollectedFor', { eater: who, meal: preorder.meal.title })}
    >
      {t('preorders.markCollected')}
    </Button>
  );
}

/** The meal's pickup window has ended, by the page's clock, in the office's zone. */
export const pickupOver = (preorder: CookPreorder, now = new Date()) =>
  now.getTime() >=
  zonedInstant(preorder.meal.pickupDate, preorder.meal.pickupEnd, preorder.meal.officeTimeZone).getTime();

/** A no-show, after the pickup window: confirmed, since the eater sees it. */
export function NotCollectedButton({ preorder, onDone }: { preorder: CookPreorder; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation(['cook', 'errors']);
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const who = preorder.eater.name || preorder.eater.email;
  const mark = trpc.preorders.markNotCollected.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'orange', message: t('noShow.done') });
      setOpen(false);
      await onDone();
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: t(`errors:codes.${appError(error).code}`) });
      setOpen(false);
      void onDone();
    },
  });
  return (
    <>
      <Button
        size="sm"
        mih={44}
        variant="subtle"
        color="orange"
        onClick={() => setOpen(true)}
        aria-label={t('noShow.buttonFor', { eater: who, meal: preorder.meal.title })}
      >
        {t('noShow.button')}
      </Button>
      <ConfirmDialog
        opened={open}
        title={t('noShow.title')}
        confirmLabel={t('noShow.confirm')}
        color="orange"
        loading={mark.isPending}
        onConfirm={() => mark.mutate({ preorderId: preorder.id })}
        onClose={() => setOpen(false)}
      >
        {t('noShow.text', {
          eater: who,
          count: preorder.quantity,
          meal: preorder.meal.title,
          total: format.price(preorder.totalCents),
        })}
      </ConfirmDialog>
    </>
  );
}

export function NotCollectedBadge() {
  const { t } = useTranslation('cook');
  return (
    <Badge color="orange" variant="light" styles={{ label: { textTransform: 'none' } }} data-testid="not-collected">
      {t('noShow.badge')}
    </Badge>
  );
}
