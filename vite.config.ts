// Vite builds the client from client/ into dist/client. In development it serves the client with hot reload and
// proxies the API to the server that `npm run dev` runs beside it. The build's own plugins and its chunk groups are
// in vite-plugins/, one file each.
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Explicit extensions: Vite's native config loader does not resolve extensionless imports.
import { codeSplitting } from './vite-plugins/code-splitting.ts';
import { devPublicConfig } from './vite-plugins/dev-public-config.ts';
import { installableApp } from './vite-plugins/installable-app.ts';
import { moveSourceMaps } from './vite-plugins/move-source-maps.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { serverRenderedChunks } from './vite-plugins/server-rendered-chunks.ts';
import { stableMantineIds } from './vite-plugins/stable-mantine-ids.ts';

const clientDir = fileURLToPath(new URL('./client', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/client', import.meta.url));
const mapsDir = fileURLToPath(new URL('./dist/sourcemaps', import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 3001);
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
    ...(isSsrBuild
      ? []
      : [serverRenderedChunks(), moveSourceMaps(outDir, mapsDir), precompress(outDir), installableApp()]),
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
