// One of the build's own Vite plugins (vite.config.ts lists them; each file holds one).
import { VitePWA } from 'vite-plugin-pwa';
import { KEPT_MENU_READ_URL, KEPT_PHOTO_URL } from '../shared/offline.ts';
import { SERVER_RENDERED_URL } from '../shared/ssr.ts';

/**
 * An installable app with a service worker (Workbox, docs/decisions/019-installable-app-and-offline-menu.md and
 * docs/decisions/033-offline-after-one-visit.md). The app's code and styles are precached when the worker installs,
 * in the background of the first visit (a QR scan), so the menu and its dialogs open offline after that one visit;
 * only the password checker's dictionaries, loaded when a new password is typed, are left to the network. What a page
 * opens is kept as it goes: the server-rendered public pages (served from the device at once and refreshed behind
 * them; decision 021; the page of the installing visit is handed over by client/app/service-worker.tsx), other pages
 * (network first), photos and the menu's data (network first, so the last menu of each office shows offline).
 * Mutations (POST) and every other API answer are never cached. A new version waits for the user's "Reload".
 */
export const installableApp = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'Lunchbox',
      short_name: 'Lunchbox',
      description:
        'Homemade lunch from your colleagues: reserve a portion the day before, pick it up in the office kitchen.',
      lang: 'en',
      start_url: '/menu',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#c2410c',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // intl-warmup.js: every page starts it (client/public/theme-init.js), offline too.
      globPatterns: ['favicon.svg', 'intl-warmup.js', 'assets/*.{js,css}'],
      globIgnores: ['assets/password-strength-*'],
      navigateFallback: null,
      sourcemap: false,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Web push: showing a push and opening its page on a click (client/public/sw-push.js).
      importScripts: ['/sw-push.js'],
      runtimeCaching: [
        {
          // The landing page and the office menus (their data inside). The copy is at least one visit old: its
          // answers are older than React Query's 15 s, so the page fetches them again once it has taken over.
          urlPattern: SERVER_RENDERED_URL,
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'public-pages', expiration: { maxEntries: 20 } },
        },
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/u/'),
          handler: 'NetworkFirst',
          options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 20 } },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'assets', expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 } },
        },
        {
          urlPattern: KEPT_PHOTO_URL,
          handler: 'CacheFirst',
          options: { cacheName: 'photos', expiration: { maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 14 } },
        },
        {
          // The menu's batched read (session, office, meals); GET only, so no mutation is ever cached. The kept
          // answer is for when the network fails (offline), never in place of a slow fresh one (decision 031).
          urlPattern: KEPT_MENU_READ_URL,
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: 'menus',
            expiration: { maxEntries: 30, maxAgeSeconds: 60 * 60 * 24 * 7 },
          },
        },
      ],
    },
  });
