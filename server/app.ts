// buildApp(deps): the whole HTTP application without listening, so tests (app.inject, a real socket) and the
// server share it. main.ts owns the process: environment, database, listen and shutdown.
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import cookie from '@fastify/cookie';
import type { AnyRouter } from '@trpc/server';
import Fastify, { errorCodes, type FastifyError, type FastifyServerOptions } from 'fastify';
import { isHttps } from './env';
import { loggerOptions, requestSerializer } from './logger';
import { csrfGuard } from './http/csrf';
import { registerCalendarFeed } from './http/calendar-feed';
import { registerDevMail } from './http/dev-mail';
import { registerGoogleOAuth } from './http/google-oauth';
import { registerLiveStreamLimit } from './http/live-stream-limit';
import { registerEmailDispatch } from './http/email-dispatch';
import { registerMealPhotos } from './http/meal-photos';
import { registerOfficeHosts } from './http/office-host';
import { registerUnsubscribe } from './http/unsubscribe';
import { registerSecurityHeaders } from './http/security-headers';
import { loadClientShell, registerStaticClient } from './http/static-client';
import { loadRenderer, type RenderPage } from './http/server-render';
import { registerTRPC, type TRPCHandlerOptions } from './http/trpc-handler';
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
    // Whatever logger is given, link secrets and query strings never reach it (logger.ts).
    logger:
      typeof logger === 'object'
        ? { ...logger, serializers: { ...logger.serializers, req: requestSerializer } }
        : logger,
    genReqId: () => randomUUID(),
    trustProxy: env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 5000 },
    return503OnClosing: true,
  });

  const clientShell = loadClientShell(env);
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
  if (env.TRPC_ADAPTER === 'fastify') {
    // tRPC's own Fastify adapter with the same options, so CI can run the integration suite through it and the
    // two never drift (docs/decisions/009-own-trpc-handler.md). As the app's handler does, it marks tRPC's
    // answers no-store (responseMeta's headers are copied after onSend, so they still win) and refuses multipart
    // bodies with Fastify's 415: the adapter would read them as FormData inputs, which the API does not take
    // (and under app.inject it throws on them).
    const { fastifyTRPCPlugin } = await import('@trpc/server/adapters/fastify');
    app.register(async (scope) => {
      scope.addHook('preValidation', async (req) => {
        const multipart = req.headers['content-type']?.toLowerCase().startsWith('multipart/');
        if (multipart && req.body !== undefined) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
      });
      scope.addHook('onSend', async (_req, reply, payload) => {
        if (payload instanceof Response) reply.header('cache-control', 'no-store');
        return payload;
      });
      await scope.register(fastifyTRPCPlugin, { prefix: TRPC_PREFIX, trpcOptions: api });
    });
  } else {
    registerTRPC(app, { prefix: TRPC_PREFIX, ...api });
  }

  app.get('/healthz', async (_req, reply) => {
    const report = await checkHealth(deps);
    return reply
      .code(report.ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });

  registerGoogleOAuth(app, deps);
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

/** How the API runs its procedures: the router, context, batch limit, Retry-After and error logging. */
export function apiOptions<TRouter extends AppRouter>(deps: AppDeps, router: TRouter, closing: AbortSignal) {
  return {
    router,
    createContext: contextFactory(deps, closing),
    maxBatchSize: MAX_BATCH_SIZE,
    responseMeta({ errors }) {
      // A throttled call tells the client when to try again (RFC 9110 Retry-After).
      const retryAfter = Math.max(
        0,
        ...errors.map((error) =>
          error.cause instanceof DomainError && error.cause.code === 'tooManyRequests'
            ? Number(error.cause.details?.retryAfterSeconds ?? 0)
            : 0,
        ),
      );
      return retryAfter > 0 ? { headers: { 'retry-after': String(retryAfter) } } : {};
    },
    onError({ error, path, req, ctx }) {
      if (isUnexpected(error)) {
        req.log.error(
          { err: error.cause ?? error, errorId: errorIdFor(error), path, userId: ctx?.user?.id },
          'unexpected error in procedure',
        );
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
  } satisfies Omit<TRPCHandlerOptions<TRouter>, 'prefix'>;
}
