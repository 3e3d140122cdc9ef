// Request context of every procedure: the database, the signed-in user (or null), a clock tests can set, a logger,
// and the configuration. createInnerContext builds it without HTTP (tests, CLI); createContext from a request.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import type { Database, DatabaseHandle } from '../db/client';
import type { Clock } from '../domain/clock';
import type { Env } from '../env';

/** Long-lived dependencies built once per process by main.ts (or a test) and shared by every request. */
export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
}

export interface InnerContext {
  deps: AppDeps;
  db: Database;
  env: Env;
  clock: Clock;
  user: AuthUser | null;
  log: FastifyBaseLogger;
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
}): InnerContext {
  return {
    deps: opts.deps,
    db: opts.deps.database.db,
    env: opts.deps.env,
    clock: opts.deps.clock,
    user: opts.user ?? null,
    log: opts.log ?? silentLogger,
  };
}

export function contextFactory(deps: AppDeps) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => ({
    ...createInnerContext({ deps, user: null, log: req.log }),
    req,
    res,
  });
}
