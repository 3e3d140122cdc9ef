import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../components/layout/public-layout';
import { LandingPage } from '../features/landing/landing-page';

export const Route = createFileRoute('/')({
  component: HomeRoute,
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
