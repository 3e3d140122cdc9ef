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

/**
 * The rows, and the database's next transaction id when they were read. A row cannot change without a transaction id
 * being handed out, so while that id has not moved (and no transaction was in flight when it was read) the rows are
 * as they were: the comparison, and the next snapshot, are skipped (they were most of the access matrix's time).
 */
export type DatabaseSnapshot = { tables: Record<string, string>; nextXid: string; quiet: boolean };

const latest = new WeakMap<Executor, DatabaseSnapshot>();

/** The next transaction id, and whether none was in flight (the oldest still running is the next one). */
async function writeMarker(db: Executor) {
  const [row] = rowsOf<{ xmin: string; xmax: string }>(
    await db.execute(
      sql`select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax from pg_current_snapshot() s`,
    ),
  );
  return { nextXid: row!.xmax, quiet: row!.xmin === row!.xmax };
}

/** Each table's row count and a digest of its rows in a stable order, in one statement. */
async function readTables(db: Executor) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  )
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING.has(name));
  const parts = tables.map(
    (name) =>
      sql`select ${name}::text as name, (select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${sql.identifier(name)} t) as rows`,
  );
  const rows = rowsOf<{ name: string; rows: string }>(await db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
}

export async function snapshotDatabase(db: Executor): Promise<DatabaseSnapshot> {
  const marker = await writeMarker(db);
  const cached = latest.get(db);
  if (cached?.quiet && marker.quiet && cached.nextXid === marker.nextXid) return cached;
  const snapshot = { ...marker, tables: await readTables(db) };
  latest.set(db, snapshot);
  return snapshot;
}

/** Fails naming the tables whose rows changed since `before`. */
export async function expectDatabaseUnchanged(db: Executor, before: DatabaseSnapshot, what: string) {
  const after = await snapshotDatabase(db);
  if (after === before) return;
  const changed = Object.keys({ ...before.tables, ...after.tables }).filter(
    (name) => before.tables[name] !== after.tables[name],
  );
  expect(changed, `${what} changed rows`).toEqual([]);
}
