// Server rendering of the public pages: the landing page and the office menus (the QR code's link included) come
// with their content in the HTML, rendered by client/entry-server.tsx from the same routes and tRPC procedures as
// the browser uses (called in-process: every rule, the shared menu cache and the caller's session apply). Anything
// that goes wrong falls back to the client-rendered page, with an error id in the log and nothing in the HTML.
// See docs/decisions/020-server-rendered-public-pages.md.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { unstable_localLink, type TRPCLink } from '@trpc/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import superjson from 'superjson';
import type { Locale } from '../../shared/enums';
import {
  jsonForScript,
  LANGUAGE_COOKIE,
  SERVER_RENDERED_PATH,
  SSR_PAYLOAD_ID,
  type RenderInput,
  type RenderResult,
} from '../../shared/ssr';
import type { PublicConfig } from '../../shared/public-config';
import type { Clock } from '../domain/clock';
import type { Env } from '../env';
import type { AppRouter } from '../routers/_app';
import type { Context } from '../trpc/context';
import { isUnexpected } from '../trpc/errors';
import { pageLocale } from './html-page';
import { loggableUrl } from '../logger';

export type RenderPage = (input: RenderInput<TRPCLink<AppRouter>>) => Promise<RenderResult>;

/** A render that takes longer than this is abandoned for the client-rendered page. */
export const RENDER_TIMEOUT_MS = 4000;
const ROOT_ELEMENT = '<div id="root"></div>';

/** The built renderer (dist/server/entry-server.js beside dist/client), or undefined without one or when turned off. */
export async function loadRenderer(
  env: Pick<Env, 'CLIENT_DIST_DIR' | 'SERVER_RENDERING'>,
): Promise<RenderPage | undefined> {
  if (env.SERVER_RENDERING === 'off') return undefined;
  const entry = resolve(env.CLIENT_DIST_DIR, '..', 'server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { render: RenderPage };
  return module.render;
}

/** The pages rendered on the server: `/`, `/{office}/menu` and the QR code's `/o/{office}/menu`. */
export function isServerRenderedPath(url: string) {
  return SERVER_RENDERED_PATH.test(url.split('?')[0]!);
}

/** The server-rendered pages' shell (static-client.ts) with the rendered markup, its data block and language filled in. */
export function composePage(shell: string, language: Locale, html: string, payload: string | undefined) {
  const data =
    payload === undefined
      ? ''
      : `<script type="application/json" id="${SSR_PAYLOAD_ID}">${jsonForScript(payload)}</script>`;
  // Replacer functions: a replacement string would read `$&`, `$'` and the like in a meal's text as patterns.
  return shell
    .replace(/<html lang="[a-z]+"/, () => `<html lang="${language}"`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>${data}`);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface ServerRendering {
  render: RenderPage;
  router: AppRouter;
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>;
  config: PublicConfig;
  clock: Clock;
}

/**
 * Renders `req` into `shell`; resolves to false (nothing sent) when the page is to be client-rendered instead.
 * Only a page that rendered completely (200) carries its data to be hydrated; a 404 is shown as rendered and the
 * browser renders it afresh.
 */
export async function sendServerRendered(
  rendering: ServerRendering,
  shell: string,
  req: FastifyRequest,
  reply: FastifyReply,
  encoding: 'br' | 'gzip' | null,
): Promise<boolean> {
  // The `lang` cookie the client keeps, else Accept-Language.
  const language = pageLocale(req, req.cookies[LANGUAGE_COOKIE]);
  let context: Promise<Context> | undefined;
  const link = unstable_localLink<AppRouter>({
    router: rendering.router,
    createContext: () => (context ??= rendering.createContext({ req, res: reply })),
    transformer: superjson,
    onError: ({ error, path }) => {
      if (isUnexpected(error))
        req.log.error({ err: error.cause ?? error, path }, 'unexpected error in a server-rendered procedure');
    },
  });
  let result: RenderResult;
  try {
    // The renderer stops its work when the signal aborts; the race makes sure this request does not wait for it.
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    const request = new Request(new URL(req.url, 'http://localhost'), { headers: { accept: 'text/html' }, signal });
    const timedOut = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
    );
    result = await Promise.race([
      rendering.render({ request, language, link, config: rendering.config, now: rendering.clock.now().getTime() }),
      timedOut,
    ]);
  } catch (error) {
    const errorId = randomUUID();
    req.log.error(
      { err: error, errorId, url: loggableUrl(req.url) },
      'server rendering failed; the page is rendered in the browser',
    );
    return false;
  }
  reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, accept-language, cookie');
  if (result.type === 'redirect') {
    reply.code(result.status).header('location', result.location).send();
    return true;
  }
  const page = composePage(shell, language, result.html, result.status === 200 ? result.payload : undefined);
  reply.code(result.status).type('text/html; charset=utf-8');
  if (!encoding) {
    reply.send(page);
  } else {
    const body =
      encoding === 'br'
        ? await brotli(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzipAsync(page, { level: 6 });
    reply.header('content-encoding', encoding).send(body);
  }
  return true;
}
