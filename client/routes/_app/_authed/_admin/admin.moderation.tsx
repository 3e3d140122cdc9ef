import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { listOptions } from '../../../../components/kit/query-state';
import { parseModerationSearch, reportsInput } from '../../../../features/admin/moderation-model';
import { ModerationPage } from '../../../../features/admin/moderation-page';

export const Route = createFileRoute('/_app/_authed/_admin/admin/moderation')({
  validateSearch: parseModerationSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { utils, queryClient }, deps }) => {
    await Promise.allSettled([
      queryClient.ensureInfiniteQueryData(
        utils.moderation.reports.infiniteQueryOptions(reportsInput(deps.tab ?? 'open'), listOptions),
      ),
    ]);
  },
  component: ModerationRoute,
});

function ModerationRoute() {
  const { tab = 'open' } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ModerationPage
      tab={tab}
      onTab={(next) =>
        void navigate({ to: '/admin/moderation', search: next === 'open' ? {} : { tab: next }, replace: true })
      }
    />
  );
}
