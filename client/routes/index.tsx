// '/': the landing page (public layout) for everyone; a signed-in user finds the Dashboard
// button in its header. The dashboard itself is /dashboard. On an office subdomain home is the office's menu
// (docs/decisions/030-office-subdomains.md): the server redirects a page load, this a navigation in the app.
import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { officeSubdomain } from '../app/config';
import { useTranslation } from 'react-i18next';
import { loadSession } from '../app/guards';
import { PublicLayout } from '../components/layout/public-layout';
import { LandingPage } from '../features/landing/landing-page';

export const Route = createFileRoute('/')({
  // The session first, so the header shows Sign In or Dashboard from the first paint.
  beforeLoad: ({ context }) => {
    if (officeSubdomain()) throw redirect({ to: '/menu' });
    return loadSession(context);
  },
  component: HomeRoute,
  // Server-rendered, like the office menu (client/routes/_app/$slug.menu.tsx), and in the first load, not split.
  wrapInSuspense: false,
  codeSplitGroupings: [],
});

function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('app.name')} · ${t('app.tagline')}`);
  return (
    <PublicLayout>
      <LandingPage />
    </PublicLayout>
  );
}
