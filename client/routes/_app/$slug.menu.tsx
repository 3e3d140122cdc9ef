// /{office}/menu. The loader asks for the session, the office and its meals at once, while the page's code is still loading,
// instead of the page asking for the meals only after the office arrived (one round trip less on a phone). It
// does not wait for them: the page shows its skeleton and an unknown office its 404 as before.
import { createFileRoute } from '@tanstack/react-router';
import { SESSION_STALE_MS } from '../../app/session';
import { MenuPage } from '../../features/menu/menu-page';
import { menuMealsInput } from '../../features/menu/menu-model';
import { parseMenuSearch, toMenuSearch, toUrlSearch } from '../../features/menu/menu-search';

export const Route = createFileRoute('/_app/$slug/menu')({
  validateSearch: parseMenuSearch,
  loaderDeps: ({ search }) => toMenuSearch(search),
  loader: ({ context, params, deps }) => {
    // The session too, in the same batch: the banners it decides then arrive with the cards (no layout shift).
    void context.utils.auth.session.prefetch(undefined, { staleTime: SESSION_STALE_MS });
    void context.utils.menu.office.prefetch({ slug: params.slug });
    void context.utils.menu.meals.prefetch(menuMealsInput(params.slug, deps));
  },
  component: OfficeMenuRoute,
});

function OfficeMenuRoute() {
  const { slug } = Route.useParams();
  const search = toMenuSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <MenuPage
      slug={slug}
      search={search}
      onSearchChange={(change) => void navigate({ search: toUrlSearch(search, change), replace: true })}
    />
  );
}
