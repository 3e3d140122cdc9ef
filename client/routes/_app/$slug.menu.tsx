import { createFileRoute } from '@tanstack/react-router';
import { MenuPage } from '../../features/menu/menu-page';
import { parseMenuSearch, toMenuSearch, toUrlSearch } from '../../features/menu/menu-search';

export const Route = createFileRoute('/_app/$slug/menu')({
  validateSearch: parseMenuSearch,
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
