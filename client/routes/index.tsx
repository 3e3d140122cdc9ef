// '/': the landing page (public layout) for visitors, the dashboard (app layout, full width) when signed in.
import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSession } from '../app/guards';
import { useSessionUser } from '../app/session';
import { PublicLayout } from '../components/layout/public-layout';
import { PageLoader } from '../components/page-loader';
import { LandingPage } from '../features/landing/landing-page';

const SignedInHome = lazy(() => import('../features/dashboard/signed-in-home'));

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => loadSession(context),
  component: HomeRoute,
});

function HomeRoute() {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  useDocumentTitle(`${t('app.name')} · ${t('app.tagline')}`);
  if (user) {
    return (
      <Suspense fallback={<PageLoader fullScreen />}>
        <SignedInHome user={user} />
      </Suspense>
    );
  }
  return (
    <PublicLayout>
      <LandingPage />
    </PublicLayout>
  );
}
