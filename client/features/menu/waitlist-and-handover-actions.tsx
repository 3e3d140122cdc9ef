// What colleagues do for each other on a meal card: the waitlist of a sold-out meal (join with a
// quantity, one's place in line, leave), reservations offered to anyone ("up for grabs", take one), and the
// viewer's own reservation of the meal. The rules are the server's; this shows them and says its refusals. The
// join and take dialogs are in waitlist-and-handover-dialogs.tsx, loaded when first wanted (menu-dialogs.ts).
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconGift, IconHourglass } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { preloadMenuDialogs } from './menu-dialogs';
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
  const { t } = useTranslation('waitlist-and-handovers');
  if (portions === 0) return null;
  return (
    <Group gap={6} c="teal" data-testid="my-reservation">
      <IconCircleCheck size={18} aria-hidden />
      <Text size="sm" fw={600}>
        {t('card.reserved', { count: portions })}
      </Text>
    </Group>
  );
}

export function GrabsNotice({ meal, view }: { meal: MenuMeal; view: ColleagueView }) {
  const { t } = useTranslation('waitlist-and-handovers');
  if (view.grabs.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="xs" data-testid="grabs">
      <Stack gap={6}>
        <Group gap={6}>
          <IconGift size={18} aria-hidden color="var(--mantine-color-grape-6)" />
          <Text size="sm" fw={600}>
            {t('grabs.title', { count: view.grabs.reduce((sum, grab) => sum + grab.quantity, 0) })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('grabs.hint')}
        </Text>
        {view.grabs.map((grab) => (
          <Button
            key={grab.id}
            variant="light"
            color="grape"
            mih={44}
            onClick={() => view.onTake(meal, grab)}
            {...preloadMenuDialogs.onIntent}
          >
            {t('grabs.take', { count: grab.quantity })}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}

/** Shown instead of the reserve button when the meal is sold out. */
export function WaitlistControl({ meal, view, allowed }: { meal: MenuMeal; view: ColleagueView; allowed: boolean }) {
  const { t } = useTranslation('waitlist-and-handovers');
  if (view.place) {
    return (
      <Stack gap={6} data-testid="waitlist-place">
        <Group gap={6}>
          <IconHourglass size={18} aria-hidden />
          <Text size="sm" fw={600}>
            {t('waitlist.place', { position: view.place.position, count: view.place.quantity })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('waitlist.placeHint')}
        </Text>
        <Button variant="default" fullWidth loading={view.leaving} onClick={() => view.onLeave(view.place!)}>
          {t('waitlist.leave')}
        </Button>
      </Stack>
    );
  }
  return (
    <Button
      variant="light"
      fullWidth
      disabled={!allowed}
      onClick={() => view.onJoin(meal)}
      leftSection={<IconHourglass size={18} aria-hidden />}
      {...preloadMenuDialogs.onIntent}
    >
      {t('waitlist.join')}
    </Button>
  );
}
