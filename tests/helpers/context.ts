// The world of one integration test file: its database, a settable clock, the app's dependencies, and
// callers acting as a given user.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { AuthUser } from '../../server/auth/auth-user';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { createAppDeps } from '../../server/deps';
import { Heartbeat } from '../../server/realtime/heartbeat';
import { createMailer } from '../../server/email/transport';
import { createCaller } from '../../server/routers/_app';
import { createInnerContext, type AppDeps } from '../../server/trpc/context';
import { TestClock } from './clock';
import { createTestDatabase, type TestDatabase } from './db';
import { testEnv } from './env';

export interface TestWorld {
  deps: AppDeps;
  clock: TestClock;
  database: TestDatabase;
  /** A tRPC caller for this user (or anonymous with null). */
  caller(user: AuthUser | null): ReturnType<typeof createCaller>;
  /**
   * Resolves once every notification committed before the call has reached this world's listeners (the menu and
   * session caches, open streams). A database delivers notifications in commit order, on one connection for all
   * channels, so a marker sent now arrives after them. Tests call it before measuring what a later change does.
   */
  settle(): Promise<void>;
}

const BARRIER_CHANNEL = 'test_barrier';

/** Call at the top of a test file: opens the file's database before its tests and drops it after. */
export function useTestWorld(envOverrides: Record<string, string> = {}): TestWorld {
  const world = {} as TestWorld;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const clock = new TestClock();
    const env = testEnv(envOverrides);
    const deps: AppDeps = await createAppDeps({
      env,
      database: database.handle,
      clock,
      // The outbox transport: tests read sent e-mails from the email_outbox table.
      mailer: createMailer({ ...env, SMTP_URL: undefined }, database.handle.db),
      live: quietLive(),
    });
    Object.assign(world, {
      deps,
      clock,
      database,
      caller: (user: AuthUser | null) => createCaller(createInnerContext({ deps, user })),
      settle: () => settle(database),
    });
  });
  afterAll(async () => {
    await world.deps?.realtime.close();
    await world.database?.drop();
  });
  return world;
}

/**
 * Live streams whose heartbeat (server/realtime/heartbeat.ts) does not beat within a test, so that a stream's next
 * event is the one the test caused; tests/unit/live-menu-hub.test.ts covers the beat itself.
 */
export const quietLive = () => ({ heartbeat: new Heartbeat(3_600_000) });

async function settle(database: TestDatabase) {
  const marker = randomUUID();
  let arrived!: () => void;
  const heard = new Promise<void>((resolve) => (arrived = resolve));
  const unlisten = await database.handle.listen(BARRIER_CHANNEL, (payload) => payload === marker && arrived());
  try {
    await database.handle.db.execute(sql`select pg_notify(${BARRIER_CHANNEL}, ${marker})`);
    await heard;
  } finally {
    await unlisten();
  }
}

/**
 * A second server instance on the world's PostgreSQL database (its own pool, LISTEN connection and caches), as a
 * cluster runs it; `close` ends all three. `url` reaches that database another way (through a proxy, say).
 */
export async function secondInstance(world: TestWorld, url = world.database.url!) {
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
  const deps = await createAppDeps({
    env: world.deps.env,
    database,
    clock: world.clock,
    mailer: world.deps.mailer,
    live: quietLive(),
  });
  const app = await buildApp(deps, { logger: false });
  return {
    deps,
    app,
    async close() {
      await app.close();
      await deps.realtime.close();
      await database.close();
    },
  };
}
