import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '../../../app/session';
import { PageLoader } from '../../../components/page-loader';
import { DashboardPage } from '../../../features/dashboard/dashboard-page';

export const Route = createFileRoute('/_app/_authed/dashboard')({
  staticData: { fullWidth: true },
  component: DashboardRoute,
});

function DashboardRoute() {
  const user = useSignedInUser();
  return user ? <DashboardPage user={user} /> : <PageLoader />;
}
