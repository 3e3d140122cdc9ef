// The foot of a meal card: portions left (live) and what the viewer can do: reserve, join the waitlist when sold
// out, take a colleague's offered portion; on the cook's own meal, the way to the kitchen instead.
import { Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/link-button';
// The conditional meal's line stays in the menu's chunk (0.4 KiB), unlike the draw's parts (docs/benchmarks.md).
import { MealCondition } from './meal-condition';
import { DrawEntry, DrawNote } from './draw-parts';
import { preloadMenuDialogs } from './menu-dialogs';
import type { MenuMeal, MenuState } from './menu-model';
import { GrabsNotice, MyReservationNote, WaitlistControl, type ColleagueView } from './waitlist-and-handover-actions';

interface Props {
  meal: MenuMeal;
  state: MenuState;
  canReserve: boolean;
  onReserve: (meal: MenuMeal) => void;
  colleague: ColleagueView;
  /** The office's zone (a draw's time is its wall clock). */
  timeZone: string;
}

export function MealCardAction({ meal, state, canReserve, onReserve, colleague, timeZone }: Props) {
  const { t } = useTranslation('menu');
  return (
    <Box mt="auto">
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={600} data-testid="portions-left" aria-live="polite">
          {t('card.portionsLeft', { count: meal.availablePortions })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('card.ofTotal', { total: meal.totalPortions })}
        </Text>
      </Group>
      <Progress value={(meal.availablePortions / meal.totalPortions) * 100} size="sm" aria-hidden mb="sm" />
      <MealCondition meal={meal} />
      {meal.draw && <DrawNote draw={meal.draw} mealId={meal.id} timeZone={timeZone} />}
      {meal.isOwn ? (
        // A cook cannot reserve their own meal (the server refuses it too): the card leads to the kitchen.
        <Stack gap={6} data-testid="own-meal">
          <Text size="sm" c="dimmed">
            {t('card.ownNote')}
          </Text>
          <ButtonLink to="/cook/$tab" params={{ tab: 'my-meals' }} variant="light" fullWidth>
            {t('card.manage')}
          </ButtonLink>
        </Stack>
      ) : (
        <Stack gap="xs">
          <MyReservationNote portions={colleague.reservedPortions} />
          {state !== 'unavailable' && <GrabsNotice meal={meal} view={colleague} />}
          {meal.draw && !meal.draw.drawn ? (
            // While its draw is open a meal is entered, not reserved (server/services/draws.ts).
            <DrawEntry meal={meal} allowed={canReserve && state === 'available'} onSignIn={() => onReserve(meal)} />
          ) : state === 'soldOut' ? (
            <WaitlistControl meal={meal} view={colleague} allowed={canReserve} />
          ) : (
            <Button
              fullWidth
              disabled={state !== 'available' || !canReserve}
              onClick={() => onReserve(meal)}
              {...preloadMenuDialogs.onIntent}
            >
              {t('card.reserve')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
