// `npm start` builds the client (dist/client) and its server renderer (dist/server) when either is missing or older
// than their sources. In a production image the sources are absent and the prebuilt client is served as is.
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
  const outputs = [resolve(distDir, 'index.html'), resolve(distDir, '..', 'server', 'entry-server.js')];
  const builtAt = Math.min(...outputs.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
  const sourcesAt = Math.max(...SOURCES.map(newestMtime));
  if (builtAt >= sourcesAt) return 'fresh';
  console.log('Building the client (dist/client is missing or older than its sources)…');
  for (const extra of [[], ['--ssr', 'entry-server.tsx']]) {
    const result = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', ...extra, '--logLevel', 'warn'],
      {
        stdio: 'inherit',
        // The server may run with NODE_ENV=test or development; the bundle is always the production build.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (result.status !== 0) throw new Error('The client build failed; see the output above.');
  }
  return 'built';
}
