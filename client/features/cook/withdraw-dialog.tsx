// Withdrawing a meal from its card: says how many reservations it cancels, with an optional note to the eaters.
import { Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { ConfirmButtons } from '../../components/kit/confirm-dialog';
import { Modal } from '../../components/modal';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import type { CookMeal } from './cook-model';

const WITHDRAW_REASON_MAX = 300;

export function WithdrawDialog({ meal, onClose }: { meal: CookMeal | null; onClose: () => void }) {
  const { t } = useTranslation('cook');
  return (
    <Modal
      opened={meal !== null}
      onClose={onClose}
      title={meal ? t('withdraw.title', { meal: meal.title }) : ''}
      centered
    >
      {meal && <WithdrawForm key={meal.id} meal={meal} onDone={onClose} />}
    </Modal>
  );
}

function WithdrawForm({ meal, onDone }: { meal: CookMeal; onDone: () => void }) {
  const { t } = useTranslation(['cook', 'errors']);
  const utils = trpc.useUtils();
  const [reason, setReason] = useState('');
  // The reservations this cancels, counted from the meal's open preorders.
  const open = trpc.preorders.forCook.useQuery({ status: 'reserved', mealId: meal.id, cursor: null });
  const count = open.data?.preorders.length ?? 0;
  const more = !!open.data?.nextCursor;
  const withdraw = trpc.meals.withdraw.useMutation({
    onSuccess: async (result) => {
      notifications.show({ color: 'teal', message: t('withdraw.done', { count: result.cancelledReservations }) });
      onDone();
      await Promise.all([
        utils.meals.mine.invalidate(),
        utils.meals.get.invalidate({ id: meal.id }),
        utils.meals.dashboard.invalidate(),
        utils.preorders.forCook.invalidate(),
      ]);
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: t('withdraw.failed'),
        message: t(`errors:codes.${appError(error).code}`),
      });
      void utils.meals.mine.invalidate();
    },
  });

  return (
    <Stack>
      {open.isPending ? (
        <Skeleton h={40} />
      ) : (
        <Text data-testid="withdraw-consequence">
          {count === 0 ? t('withdraw.none') : more ? t('withdraw.many', { count }) : t('withdraw.cancels', { count })}
        </Text>
      )}
      <Textarea
        label={t('withdraw.reason')}
        description={t('withdraw.reasonHint')}
        placeholder={t('withdraw.reasonPlaceholder')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={WITHDRAW_REASON_MAX}
        autosize
        minRows={2}
      />
      <ConfirmButtons
        cancel={t('withdraw.keep')}
        confirm={t('withdraw.confirm')}
        color="red"
        loading={withdraw.isPending}
        disabled={open.isPending}
        onCancel={onDone}
        onConfirm={() => withdraw.mutate({ id: meal.id, reason: reason.trim() || undefined })}
      />
    </Stack>
  );
}
