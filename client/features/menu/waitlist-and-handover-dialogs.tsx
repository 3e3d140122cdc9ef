// The waitlist's join dialog and the take-an-offer dialog of the menu, loaded when first wanted
// (menu-dialogs.ts): the menu's first load does not carry their forms.
import { Badge, Box, NumberInput, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { offerPush } from '../../lib/push-offer';
import { notifications } from '../../lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JoinWaitlistInput } from '../../../shared/schemas/waitlist-and-handovers';
import { trpc } from '../../app/trpc';
import { DialogForm } from '../../components/kit/dialog-form';
import { appError } from '../../lib/app-error';
import { useFormat } from '../../lib/use-format';
import type { Grab } from './waitlist-and-handover-actions';
import type { MenuMeal } from './menu-model';

export function JoinWaitlistDialog({
  meal,
  timeZone,
  onClose,
}: {
  meal: MenuMeal | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('waitlist-and-handovers');
  return (
    <Modal
      opened={meal !== null}
      onClose={onClose}
      title={meal ? t('waitlist.dialogTitle', { meal: meal.title }) : ''}
      centered
      radius="lg"
    >
      {meal && <JoinForm key={meal.id} meal={meal} timeZone={timeZone} onDone={onClose} />}
    </Modal>
  );
}

function JoinForm({ meal, timeZone, onDone }: { meal: MenuMeal; timeZone: string; onDone: () => void }) {
  const { t } = useTranslation(['waitlist-and-handovers', 'errors']);
  const format = useFormat();
  const utils = trpc.useUtils();
  const [quantity, setQuantity] = useState<number | string>(1);
  const [refusal, setRefusal] = useState<string>();
  const join = trpc.waitlist.join.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('waitlist.joined', { meal: meal.title }) });
      offerPush();
      await utils.waitlist.mine.invalidate();
      onDone();
    },
    onError: (error) => {
      const code = appError(error).code;
      setRefusal(t(`errors:codes.${code}`));
      if (code === 'waitlistNotNeeded') void utils.menu.meals.invalidate();
    },
  });
  const invalid =
    JoinWaitlistInput.safeParse({ mealId: meal.id, quantity }).success && Number(quantity) <= meal.totalPortions
      ? undefined
      : t('waitlist.quantityRange', { max: meal.totalPortions });
  const [touched, setTouched] = useState(false);
  return (
    <DialogForm
      onSubmit={() => {
        setTouched(true);
        setRefusal(undefined);
        if (invalid) return;
        join.mutate({ mealId: meal.id, quantity: Number(quantity) });
      }}
      onCancel={onDone}
      submitLabel={t('waitlist.join')}
      loading={join.isPending}
      refusal={refusal}
    >
      <Text size="sm">{t('waitlist.explain', { when: format.dateTime(new Date(meal.cutoffAt), timeZone) })}</Text>
      <NumberInput
        label={t('waitlist.quantity')}
        value={quantity}
        onChange={setQuantity}
        min={1}
        max={meal.totalPortions}
        allowDecimal={false}
        error={touched ? invalid : undefined}
        data-autofocus
      />
      <Box>
        <Badge variant="light" color="gray" styles={{ label: { textTransform: 'none' } }}>
          {t('waitlist.price', { price: format.price(meal.priceCents * (Number(quantity) || 1)) })}
        </Badge>
      </Box>
    </DialogForm>
  );
}

export function TakeGrabDialog({
  target,
  onClose,
}: {
  target: { meal: MenuMeal; grab: Grab } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['waitlist-and-handovers', 'errors']);
  const format = useFormat();
  const utils = trpc.useUtils();
  const [refusal, setRefusal] = useState<string>();
  const take = trpc.handovers.take.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('grabs.taken', { meal: target?.meal.title ?? '' }) });
      onClose();
      await Promise.all([
        utils.preorders.upcoming.invalidate(),
        utils.preorders.mine.invalidate(),
        utils.menu.meals.invalidate(),
      ]);
    },
    onError: (error) => {
      setRefusal(t(`errors:codes.${appError(error).code}`));
      void utils.menu.meals.invalidate();
    },
  });
  const close = () => {
    setRefusal(undefined);
    onClose();
  };
  return (
    <Modal opened={target !== null} onClose={close} title={t('grabs.dialogTitle')} centered radius="lg">
      {target && (
        <DialogForm
          onSubmit={() => take.mutate({ handoverId: target.grab.id })}
          onCancel={close}
          submitLabel={t('grabs.confirm')}
          loading={take.isPending}
          refusal={refusal}
        >
          <Text>
            {t('grabs.confirmText', {
              count: target.grab.quantity,
              meal: target.meal.title,
              price: format.price(target.meal.priceCents * target.grab.quantity),
              window: format.timeRange(target.meal.pickupStart, target.meal.pickupEnd),
            })}
          </Text>
        </DialogForm>
      )}
    </Modal>
  );
}
