import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSignedInUser } from '../../../../app/session';
import { PageLoader } from '../../../../components/page-loader';
import { parseUsersSearch, usersInput } from '../../../../features/admin/admin-model';
import { listOptions } from '../../../../components/kit/query-state';
import { UsersPage } from '../../../../features/admin/users/users-page';

export const Route = createFileRoute('/_app/_authed/_admin/admin/users')({
  validateSearch: parseUsersSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { utils, queryClient }, deps }) => {
    await Promise.allSettled([
      queryClient.ensureInfiniteQueryData(utils.admin.users.infiniteQueryOptions(usersInput(deps), listOptions)),
      utils.admin.offices.ensureData(),
    ]);
  },
  component: UsersRoute,
});

function UsersRoute() {
  const user = useSignedInUser();
  const search = Route.useSearch();
  const navigate = useNavigate();
  if (!user) return <PageLoader />;
  return (
    <UsersPage
      me={user}
      search={search}
      onSearch={(next) => void navigate({ to: '/admin/users', search: next, replace: true })}
    />
  );
}
