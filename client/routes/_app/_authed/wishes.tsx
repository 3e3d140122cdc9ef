// /wishes: the wish board of the user's office (docs/features.md "Wish board"). The board comes with the page; the
// order (most wanted or newest) is in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { loadSession } from '../../../app/guards';
import { WishesPage } from '../../../features/wishes/wishes-page';
import { parseWishesSearch } from '../../../features/wishes/wishes-search';

export const Route = createFileRoute('/_app/_authed/wishes')({
  validateSearch: parseWishesSearch,
  loaderDeps: ({ search }) => ({ sort: search.sort }),
  loader: async ({ context, deps }) => {
    const user = await loadSession(context);
    if (user?.officeSlug) {
      await context.utils.wishes.list.ensureData({ slug: user.officeSlug, sort: deps.sort }).catch(() => undefined);
    }
  },
  component: function WishesRoute() {
    const { sort } = Route.useSearch();
    return <WishesPage sort={sort} />;
  },
});
