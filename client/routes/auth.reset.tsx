import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { optionalString } from '../lib/search';

export const Route = createFileRoute('/auth/reset')({
  validateSearch: (search: Record<string, unknown>) => ({ token: optionalString(search.token) }),
  component: ResetRoute,
});

function ResetRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
