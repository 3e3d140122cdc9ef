// Providers around the whole app, outermost first: Mantine (theme, remembered colour scheme), tRPC + React Query,
// a Suspense boundary for lazily loaded texts and pages, the localized component defaults, notifications (at most 3,
// 4 s), and an error boundary for anything that fails outside the router.
import {
  CloseButton,
  MantineProvider,
  MantineThemeProvider,
  createTheme,
  localStorageColorSchemeManager,
  type CloseButtonProps,
} from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Component, Suspense, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../components/error-screen';
import { PageLoader } from '../components/page-loader';
import { cssVariablesResolver, theme } from './theme';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { i18n as browserI18n } from './i18n';
import { trpc, type TrpcClient } from './trpc';
import { LazyToasts } from '../lib/toast';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'mantine-color-scheme-value' });

class TopErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown; componentStack?: string }> {
  override state: { error?: unknown; componentStack?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ componentStack: info.componentStack ?? undefined });
    console.error(error);
  }

  override render() {
    if (this.state.error !== undefined) {
      return <ErrorScreen error={this.state.error} componentStack={this.state.componentStack} />;
    }
    return this.props.children;
  }
}

/**
 * Component defaults that need the interface language: every close button (dialogs, sheets, drawers, toasts) is
 * named "Close" in the current language, so none is left without an accessible name.
 */
function LocalizedDefaults({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const close = t('actions.close');
  const overrides = useMemo(
    () =>
      createTheme({
        // CloseButton spreads unknown props onto its <button>; its props type just does not list aria attributes.
        components: {
          CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': close } as Partial<CloseButtonProps> }),
        },
      }),
    [close],
  );
  return <MantineThemeProvider theme={overrides}>{children}</MantineThemeProvider>;
}

/** `i18n`: the server renderer's own instance for this request; the browser uses its one instance. */
export function AppProviders(props: {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  i18n?: I18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={props.i18n ?? browserI18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
      >
        <trpc.Provider client={props.trpcClient} queryClient={props.queryClient}>
          <QueryClientProvider client={props.queryClient}>
            <Suspense fallback={<PageLoader fullScreen />}>
              <LocalizedDefaults>
                <LazyToasts />
                <TopErrorBoundary>{props.children}</TopErrorBoundary>
              </LocalizedDefaults>
            </Suspense>
          </QueryClientProvider>
        </trpc.Provider>
      </MantineProvider>
    </I18nextProvider>
  );
}
