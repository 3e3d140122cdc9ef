// Applies drizzle/ migrations at start-up (idempotent), then the current definition of every database function
// (server/db/functions.ts). On PostgreSQL a session advisory lock makes several instances starting together migrate
// one after another instead of racing; it needs a session, so the migrations connect to DATABASE_LISTEN_URL, never
// through a transaction pooler.
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { installDefaultTemplates } from '../email/templates';
import type { DatabaseHandle } from './client';
import { applyFunctions } from './functions';
import { guardTransactions } from './lost-connection';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION_LOCK_KEY = 7_246_001; // arbitrary, constant across releases

/**
 * Migrates, then installs the default e-mail templates that are missing (never touching an existing one). The
 * templates come after the migrations' transaction: a new enum value (a template code) is usable only once that
 * has committed.
 */
export async function migrateDatabase(handle: DatabaseHandle, postgresUrl?: string): Promise<void> {
  await migrateSchema(handle, postgresUrl);
  await installDefaultTemplates(handle.db);
}

async function migrateSchema(handle: DatabaseHandle, postgresUrl?: string): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    await applyFunctions((text) => handle.db.execute(sql.raw(text)));
    return;
  }
  if (!postgresUrl) throw new Error('migrateDatabase needs the PostgreSQL URL');
  const connection = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    // Its transaction is guarded like the app's (server/db/lost-connection.ts): an instance starting during a failover.
    await migratePostgres(drizzlePostgres({ client: guardTransactions(connection) }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    await applyFunctions((text) => connection.unsafe(text));
  } finally {
    await connection`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => {});
    await connection.end({ timeout: 5 });
  }
}
