// Serves the built client (dist/client): hashed assets cached for a year, index.html with the public configuration
// for every other GET of a page (the client router decides what to show, including its 404 page), whatever the
// client's Accept header says short of refusing HTML: curl, link previews and monitors send `*/*` or nothing. The page
// is compressed once at start-up (brotli, else gzip, as the browser accepts), like the assets beside it. The
// landing page and the office menus are rendered on the server when a renderer is built (server-render.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Env } from '../env';
import { isServerRenderedPath, sendServerRendered, type ServerRendering } from './server-render';
import { injectPublicConfig, publicConfig } from '../../shared/public-config';
import { SERVER_RENDERED_CHUNKS } from '../../shared/ssr';

export const API_PREFIXES = [
  '/trpc',
  '/healthz',
  '/auth/google',
  '/auth/microsoft',
  '/dev/',
  '/uploads/',
  '/api/',
  '/calendar/',
];

/**
 * Whether a GET of `url` is for a page: not an API path, not a file (the client's files are served before this:
 * an unknown one under /assets/, or any path ending in a file extension, is a 404, never the page), and not from a
 * client that accepts only something else (an API client asking for JSON).
 */
export function isPageRequest(method: string, url: string, accept: string | undefined) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0]!;
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path.startsWith('/assets/')) return false;
  if (/\.[a-z0-9]{1,8}$/i.test(path)) return false;
  if (!accept?.trim()) return true;
  return accept
    .split(',')
    .map((part) => part.split(';'))
    .some(
      ([type, ...params]) =>
        ['text/html', 'text/*', '*/*', 'application/xhtml+xml'].includes(type!.trim().toLowerCase()) &&
        !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)),
    );
}

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/** An inline script, allowed by the Content-Security-Policy through its hash (inline scripts otherwise stay forbidden). */
interface InlineScript {
  source: string;
  hash: string;
}
const inlineScript = (source: string): InlineScript => ({
  source,
  hash: `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
});

/**
 * The script that applies the remembered theme before the first paint (client/public/theme-init.js), to be put
 * inline into the page instead of fetched: one render-blocking request less. Undefined without a built client.
 */
export function loadThemeScript(env: Pick<Env, 'CLIENT_DIST_DIR'>) {
  const path = join(resolve(env.CLIENT_DIST_DIR), 'theme-init.js');
  if (!existsSync(path)) return undefined;
  return inlineScript(readFileSync(path, 'utf8'));
}

/**
 * For a server-rendered page: starts the app's scripts (the entry and what it imports, as modulepreloads, with the
 * page's own route chunks) once the page has painted its content, instead of from tags the browser fetches at once.
 * The page is readable without them; on weak Wi-Fi its stylesheets and the first meal's photo then have the
 * connection to themselves, and the scripts that make it interactive follow. The timeout starts them in a tab that
 * never paints (opened in the background) or a browser without paint timing. Undefined when the shell has no entry
 * script.
 */
export function appStarter(shell: string, routeChunks: readonly string[] = []): InlineScript | undefined {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) return undefined;
  const preloads = [...[...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...routeChunks];
  return inlineScript(
    `(function(){var d=document,started=false;function start(){if(started)return;started=true;` +
      `${JSON.stringify(preloads)}.forEach(function(href){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;d.head.appendChild(l)});` +
      `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
      `try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start,0)}}).observe({type:'paint',buffered:true})}catch(e){start()}` +
      `setTimeout(start,3000)})();`,
  );
}

/**
 * The chunks of the office menu's route that the first load leaves out (split off so the landing page does not
 * carry them), as the build listed them (vite.config.ts); none without the list.
 */
const routeChunksSchema = z.object({ menu: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)).default([]) });
function loadRouteChunks(root: string) {
  const path = join(root, SERVER_RENDERED_CHUNKS);
  return routeChunksSchema.parse(existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {});
}

/** The built client's pages, and the hashes of their inline scripts for the Content-Security-Policy. */
export interface ClientShell {
  /** index.html with the theme script inline and the public configuration: the client-rendered page. */
  page: string;
  /**
   * The same for the server-rendered pages, whose scripts start after the first paint (appStarter): the landing
   * page's, and the office menus' (their route's chunks start with the rest).
   */
  serverRendered: { landing: string; menu: string };
  scriptHashes: string[];
}

/** The shell a server-rendered path is composed into: `/` is the landing page, the rest are office menus. */
export const serverRenderedShell = (shell: ClientShell, url: string) =>
  url.split('?')[0] === '/' ? shell.serverRendered.landing : shell.serverRendered.menu;

/** Undefined without a built client. */
export function loadClientShell(env: Env): ClientShell | undefined {
  const root = resolve(env.CLIENT_DIST_DIR);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const themeScript = loadThemeScript(env);
  const template = readFileSync(indexPath, 'utf8');
  const inlined = themeScript
    ? template.replace(THEME_SCRIPT_TAG, () => `<script>${themeScript.source}</script>`)
    : template;
  const page = injectPublicConfig(inlined, publicConfig(env));
  const starters: InlineScript[] = [];
  const serverRenderedPage = (routeChunks: readonly string[]) => {
    const starter = appStarter(page, routeChunks);
    if (!starter) return page;
    starters.push(starter);
    return page.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `<script>${starter.source}</script>\n    `);
  };
  const serverRendered = { landing: serverRenderedPage([]), menu: serverRenderedPage(loadRouteChunks(root).menu) };
  const scriptHashes = [...new Set([themeScript, ...starters].flatMap((script) => (script ? [script.hash] : [])))];
  return { page, serverRendered, scriptHashes };
}

export async function registerStaticClient(
  app: FastifyInstance,
  env: Env,
  shell = loadClientShell(env),
  rendering?: ServerRendering,
) {
  const root = resolve(env.CLIENT_DIST_DIR);
  const indexHtml = shell?.page;
  const compressedIndex = indexHtml
    ? {
        br: brotliCompressSync(indexHtml, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        gzip: gzipSync(indexHtml, { level: constants.Z_BEST_COMPRESSION }),
      }
    : undefined;

  if (shell) {
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
    if (!isPageRequest(req.method, req.url, req.headers.accept))
      return reply.code(404).send({ error: 'not_found', message: 'Not found' });
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The client is not built. Run `npm run build`, or use `npm run dev` for development.');
    }
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (rendering && req.method === 'GET' && isServerRenderedPath(req.url)) {
      if (shell && (await sendServerRendered(rendering, serverRenderedShell(shell, req.url), req, reply, encoding)))
        return reply;
    }
    reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
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
      .map(
        ([coding, ...params]) =>
          [coding!.trim().toLowerCase(), params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)) ? 0 : 1] as const,
      ),
  );
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}
