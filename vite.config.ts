// Vite builds the client from client/ into dist/client. In development it serves the client with hot reload and
// proxies the API to the server that `npm run dev` runs beside it.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Explicit extensions: Vite's native config loader does not resolve extensionless imports.
import { loadEnv } from './server/env.ts';
import { KEPT_MENU_READ_URL, KEPT_PHOTO_URL } from './shared/offline.ts';
import { injectPublicConfig, publicConfig } from './shared/public-config.ts';
import { SERVER_RENDERED_CHUNKS, SERVER_RENDERED_URL } from './shared/ssr.ts';

const clientDir = fileURLToPath(new URL('./client', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/client', import.meta.url));
const mapsDir = fileURLToPath(new URL('./dist/sourcemaps', import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 3001);

/** In development the page is served by Vite, so Vite writes the public configuration the server would. */
const devPublicConfig = (): Plugin => ({
  name: 'lunchbox-dev-public-config',
  apply: 'serve',
  transformIndexHtml: (html) => injectPublicConfig(html, publicConfig(loadEnv())),
});

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/**
 * Source maps hold the application's sources: they are written for debugging a production stack trace, but moved
 * out of the folder the server publishes (dist/client) into dist/sourcemaps, which nothing serves.
 */
const moveSourceMaps = (): Plugin => ({
  name: 'lunchbox-move-source-maps',
  apply: 'build',
  closeBundle() {
    rmSync(mapsDir, { recursive: true, force: true });
    for (const file of walk(outDir).filter((path) => path.endsWith('.map'))) {
      const target = join(mapsDir, relative(outDir, file));
      mkdirSync(dirname(target), { recursive: true });
      renameSync(file, target);
    }
  },
});

/**
 * Mantine's useId starts from React's id and replaces it with a random one once mounted: every Mantine component
 * with an id (inputs, popovers, menus, chips, alerts) then renders again, synchronously, right after hydration, the
 * longest task left on a phone. The framework's id is unique and stable by itself, so the browser build
 * keeps it. The server and the browser render the same tree, so hydration finds the server's ids, which
 * tests/e2e/ssr.spec.ts checks.
 */
const stableMantineIds = (): Plugin => ({
  name: 'lunchbox-stable-mantine-ids',
  apply: 'build',
  enforce: 'pre',
  load(id) {
    if (!/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id)) return null;
    return [
      "import { useId as useReactId } from 'react';",
      'export function useId(staticId) {',
      '  const reactId = useReactId();',
      "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;",
      '}',
    ].join('\n');
  },
});

/** Writes .br and .gz beside every text asset once at build time; the server sends them as they are. */
const precompress = (): Plugin => ({
  name: 'lunchbox-precompress',
  apply: 'build',
  closeBundle() {
    for (const file of walk(outDir)) {
      if (!/\.(js|css|svg|json|txt)$/.test(file) || statSync(file).size < 1024) continue;
      const content = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  },
});

/**
 * The office menu's own chunks (its route's code, split off the first load so the landing page does not carry it),
 * listed in dist/client/server-rendered-chunks.json for the server, whose menu pages start them with the first load
 * (server/http/static-client.ts) instead of one round trip after it. Written as `{ "menu": ["/assets/...js"] }`: the
 * chunks holding the menu route's split modules and what they import, less the entry's own.
 */
const SERVER_RENDERED_ROUTES = { menu: /[\\/]client[\\/]routes[\\/]_app[\\/]\$slug\.menu\.tsx\?tsr-split/ };
const serverRenderedChunks = (): Plugin => ({
  name: 'lunchbox-server-rendered-chunks',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
    const closure = (roots: string[]) => {
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        (bundle[fileName] as { imports?: string[] }).imports?.forEach(visit);
      };
      roots.forEach(visit);
      return seen;
    };
    const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
    const routes = Object.fromEntries(
      Object.entries(SERVER_RENDERED_ROUTES).map(([route, test]) => {
        const own = chunks
          .filter((chunk) => chunk.moduleIds.some((id) => test.test(id)))
          .map((chunk) => chunk.fileName);
        return [
          route,
          [...closure(own)].filter((fileName) => !initial.has(fileName)).map((fileName) => `/${fileName}`),
        ];
      }),
    );
    this.emitFile({ type: 'asset', fileName: SERVER_RENDERED_CHUNKS, source: `${JSON.stringify(routes, null, 2)}\n` });
  },
});

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
const installableApp = () =>
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

/**
 * Fewer, larger chunks for the first load (docs/decisions/020-server-rendered-public-pages.md): on slow 4G
 * every file costs a round trip, and the menu used to load 82. Rolldown's groups, highest priority first:
 * - `framework`: React and React DOM, i18next with react-i18next, the router, the query cache, tRPC's client and superjson, which every
 *   page runs;
 * - `ui` and `app`: the libraries and our own shared code the first page runs. Rolldown's `$initial` tag follows
 *   what client/main.tsx imports after tree shaking (not what a barrel file re-exports), so the landing page's code,
 *   whose components are not split (codeSplitGroupings: []), is in the first load and a form component only the
 *   cook's or admin's pages use is not;
 * - `app-shell` and `menu`: the app layout's and the office menu's split route code with everything they import
 *   that the first load does not have (a group takes its modules' dependencies along), in two chunks instead of
 *   dozens: the landing page does not carry them, the menu's server-rendered HTML starts them with the first load
 *   (serverRenderedChunks above, decision 023), and the signed-in pages share them;
 * - `service-worker`: workbox-window and the worker's patterns, for the registration that follows the first render; `toasts`: the
 *   notifications, loaded with the first toast (client/lib/toast.tsx);
 * - `lib` and `shared`: what only lazy routes use (the date picker and the dropzone stay with their forms);
 * - `password-strength`, above them all: the password checker and its megabytes of dictionaries, loaded only when a
 *   new password is typed (client/features/auth/password-strength-hint.tsx), never with a page.
 * Each other lazy route's own code stays split.
 */
const PASSWORD_CHECKER = /[\\/]node_modules[\\/]@zxcvbn-ts[\\/]|[\\/]shared[\\/]password-strength\.ts$/;
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|i18next-resources-to-backend|@tanstack|@trpc|superjson|copy-anything|is-what|use-sync-external-store|seroval|seroval-plugins|cookie-es|tiny-invariant|tiny-warning)[\\/]/;
const FORMS_ONLY =
  /[\\/]node_modules[\\/](@mantine[\\/](dates|dropzone)|dayjs|react-dropzone|file-selector|attr-accept)[\\/]/;
