import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseMenuSearch } from '../features/menu/menu-search';

/** The shared link shape /o/{slug}/menu (QR codes) leads to the office menu, keeping the day and filters. */
export const Route = createFileRoute('/o/$slug/menu')({
  validateSearch: parseMenuSearch,
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/$slug/menu', params, search });
  },
});
