import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AccessRequestsPage } from '../../../../features/admin/access-requests-page';
import { accessRequestsInput, parseAccessRequestsSearch } from '../../../../features/admin/admin-model';
import { listOptions } from '../../../../components/kit/query-state';

export const Route = createFileRoute('/_app/_authed/_admin/admin/access-requests')({
  validateSearch: parseAccessRequestsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { utils, queryClient }, deps }) => {
    await Promise.allSettled([
      queryClient.ensureInfiniteQueryData(
        utils.admin.accessRequests.infiniteQueryOptions(accessRequestsInput(deps), listOptions),
      ),
    ]);
  },
  component: AccessRequestsRoute,
});

function AccessRequestsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <AccessRequestsPage
      search={search}
      onSearch={(next) => void navigate({ to: '/admin/access-requests', search: next, replace: true })}
    />
  );
}
