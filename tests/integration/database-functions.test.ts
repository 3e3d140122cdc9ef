// The current definition of every database function is its file in server/db/sql (server/db/functions.ts). A
// migrated database must hold exactly those definitions: a migration that re-creates a function with another body,
// or adds one without a file, shows here as drift (and `npm run db:functions` says the same of a live database).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyFunctions, functionDrift, readFunctionFiles } from '../../server/db/functions';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('the migrated database holds every function exactly as its file defines it, and no other', async () => {
  const files = readFunctionFiles();
  expect(files.map((file) => file.name)).toEqual(expect.arrayContaining(['meal_cutoff_at', 'promote_waitlist']));
  expect(await functionDrift(database.handle.db)).toEqual([]);
});

it('a body changed behind the file, a function without a file and a file not applied are each drift', async () => {
  const db = database.handle.db;
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION notify_email_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RETURN NULL;
END
$$`),
  );
  await db.execute(sql.raw(`CREATE FUNCTION stray_helper() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$`));
  await db.execute(sql.raw(`DROP FUNCTION meal_cutoff_at(date, date, time, text) CASCADE`));
  expect(await functionDrift(db)).toEqual(
    expect.arrayContaining([
      { name: 'notify_email_queued', problem: 'differs' },
      { name: 'stray_helper', problem: 'noFile' },
      { name: 'meal_cutoff_at', problem: 'notInDatabase' },
    ]),
  );

  // Applying the files (what start-up does) restores them; the stray function stays reported until dropped.
  await applyFunctions((text) => db.execute(sql.raw(text)));
  expect(await functionDrift(db)).toEqual([{ name: 'stray_helper', problem: 'noFile' }]);
  await db.execute(sql.raw(`DROP FUNCTION stray_helper()`));
  expect(await functionDrift(db)).toEqual([]);
});
