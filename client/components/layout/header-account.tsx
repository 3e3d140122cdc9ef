import { Loader } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../app/session';
import { UserMenu } from '../account/user-menu';
import { ButtonLink } from '../link-button';

/** The right side of the header: the account menu when signed in, otherwise Sign In (back to this page after). */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { user, isLoading } = useSessionUser();
  const here = useRouterState({ select: (state) => state.location.href });
  if (isLoading) return <Loader size="sm" aria-label={t('state.loading')} />;
  if (user) return <UserMenu user={user} />;
  return (
    <ButtonLink to="/auth" search={{ redirect: here === '/' ? undefined : here }} variant="filled">
      {t('header.signIn')}
    </ButtonLink>
  );
}
