// /{office}/menu. The loader asks for the session, the office and its meals at once, while the page's code is still loading,
// instead of the page asking for the meals only after the office arrived (one round trip less on a phone). In the
// browser it does not wait for them: the page shows its skeleton and an unknown office its 404 as before. On the
// server (client/entry-server.tsx) it waits, so the first meal cards are in the HTML, and an unknown office is a 404.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SESSION_STALE_MS, useSessionUser } from '../../app/session';
import { appError } from '../../lib/app-error';
import { MenuPage, OfficeNotFound } from '../../features/menu/menu-page';
import type { DietaryTag } from '../../../shared/enums';
import { loadDrawPartsFor } from '../../features/menu/draw-code';
import { menuMealsInput } from '../../features/menu/menu-model';
import { parseMenuSearch, toMenuSearch, toUrlSearch } from '../../features/menu/menu-search';

export const Route = createFileRoute('/_app/$slug/menu')({
  validateSearch: parseMenuSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    // The session too, in the same batch: the banners it decides then arrive with the cards (no layout shift).
    const session = context.utils.auth.session.fetch(undefined, { staleTime: SESSION_STALE_MS }).catch(() => null);
    // Without ?diet= the meals are the saved diet's, so they wait for the session (in the browser it is usually
    // cached already); a link with its own choice asks in the same batch.
    const mealsOf = (diet: DietaryTag[] | undefined) => menuMealsInput(params.slug, toMenuSearch(deps, diet));
    const meals = (deps.diet === undefined ? session : Promise.resolve(null)).then(async (user) => {
      await context.utils.menu.meals.prefetch(mealsOf(user?.diet));
      return context.utils.menu.meals.getData(mealsOf(user?.diet));
    });
    const loading = Promise.all([session, context.utils.menu.office.prefetch({ slug: params.slug }), meals]);
    if (!import.meta.env.SSR) {
      // A meal shared by a draw brings its card's draw parts (features/menu/draw-code.ts). Meals already here (a
      // server-rendered page about to be taken over, or a menu seen before) wait for them, so the cards render
      // whole, as the server rendered them; meals still to come start them when they arrive.
      void meals.then(loadDrawPartsFor);
      const known = context.utils.menu.meals.getData(mealsOf(context.utils.auth.session.getData()?.diet));
      return loadDrawPartsFor(known);
    }
    await loading;
    // A signed-in eater's own places on the menu too (their reservations, waitlist places, followed cooks), so the
    // page they get is already theirs and the browser asks for nothing after taking it over.
    if (context.utils.auth.session.getData()) {
      await Promise.all([
        context.utils.preorders.mine.prefetch(),
        context.utils.waitlist.mine.prefetch(),
        context.utils.follows.mine.prefetch(),
      ]);
    }
    // Answered from the cache when the office was found; asked once more (and refused again) when not.
    await context.utils.menu.office.fetch({ slug: params.slug }).catch((error: unknown) => {
      if (appError(error).code === 'officeNotFound') throw notFound();
    });
  },
  notFoundComponent: OfficeNotFound,
  component: OfficeMenuRoute,
  // A server-rendered page (docs/decisions/020-server-rendered-public-pages.md). Its code is split off the first load
  // (the landing page does not carry it), into chunks its server-rendered HTML starts with the first load's, so none
  // waits behind the entry script (vite.config.ts, decision 023). It has no Suspense boundary of its own: React
  // hydrates each boundary in a pass of its own, and Mantine's components update themselves synchronously when they
  // mount, which forced React to hydrate a boundary still waiting its turn in one long task.
  wrapInSuspense: false,
});

function OfficeMenuRoute() {
  const { slug } = Route.useParams();
  const url = Route.useSearch();
  const { user, isLoading } = useSessionUser();
  const saved = user?.diet ?? [];
  const search = toMenuSearch(url, saved);
  const navigate = Route.useNavigate();
  return (
    <MenuPage
      slug={slug}
      search={search}
      // Not the unfiltered meals first and the saved diet's a moment later.
      ready={url.diet !== undefined || !isLoading}
      onSearchChange={(change) => void navigate({ search: toUrlSearch(search, change, saved), replace: true })}
    />
  );
}
