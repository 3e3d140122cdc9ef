// The long-lived dependencies of one server process (main.ts, tests and the benchmark build them the same way):
// configuration, database, clock, mail transport, the realtime hub and the read caches it keeps fresh.
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_CHANNEL, SessionCache } from './auth/session-cache';
import type { DatabaseHandle } from './db/client';
import type { MenuOffice } from './db/queries/menu';
import type { Clock } from './domain/clock';
import { createMailer, type Mailer } from './email/transport';
import type { Env } from './env';
import { RealtimeHub } from './realtime/hub';
import { ReadCache } from './realtime/read-cache';
import type { MenuRow } from './services/menu';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
  realtime: RealtimeHub;
  /** Signed-in users by session, kept right by the database's auth_changes notifications. */
  sessions: SessionCache;
  caches: {
    /** Meals of an office (group: office id, key: dates). */
    menu: ReadCache<MenuRow[]>;
    /** Offices by slug (group: slug). */
    offices: ReadCache<MenuOffice | undefined>;
  };
}

export async function createAppDeps(opts: {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  mailer?: Mailer;
  log?: FastifyBaseLogger;
}): Promise<AppDeps> {
  const realtime = new RealtimeHub(opts.database, opts.log);
  const caches = {
    menu: new ReadCache<MenuRow[]>(),
    // Offices change rarely (admin edits); a short TTL keeps a renamed office from lingering.
    offices: new ReadCache<MenuOffice | undefined>(30_000),
  };
  realtime.onChange((change) =>
    caches.menu.update(change.officeId, (rows) =>
      rows.map((row) => (row.id === change.mealId ? { ...row, availablePortions: change.availablePortions } : row)),
    ),
  );
  realtime.onResync(() => {
    caches.menu.clear();
    caches.offices.clear();
  });
  await realtime.start();
  const sessions = new SessionCache();
  const stopAuthListener = await opts.database.listen(
    AUTH_CHANNEL,
    (userId) => sessions.invalidateUser(userId),
    () => sessions.clear(),
  );
  realtime.onClose(stopAuthListener);
  return {
    env: opts.env,
    database: opts.database,
    clock: opts.clock,
    mailer: opts.mailer ?? createMailer(opts.env, opts.database.db),
    realtime,
    sessions,
    caches,
  };
}
