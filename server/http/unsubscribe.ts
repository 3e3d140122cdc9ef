// POST /u/{token}/unsubscribe: RFC 8058 one-click unsubscribe. Mail clients POST it (body
// "List-Unsubscribe=One-Click") without a session; it turns marketing e-mail off for the token's owner and does
// nothing else, so it needs no CSRF check (server/http/csrf.ts). Always 200 for a well-formed token shape, so the
// endpoint does not tell which tokens exist.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TokenField } from '../../shared/schemas/common';
import { oneClickUnsubscribe } from '../services/email';
import type { AppDeps } from '../trpc/context';

export function registerUnsubscribe(app: FastifyInstance, deps: AppDeps) {
  void app.register(async (scope) => {
    // Mail clients send the form body "List-Unsubscribe=One-Click"; nothing in it is needed.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, null),
    );
    scope.post<{ Params: { token: string } }>('/u/:token/unsubscribe', (request, reply) =>
      unsubscribe(deps, request.params.token, reply),
    );
  });
}

async function unsubscribe(deps: AppDeps, rawToken: string, reply: FastifyReply) {
  const token = TokenField.safeParse(rawToken);
  if (!token.success) return reply.code(400).send({ error: { code: 'BAD_REQUEST', appCode: 'invalidToken' } });
  await oneClickUnsubscribe(deps, { token: token.data });
  return reply.header('cache-control', 'no-store').send({ unsubscribed: true });
}
