// The meal card's "⋯" button: report the meal, follow its cook. Its menu's code is loaded when first pressed.
import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MealMoreMenu, preloadMoreMenu } from './menu-dialogs';
import type { MenuMeal } from './menu-model';

/** The card's "⋯" button, the same before and after its menu is loaded (meal-more-menu.tsx). */
export const moreButtonProps = {
  pos: 'absolute',
  top: 6,
  right: 6,
  size: 44,
  radius: 'xl',
  variant: 'default',
  'aria-haspopup': 'menu',
} as const;

/** A plain button until first pressed; then the menu, loaded, takes its place and opens. */
export function MealMoreButton({
  meal,
  canFollow,
  onReport,
}: {
  meal: MenuMeal;
  canFollow: boolean;
  onReport: (meal: MenuMeal) => void;
}) {
  const { t } = useTranslation('menu');
  const [wanted, setWanted] = useState(false);
  const button = (
    <ActionIcon
      {...moreButtonProps}
      aria-label={t('report.openOf', { meal: meal.title })}
      onClick={() => setWanted(true)}
      {...preloadMoreMenu.onIntent}
    >
      <IconDots size={20} aria-hidden />
    </ActionIcon>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <MealMoreMenu meal={meal} canFollow={canFollow} onReport={onReport} />
    </Suspense>
  );
}
