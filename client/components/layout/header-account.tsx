import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The right side of the header: the account menu when signed in, otherwise Sign In. */
export function HeaderAccount() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/auth" variant="filled">
      {t('header.signIn')}
    </Button>
  );
}
