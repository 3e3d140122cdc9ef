// The server process: configuration -> database (migrated; the demo seeded once on a fresh embedded database)
// -> buildApp -> listen; on SIGTERM/SIGINT stop accepting, finish requests in flight, close the database, exit.
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { databaseConfigFromEnv, openDatabase } from './db/client';
import { createAppDeps } from './deps';
import { DatabaseLockedError } from './db/pglite-lock';
import { migrateDatabase } from './db/migrate';
import { whenDatabaseAnswers } from './db/startup-wait';
import { processClock } from './domain/clock';
import { EnvError, loadEnv, type Env } from './env';
import { describeDemoAccounts, describeWorld, seedDemoIfEmpty } from './services/demo-seed';
import { MAINTENANCE_INTERVAL_MS, runMaintenance } from './services/maintenance';
import { backfillMediumPhotos } from './services/photo-backfill';
import { startOutboundWorkers } from './outbound/dispatch';
import { startChannelTick } from './services/office-channels';
import { vapidKeys } from './services/push';
import { startEmailSchedule } from './email/schedule';
import { startWaitlistAndOffersTick } from './services/waitlist-and-offers-tick';

const SHUTDOWN_GRACE_MS = 10_000;

export async function startServer(env: Env): Promise<FastifyInstance> {
  const started = performance.now();
  const clock = processClock(env.TEST_CLOCK_START, env.TEST_CLOCK_SET_AT);
  const database = await openDatabase(databaseConfigFromEnv(env));
  try {
    // A database away for a moment (a failover) is waited for, not a reason to exit (server/db/startup-wait.ts).
    // The migration is the first statement and the first write; once it is through, the database answers.
    await whenDatabaseAnswers(
      () => migrateDatabase(database, env.DATABASE_LISTEN_URL),
      (error) =>
        console.warn(
          `The database cannot take the migration yet (${(error as { code?: string }).code ?? 'unavailable'}): trying again.`,
        ),
    );
    const deps = await createAppDeps({ env, database, clock });
    if (database.kind === 'pglite' && env.SEED_DEMO) {
      const seedStarted = performance.now();
      const outcome = await seedDemoIfEmpty(deps);
      const seconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
      if (outcome.seeded) console.log(`${describeWorld(outcome.world)} In ${seconds} s.\n${describeDemoAccounts()}`);
    }
    const app = await buildApp(deps);
    // E-mails, pushes and channel posts (server/outbound/dispatch.ts), under one switch.
    const stopWorkers = env.EMAIL_WORKER
      ? await startOutboundWorkers(
          {
            db: database.db,
            now: () => clock.now(),
            mailer: deps.mailer,
            origin: env.APP_ORIGIN,
            vapid: () => vapidKeys(deps),
            production: env.NODE_ENV === 'production',
            listen: (channel, onMessage) => database.listen(channel, onMessage),
          },
          (queue, err) => app.log.warn({ err }, queue === 'email' ? 'e-mail dispatch failed' : 'push delivery failed'),
        )
      : null;
    const stopSchedule = env.EMAIL_WORKER
      ? startEmailSchedule({ database, clock }, (err) => app.log.warn({ err }, 'scheduling e-mails failed'))
      : null;
    // Office channels' scheduled posts (server/services/office-channels.ts): queued by every instance, once by key.
    const stopChannelTick = startChannelTick({ database, clock }, (err) =>
      app.log.warn({ err }, 'queueing office channel posts failed'),
    );
    const stopWaitlistAndOffersTick = startWaitlistAndOffersTick(
      { database, clock },
      (err) => app.log.warn({ err }, 'closing waitlists or expiring offers failed'),
      env.TICK_SECONDS,
    );
    const housekeeping = () =>
      runMaintenance({ database, clock }).catch((err) => app.log.warn({ err }, 'maintenance failed'));
    void housekeeping();
    const timer = setInterval(housekeeping, MAINTENANCE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    const backfill = new AbortController();
    installShutdown(app, async () => {
      backfill.abort();
      stopSchedule?.();
      stopWaitlistAndOffersTick();
      stopChannelTick();
      await stopWorkers?.();
      await deps.realtime.close();
      await database.close();
    });
    if (env.TEST_CLOCK_START) app.log.warn({ now: clock.now() }, 'running on the test clock (TEST_CLOCK_START)');
    await app.listen({ port: env.PORT, host: env.HOST });
    app.log.info(
      { database: database.kind, origin: env.APP_ORIGIN, startupMs: Math.round(performance.now() - started) },
      'server ready',
    );
    void backfillMediumPhotos(
      database.db,
      deps.storage,
      (err, imageKey) => app.log.warn({ err, imageKey }, 'making a photo variant failed'),
      backfill.signal,
    )
      .then(
        (outcome) => outcome.made + outcome.failed > 0 && app.log.info(outcome, 'photo variants made for older photos'),
      )
      .catch((err) => app.log.warn({ err }, 'photo variant backfill stopped'));
    return app;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

function installShutdown(app: FastifyInstance, release: () => Promise<void>) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await release();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

/** Prints a configuration or lock problem as one clear message instead of a stack trace. */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof EnvError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await startServer(loadEnv());
  } catch (error) {
    exitOnStartupError(error);
  }
}
