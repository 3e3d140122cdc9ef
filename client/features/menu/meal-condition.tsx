// A conditional meal's line on its card (docs/features.md "Conditional meals"): "Goes ahead at N: M so far", live.
// The count is what the live menu patches (the portions taken from the total); once the minimum is met the server
// sends the meal as ordinary (minimumPortions null) and the line goes.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuMeal } from './menu-model';

export function MealCondition({
  meal,
}: {
  meal: Pick<MenuMeal, 'minimumPortions' | 'totalPortions' | 'availablePortions'>;
}) {
  const { t } = useTranslation('menu');
  if (meal.minimumPortions === null) return null;
  const committed = meal.totalPortions - meal.availablePortions;
  if (committed >= meal.minimumPortions) return null;
  return (
    <Stack gap={2} mb="sm" data-testid="meal-condition">
      <Text size="sm" fw={600} aria-live="polite">
        {t('condition.goesAheadAt', { minimum: meal.minimumPortions, count: committed })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('condition.explain')}
      </Text>
    </Stack>
  );
}
