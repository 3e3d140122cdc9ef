// /cook/{tab}: cooks only (eaters -> /activity, admins -> /admin, others -> /dashboard); unknown tab -> my-meals.
// The loader fetches what the tab shows (and the meal an open edit form needs) into the query cache, so the page
// renders with its data and server rendering can reuse the same loaders later.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireCook } from '../../../app/guards';
import { useSignedInUser } from '../../../app/session';
import { PageLoader } from '../../../components/page-loader';
import {
  COOK_TABS,
  FEEDBACK_INPUT,
  forCookInput,
  ledgerPeriodOf,
  mealIdOf,
  mealStatusOf,
  mineInput,
  nextCursor,
  parseCookSearch,
  preorderStatusOf,
  wishIdOf,
  type CookTab,
} from '../../../features/cook/cook-model';
import { CookPage } from '../../../features/cook/cook-page';

export const Route = createFileRoute('/_app/_authed/cook/$tab')({
  validateSearch: parseCookSearch,
  beforeLoad: ({ context, params }) => {
    requireCook(context.user);
    if (!COOK_TABS.includes(params.tab as CookTab)) throw redirect({ to: '/cook/$tab', params: { tab: 'my-meals' } });
  },
  loaderDeps: ({ search }) => ({
    modal: search.modal,
    meal: search.meal,
    status: search.status,
    period: search.period,
    wish: search.wish,
  }),
  loader: async ({ context, params, deps }) => {
    const { queryClient, utils } = context;
    const mealId = mealIdOf(deps);
    const loads: Promise<unknown>[] = [];
    if (params.tab === 'my-meals') {
      loads.push(
        queryClient.ensureInfiniteQueryData(
          utils.meals.mine.infiniteQueryOptions(mineInput(mealStatusOf(deps)), {
            getNextPageParam: nextCursor,
            initialCursor: null,
          }),
        ),
      );
      loads.push(utils.feedback.forCook.ensureData(FEEDBACK_INPUT));
      if (deps.modal && mealId) loads.push(utils.meals.get.ensureData({ id: mealId }));
      const wishId = wishIdOf(deps);
      if (deps.modal === 'create-meal' && wishId && !mealId) loads.push(utils.wishes.forClaim.ensureData({ wishId }));
    } else if (params.tab === 'ledger') {
      loads.push(utils.ledger.cook.ensureData({ period: ledgerPeriodOf(deps) }));
    } else {
      loads.push(
        queryClient.ensureInfiniteQueryData(
          utils.preorders.forCook.infiniteQueryOptions(forCookInput(preorderStatusOf(deps), mealId), {
            getNextPageParam: nextCursor,
            initialCursor: null,
          }),
        ),
      );
      if (mealId) loads.push(utils.meals.get.ensureData({ id: mealId }));
    }
    // A failed load is the page's to show (with its retry), not the router's error screen.
    await Promise.allSettled(loads);
  },
  component: CookRoute,
});

function CookRoute() {
  const user = useSignedInUser();
  const { tab } = Route.useParams();
  const search = Route.useSearch();
  return user ? <CookPage user={user} tab={tab as CookTab} search={search} /> : <PageLoader />;
}
