// /admin: the dashboard, for all offices or the one in ?office=. The loader fills the cache the page reads.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSignedInUser } from '../../../../app/session';
import { AdminDashboardPage } from '../../../../features/admin/admin-dashboard-page';

const officeOf = (search: Record<string, unknown>) =>
  typeof search.office === 'string' && /^[0-9a-f-]{36}$/.test(search.office) ? search.office : undefined;

export const Route = createFileRoute('/_app/_authed/_admin/admin/')({
  validateSearch: (search: Record<string, unknown>): { office?: string } => ({ office: officeOf(search) }),
  loaderDeps: ({ search }) => ({ office: search.office }),
  loader: async ({ context: { utils }, deps }) => {
    await Promise.allSettled([
      utils.admin.dashboard.ensureData(deps.office ? { officeId: deps.office } : undefined),
      utils.admin.offices.ensureData(),
    ]);
  },
  component: AdminRoute,
});

function AdminRoute() {
  const user = useSignedInUser();
  const { office } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <AdminDashboardPage
      role={user?.role ?? 'admin'}
      officeId={office ?? null}
      onOfficeChange={(id) => void navigate({ to: '/admin', search: id ? { office: id } : {}, replace: true })}
    />
  );
}
