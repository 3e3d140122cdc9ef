// The whole app as both sides render it: the browser (client/main.tsx) and the server renderer
// (client/entry-server.tsx) must build the same tree, or hydration finds other markup (React's ids follow the
// tree's shape).
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { AppProviders } from './providers';
import type { createAppRouter } from './router';
import type { TrpcClient } from './trpc';
import type { i18n as I18n } from 'i18next';

/** Runs once the first render is committed (for a server-rendered page: once hydration is done); never on the server. */
function AfterFirstRender({ run }: { run?: () => void }) {
  useEffect(() => run?.(), [run]);
  return null;
}

export function AppRoot(props: {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  i18n?: I18n;
  onFirstRender?: () => void;
}) {
  return (
    <StrictMode>
      <AppProviders queryClient={props.queryClient} trpcClient={props.trpcClient} i18n={props.i18n}>
        <RouterProvider router={props.router} />
        <AfterFirstRender run={props.onFirstRender} />
      </AppProviders>
    </StrictMode>
  );
}
