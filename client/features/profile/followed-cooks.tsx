// "Cooks you follow" on the profile: the colleagues whose meals are marked on the menu and told of in
// the daily digest, each with unfollow (optimistic: the row goes at once and comes back if the server refuses).
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHeartOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/account/user-avatar';
import { cookName, useFollowedCooks, useSetFollow, type FollowedCook } from '../../components/follow/use-follow-cook';
import { useFormat } from '../../lib/use-format';
import { LoadError } from '../../components/kit/load-error';

/** The browser's calendar date of an instant, as the formatter wants it (YYYY-MM-DD). */
const localIsoDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

function FollowedCookRow({ cook }: { cook: FollowedCook }) {
  const { t } = useTranslation('follow');
  const format = useFormat();
  const { set, pending } = useSetFollow(cook);
  const name = cookName(cook);
  return (
    // On a narrow screen the button moves under the name rather than squeezing it.
    <Group justify="space-between" wrap="wrap" gap="xs" component="li" data-testid="followed-cook">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <UserAvatar person={cook} size={40} radius={40} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'break-word' }}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('profile.since', { date: format.date(localIsoDate(cook.followedAt), 'short') })}
          </Text>
        </div>
      </Group>
      <Button
        variant="subtle"
        color="red"
        mih={44}
        loading={pending}
        leftSection={<IconHeartOff size={16} aria-hidden />}
        aria-label={t('profile.unfollowOf', { name })}
        onClick={() => set(false)}
        ml="auto"
      >
        {t('profile.unfollow')}
      </Button>
    </Group>
  );
}

export function FollowedCooks() {
  const { t } = useTranslation('follow');
  const cooks = useFollowedCooks();
  const title = t('profile.title');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title} data-testid="followed-cooks">
      <Title order={2} fz="lg" mb="md">
        {title}
      </Title>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('profile.text')}
        </Text>
        {cooks.isError ? (
          <LoadError onRetry={cooks.refetch} retrying={cooks.isFetching} />
        ) : cooks.isPending ? (
          <Skeleton h={44} />
        ) : (cooks.data ?? []).length === 0 ? (
          <Text size="sm">{t('profile.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {cooks.data!.map((cook) => (
              <FollowedCookRow key={cook.id} cook={cook} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
