// Providers around the whole app, outermost first: Mantine (theme, remembered colour scheme), notifications
// (at most 3, 4 s), tRPC + React Query, a Suspense boundary for lazily loaded texts and pages, and an error boundary
// for anything that fails outside the router.
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '../../shared/constants';
import { ErrorScreen } from '../components/error-screen';
import { PageLoader } from '../components/page-loader';
import { theme } from './theme';
import { trpc, type TrpcClient } from './trpc';

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

export function AppProviders(props: { queryClient: QueryClient; trpcClient: TrpcClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
      <Notifications limit={TOAST_MAX_VISIBLE} autoClose={TOAST_DURATION_MS} position="top-center" />
      <trpc.Provider client={props.trpcClient} queryClient={props.queryClient}>
        <QueryClientProvider client={props.queryClient}>
          <Suspense fallback={<PageLoader fullScreen />}>
            <TopErrorBoundary>{props.children}</TopErrorBoundary>
          </Suspense>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
