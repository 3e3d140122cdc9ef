import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import './app/global.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import superjson from 'superjson';
import { SSR_PAYLOAD_ID, type SsrPayload } from '../shared/ssr';
import { changeLanguage, initI18n, storedLanguage } from './app/i18n';
import { AppRoot } from './app/app-root';
import { createAppRouter } from './app/router';
import { createQueryClient, createQueryUtils, createTrpcClient, QUERY_STALE_MS } from './app/trpc';
import { reloadOnStaleBuild } from './lib/reload-on-stale-build';
import { prepareFormats } from './lib/use-format';
import { setRenderTime } from './lib/use-now';

/** The server-rendered page's data (shared/ssr.ts), or undefined for the client-rendered shell. */
function readServerPayload(): SsrPayload | undefined {
  const element = document.getElementById(SSR_PAYLOAD_ID);
  if (!element?.textContent) return undefined;
  try {
    return superjson.parse<SsrPayload>(element.textContent);
  } catch (error) {
    console.error('Unreadable server-rendered data; rendering in the browser instead', error);
    return undefined;
  }
}

/** A server-rendered page prepares its hydration in tasks of their own, each short enough not to hold up a tap. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  reloadOnStaleBuild();
  const payload = readServerPayload();
  const pause = payload ? nextTask : () => Promise.resolve();
  const i18nReady = initI18n(payload);
  const queryClient = createQueryClient();
  if (payload) hydrate(queryClient, payload.queries as DehydratedState);
  await pause();
  const trpcClient = createTrpcClient();
  const router = createAppRouter({ queryClient, utils: createQueryUtils(queryClient, trpcClient) });
  const container = document.getElementById('root')!;

  /**
   * After the first render (for a server-rendered page: after hydration): the document says the app is ready (until
   * then a server-rendered button does nothing), a kept copy's answers are asked for again, the device's clock, a
   * language chosen on this device before the cookie existed, and the service worker.
   */
  function afterFirstRender() {
    document.documentElement.dataset.appReady = 'true';
    // A page the service worker may have served from the device carries answers from an earlier visit, however
    // recent: all of them, the session too (allergens, office, signing in), are asked for again behind what it
    // shows and replace it (docs/decisions/031-kept-copies-only-until-the-fresh-answer.md). A page straight from
    // the server is asked again only once it is older than the answers' freshness.
    const mayBeKeptCopy = !!navigator.serviceWorker?.controller;
    if (payload && (mayBeKeptCopy || Date.now() - payload.renderedAt > QUERY_STALE_MS))
      void queryClient.invalidateQueries();
    setRenderTime(undefined);
    const stored = storedLanguage();
    if (payload && stored && stored !== payload.language) void changeLanguage(stored);
    startServiceWorker();
  }

  const app = (
    <AppRoot router={router} queryClient={queryClient} trpcClient={trpcClient} onFirstRender={afterFirstRender} />
  );

  if (!payload) {
    createRoot(container).render(app);
    return;
  }
  // Hydration reuses the server's markup: the route (its code and loaders, answered from the hydrated cache) and the
  // texts are made ready first, so the first render is the server's. A language chosen on this device before the
  // cookie existed takes over afterwards.
  setRenderTime(payload.renderedAt);
  // The router renders a hydrating tree the way the server rendered it (no extra Suspense boundaries); this is what
  // its own hydration sets, without the inline scripts it would need (there is no manifest: assets are Vite's).
  router.ssr = { manifest: undefined };
  await Promise.all([router.load(), i18nReady]);
  await prepareFormats(payload.language);
  await nextTask();
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser answer input in between,
  // instead of one long task of the whole page on a slow phone; the parts behind their own Suspense boundaries (the
  // menu's cards, filters and banners, the navigation, tab bar and footer, the landing page's sections) hydrate
  // each on its own, the one a tap lands on first. The server's markup is on screen meanwhile.
  startTransition(() => void hydrateRoot(container, app));
}

/**
 * Installable and usable offline: the service worker is registered once the page is running (built app only), after
 * the load event (a server-rendered page starts this script after its first paint, often after the load event).
 */
function startServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void import('./app/service-worker').then((module) => module.startServiceWorker());
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', register, { once: true });
}

void start();
