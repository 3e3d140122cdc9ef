// Every row of every table, for tests of a guard: a refused call must leave the whole database as it was (the other
// organization's rows above all), which an answer code alone cannot show (a write followed by a refusal would pass).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf, type Executor } from '../../server/db/client';

/**
 * Tables a refused call may touch without changing anything anyone owns: throttling counters (a refused sign-in
 * counts), the idempotency record of a refused write (its answer is kept for a retry) and analytics.
 */
const BOOKKEEPING = new Set(['rate_limits', 'idempotency_keys', 'analytics_events']);

export type DatabaseSnapshot = Record<string, string>;

/** One statement: each table's rows as JSON text, in a stable order. */
export async function snapshotDatabase(db: Executor): Promise<DatabaseSnapshot> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  )
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING.has(name));
  const parts = tables.map(
    (name) =>
      sql`select ${name}::text as name, coalesce((select json_agg(t order by t::text) from ${sql.identifier(name)} t), '[]')::text as rows`,
  );
  const rows = rowsOf<{ name: string; rows: string }>(await db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
}

/** Fails naming the tables whose rows changed since `before`. */
export async function expectDatabaseUnchanged(db: Executor, before: DatabaseSnapshot, what: string) {
  const after = await snapshotDatabase(db);
  const changed = Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
  expect(changed, `${what} changed rows`).toEqual([]);
}
