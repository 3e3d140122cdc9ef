// DATABASE_URL through PgBouncer in transaction pooling mode (DATABASE_PREPARE=false) while LISTEN connects to
// PostgreSQL itself through DATABASE_LISTEN_URL: queries run through the pooler and a change still reaches the
// instance's caches by NOTIFY. A transaction pooler hands LISTEN's server connection to other clients between
// transactions, so a LISTEN through it hears nothing (docs/operations.md).
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { meals } from '../../server/db/schema';
import { createAppDeps } from '../../server/deps';
import { databaseConfigFromEnv } from '../../server/db/client';
import { loadEnv } from '../../server/env';
import { createCaller } from '../../server/routers/_app';
import { createInnerContext, type AppDeps } from '../../server/trpc/context';
import { quietLive, useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { createMeal } from '../helpers/factories';
import { officeWorld } from '../helpers/menu';
import { binary, startPgBouncer, type Started } from '../helpers/pgbouncer';

const installed = binary('pgbouncer') !== undefined;
const skipReason = !onPostgres()
  ? 'needs PostgreSQL (TEST_DATABASE_URL)'
  : !installed
    ? 'pgbouncer is not installed (apt-get install -y pgbouncer)'
    : undefined;
if (skipReason) console.warn(`pgbouncer.test.ts skipped: ${skipReason}`);

const world = useTestWorld();

describe.skipIf(skipReason !== undefined)(
  `through PgBouncer in transaction mode${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let bouncer: Started;
    let database: DatabaseHandle;
    let deps: AppDeps;
    let bouncedUrl: string;

    beforeAll(async () => {
      bouncer = await startPgBouncer({ poolSize: 2 });
      const url = new URL(world.database.url!);
      url.hostname = '127.0.0.1';
      url.port = String(bouncer.port);
      bouncedUrl = url.toString();
      const env = loadEnv({
        DATABASE_URL: bouncedUrl,
        DATABASE_LISTEN_URL: world.database.url!,
        DATABASE_PREPARE: 'false',
        DATABASE_POOL_MAX: '4',
      });
      database = await openDatabase(databaseConfigFromEnv(env));
      deps = await createAppDeps({
        env: world.deps.env,
        database,
        clock: world.clock,
        mailer: world.deps.mailer,
        live: quietLive(),
      });
    });
    afterAll(async () => {
      await deps?.realtime.close();
      await database?.close();
      await bouncer?.stop();
    });

    it('runs queries through the pooler and hears a change made elsewhere on the listening connection', async () => {
      world.clock.set('2026-11-20T10:00:00Z');
      const s = await officeWorld(world);
      const meal = await createMeal(s.db, { cookId: s.cook.id, officeId: s.office.id, pickupDate: '2026-11-21' });
      const visitor = createCaller(createInnerContext({ deps, user: null }));
      // Many statements, some in transactions, over two server connections shared by four clients: a prepared
      // statement would land on a connection that never saw it.
      for (let i = 0; i < 5; i++) expect((await visitor.menu.meals({ slug: s.office.slug })).length).toBe(1);

      const admin = postgres(`postgres://postgres@127.0.0.1:${bouncer.port}/pgbouncer`, { max: 1, fetch_types: false });
      try {
        // The app's pool is among PgBouncer's clients (its statistics lag by a minute; the client list does not).
        const clients = (await admin.unsafe('SHOW CLIENTS').simple()) as unknown as { database: string }[];
        const ours = clients.filter((row) => row.database === new URL(world.database.url!).pathname.slice(1));
        expect(ours.length).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }

      const heard: string[] = [];
      deps.realtime.onChange((change) => heard.push(`${change.kind}:${'mealId' in change ? change.mealId : ''}`));
      await world.settle();
      await world.deps.database.db.update(meals).set({ availablePortions: 3 }).where(eq(meals.id, meal.id));
      await expect.poll(() => heard, { timeout: 5000 }).toContain(`portions:${meal.id}`);
      // The cached menu of this instance (read through the pooler) shows it.
      await expect
        .poll(async () => (await visitor.menu.meals({ slug: s.office.slug }))[0]?.availablePortions, { timeout: 5000 })
        .toBe(3);
    });

    it('answers inside transactions through the pooler (DATABASE_PREPARE=false)', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () => database.db.transaction(async (tx) => (await tx.select().from(meals)).length)),
      );
      expect(new Set(results).size).toBe(1);
    });

    it('commits every transaction it reports committed, savepoints and all (nothing prepared on one connection and run on another)', async () => {
      // postgres.js sends its own BEGIN, SAVEPOINT and COMMIT as statements too: prepared (its default), a COMMIT
      // that reached a server connection which never saw it failed, the transaction was aborted, and the retried
      // COMMIT of an aborted transaction "succeeded" as a rollback: the caller was told yes, nothing was kept.
      const direct = postgres(world.database.url!, { max: 1, onnotice: () => {} });
      try {
        await direct.unsafe('create table if not exists pooled_commits (n int not null)');
        await direct.unsafe('truncate pooled_commits');
        let committed = 0;
        for (let round = 0; round < 3; round++) {
          const outcomes = await Promise.allSettled(
            Array.from({ length: 20 }, (_, i) =>
              database.db.transaction(async (tx) => {
                await tx.transaction(async (inner) => {
                  await inner.execute(sql`insert into pooled_commits (n) values (${round * 100 + i})`);
                });
              }),
            ),
          );
          committed += outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
        }
        const [row] = await direct<{ n: number }[]>`select count(*)::int as n from pooled_commits`;
        expect({ committed, kept: row!.n }).toEqual({ committed: 60, kept: 60 });
      } finally {
        await direct.unsafe('drop table if exists pooled_commits');
        await direct.end();
      }
    });
  },
);
