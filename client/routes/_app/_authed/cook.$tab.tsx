// /cook/{tab}: cooks only (eaters -> /activity, admins -> /admin, others -> /dashboard); unknown tab -> my-meals.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireCook } from '../../../app/guards';
import { useSignedInUser } from '../../../app/session';
import { PageLoader } from '../../../components/page-loader';
import { COOK_TABS, CookPage, type CookTab } from '../../../features/cook/cook-page';

export const Route = createFileRoute('/_app/_authed/cook/$tab')({
  beforeLoad: ({ context, params }) => {
    requireCook(context.user);
    if (!COOK_TABS.includes(params.tab as CookTab)) throw redirect({ to: '/cook/$tab', params: { tab: 'my-meals' } });
  },
  component: CookRoute,
});

function CookRoute() {
  const user = useSignedInUser();
  const { tab } = Route.useParams();
  return user ? <CookPage user={user} tab={tab as CookTab} /> : <PageLoader />;
}
