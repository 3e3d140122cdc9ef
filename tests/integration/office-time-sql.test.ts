// The browser, the menu and the reserve statement must agree on when a cutoff is. The statements read it with
// the SQL function meal_cutoff_at (server/db/sql/meal_cutoff_at.sql, PostgreSQL's AT TIME ZONE); the server's rules and the browser read it with
// shared/office-time.ts. This asks the database itself for every half hour of the days the clocks change, in both
// directions, in Vilnius and New York (a time that does not exist, and one that happens twice), on PGlite and on
// PostgreSQL, and compares.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client';
import { addDays, zonedInstant } from '../../shared/office-time';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const CHANGE_DAYS: [zone: string, date: string][] = [
  ['Europe/Vilnius', '2026-03-29'],
  ['Europe/Vilnius', '2026-10-25'],
  ['America/New_York', '2026-03-08'],
  ['America/New_York', '2026-11-01'],
  ['Europe/Vilnius', '2026-07-15'],
];

it('zonedInstant gives the instant AT TIME ZONE gives, around every clock change', async () => {
  const cases: { zone: string; date: string; time: string }[] = [];
  for (const [zone, changeDate] of CHANGE_DAYS) {
    for (const date of [addDays(changeDate, -1), changeDate, addDays(changeDate, 1)]) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        cases.push({ zone, date, time });
      }
    }
  }
  // What the statements call: no cutoff date, so the pickup date plus the cutoff time, read in the office's zone.
  const rows = rowsOf<{ ms: number | string }>(
    await database.handle.db.execute(sql`
      select (extract(epoch from meal_cutoff_at(null, c.date::date, c.time::time, c.zone)) * 1000)::float8 as ms
        from jsonb_to_recordset(${JSON.stringify(cases.map((c, i) => ({ ...c, i })))}::jsonb)
             as c(date text, time text, zone text, i int)
       order by c.i`),
  );
  expect(rows).toHaveLength(cases.length);
  const disagreements = cases.flatMap((c, i) => {
    const database = new Date(Number(rows[i]!.ms)).toISOString();
    const shared = zonedInstant(c.date, c.time, c.zone).toISOString();
    return database === shared ? [] : [`${c.zone} ${c.date} ${c.time}: SQL ${database}, shared ${shared}`];
  });
  expect(disagreements).toEqual([]);
});
