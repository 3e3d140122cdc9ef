import { createFileRoute } from '@tanstack/react-router';
import { requireGuest } from '../app/guards';
import { AuthPage } from '../features/auth/auth-page';
import { optionalString } from '../lib/search';

interface AuthSearch {
  redirect?: string;
  next?: string;
  mode?: 'signin' | 'signup';
}

export const Route = createFileRoute('/auth/')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    redirect: optionalString(search.redirect),
    next: optionalString(search.next),
    mode: search.mode === 'signup' ? 'signup' : search.mode === 'signin' ? 'signin' : undefined,
  }),
  beforeLoad: ({ context, search }) => requireGuest(context, search),
  component: AuthRoute,
});

function AuthRoute() {
  return <AuthPage search={Route.useSearch()} />;
}