const codeSplitting = {
  groups: [
    { name: 'password-strength', test: PASSWORD_CHECKER, priority: 6 },
    { name: 'framework', test: FRAMEWORK, priority: 5 },
    { name: 'ui', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 4 },
    {
      name: 'app',
      test: /[\\/]client[\\/](app|components|lib)[\\/]|[\\/]shared[\\/]/,
      tags: ['$initial' as const],
      priority: 3,
    },
    { name: 'app-shell', test: /[\\/]client[\\/]routes[\\/]_app\.tsx\?tsr-split/, priority: 2 },
    { name: 'menu', test: SERVER_RENDERED_ROUTES.menu, priority: 2 },
    // With the patterns of what the worker keeps (shared/offline.ts): left to the `shared` group, they would make
    // the registration, which every page runs, load the lazy routes' shared chunk and what it imports.
    {
      name: 'service-worker',
      test: /[\\/]node_modules[\\/]workbox-window[\\/]|[\\/]shared[\\/]offline\.ts$/,
      priority: 1,
    },
    {
      name: 'toasts',
      test: /[\\/]node_modules[\\/](@mantine[\\/]notifications|react-transition-group)[\\/]/,
      priority: 1,
    },
    { name: 'lib', test: (id: string) => /[\\/]node_modules[\\/]/.test(id) && !FORMS_ONLY.test(id), priority: 0 },
    { name: 'shared', test: /[\\/]client[\\/](components|lib)[\\/]|[\\/]shared[\\/]/, priority: 0 },
  ],
};

const ssrOutDir = fileURLToPath(new URL('./dist/server', import.meta.url));

/**
 * Two builds: the browser's (dist/client) and, with `--ssr entry-server.tsx`, the server renderer of the public pages
 * (dist/server/entry-server.js, docs/decisions/020-server-rendered-public-pages.md). The server build has no service
 * worker, no compressed copies and no source maps to move; its dependencies stay in node_modules.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: clientDir,
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${clientDir}/routes`,
      generatedRouteTree: `${clientDir}/route-tree.gen.ts`,
      quoteStyle: 'single',
    }),
    react(),
    stableMantineIds(),
    devPublicConfig(),
    ...(isSsrBuild ? [] : [serverRenderedChunks(), moveSourceMaps(), precompress(), installableApp()]),
  ],
  build: isSsrBuild
    ? { outDir: ssrOutDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir,
        emptyOutDir: true,
        // Maps are written for debugging, not referenced from the bundles, and moved out of dist/client.
        sourcemap: 'hidden',
        chunkSizeWarningLimit: 900,
        // One stylesheet, in the order the entry imports them: Mantine's, then ours (client/app/global.css), whose
        // rules (the 44 px tap targets) must come after the ones they override. Split by chunk, the app's came first
        // once and lost.
        cssCodeSplit: false,
        rolldownOptions: { output: { codeSplitting } },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(
      ['/trpc', '/healthz', '/auth/google', '/auth/microsoft', '/dev/', '/uploads/', '/api/', '/u/'].map((path) => [
        path,
        { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      ]),
    ),
  },
}));
