// Following a meal's cook from the menu card: the "Following" badge beside the cook's name (the
// follow/unfollow item is in the card's "⋯" menu, meal-more-menu.tsx). Whom the viewer follows comes from
// follows.mine, never from the menu answer, which is cached and shared between eaters.
import { Badge } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsFollowing } from '../../components/follow/use-follow-cook';

export function FollowBadge({ cookId }: { cookId: string }) {
  const { t } = useTranslation('follow');
  if (!useIsFollowing(cookId)) return null;
  return (
    <Badge
      size="sm"
      variant="light"
      color="grape"
      leftSection={<IconHeart size={12} aria-hidden />}
      data-testid="follow-badge"
      style={{ flexShrink: 0 }}
    >
      {t('badge')}
    </Badge>
  );
}
