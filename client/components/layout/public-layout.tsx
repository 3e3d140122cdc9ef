// The public layout of the landing page (and of the 404 page): header and footer. A signed-in user gets the
// Dashboard button beside the account menu (Dashboard instead of Sign In).
import { Box, Container, Group } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../app/session';
import { useAccountActions } from '../account/use-account-actions';
import { ButtonLink } from '../link-button';
import { Brand } from './brand';
import { HeaderAccount } from './header-account';
import { SiteFooter } from './site-footer';

export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common', 'landing']);
  const { user } = useSessionUser();
  const { saveLanguage } = useAccountActions();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <Box
        component="header"
        pos="sticky"
        top={0}
        style={{
          zIndex: 100,
          background: 'var(--mantine-color-body)',
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Container size={1200} h={60}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Brand />
            <Group gap="xs" wrap="nowrap">
              {user && (
                // Narrow padding: with the logo and the account menu it still fits a 360 px phone.
                <ButtonLink to="/dashboard" variant="filled" px="sm">
                  {t('landing:header.dashboard')}
                </ButtonLink>
              )}
              <HeaderAccount />
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main-content" style={{ flex: 1 }}>
        {children}
      </Box>
      <Suspense fallback={null}>
        <SiteFooter onLanguageChanged={user ? saveLanguage : undefined} />
      </Suspense>
    </Box>
  );
}
