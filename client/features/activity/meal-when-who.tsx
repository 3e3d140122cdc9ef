// When and from whom a reserved meal is picked up, as a reservation's card and a handed-over one's both say it.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import type { Preorder } from './activity-model';

type Meal = Pick<Preorder['meal'], 'pickupDate' | 'pickupStart' | 'pickupEnd' | 'cookName' | 'officeName'>;

export function MealWhenWho({ meal }: { meal: Meal }) {
  const { t } = useTranslation('activity');
  const format = useFormat();
  return (
    <>
      <Text size="sm">
        {t('pickup', {
          date: format.date(meal.pickupDate, 'weekday'),
          window: format.timeRange(meal.pickupStart, meal.pickupEnd),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('cook', { name: meal.cookName })} · {t('office', { name: meal.officeName })}
      </Text>
    </>
  );
}
