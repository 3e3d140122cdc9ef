// `npm start` builds the client when dist/client is missing or older than its sources. In a production image the
// sources are absent and the prebuilt client is served as is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SOURCES = ['client', 'locales', 'shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function ensureClientBuilt(distDir: string): 'fresh' | 'built' | 'no-sources' {
  if (!existsSync('client')) return 'no-sources';
  const index = resolve(distDir, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map(newestMtime));
  if (builtAt >= sourcesAt) return 'fresh';
  console.log('Building the client (dist/client is missing or older than its sources)…');
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // The server may run with NODE_ENV=test or development; the bundle is always the production build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The client build failed; see the output above.');
  return 'built';
}
