// Serves the built client (dist/client): hashed assets cached for a year, index.html with the public configuration
// for every other GET that accepts HTML (the client router decides what to show, including its 404 page). The page
// is compressed once at start-up (brotli, else gzip, as the browser accepts), like the assets beside it. The
// landing page and the office menus are rendered on the server when a renderer is built (server-render.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';
import { isServerRenderedPath, sendServerRendered, type ServerRendering } from './server-render';
import { injectPublicConfig, publicConfig } from '../../shared/public-config';

export const API_PREFIXES = ['/trpc', '/healthz', '/auth/google', '/dev/', '/uploads/', '/api/'];

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/**
 * The script that applies the remembered theme before the first paint (client/public/theme-init.js), to be put
 * inline into the page instead of fetched: one render-blocking request less. The Content-Security-Policy allows
 * exactly this script by its hash (inline scripts otherwise stay forbidden). Undefined without a built client.
 */
export function loadThemeScript(env: Pick<Env, 'CLIENT_DIST_DIR'>) {
  const path = join(resolve(env.CLIENT_DIST_DIR), 'theme-init.js');
  if (!existsSync(path)) return undefined;
  const source = readFileSync(path, 'utf8');
  return { source, hash: `'sha256-${createHash('sha256').update(source).digest('base64')}'` };
}

export async function registerStaticClient(
  app: FastifyInstance,
  env: Env,
  themeScript = loadThemeScript(env),
  rendering?: ServerRendering,
) {
  const root = resolve(env.CLIENT_DIST_DIR);
  const indexPath = join(root, 'index.html');
  const hasClient = existsSync(indexPath);
  const template = hasClient ? readFileSync(indexPath, 'utf8') : undefined;
  const inlined = themeScript && template ? template.replace(THEME_SCRIPT_TAG, `<script>${themeScript.source}</script>`) : template;
  const indexHtml = inlined ? injectPublicConfig(inlined, publicConfig(env)) : undefined;
  const compressedIndex = indexHtml
    ? {
        br: brotliCompressSync(indexHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        gzip: gzipSync(indexHtml, { level: constants.Z_BEST_COMPRESSION }),
      }
    : undefined;

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // Vite wrote .br and .gz beside each asset (vite.config.ts); send those to browsers that accept them.
      preCompressed: true,
      // Source maps hold the application's sources and are never published (the build moves them out of
      // dist/client; this refuses any that are put back by hand).
      allowedPath: (path) => !path.endsWith('.map'),
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const wantsHtml = (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
    const isApi = API_PREFIXES.some((prefix) => req.url.startsWith(prefix));
    if (!wantsHtml || isApi) return reply.code(404).send({ error: 'not_found', message: 'Not found' });
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The client is not built. Run `npm run build`, or use `npm run dev` for development.');
    }
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (rendering && req.method === 'GET' && isServerRenderedPath(req.url)) {
      if (await sendServerRendered(rendering, indexHtml, req, reply, encoding)) return reply;
    }
    reply.code(200).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (!encoding || !compressedIndex) return reply.send(indexHtml);
    return reply.header('content-encoding', encoding).send(compressedIndex[encoding]);
  });
}

/** brotli when the browser accepts it, else gzip, else none (a q=0 refuses that coding). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .map(([coding, ...params]) => [coding!.trim().toLowerCase(), params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)) ? 0 : 1] as const),
  );
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}
