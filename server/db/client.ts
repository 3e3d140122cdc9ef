// The only place that opens a database. Everything above server/db/ sees the `Database` type and the handle's
// listen/notify/ping/close, never which driver runs: PGlite (embedded, default) or postgres.js (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import * as schema from './schema';
import { acquirePgliteLock } from './pglite-lock';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: anything that accepts queries like the database does. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Subscribes to a NOTIFY channel; resolves to the function that unsubscribes. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolMax?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; client: PGlite; ownsClient?: boolean };

const drizzleOptions = { schema, casing: 'snake_case' } as const;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === 'postgres' ? openPostgres(config.url, config.poolMax ?? 10) : openPglite(config);
}

function openPostgres(url: string, poolMax: number): DatabaseHandle {
  const client = postgres(url, {
    max: poolMax,
    onnotice: () => {},
    connection: { application_name: 'lunchbox' },
  });
  const db = drizzlePostgres({ client, ...drizzleOptions }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async listen(channel, onMessage) {
      const subscription = await client.listen(channel, onMessage);
      return () => subscription.unlisten();
    },
    async ping() {
      await client`select 1`;
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}

async function openPglite(config: Extract<DatabaseConfig, { kind: 'pglite' }>): Promise<DatabaseHandle> {
  let client: PGlite;
  let release = () => {};
  if ('client' in config) {
    client = config.client;
  } else {
    release = acquirePgliteLock(config.dataDir);
    try {
      mkdirSync(config.dataDir, { recursive: true });
      client = await PGlite.create(config.dataDir);
    } catch (error) {
      release();
      throw error;
    }
  }
  const ownsClient = !('client' in config) || config.ownsClient !== false;
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onMessage) {
      return client.listen(channel, onMessage);
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

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in PGLITE_DIR. */
export const databaseConfigFromEnv = (env: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_MAX: number;
  PGLITE_DIR: string;
}): DatabaseConfig =>
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
    : { kind: 'pglite', dataDir: env.PGLITE_DIR };
