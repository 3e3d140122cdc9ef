// One of the build's own Vite plugins (vite.config.ts lists them; each file holds one).
import type { Plugin } from 'vite';

/**
 * Mantine's useId starts from React's id and replaces it with a random one once mounted: every Mantine component
 * with an id (inputs, popovers, menus, chips, alerts) then renders again, synchronously, right after hydration, the
 * longest task left on a phone. The framework's id is unique and stable by itself, so the browser build
 * keeps it. The server and the browser render the same tree, so hydration finds the server's ids, which
 * tests/e2e/ssr.spec.ts checks.
 */
export const stableMantineIds = (): Plugin => ({
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
