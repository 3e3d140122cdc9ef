import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '../../../../app/session';
import { AdminDashboardPage } from '../../../../features/admin/admin-dashboard-page';

export const Route = createFileRoute('/_app/_authed/_admin/admin/')({
  component: AdminRoute,
});

function AdminRoute() {
  const user = useSignedInUser();
  return <AdminDashboardPage role={user?.role ?? 'admin'} />;
}
