// One of the build's own Vite plugins (vite.config.ts lists them; each file holds one).
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { walk } from './walk.ts';

/** Writes .br and .gz beside every text asset once at build time; the server sends them as they are. */
export const precompress = (outDir: string): Plugin => ({
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
