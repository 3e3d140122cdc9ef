// How /trpc answers may be cached. tRPC's Fastify adapter answers with a Fetch Response; wholeJsonAnswer turns a
// JSON one into bytes before it is sent, so it goes out whole with a length and @fastify/etag can hash it (server/
// app.ts). Every answer is `no-store` unless cacheHeaders, called from tRPC's responseMeta, marks it public: only a
// query of public reads, without errors, by a visitor who sent no session cookie. Those are `public, no-cache`: a
// browser, the service worker or a proxy may keep the answer but asks again every time (the menu changes
// whenever a cook or an eater writes, and the page refetches it on every live event), and a repeated read of an
// unchanged menu is a 304 without a body. Signed-in answers are never stored: `no-store` as before.
// docs/decisions/024-trpc-fastify-adapter.md.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/cookies';
import type { Context } from '../trpc/context';

/** Queries whose answer is the same for every visitor without a session: the office menu and its office. */
export const PUBLIC_READS: ReadonlySet<string> = new Set(['menu.office', 'menu.meals', 'auth.session']);

export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** The caching headers for responseMeta: public for anonymous public reads, none (so `no-store`) otherwise. */
export function cacheHeaders(opts: {
  ctx?: Context;
  type: string;
  paths?: readonly string[];
  errors: readonly unknown[];
}): Headers {
  const { ctx, type, paths, errors } = opts;
  const anonymous = ctx !== undefined && ctx.user === null && ctx.req?.cookies[SESSION_COOKIE] === undefined;
  const isPublic =
    type === 'query' &&
    anonymous &&
    errors.length === 0 &&
    paths !== undefined &&
    paths.length > 0 &&
    paths.every((path) => PUBLIC_READS.has(path));
  // A Headers object's entries are appended to tRPC's own (`vary: trpc-accept, accept` gains `cookie`, so a shared
  // cache never hands a visitor's copy to a signed-in request).
  return isPublic
    ? new Headers([
        ['cache-control', PUBLIC_CACHE_CONTROL],
        ['vary', 'cookie'],
      ])
    : new Headers();
}

/**
 * onSend hook: a JSON answer of tRPC's adapter (a Fetch Response) becomes its bytes, with its status and headers on
 * the reply; `no-store` unless responseMeta said otherwise. Streams (server-sent events, streamed batches) go out
 * as they come.
 */
export async function wholeJsonAnswer(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!(payload instanceof Response)) return payload;
  reply.header('cache-control', 'no-store');
  const streamed =
    payload.headers.has('transfer-encoding') || !payload.headers.get('content-type')?.startsWith('application/json');
  if (streamed || payload.body === null) return payload;
  const body = Buffer.from(await payload.arrayBuffer());
  reply.code(payload.status);
  for (const [name, value] of payload.headers) if (name !== 'set-cookie') reply.header(name, value);
  const cookies = payload.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return body;
}
