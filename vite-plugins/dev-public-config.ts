// One of the build's own Vite plugins (vite.config.ts lists them; each file holds one).
import type { Plugin } from 'vite';
// Explicit extensions: Vite's native config loader does not resolve extensionless imports.
import { loadEnv } from '../server/env.ts';
import { injectPublicConfig, publicConfig } from '../shared/public-config.ts';

/** In development the page is served by Vite, so Vite writes the public configuration the server would. */
export const devPublicConfig = (): Plugin => ({
  name: 'lunchbox-dev-public-config',
  apply: 'serve',
  transformIndexHtml: (html) => injectPublicConfig(html, publicConfig(loadEnv())),
});
