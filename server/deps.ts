// The long-lived dependencies of one server process (main.ts, tests and the benchmark build them the same way):
// configuration, database, clock, mail transport, the realtime hub and the read caches it keeps fresh.
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_CHANNEL, SessionCache } from './auth/session-cache';
import type { DatabaseHandle } from './db/client';
import type { MenuOffice } from './db/queries/menu';
import type { Clock } from './domain/clock';
import { createMailer, type Mailer } from './email/transport';
import type { Env } from './env';
import { RealtimeHub, type HubOptions } from './realtime/hub';
import { NotificationHub } from './realtime/notification-hub';
import { ReadCache } from './realtime/read-cache';
import { storageFromEnv, type PhotoStorage } from './storage';
import type { MenuRow } from './services/menu';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
  realtime: RealtimeHub;
  /** Live bells: each person's notification changes, from the notifications trigger. */
  notifications: NotificationHub;
  /** Meal photos: local disk or S3-compatible storage. */
  storage: PhotoStorage;
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
  storage?: PhotoStorage;
  log?: FastifyBaseLogger;
  /** The live streams' timing (tests quieten the heartbeat so that a stream's next event is the one they caused). */
  live?: HubOptions;
}): Promise<AppDeps> {
  const realtime = new RealtimeHub(
    opts.database,
    opts.log,
    { perAddress: opts.env.LIVE_STREAMS_PER_ADDRESS, total: opts.env.LIVE_STREAMS_MAX },
    opts.live,
  );
  const caches = {
    menu: new ReadCache<MenuRow[]>(),
    // Kept right by the offices and organizations triggers; the TTL is only the safety net.
    offices: new ReadCache<MenuOffice | undefined>(),
  };
  realtime.onChange((change) => {
    switch (change.kind) {
      case 'portions':
        caches.menu.update(change.officeId, (rows) =>
          rows.map((row) => (row.id === change.mealId ? { ...row, availablePortions: change.availablePortions } : row)),
        );
        return;
      case 'meals':
        caches.menu.invalidate(change.officeId);
        return;
      case 'office':
        // The time zone decides each meal's cutoff, so the office's menus go too.
        caches.offices.invalidate(change.slug);
        caches.menu.invalidate(change.officeId);
    }
  });
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
  const notifications = new NotificationHub(opts.database, realtime);
  await notifications.start();
  realtime.onClose(() => notifications.close());
  return {
    env: opts.env,
    database: opts.database,
    clock: opts.clock,
    mailer: opts.mailer ?? createMailer(opts.env, opts.database.db),
    realtime,
    notifications,
    storage: opts.storage ?? storageFromEnv(opts.env),
    sessions,
    caches,
  };
}
