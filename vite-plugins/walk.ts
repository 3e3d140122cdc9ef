// A file walk for the build plugins that rewrite dist/client once it is written (move-source-maps.ts, precompress.ts).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir`. */
export const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
