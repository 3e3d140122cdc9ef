import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { auditInput, parseAuditSearch } from '../../../../features/admin/admin-model';
import { listOptions } from '../../../../components/kit/query-state';
import { AuditPage } from '../../../../features/admin/audit-page';

export const Route = createFileRoute('/_app/_authed/_admin/admin/audit')({
  validateSearch: parseAuditSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { utils, queryClient }, deps }) => {
    await Promise.allSettled([
      queryClient.ensureInfiniteQueryData(utils.admin.auditLog.infiniteQueryOptions(auditInput(deps), listOptions)),
    ]);
  },
  component: AuditRoute,
});

function AuditRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <AuditPage
      search={search}
      onSearch={(next) => void navigate({ to: '/admin/audit', search: next, replace: true })}
    />
  );
}
