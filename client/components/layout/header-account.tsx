import { Group, Loader } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../app/session';
import { lazyPart } from '../../lib/lazy-part';
import { ButtonLink } from '../link-button';

// Only signed-in users see the account menu; visitors do not download it (nor the popover engine it needs).
const { Part: UserMenu } = lazyPart(
  () => import('../account/user-menu'),
  (module) => module.UserMenu,
);
const { Part: NotificationBell } = lazyPart(
  () => import('./notification-bell'),
  (module) => module.NotificationBell,
);

/** The right side of the header: the notifications bell and the account menu when signed in, otherwise Sign In (back to this page after). */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { user, isLoading } = useSessionUser();
  const here = useRouterState({ select: (state) => state.location.href });
  if (isLoading) return <Loader size="sm" aria-label={t('state.loading')} />;
  if (user) {
    return (
      <Suspense fallback={<Loader size="sm" aria-label={t('state.loading')} />}>
        <Group gap={4} wrap="nowrap">
          <NotificationBell />
          <UserMenu user={user} />
        </Group>
      </Suspense>
    );
  }
  return (
    <ButtonLink to="/auth" search={{ redirect: here === '/' ? undefined : here }} variant="filled">
      {t('header.signIn')}
    </ButtonLink>
  );
}
