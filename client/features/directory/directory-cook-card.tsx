// One cook in the office's directory: who they cook for, what they make, and following them.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconHeart, IconHeartOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/account/user-avatar';
import { cookName, useFollowedCooks, useSetFollow } from '../../components/follow/use-follow-cook';
import { useFormat } from '../../lib/use-format';
import { RegularButton } from './regular-dialog';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/_app';

type DirectoryCook = inferRouterOutputs<AppRouter>['follows']['directory']['cooks'][number];

export function FollowButton({ cook }: { cook: DirectoryCook }) {
  const { t } = useTranslation('follow');
  const followed = useFollowedCooks();
  const { set, pending } = useSetFollow(cook);
  // The followed list is the one the menu and the profile keep right (optimistically); the directory's own flag
  // stands in until it has loaded.
  const following = followed.data ? followed.data.some((c) => c.id === cook.id) : cook.following;
  const name = cookName(cook);
  return (
    <Button
      variant={following ? 'light' : 'filled'}
      mih={44}
      loading={pending}
      leftSection={following ? <IconHeartOff size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      aria-label={t(following ? 'directory.unfollowOf' : 'directory.followOf', { name })}
      aria-pressed={following}
      onClick={() => set(!following)}
      data-testid="directory-follow"
    >
      {t(following ? 'directory.unfollow' : 'directory.follow')}
    </Button>
  );
}

export function CookCard({ cook }: { cook: DirectoryCook }) {
  const { t } = useTranslation('follow');
  const format = useFormat();
  const name = cookName(cook) || t('directory.unnamed');
  const headingId = `cook-${cook.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={headingId} data-testid="directory-cook">
      <Stack gap="sm">
        {/* On a narrow screen the button moves under the name rather than squeezing it. */}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 10rem' }}>
            <UserAvatar person={cook} size={44} radius={44} />
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              {cook.isSelf && (
                <Badge variant="light" size="sm">
                  {t('directory.you')}
                </Badge>
              )}
            </div>
          </Group>
          {cook.canFollow && (
            <Group gap="xs" wrap="wrap">
              <RegularButton cook={{ id: cook.id, name }} />
              <FollowButton cook={cook} />
            </Group>
          )}
        </Group>
        {cook.meals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('directory.noMeals')}
          </Text>
        ) : (
          <Stack
            gap={6}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('directory.mealsOf', { name })}
          >
            {cook.meals.map((meal) => (
              <Group
                key={meal.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                align="flex-start"
                gap="xs"
                data-testid="directory-meal"
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {meal.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.date(meal.pickupDate, 'short')} · {format.timeRange(meal.pickupStart, meal.pickupEnd)}
                    {' · '}
                    {meal.availablePortions > 0
                      ? t('directory.portionsLeft', { count: meal.availablePortions })
                      : t('directory.soldOut')}
                  </Text>
                </div>
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {format.price(meal.priceCents)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
