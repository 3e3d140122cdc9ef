// Pathless layout: every page inside it gets the app shell (header, sidebar or drawer and tab bar, footer).
import { Outlet, createFileRoute, useMatches } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/app-layout';

export const Route = createFileRoute('/_app')({
  component: AppLayoutRoute,
  // No Suspense boundary of its own: see client/routes/_app/$slug.menu.tsx. Its code is split off the first load.
  wrapInSuspense: false,
});

function AppLayoutRoute() {
  const fullWidth = useMatches({ select: (matches) => matches.some((match) => match.staticData.fullWidth) });
  return (
    <AppLayout fullWidth={fullWidth}>
      <Outlet />
    </AppLayout>
  );
}
