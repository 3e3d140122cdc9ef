// The secrets in links (calendar feeds, e-mail preference pages, confirmation and reset links): never in the access
// log, and for the long-lived ones (calendar, preferences) only their SHA-256 in the database, the links already
// sent out still working after the migration that hashed them (docs/decisions/028-link-secrets-stored-hashed.md).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { generateToken, hashToken } from '../../server/auth/tokens';
import { openDatabase, PGLITE_EXTENSIONS } from '../../server/db/client';
import { MIGRATIONS_FOLDER } from '../../server/db/migrate';
import { emailPrefs, unsubscribeTokens } from '../../server/db/schema';
import { loggableUrl } from '../../server/logger';
import { calendarFeed } from '../../server/services/calendar';
import { oneClickUnsubscribe, preferences } from '../../server/services/email';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { createUser } from '../helpers/factories';
import { ORIGIN } from '../helpers/http';

const world = useTestWorld();

/** A log stream whose lines the test reads. */
function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, sink };
}

describe('the access log', () => {
  it('never holds a link secret: calendar feeds, preference pages, one-click unsubscribe, confirm and reset links', async () => {
    const { lines, sink } = capturedLog();
    const app = await buildApp(world.deps, { logger: { level: 'trace', stream: sink } });
    const user = await createUser(world.deps.database.db, 'eater');
    const calendar = (await world.caller(user).calendar.createLink()).url!;
    const secret = generateToken();
    await world.deps.database.db.insert(emailPrefs).values({ userId: user.id });
    await world.deps.database.db.insert(unsubscribeTokens).values({ userId: user.id, tokenHash: hashToken(secret) });
    const calendarToken = calendar.match(/([a-z2-7]{32})\.ics$/)![1]!;
    const secrets = [calendarToken, secret];
    try {
      const requests = [
        app.inject({ url: new URL(calendar).pathname }),
        app.inject({ url: `/u/${secret}`, headers: { accept: 'text/html' } }),
        app.inject({
          method: 'POST',
          url: `/u/${secret}/unsubscribe`,
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        app.inject({ url: `/auth/confirm?token=${secret}&redirect=%2Fprofile`, headers: { accept: 'text/html' } }),
        app.inject({ url: `/auth/reset?token=${secret}` }),
        app.inject({
          url: `/trpc/email.preferences?input=${encodeURIComponent(JSON.stringify({ json: { token: secret } }))}`,
        }),
        app.inject({
          method: 'POST',
          url: '/trpc/auth.confirmEmail',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          payload: JSON.stringify({ json: { token: secret } }),
        }),
      ];
      const answers = await Promise.all(requests);
      expect(answers[0]!.statusCode).toBe(200);
      expect(answers[2]!.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((l) => l.req?.url ?? []);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/calendar/[redacted].ics',
        '/u/[redacted]',
        '/u/[redacted]/unsubscribe',
        '/auth/confirm?[redacted]',
        '/auth/reset?[redacted]',
        '/trpc/email.preferences?[redacted]',
      ]),
    );
    for (const token of secrets) expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });

  it("never holds a failed statement's parameters (an e-mail address, a token's hash), whatever logger is given", async () => {
    const { lines, sink } = capturedLog();
    const app = await buildApp(world.deps, { logger: { level: 'info', stream: sink } });
    const secret = hashToken(generateToken());
    try {
      const failure = await world.deps.database.db
        .execute(sql`select * from no_such_table where token_hash = ${secret}`)
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      app.log.error({ err: failure }, 'unexpected error in procedure');
      expect(lines.join('\n')).toContain('no_such_table');
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('shows every URL through one serializer: paths without query strings or token-shaped segments', () => {
    const token = generateToken();
    expect(loggableUrl(`/calendar/${token}.ics`)).toBe('/calendar/[redacted].ics');
    expect(loggableUrl('/calendar/anything-else')).toBe('/calendar/[redacted]');
    expect(loggableUrl(`/u/${token}/unsubscribe`)).toBe('/u/[redacted]/unsubscribe');
    expect(loggableUrl(`/some/later/route/${token}`)).toBe('/some/later/route/[redacted]');
    expect(loggableUrl(`/auth/google/callback?code=x&state=${token}`)).toBe('/auth/google/callback?[redacted]');
    expect(loggableUrl('/vilnius-hq/menu')).toBe('/vilnius-hq/menu');
    expect(loggableUrl('/assets/index-3f2a1b.js')).toBe('/assets/index-3f2a1b.js');
  });
});

/** A copy of drizzle/ whose journal stops before the migration whose tag ends with `tagEnd`. */
function migrationsBefore(tagEnd: string) {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tagEnd));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

// The migration's SQL is plain PostgreSQL; PGlite lets the test stop a database half-way through the migrations.
describe.skipIf(onPostgres())('the migration that hashed them', () => {
  it('keeps the calendar and preference links sent out before it working, and stores no secret after it', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsBefore('hashed-link-tokens') });
    const calendarToken = generateToken();
    const unsubToken = generateToken();
    const { rows } = await client.query<{ id: string }>(
      `insert into users (email) values ('ona@example.com') returning id`,
    );
    const userId = rows[0]!.id;
    await client.query(`insert into profiles (user_id, email, first_name, calendar_token) values ($1, $2, 'Ona', $3)`, [
      userId,
      'ona@example.com',
      calendarToken,
    ]);
    await client.query(`insert into email_prefs (user_id, unsub_token, marketing) values ($1, $2, true)`, [
      userId,
      unsubToken,
    ]);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const handle = await openDatabase({ kind: 'pglite', client, ownsClient: true });
    try {
      const deps = { ...world.deps, database: handle };
      const feed = await calendarFeed(deps, { token: calendarToken });
      expect(feed).toContain('BEGIN:VCALENDAR');
      expect(await preferences(deps, { token: unsubToken })).toEqual({
        email: 'o•••@example.com',
        transactional: true,
        marketing: true,
      });
      expect(await oneClickUnsubscribe(deps, { token: unsubToken })).toBe(true);
      expect(await preferences(deps, { token: unsubToken })).toMatchObject({ marketing: false });
      // Nowhere in the database are the secrets themselves any more.
      const { rows: dump } = await client.query<{ row: string }>(
        `select t::text as row from profiles t union all select t::text from email_prefs t
         union all select t::text from unsubscribe_tokens t`,
      );
      const text = dump.map((r) => r.row).join('\n');
      expect(text).toContain(hashToken(calendarToken));
      expect(text).toContain(hashToken(unsubToken));
      expect(text).not.toContain(calendarToken);
      expect(text).not.toContain(unsubToken);
    } finally {
      await handle.close();
    }
    // Two runs of the migrations on a new embedded database: about 10 s on a quiet machine, over 30 s on a busy one.
  }, 120_000);
});
