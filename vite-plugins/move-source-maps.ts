// One of the build's own Vite plugins (vite.config.ts lists them; each file holds one).
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { walk } from './walk.ts';

/**
 * Source maps hold the application's sources: they are written for debugging a production stack trace, but moved
 * out of the folder the server publishes (dist/client) into dist/sourcemaps, which nothing serves.
 */
export const moveSourceMaps = (outDir: string, mapsDir: string): Plugin => ({
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
