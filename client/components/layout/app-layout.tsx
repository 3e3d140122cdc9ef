// The signed-in layout: sticky header; sidebar from md up; on mobile a slide-in drawer and a
// bottom tab bar; footer on desktop only; pages capped at 1200 px unless full width (the home dashboard).
import { AppShell, Box, Burger, Container, Divider, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../app/session';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { usePushOffered } from '../../lib/push-offer';
import { useAccountActions } from '../account/use-account-actions';
import { BottomTabs } from './bottom-tabs';
import { Brand } from './brand';
import { HeaderAccount } from './header-account';
import { NavLinks } from './nav-links';
import { SiteFooter } from './site-footer';
import { ThemeSwitcher } from './theme-switcher';

// Loaded only once a reservation or waitlist join has offered it (client/lib/push-offer.ts).
const { Part: PushPrompt } = lazyPart(
  () => import('../push-prompt'),
  (module) => module.PushPrompt,
);

const { Part: NavDrawer, preload: preloadNavDrawer } = lazyPart(
  () => import('./nav-drawer'),
  (module) => module.NavDrawer,
);

export const HEADER_HEIGHT = 60;
export const TAB_BAR_HEIGHT = 64;

export function AppLayout({ children, fullWidth = false }: { children: ReactNode; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const [drawerOpen, drawer] = useDisclosure(false);
  // The drawer is loaded when first opened (pointing at the burger starts the load) and stays mounted after.
  const drawerWanted = useOpenedOnce(drawerOpen);
  const { user } = useSessionUser();
  const { saveLanguage } = useAccountActions();
  const role = user?.role;
  const onLanguageChanged = user ? saveLanguage : undefined;
  const pushOffered = usePushOffered();

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: true } }}
      footer={{ height: { base: TAB_BAR_HEIGHT, md: 0 } }}
      padding="md"
    >
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={drawerOpen}
              onClick={drawer.toggle}
              hiddenFrom="md"
              aria-label={drawerOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onPointerEnter={preloadNavDrawer}
              onFocus={preloadNavDrawer}
            />
            <Brand />
          </Group>
          <HeaderAccount />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('nav.label')}>
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          <Suspense fallback={null}>
            <NavLinks role={role} landmark={false} />
          </Suspense>
        </AppShell.Section>
        <AppShell.Section>
          <Divider my="sm" />
          {/* Hydrated on its own: the switch measures its items after mounting and renders again at once, which
              would otherwise lengthen the whole shell's commit (hidden on a phone, where the drawer has its own). */}
          <Suspense fallback={null}>
            <ThemeSwitcher withIcons={false} />
          </Suspense>
        </AppShell.Section>
      </AppShell.Navbar>

      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpen} onClose={drawer.close} role={role} onLanguageChanged={onLanguageChanged} />
        </Suspense>
      )}

      <AppShell.Main id="main-content">
        {fullWidth ? (
          children
        ) : (
          <Container size={1200} px={0}>
            {children}
          </Container>
        )}
      </AppShell.Main>
      {/* Outside <main> so it stays the page's contentinfo landmark; offset like the main area. */}
      <Box visibleFrom="md" style={{ paddingInlineStart: 'var(--app-shell-navbar-offset, 0px)' }}>
        <Suspense fallback={null}>
          <SiteFooter onLanguageChanged={onLanguageChanged} />
        </Suspense>
      </Box>

      {pushOffered && user && (
        <Suspense fallback={null}>
          <PushPrompt />
        </Suspense>
      )}

      <AppShell.Footer hiddenFrom="md">
        <Suspense fallback={null}>
          <BottomTabs role={role} />
        </Suspense>
      </AppShell.Footer>
    </AppShell>
  );
}
