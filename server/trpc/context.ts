// Request context of every procedure: the app's dependencies (database, configuration), the signed-in user (or null), a clock tests can set, a logger,
// the caller's IP (for throttling) and a cookie jar for the session cookie. createInnerContext builds it without
// HTTP (tests, CLI); contextFactory builds it from a request, resolving the session cookie.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser, Visitor } from '../auth/auth-user';
import { SESSION_COOKIE, recordingCookieJar, sessionCookieJar, type SessionCookieJar } from '../auth/cookies';
import { validateSessionToken } from '../auth/sessions';
import { isDatabaseUnavailable } from '../db/errors';
import type { AppDeps } from '../deps';
import type { Clock } from '../domain/clock';
import { isHttps } from '../env';
import { liveStreamSlot } from '../http/live-stream-limit';
import { DomainError } from '../../shared/errors';
import type { StreamSlot } from '../realtime/hub';
import { toTrpcError } from './errors';

export type { AppDeps } from '../deps';

export interface InnerContext {
  deps: AppDeps;
  clock: Clock;
  user: AuthUser | null;
  log: FastifyBaseLogger;
  ip: string;
  /** The caller as the services of procedures without sign-in take them: address and user (if any). */
  visitor: Visitor;
  cookies: SessionCookieJar;
  /** Aborted when the server shuts down: long-lived streams (subscriptions) end with it. */
  closing: AbortSignal;
  /** The place taken for this request's live stream before it reached tRPC (server/http/live-stream-limit.ts). */
  liveStreamSlot?: StreamSlot;
  /** A caller without HTTP (tests, scripts) sets the Idempotency-Key here; requests carry it as a header. */
  idempotencyKey?: string;
}

export interface Context extends InnerContext {
  req?: FastifyRequest;
  res?: FastifyReply;
}

const silentLogger: FastifyBaseLogger = {
  level: 'silent',
  fatal: () => {},
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => silentLogger,
};

export function createInnerContext(opts: {
  deps: AppDeps;
  user?: AuthUser | null;
  log?: FastifyBaseLogger;
  ip?: string;
  cookies?: SessionCookieJar;
  closing?: AbortSignal;
  idempotencyKey?: string;
}): InnerContext {
  const user = opts.user ?? null;
  const ip = opts.ip ?? 'local';
  return {
    deps: opts.deps,
    clock: opts.deps.clock,
    user,
    log: opts.log ?? silentLogger,
    ip,
    visitor: { ip, user },
    cookies: opts.cookies ?? recordingCookieJar(),
    closing: opts.closing ?? new AbortController().signal,
    ...(opts.idempotencyKey !== undefined ? { idempotencyKey: opts.idempotencyKey } : {}),
  };
}

export function contextFactory(deps: AppDeps, closing: AbortSignal) {
  const secure = isHttps(deps.env);
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    const cookies = sessionCookieJar(res, secure);
    let user: AuthUser | null = null;
    const token = req.cookies[SESSION_COOKIE];
    if (token) {
      const session = await validateSessionToken(deps.database.db, token, deps.clock.now(), deps.sessions).catch(
        (error: unknown) => {
          // Before any procedure runs: a database away for a moment is the same 503 as inside one
          // (server/trpc/procedures.ts), which clients retry, not an unexpected 500.
          throw isDatabaseUnavailable(error) ? toTrpcError(new DomainError('databaseUnavailable')) : error;
        },
      );
      if (session) {
        user = session.user;
        if (session.renewed) cookies.set(token, session.expiresAt);
        req.log = req.log.child({ userId: user.id });
      } else {
        cookies.clear();
      }
    }
    return {
      ...createInnerContext({ deps, user, log: req.log, ip: req.ip, cookies, closing }),
      liveStreamSlot: liveStreamSlot(req),
      req,
      res,
    };
  };
}
