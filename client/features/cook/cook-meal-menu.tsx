// The "⋯" menu of a cook's meal card: activate or deactivate, cook again, withdraw, stop its weekly series; each
// offered only when the cook may take it now.
import { ActionIcon, Box, Menu } from '@mantine/core';
import { IconCopy, IconDots, IconEye, IconEyeOff, IconPlayerStop, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CookMeal } from './cook-model';
import type { MealActions } from './cook-meal-card';

type Props = Pick<MealActions, 'onToggleActive' | 'onCookAgain' | 'onWithdraw' | 'onStopSeries'> & {
  meal: CookMeal;
  canEdit: boolean;
  toggling: boolean;
};

export function CookMealMenu({
  meal,
  canEdit,
  toggling,
  onToggleActive,
  onCookAgain,
  onWithdraw,
  onStopSeries,
}: Props) {
  const { t } = useTranslation('cook');
  const withdrawn = meal.withdrawn;
  const editable = canEdit && !withdrawn;
  return (
    <Box pos="absolute" top={6} right={6}>
      {(canEdit || !withdrawn) && (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="default"
              radius="xl"
              aria-label={t('card.actions.more', { meal: meal.title })}
              loading={toggling}
            >
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {editable && !meal.isSoftDisabled && (
              <Menu.Item
                leftSection={meal.isActive ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
                onClick={() => onToggleActive(meal)}
              >
                {meal.isActive ? t('card.actions.deactivate') : t('card.actions.activate')}
              </Menu.Item>
            )}
            {canEdit && (
              <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onCookAgain(meal)}>
                {t('card.actions.cookAgain')}
              </Menu.Item>
            )}
            {!withdrawn && (
              <Menu.Item c="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => onWithdraw(meal)}>
                {t('card.actions.withdraw')}
              </Menu.Item>
            )}
            {!withdrawn && meal.seriesId !== null && (
              <Menu.Item
                c="red"
                leftSection={<IconPlayerStop size={16} aria-hidden />}
                onClick={() => onStopSeries(meal)}
              >
                {t('card.actions.stopSeries')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Box>
  );
}
