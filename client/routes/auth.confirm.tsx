import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../features/auth/confirm-email-page';
import { optionalString } from '../lib/search';

export const Route = createFileRoute('/auth/confirm')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: optionalString(search.token),
    redirect: optionalString(search.redirect),
  }),
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const { token, redirect } = Route.useSearch();
  return <ConfirmEmailPage token={token} redirect={redirect} />;
}
