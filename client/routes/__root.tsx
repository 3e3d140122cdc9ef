import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFound } from '../components/not-found';
import { PublicLayout } from '../components/layout/public-layout';
import { RouteErrorScreen, type RouterContext } from '../app/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RouteErrorScreen,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  ),
});
