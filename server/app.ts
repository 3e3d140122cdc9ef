// buildApp(deps): the whole HTTP application without listening, so tests (app.inject, a real socket) and the
// server share it. main.ts owns the process: environment, database, listen and shutdown.
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import type { AnyRouter } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { errorCodes, type FastifyError, type FastifyServerOptions } from 'fastify';
import { isHttps } from './env';
import { loggerOptions, requestSerializer, errorSerializer } from './logger';
import { csrfGuard } from './http/csrf';
import { hostHeaderGuard } from './http/host-header';
import { registerCalendarFeed } from './http/calendar-feed';
import { registerDevMail } from './http/dev-mail';
import { registerOAuth } from './http/oauth';
import { registerLiveStreamLimit } from './http/live-stream-limit';
import { registerEmailDispatch } from './http/email-dispatch';
import { registerMealPhotos } from './http/meal-photos';
import { registerOfficeHosts } from './http/office-host';
import { registerUnsubscribe } from './http/unsubscribe';
import { registerSecurityHeaders } from './http/security-headers';
import { loadClientShell, registerStaticClient } from './http/static-client';
import { loadRenderer, type RenderPage } from './http/server-render';
import { cacheHeaders, wholeJsonAnswer } from './http/api-caching';
import { appRouter, type AppRouter } from './routers/_app';
import { checkHealth } from './services/system';
import { contextFactory, type AppDeps } from './trpc/context';
import { GENERIC_MESSAGE, errorIdFor, isUnexpected } from './trpc/errors';
import { DomainError } from '../shared/errors';
import { publicConfig } from '../shared/public-config';

export const TRPC_PREFIX = '/trpc';
export const MAX_BATCH_SIZE = 10;
export const BODY_LIMIT_BYTES = 100 * 1024;

export interface BuildAppOptions {
  /** Logger settings; defaults to the environment's LOG_LEVEL. Tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Replaces the API router (tests mount probes on the real procedure builders). */
  router?: AnyRouter;
  /** Replaces the built server renderer (tests); null renders every page in the browser. */
  renderer?: RenderPage | null;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const { env } = deps;
  const logger = options.logger ?? loggerOptions(env);
  const app = Fastify({
    // Whatever logger is given, link secrets, query strings and a failed statement's parameters never reach it
    // (logger.ts).
    logger:
      typeof logger === 'object'
        ? { ...logger, serializers: { ...logger.serializers, req: requestSerializer, err: errorSerializer } }
        : logger,
    genReqId: () => randomUUID(),
    trustProxy: env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 5000 },
    return503OnClosing: true,
  });

  const clientShell = loadClientShell(env);
  app.addHook('onRequest', hostHeaderGuard);
  registerSecurityHeaders(app, isHttps(env), clientShell?.scriptHashes ?? []);
  await app.register(cookie);
  app.addHook('onRequest', csrfGuard(env.APP_ORIGIN));
  // Open menus hold server-sent event streams: end this app's streams first, so closing does not wait for them.
  const closing = new AbortController();
  // Every open stream listens to it: thousands of listeners are expected, not a leak.
  setMaxListeners(0, closing.signal);
  app.addHook('preClose', async () => closing.abort());

  registerLiveStreamLimit(app, deps.realtime, `${TRPC_PREFIX}/menu.live`);
  registerOfficeHosts(app, deps);
  const api = apiOptions(deps, (options.router ?? appRouter) as AppRouter, closing.signal);
  await app.register(async (scope) => {
    // tRPC's adapter would read a multipart body as a FormData input, which the API does not take (and under
    // app.inject it throws on one): Fastify's 415, as for any other type the API does not read.
    scope.addHook('preValidation', async (req) => {
      const multipart = req.headers['content-type']?.toLowerCase().startsWith('multipart/');
      if (multipart && req.body !== undefined) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
    });
    scope.addHook('onSend', wholeJsonAnswer);
    // After wholeJsonAnswer (hooks run in the order added): it hashes the whole answer, and a repeated read of an
    // unchanged public menu is a 304 without a body (cacheHeaders in server/http/api-caching.ts).
    await scope.register(etag);
    await scope.register(fastifyTRPCPlugin, { prefix: TRPC_PREFIX, trpcOptions: api });
  });

  app.get('/healthz', async (_req, reply) => {
    const report = await checkHealth(deps);
    return reply
      .code(report.ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });

  registerOAuth(app, deps);
  registerMealPhotos(app, deps);
  registerDevMail(app, deps);
  registerEmailDispatch(app, deps);
  registerUnsubscribe(app, deps);
  registerCalendarFeed(app, deps);
  // Outside tRPC (Google routes, static files, body parsing) Fastify's default handler would put error.message
  // (SQL text included) into the answer. Client errors keep their status and Fastify's own message; anything
  // else answers the generic message and an error id that is also in the log.
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) return reply.code(status).send({ error: error.code ?? 'bad_request', message: error.message });
    const errorId = randomUUID();
    req.log.error({ err: error, errorId }, 'unexpected error');
    return reply.code(500).send({ error: 'internal', message: GENERIC_MESSAGE, errorId });
  });

  const render = options.renderer === undefined ? await loadRenderer(env) : (options.renderer ?? undefined);
  await registerStaticClient(
    app,
    env,
    clientShell,
    render && {
      render,
      router: api.router,
      createContext: api.createContext,
      config: publicConfig(env),
      clock: deps.clock,
    },
  );
  return app;
}

/** How soon a client may try again while the database is away (a restart or failover takes seconds). */
const DATABASE_RETRY_AFTER_S = 2;

/** How the API runs its procedures: the router, context, batch limit, Retry-After and error logging. */
export function apiOptions<TRouter extends AppRouter>(deps: AppDeps, router: TRouter, closing: AbortSignal) {
  return {
    router,
    createContext: contextFactory(deps, closing),
    maxBatchSize: MAX_BATCH_SIZE,
    responseMeta({ ctx, type, paths, errors }) {
      const caching = cacheHeaders({ ctx, type, paths, errors });
      // A throttled call tells the client when to try again (RFC 9110 Retry-After).
      const retryAfter = Math.max(
        0,
        ...errors.map((error) =>
          error.cause instanceof DomainError && error.cause.code === 'tooManyRequests'
            ? Number(error.cause.details?.retryAfterSeconds ?? 0)
            : error.cause instanceof DomainError && error.cause.code === 'databaseUnavailable'
              ? DATABASE_RETRY_AFTER_S
              : 0,
        ),
      );
      if (retryAfter > 0) caching.set('retry-after', String(retryAfter));
      return { headers: caching };
    },
    onError({ error, path, req, ctx }) {
      if (isUnexpected(error)) {
        req.log.error(
          { err: error.cause ?? error, errorId: errorIdFor(error), path, userId: ctx?.user?.id },
          'unexpected error in procedure',
        );
      } else if (error.cause instanceof DomainError && error.cause.code === 'databaseUnavailable') {
        req.log.warn({ path, userId: ctx?.user?.id }, 'database unavailable: answered 503');
      } else if (error.cause instanceof DomainError && error.cause.code === 'malformedInput') {
        // Not a user mistake a form can make: a broken client or someone probing the API.
        req.log.warn(
          { path, code: error.code, appCode: 'malformedInput', userId: ctx?.user?.id },
          'malformed input refused',
        );
      } else {
        req.log.debug({ path, code: error.code, userId: ctx?.user?.id }, 'procedure refused');
      }
    },
  } satisfies FastifyTRPCPluginOptions<TRouter>['trpcOptions'];
}
