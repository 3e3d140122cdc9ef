import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import './app/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createQueryClient, createQueryUtils, createTrpcClient } from './app/trpc';

initI18n();
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter({ queryClient, utils: createQueryUtils(queryClient, trpcClient) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// Installable and usable offline: the service worker is registered once the page has loaded (built app only).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./app/service-worker').then((module) => module.startServiceWorker()));
}
