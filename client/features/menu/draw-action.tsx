// A meal shared by a fair draw (docs/features.md "Fair draw"): when it is drawn and how many entered, and, while the
// window is open, entering with a number of portions or leaving instead of reserving. After the draw the card says
// what came of one's entry and reserving is first come, first served again (meal-card-action.tsx).
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconArrowsShuffle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wallClock } from '../../../shared/office-time';
import { trpc } from '../../app/trpc';
import { useSessionUser } from '../../app/session';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import { DrawExplain } from './draw-explain';
import type { MenuMeal } from './menu-model';

type Draw = NonNullable<MenuMeal['draw']>;

const pad = (n: number) => String(n).padStart(2, '0');

/** "Draw at 15:00 — 4 entered" (the office's wall clock), and the viewer's outcome once it ran. */
export function DrawNote({ draw, mealId, timeZone }: { draw: Draw; mealId: string; timeZone: string }) {
  const { t } = useTranslation('menu');
  const format = useFormat();
  const { user } = useSessionUser();
  const mine = trpc.draws.mine.useQuery(undefined, { enabled: user !== null });
  const clock = wallClock(new Date(draw.closesAt), timeZone);
  const time = format.time(`${pad(clock.hour)}:${pad(clock.minute)}`);
  const entry = mine.data?.find((row) => row.mealId === mealId);
  const utils = trpc.useUtils();
  const waiting = draw.drawn && entry !== undefined && entry.outcome === null;
  // The live menu says the draw ran: fetch what came of one's own entry then, not at the next visit.
  useEffect(() => {
    if (waiting) void utils.draws.mine.invalidate();
  }, [waiting, utils]);
  // The other way round: an outcome while the menu still says the draw is to come means the draw ran after the menu's
  // answer and before its live stream opened, which a fresh page's stream does not resend (use-live-menu.ts).
  const behind = !draw.drawn && !!entry?.outcome;
  useEffect(() => {
    if (behind) void utils.menu.meals.invalidate();
  }, [behind, utils]);
  return (
    <Stack gap={2} data-testid="draw-note">
      <Group gap={6} wrap="nowrap">
        <IconArrowsShuffle size={18} aria-hidden />
        <Text size="sm" fw={600} aria-live="polite">
          {t(draw.drawn ? 'draw.drawn' : 'draw.at', { time, count: draw.entries })}
        </Text>
      </Group>
      {entry?.outcome && (
        <Text size="sm" c={entry.outcome === 'won' ? 'teal' : 'dimmed'} data-testid="draw-outcome">
          {t(entry.outcome === 'won' ? 'draw.won' : 'draw.lost', { count: entry.quantity })}
        </Text>
      )}
      {draw.drawn && (
        <Text size="xs" c="dimmed">
          {t('draw.afterwards')}
        </Text>
      )}
    </Stack>
  );
}

/** Shown instead of Reserve while the draw is open: enter with a number of portions, or leave. */
export function DrawEntry({ meal, allowed, onSignIn }: { meal: MenuMeal; allowed: boolean; onSignIn: () => void }) {
  const { t } = useTranslation(['menu', 'errors']);
  const { user } = useSessionUser();
  const utils = trpc.useUtils();
  const mine = trpc.draws.mine.useQuery(undefined, { enabled: user !== null });
  const [quantity, setQuantity] = useState<number>(1);
  const entry = mine.data?.find((row) => row.mealId === meal.id);
  const done = (message: string) => ({
    onSuccess: () => notifications.show({ color: 'teal', message }),
    onError: (error: unknown) =>
      notifications.show({ color: 'red', message: t(`errors:codes.${appError(error).code}`) }),
    onSettled: () => utils.draws.mine.invalidate(),
  });
  const enter = trpc.draws.enter.useMutation(done(t('menu:draw.entered', { meal: meal.title })));
  const leave = trpc.draws.leave.useMutation(done(t('menu:draw.left', { meal: meal.title })));

  if (entry) {
    return (
      <Stack gap={6} data-testid="draw-entry">
        <Text size="sm" fw={600}>
          {t('menu:draw.yourEntry', { count: entry.quantity })}
        </Text>
        <Button
          variant="default"
          fullWidth
          mih={44}
          loading={leave.isPending}
          onClick={() => leave.mutate({ mealId: meal.id })}
        >
          {t('menu:draw.leave')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <DrawExplain />
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <NumberInput
          label={t('menu:draw.quantity')}
          value={quantity}
          onChange={(value) => setQuantity(typeof value === 'number' ? value : 1)}
          min={1}
          max={meal.totalPortions}
          allowDecimal={false}
          clampBehavior="strict"
          disabled={!allowed}
          w={110}
          size="md"
        />
        <Button
          style={{ flex: 1 }}
          mih={44}
          size="md"
          disabled={!allowed}
          loading={enter.isPending}
          onClick={() => (user ? enter.mutate({ mealId: meal.id, quantity }) : onSignIn())}
        >
          {t('menu:draw.enter')}
        </Button>
      </Group>
    </Stack>
  );
}
