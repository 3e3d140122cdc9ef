// The top of the reserve dialog: the meal's cook, price and pickup, and its allergens (the user's own flagged).
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Allergen } from '../../../shared/enums';
import { AllergenList } from '../../components/food/allergens';
import { useFormat } from '../../lib/use-format';
import type { MenuMeal } from './menu-model';

export function ReserveMealSummary({ meal, myAllergens }: { meal: MenuMeal; myAllergens: Allergen[] }) {
  const { t } = useTranslation('menu');
  const format = useFormat();
  const flagged = meal.allergens.filter((allergen) => myAllergens.includes(allergen));
  return (
    <>
      <Group justify="space-between">
        <Text>{t('card.by', { name: [meal.cook.firstName, meal.cook.lastName].filter(Boolean).join(' ') })}</Text>
        <Text fw={700}>{format.price(meal.priceCents)}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('card.pickupOn', {
          date: format.date(meal.pickupDate, 'weekday'),
          window: format.timeRange(meal.pickupStart, meal.pickupEnd),
        })}
      </Text>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('dialog.allergens')}
        </Text>
        <AllergenList allergens={meal.allergens} mine={myAllergens} />
        {flagged.length > 0 && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} p="xs">
            {t('card.yourAllergens', { list: flagged.map((a) => t(`allergens.${a}`)).join(', ') })}
          </Alert>
        )}
      </Stack>
    </>
  );
}
