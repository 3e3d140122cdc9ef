// CSRF defence for every state-changing request (tRPC mutations, uploads, forms): the browser must say the request
// comes from this site, through Sec-Fetch-Site or Origin. Browsers send form posts cross-site without a preflight,
// and tRPC accepts form data, so this check, not CORS, is what stops a cross-site POST.
import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOriginRequest(req: FastifyRequest, appOrigin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return false;
  if (site === 'same-origin') return true;
  // Only the configured origin counts. An Origin that merely matches the Host header proves nothing: a page on a
  // DNS-rebinding domain sends both, naming itself.
  return req.headers.origin === appOrigin;
}

/**
 * POSTs that never use the session cookie, so a forged one gains nothing: the dispatch endpoint (a shared secret
 * in a header) and RFC 8058 one-click unsubscribe (mail clients POST it from nowhere; its only effect is turning
 * marketing e-mail off for the token's owner).
 */
const COOKIELESS_POSTS = [/^\/api\/email\/dispatch$/, /^\/u\/[a-z2-7]{32}\/unsubscribe$/];

export function csrfGuard(appOrigin: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(req.method) || isSameOriginRequest(req, appOrigin)) return;
    const path = req.url.split('?')[0]!;
    if (req.method === 'POST' && COOKIELESS_POSTS.some((pattern) => pattern.test(path))) return;
    req.log.warn({ origin: req.headers.origin, site: req.headers['sec-fetch-site'] }, 'cross-site request refused');
    await reply.code(403).send({ error: 'forbidden', message: 'Cross-site request refused' });
  };
}
