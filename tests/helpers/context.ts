// The world of one integration test file: its database, a settable clock, the app's dependencies, and
// callers acting as a given user.
import { afterAll, beforeAll } from 'vitest';
import type { AuthUser } from '../../server/auth/auth-user';
import { createAppDeps } from '../../server/deps';
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
}

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
    });
    Object.assign(world, {
      deps,
      clock,
      database,
      caller: (user: AuthUser | null) => createCaller(createInnerContext({ deps, user })),
    });
  });
  afterAll(async () => {
    await world.deps?.realtime.close();
    await world.database?.drop();
  });
  return world;
}
