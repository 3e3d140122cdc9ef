// The only place that opens a database. Everything above server/db/ sees the `Database` type and the handle's
// listen/notify/ping/close, never which driver runs: PGlite (embedded, default) or postgres.js (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import * as schema from './schema';
import { supervisedListener } from './listener';
import { acquirePgliteLock } from './pglite-lock';
import { guardTransactions } from './lost-connection';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: anything that accepts queries like the database does. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Subscribes to a NOTIFY channel; resolves to the function that unsubscribes. `onReady` runs once listening and
   * again after every reconnect (notifications sent meanwhile are lost, so callers drop what they cached).
   */
  listen(channel: string, onMessage: (payload: string) => void, onReady?: () => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** `onQuery` sees every statement Drizzle sends (tests count them to catch N+1 queries). */
export type DatabaseConfig = { onQuery?: (query: string) => void } & (
  | {
      kind: 'postgres';
      url: string;
      poolMax?: number;
      prepare?: boolean;
      /** Where LISTEN connects (a session-level connection, not a transaction pooler); defaults to `url`. */
      listenUrl?: string;
    }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite; ownsClient?: boolean }
);

const drizzleOptions = (onQuery?: (query: string) => void) =>
  ({
    schema,
    casing: 'snake_case',
    ...(onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {}),
  }) as const;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === 'postgres' ? openPostgres(config, config.onQuery) : openPglite(config);
}

/**
 * Drizzle sends every statement it did not name unprepared, so PostgreSQL parses and plans it on each call.
 * postgres.js can prepare per connection, keyed by the statement text (our statements are parameterised, so the
 * texts are few): this proxy asks it to. Behind a transaction-pooling proxy (pgbouncer) set DATABASE_PREPARE=false.
 */
function preparing(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'unsafe') return Reflect.get(target, property, receiver);
      return (query: string, params?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
        target.unsafe(query, params, { ...options, prepare: true });
    },
  });
}

function openPostgres(
  config: Extract<DatabaseConfig, { kind: 'postgres' }>,
  onQuery?: (query: string) => void,
): DatabaseHandle {
  const prepare = config.prepare ?? true;
  const client = postgres(config.url, {
    max: config.poolMax ?? 10,
    // Also postgres.js's own statements (BEGIN's SAVEPOINT, COMMIT, ROLLBACK), which it prepares by default: behind a
    // transaction pooler a COMMIT prepared on one server connection failed on another, and its retry committed an
    // aborted transaction, which PostgreSQL answers as a rollback (tests/integration/pgbouncer.test.ts).
    prepare,
    onnotice: () => {},
    connection: { application_name: 'lunchbox' },
  });
  // LISTEN holds its connection for the session: through a transaction pooler the notifications would go to
  // whichever client borrowed that server connection last. A separate URL lets it bypass the pooler. The listening
  // connection is watched and replaced when it goes deaf (server/db/listener.ts).
  const listener = supervisedListener({
    connect: () =>
      postgres(config.listenUrl ?? config.url, {
        max: 1,
        onnotice: () => {},
        connection: { application_name: 'lunchbox-listen' },
      }),
    notify: (channel, payload) => client`select pg_notify(${channel}, ${payload})`,
  });
  // A transaction whose connection dies is not rolled back on it (server/db/lost-connection.ts).
  const guarded = guardTransactions(client);
  const db = drizzlePostgres({
    client: prepare ? preparing(guarded) : guarded,
    ...drizzleOptions(onQuery),
  }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    listen: (channel, onMessage, onReady) => listener.listen(channel, onMessage, onReady),
    async ping() {
      await client`select 1`;
    },
    async close() {
      await Promise.all([client.end({ timeout: 5 }), listener.close()]);
    },
  };
}

/** The PostgreSQL extensions the migrations use, loaded into every PGlite (it ships them but loads none). */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(config: Extract<DatabaseConfig, { kind: 'pglite' }>): Promise<DatabaseHandle> {
  let client: PGlite;
  let release = () => {};
  if ('client' in config) {
    client = config.client;
  } else {
    release = acquirePgliteLock(config.dataDir);
    try {
      mkdirSync(config.dataDir, { recursive: true });
      client = await PGlite.create({ dataDir: config.dataDir, extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      release();
      throw error;
    }
  }
  const ownsClient = !('client' in config) || config.ownsClient !== false;
  const db = drizzlePglite({ client, ...drizzleOptions(config.onQuery) }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onMessage, onReady) {
      const unlisten = await client.listen(channel, onMessage);
      onReady?.();
      return unlisten;
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      try {
        if (ownsClient && !client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Rows of a raw `db.execute(sql...)` result; the drivers shape it differently (array vs `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * A timestamptz column of a raw statement as a Date: postgres.js hands Drizzle's raw rows the text, PGlite a Date.
 * Query functions convert, so what leaves server/db/ is always a Date.
 */
export function toDate(value: Date | string): Date;
export function toDate(value: Date | string | null): Date | null;
export function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in PGLITE_DIR. */
export const databaseConfigFromEnv = (env: {
  DATABASE_URL?: string | undefined;
  DATABASE_LISTEN_URL?: string | undefined;
  DATABASE_POOL_MAX: number;
  DATABASE_PREPARE: boolean;
  PGLITE_DIR: string;
}): DatabaseConfig =>
  env.DATABASE_URL
    ? {
        kind: 'postgres',
        url: env.DATABASE_URL,
        poolMax: env.DATABASE_POOL_MAX,
        prepare: env.DATABASE_PREPARE,
        ...(env.DATABASE_LISTEN_URL ? { listenUrl: env.DATABASE_LISTEN_URL } : {}),
      }
    : { kind: 'pglite', dataDir: env.PGLITE_DIR };
