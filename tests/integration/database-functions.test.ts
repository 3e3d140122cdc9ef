// The current definition of every database function, and of the triggers that run it, is its file in server/db/sql
// (server/db/functions.ts). A migrated database must hold exactly those definitions: a migration that re-creates a
// function or a trigger otherwise, or adds one without a file, shows here as drift (and `npm run db:functions` says
// the same of a live database).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyFunctions, functionDrift, readFunctionFiles, triggerDrift } from '../../server/db/functions';
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

it('the migrated database holds every trigger exactly as the file of its function defines it, and no other', async () => {
  const triggers = readFunctionFiles().flatMap((file) => file.triggers);
  expect(triggers.map((trigger) => trigger.name)).toEqual(
    expect.arrayContaining(['preorders_set_cook', 'meals_serve_waitlist', 'handovers_offer_closed']),
  );
  expect(triggers).toHaveLength(28);
  expect(await triggerDrift(database.handle.db)).toEqual([]);
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

it('a trigger changed behind its file, one without a file and one missing are each drift', async () => {
  const db = database.handle.db;
  const run = (text: string) => db.execute(sql.raw(text));
  await run(`DROP TRIGGER organizations_menu_change ON organizations`);
  await run(`CREATE TRIGGER organizations_menu_change AFTER UPDATE ON organizations
             FOR EACH ROW EXECUTE FUNCTION notify_organization_change()`);
  await run(`DROP TRIGGER preorders_set_cook ON preorders`);
  await run(
    `CREATE TRIGGER stray_trigger AFTER INSERT ON meals FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_queued()`,
  );
  expect(await triggerDrift(db)).toEqual(
    expect.arrayContaining([
      { trigger: 'organizations_menu_change', table: 'organizations', problem: 'differs' },
      { trigger: 'preorders_set_cook', table: 'preorders', problem: 'notInDatabase' },
      { trigger: 'stray_trigger', table: 'meals', problem: 'noFile' },
    ]),
  );
  expect(await triggerDrift(db)).toHaveLength(3);

  // Applying the files re-creates the two; the stray trigger stays reported until dropped.
  await applyFunctions(run);
  expect(await triggerDrift(db)).toEqual([{ trigger: 'stray_trigger', table: 'meals', problem: 'noFile' }]);
  await run(`DROP TRIGGER stray_trigger ON meals`);
  expect(await triggerDrift(db)).toEqual([]);
});
