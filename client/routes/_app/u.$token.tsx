// /u/{token}: the e-mail preference page (no login). The loader fetches the switches into the cache.
import { createFileRoute } from '@tanstack/react-router';
import { PreferencesPage } from '../../features/email/preferences-page';

export const Route = createFileRoute('/_app/u/$token')({
  loader: async ({ context: { utils }, params }) => {
    if (/^[a-z2-7]{32}$/.test(params.token))
      await Promise.allSettled([utils.email.preferences.ensureData({ token: params.token })]);
  },
  component: PreferencesRoute,
});

function PreferencesRoute() {
  const { token } = Route.useParams();
  return <PreferencesPage token={token} />;
}
