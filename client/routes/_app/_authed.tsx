// Pathless guard: everything below needs a signed-in user (else /auth?redirect=<path and query>).
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireUser } from '../../app/guards';
import { PageLoader } from '../../components/page-loader';

export const Route = createFileRoute('/_app/_authed')({
  beforeLoad: async ({ context, location }) => ({ user: await requireUser(context, location) }),
  pendingComponent: () => <PageLoader />,
  component: Outlet,
});
