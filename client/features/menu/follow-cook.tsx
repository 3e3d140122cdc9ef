// Following a meal's cook from the menu card (issue 14): the "Following" badge beside the cook's name, and the
// follow/unfollow item of the card's "⋯" menu. Whom the viewer follows comes from follows.mine, never from the
// menu answer, which is cached and shared between eaters.
import { Badge, Menu } from '@mantine/core';
import { IconHeart, IconHeartOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cookName, useIsFollowing, useSetFollow, type CookName } from '../../components/follow/use-follow-cook';

export function FollowBadge({ cookId }: { cookId: string }) {
  const { t } = useTranslation('follow');
  if (!useIsFollowing(cookId)) return null;
  return (
    <Badge size="sm" variant="light" color="grape" leftSection={<IconHeart size={12} aria-hidden />} data-testid="follow-badge" style={{ flexShrink: 0 }}>
      {t('badge')}
    </Badge>
  );
}

/** Only for a signed-in member of the meal's office, on a colleague's meal (the card decides). */
export function FollowMenuItem({ cook }: { cook: CookName }) {
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
