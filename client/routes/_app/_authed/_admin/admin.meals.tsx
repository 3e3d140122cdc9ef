import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { mealsInput, parseMealsSearch } from '../../../../features/admin/admin-model';
import { listOptions } from '../../../../components/kit/query-state';
import { MealsPage } from '../../../../features/admin/meals-page';

export const Route = createFileRoute('/_app/_authed/_admin/admin/meals')({
  validateSearch: parseMealsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { utils, queryClient }, deps }) => {
    await Promise.allSettled([
      queryClient.ensureInfiniteQueryData(utils.admin.meals.infiniteQueryOptions(mealsInput(deps), listOptions)),
      utils.admin.offices.ensureData(),
    ]);
  },
  component: MealsRoute,
});

function MealsRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <MealsPage
      search={search}
      onSearch={(next) => void navigate({ to: '/admin/meals', search: next, replace: true })}
    />
  );
}
