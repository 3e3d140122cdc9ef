import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound } from '../components/not-found';
import { PublicLayout } from '../components/layout/public-layout';
import { RouteErrorScreen, type RouterContext } from '../app/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // The same boundary on the server as in the browser (the router leaves it out of a server-rendered root by
  // default), so hydration finds the markup it renders.
  wrapInSuspense: true,
  errorComponent: RouteErrorScreen,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  ),
});
