// What the app shows on one database, as one line of JSON: the rows of the tables that matter, the demo office's week
// menu as a visitor sees it, and the ledgers of the demo eater and cook signed in. tests/ops/backup-restore.sh prints
// it for a database and for its restored copy, which must match.
// Usage: node --import tsx tests/ops/app-view.ts <postgres://url | PGlite folder>
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase, rowsOf } from '../../server/db/client';
import { createAppDeps } from '../../server/deps';
import { processClock } from '../../server/domain/clock';
import { loadEnv } from '../../server/env';

const target = process.argv[2]!;
const env = loadEnv({ ...process.env, EMAIL_WORKER: 'false' });
const database = await openDatabase(
  target.startsWith('postgres') ? { kind: 'postgres', url: target } : { kind: 'pglite', dataDir: target },
);
const deps = await createAppDeps({ env, database, clock: processClock(undefined) });
const app = await buildApp(deps, { logger: false });
try {
  const query = async (path: string, input: unknown, cookie?: string) => {
    const url = `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
    const answer = await app.inject({ url, headers: cookie ? { cookie } : {} });
    if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    return answer.json().result.data as unknown;
  };
  const signedIn = async (email: string) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { origin: env.APP_ORIGIN, 'content-type': 'application/json' },
      payload: { json: { email, password: 'lunchbox-demo' } },
    });
    if (answer.statusCode !== 200) throw new Error(`signing in as ${email}: ${answer.statusCode}`);
    return answer.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  };
  const [rows] = rowsOf(
    await database.db.execute(sql`select (select count(*)::int from users) users,
      (select count(*)::int from offices) offices, (select count(*)::int from meals) meals,
      (select count(*)::int from preorders) preorders, (select count(*)::int from email_templates) templates`),
  );
  const eater = await signedIn('eater@example.com');
  const cook = await signedIn('cook@example.com');
  const view = {
    rows,
    menu: await query('menu.meals', { slug: 'vilnius-hq', day: 'week' }),
    eaterLedger: await query('ledger.eater', null, eater),
    cookLedger: await query('ledger.cook', { period: 'month' }, cook),
  };
  console.log(JSON.stringify(view));
} finally {
  await app.close();
  await deps.realtime.close();
  await database.close();
}
