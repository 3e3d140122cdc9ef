// /cooks, the Cooks Directory (docs/features.md): the colleagues who cook in the user's office, each with their
// meals on the menu from today on and a follow button. The data comes with the page (its route's loader); a failed
// load says so with a retry, and a user without an office is asked to join one.
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHeart, IconHeartOff, IconToolsKitchen2 } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { trpc } from '../../app/trpc';
import { Page } from '../../components/kit/page';
import { UserAvatar } from '../../components/account/user-avatar';
import { cookName, useFollowedCooks, useSetFollow } from '../../components/follow/use-follow-cook';
import { ButtonLink } from '../../components/link-button';
import { useFormat } from '../../lib/use-format';
import { RegularButton } from './regular-dialog';

type DirectoryCook = inferRouterOutputs<AppRouter>['follows']['directory']['cooks'][number];

function FollowButton({ cook }: { cook: DirectoryCook }) {
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

function CookCard({ cook }: { cook: DirectoryCook }) {
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

function EmptyCard({ title, text, action }: { title: string; text: string; action: { to: string; label: string } }) {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="directory-empty">
      <Stack align="center" ta="center" gap="xs">
        <IconToolsKitchen2 size={32} aria-hidden />
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <ButtonLink to={action.to} mt="sm" mih={44}>
          {action.label}
        </ButtonLink>
      </Stack>
    </Card>
  );
}

export function CooksDirectoryPage() {
  const { t } = useTranslation(['follow', 'common']);
  const directory = trpc.follows.directory.useQuery();
  const office = directory.data?.office;

  return (
    <Page
      title={t('directory.title')}
      subtitle={office ? t('directory.subtitle', { office: office.name }) : t('directory.subtitleNoOffice')}
      actions={
        office && (
          <ButtonLink to="/menu" variant="default" mih={44}>
            {t('directory.openMenu')}
          </ButtonLink>
        )
      }
    >
      {directory.isPending && <Skeleton h={240} radius="md" role="status" aria-label={t('common:state.loading')} />}
      {directory.isError && (
        <Alert color="red" title={t('directory.loadFailed')} role="alert">
          <Button size="sm" mih={44} variant="light" onClick={() => void directory.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      )}
      {directory.isSuccess && !office && (
        <EmptyCard
          title={t('directory.noOffice.title')}
          text={t('directory.noOffice.text')}
          action={{ to: '/profile', label: t('directory.noOffice.action') }}
        />
      )}
      {directory.isSuccess && office && directory.data.cooks.length === 0 && (
        <EmptyCard
          title={t('directory.empty.title')}
          text={t('directory.empty.text')}
          action={{ to: '/menu', label: t('directory.empty.action') }}
        />
      )}
      {directory.isSuccess && directory.data.cooks.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('directory.listLabel')}
        >
          {directory.data.cooks.map((cook) => (
            <CookCard key={cook.id} cook={cook} />
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}
