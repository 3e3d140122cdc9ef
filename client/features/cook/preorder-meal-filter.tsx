// The note above the preorders when they are filtered to one meal (from a meal's "view preorders"): which meal, a
// button to show all again, and the word to that meal's eaters.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { TellEaters } from '../../components/cook/tell-eaters';
import { useFormat } from '../../lib/use-format';

export function PreorderMealFilter({ mealId, onClear }: { mealId: string; onClear: () => void }) {
  const { t } = useTranslation('cook');
  const format = useFormat();
  const meal = trpc.meals.get.useQuery({ id: mealId }, { retry: false });
  return (
    <Alert color="blue" variant="light" icon={<IconFilter size={18} />} p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">
            {meal.data
              ? t('preorders.mealFilter', {
                  meal: meal.data.title,
                  date: format.date(meal.data.pickupDate, 'weekday'),
                })
              : t('preorders.mealFilterUnknown')}
          </Text>
          <Button size="sm" mih={44} variant="subtle" onClick={onClear} rightSection={<IconX size={16} aria-hidden />}>
            {t('preorders.clearMeal')}
          </Button>
        </Group>
        {meal.data && <TellEaters meal={meal.data} />}
      </Stack>
    </Alert>
  );
}
