// One isolated database per test file: a copy of the migrated template, on PGlite (default) or PostgreSQL.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS, type DatabaseHandle } from '../../server/db/client';
import { withDatabase } from './template';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Every statement sent through Drizzle, in order (clear it before measuring). */
  queries: string[];
  /** The connection URL on PostgreSQL (for a second server instance), undefined on PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(): Promise<TestDatabase> {
  const queries: string[] = [];
  const onQuery = (query: string) => queries.push(query);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
    const handle = await openDatabase({ kind: 'pglite', client, onQuery });
    return { handle, queries, url: undefined, drop: () => handle.close() };
  }

  const name = `lunchbox_t_${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${inject('postgresTemplate')}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url, poolMax: 20, onQuery });
  return {
    handle,
    queries,
    url,
    async drop() {
      await handle.close();
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
