// What colleagues do for each other on a meal card (issue 14): the waitlist of a sold-out meal (join with a
// quantity, one's place in line, leave), reservations offered to anyone ("up for grabs", take one), and the
// viewer's own reservation of the meal. The rules are the server's; this shows them and says its refusals.
import { Badge, Box, Button, Group, Modal, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconGift, IconHourglass } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { JoinWaitlistInput } from '../../../shared/schemas/colleagues';
import { trpc } from '../../app/trpc';
import { DialogForm } from '../../components/dialog-form';
import { appError } from '../../lib/app-error';
import { useFormat } from '../../lib/use-format';
import type { MenuMeal } from './menu-model';

export type WaitlistPlace = inferRouterOutputs<AppRouter>['waitlist']['mine'][number];
export type Grab = MenuMeal['grabs'][number];

/** The viewer's side of one meal: their reservation, their place in line, the offers they may take. */
export interface ColleagueView {
  reservedPortions: number;
  place: WaitlistPlace | null;
  grabs: Grab[];
  onJoin: (meal: MenuMeal) => void;
  onLeave: (place: WaitlistPlace) => void;
  onTake: (meal: MenuMeal, grab: Grab) => void;
  leaving: boolean;
}

export function MyReservationNote({ portions }: { portions: number }) {
  const { t } = useTranslation('colleagues');
  if (portions === 0) return null;
  return (
    <Group gap={6} c="teal" data-testid="my-reservation">
      <IconCircleCheck size={18} aria-hidden />
      <Text size="sm" fw={600}>{t('card.reserved', { count: portions })}</Text>
    </Group>
  );
}

export function GrabsNotice({ meal, view }: { meal: MenuMeal; view: ColleagueView }) {
  const { t } = useTranslation('colleagues');
  if (view.grabs.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="xs" data-testid="grabs">
      <Stack gap={6}>
        <Group gap={6}>
          <IconGift size={18} aria-hidden color="var(--mantine-color-grape-6)" />
          <Text size="sm" fw={600}>{t('grabs.title', { count: view.grabs.reduce((sum, grab) => sum + grab.quantity, 0) })}</Text>
        </Group>
        <Text size="xs" c="dimmed">{t('grabs.hint')}</Text>
        {view.grabs.map((grab) => (
          <Button key={grab.id} variant="light" color="grape" mih={44} onClick={() => view.onTake(meal, grab)}>
            {t('grabs.take', { count: grab.quantity })}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}

/** Shown instead of the reserve button when the meal is sold out. */
export function WaitlistControl({ meal, view, allowed }: { meal: MenuMeal; view: ColleagueView; allowed: boolean }) {
  const { t } = useTranslation('colleagues');
  if (view.place) {
    return (
      <Stack gap={6} data-testid="waitlist-place">
        <Group gap={6}>
          <IconHourglass size={18} aria-hidden />
          <Text size="sm" fw={600}>{t('waitlist.place', { position: view.place.position, count: view.place.quantity })}</Text>
        </Group>
        <Text size="xs" c="dimmed">{t('waitlist.placeHint')}</Text>
        <Button variant="default" fullWidth loading={view.leaving} onClick={() => view.onLeave(view.place!)}>
          {t('waitlist.leave')}
        </Button>
      </Stack>
    );
  }
  return (
    <Button variant="light" fullWidth disabled={!allowed} onClick={() => view.onJoin(meal)} leftSection={<IconHourglass size={18} aria-hidden />}>
      {t('waitlist.join')}
    </Button>
  );
}

export function JoinWaitlistDialog({ meal, timeZone, onClose }: { meal: MenuMeal | null; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation('colleagues');
  return (
    <Modal opened={meal !== null} onClose={onClose} title={meal ? t('waitlist.dialogTitle', { meal: meal.title }) : ''} centered radius="lg">
      {meal && <JoinForm key={meal.id} meal={meal} timeZone={timeZone} onDone={onClose} />}
    </Modal>
  );
}

function JoinForm({ meal, timeZone, onDone }: { meal: MenuMeal; timeZone: string; onDone: () => void }) {
  const { t } = useTranslation(['colleagues', 'errors']);
  const format = useFormat();
  const utils = trpc.useUtils();
  const [quantity, setQuantity] = useState<number | string>(1);
  const [refusal, setRefusal] = useState<string>();
  const join = trpc.waitlist.join.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('waitlist.joined', { meal: meal.title }) });
      await utils.waitlist.mine.invalidate();
      onDone();
    },
    onError: (error) => {
      const code = appError(error).code;
      setRefusal(t(`errors:codes.${code}`));
      if (code === 'waitlistNotNeeded') void utils.menu.meals.invalidate();
    },
  });
  const invalid = JoinWaitlistInput.safeParse({ mealId: meal.id, quantity }).success && Number(quantity) <= meal.totalPortions ? undefined : t('waitlist.quantityRange', { max: meal.totalPortions });
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

export function TakeGrabDialog({ target, onClose }: { target: { meal: MenuMeal; grab: Grab } | null; onClose: () => void }) {
  const { t } = useTranslation(['colleagues', 'errors']);
  const format = useFormat();
  const utils = trpc.useUtils();
  const [refusal, setRefusal] = useState<string>();
  const take = trpc.handovers.take.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('grabs.taken', { meal: target?.meal.title ?? '' }) });
      onClose();
      await Promise.all([utils.preorders.upcoming.invalidate(), utils.preorders.mine.invalidate(), utils.menu.meals.invalidate()]);
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
        <DialogForm onSubmit={() => take.mutate({ handoverId: target.grab.id })} onCancel={close} submitLabel={t('grabs.confirm')} loading={take.isPending} refusal={refusal}>
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
