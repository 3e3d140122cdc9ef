// '/': the landing page (public layout) for visitors, the dashboard (app layout, full width) when signed in.
import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { loadSession } from '../app/guards';
import { useSessionUser } from '../app/session';
import { AppLayout } from '../components/layout/app-layout';
import { PublicLayout } from '../components/layout/public-layout';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { LandingPage } from '../features/landing/landing-page';

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
      <AppLayout fullWidth>
        <DashboardPage user={user} />
      </AppLayout>
    );
  }
  return (
    <PublicLayout>
      <LandingPage />
    </PublicLayout>
  );
}
