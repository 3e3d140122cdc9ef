// The card's "⋯" menu: follow the meal's cook (a signed-in member of its office) and report the meal.
// It is loaded when first wanted: Mantine's Menu and the positioning library under it are not in the menu
// page's first load; the card shows a plain button until then (meal-card.tsx, MealMoreButton).
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFlag, IconHeart, IconHeartOff } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cookName, useIsFollowing, useSetFollow, type CookName } from '../../components/follow/use-follow-cook';
import { moreButtonProps } from './meal-more-button';
import type { MenuMeal } from './menu-model';

interface MealMoreMenuProps {
  meal: MenuMeal;
  canFollow: boolean;
  onReport: (meal: MenuMeal) => void;
}

/**
 * Mounted when the button is first pressed, so it opens at once; afterwards it opens and closes as any menu. Its
 * button replaced the one that was pressed, so Mantine's own return of focus would aim at the removed one: closing
 * gives focus to this button instead.
 */
export function MealMoreMenu({ meal, canFollow, onReport }: MealMoreMenuProps) {
  const { t } = useTranslation('menu');
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened returnFocus={false} onClose={() => button.current?.focus()}>
      <Menu.Target>
        <ActionIcon ref={button} {...moreButtonProps} aria-label={t('report.openOf', { meal: meal.title })}>
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canFollow && <FollowMenuItem cook={meal.cook} />}
        <Menu.Item leftSection={<IconFlag size={16} aria-hidden />} onClick={() => onReport(meal)} mih={44}>
          {t('report.open')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function FollowMenuItem({ cook }: { cook: CookName }) {
  const { t } = useTranslation('follow');
  const following = useIsFollowing(cook.id);
  const { set } = useSetFollow(cook);
  const name = cookName(cook);
  return (
    <Menu.Item
      leftSection={following ? <IconHeartOff size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      onClick={() => set(!following)}
      mih={44}
    >
      {t(following ? 'menu.unfollow' : 'menu.follow', { name })}
    </Menu.Item>
  );
}
