import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '../../../app/session';
import { PageLoader } from '../../../components/page-loader';
import { DashboardPage } from '../../../features/dashboard/dashboard-page';

export const Route = createFileRoute('/_app/_authed/dashboard')({
  staticData: { fullWidth: true },
  // The upcoming orders, and a cook's figures and today's meals, come with the page (a failure is the page's to
  // show, with its retry).
  loader: async ({ context }) => {
    await Promise.all([
      context.utils.preorders.upcoming.ensureData().catch(() => undefined),
      context.user.role === 'cook' ? context.utils.meals.dashboard.ensureData().catch(() => undefined) : undefined,
    ]);
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const user = useSignedInUser();
  return user ? <DashboardPage user={user} /> : <PageLoader />;
}
