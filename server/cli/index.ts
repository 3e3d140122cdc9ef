// The small CLI: `npm run cli -- <command>`. Commands call services, not SQL.
import { databaseConfigFromEnv, openDatabase } from '../db/client';
import { functionDrift, triggerDrift, type FunctionDrift } from '../db/functions';
import { migrateDatabase } from '../db/migrate';
import { processClock } from '../domain/clock';
import { loadEnv } from '../env';
import { exitOnStartupError, startServer } from '../main';
import { describeDemoAccounts, describeWorld, seedDemo } from '../services/demo-seed';
import { createAppDeps } from '../deps';
import { ensureClientBuilt } from './client-build';
import { dispatchDeliveries, dispatchEmails } from '../outbound/dispatch';
import { postMenuNow } from '../services/office-channels';
import { vapidKeys } from '../services/push';
import { queueScheduledEmails } from '../email/schedule';
import { createMailer } from '../email/transport';

const HELP = `Usage: npm run cli -- <command>

  start     build the client if needed, migrate, serve (what npm start runs)
  migrate   apply database migrations
  seed [--seed <n>]  migrate, then build the demo world around today (docs/demo.md); the same seed, the same world
  functions compare the database's functions and triggers with server/db/sql (no migrating); exits 1 on any difference
  dispatch  queue the scheduled e-mails that are due, send every due e-mail and push; prints the counts (for cron)
  post-menu --office <slug>  queue tomorrow's menu for the office's chat channel now (sent by the next dispatch)
  help      this text
`;

const DRIFT: Record<FunctionDrift['problem'], string> = {
  noFile: 'in the database, but no server/db/sql file defines it',
  notInDatabase: 'defined by its file, missing in the database',
  differs: 'the database holds another definition than its file',
};

async function withDatabase<T>(run: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const env = loadEnv();
  const handle = await openDatabase(databaseConfigFromEnv(env));
  try {
    await migrateDatabase(handle, env.DATABASE_LISTEN_URL);
    return await run(handle);
  } finally {
    await handle.close();
  }
}

async function main(command: string | undefined) {
  switch (command) {
    case 'start': {
      const env = loadEnv();
      ensureClientBuilt(env.CLIENT_DIST_DIR);
      await startServer(env);
      return;
    }
    case 'migrate':
      await withDatabase(async () => console.log('Migrations applied.'));
      return;
    case 'seed':
      await withDatabase(async (database) => {
        const env = loadEnv();
        const clock = processClock(env.TEST_CLOCK_START, env.TEST_CLOCK_SET_AT);
        const deps = await createAppDeps({ env, database, clock });
        try {
          const args = process.argv.slice(3);
          const seed = args.includes('--seed') ? args[args.indexOf('--seed') + 1] : undefined;
          const outcome = await seedDemo(deps, seed === undefined ? {} : { seed: Number(seed) });
          console.log(outcome.seeded ? describeWorld(outcome.world) : `Nothing added: ${outcome.reason}`);
          console.log(describeDemoAccounts());
        } finally {
          await deps.realtime.close();
        }
      });
      return;
    case 'dispatch':
      await withDatabase(async (handle) => {
        const env = loadEnv();
        const clock = processClock(env.TEST_CLOCK_START, env.TEST_CLOCK_SET_AT);
        await queueScheduledEmails({ database: handle, clock });
        const result = await dispatchEmails({
          db: handle.db,
          mailer: createMailer(env, handle.db),
          origin: env.APP_ORIGIN,
          now: () => clock.now(),
        });
        console.log(
          `processed ${result.processed} (sent ${result.sent}, skipped ${result.skipped}, retried ${result.retried}, failed ${result.failed})`,
        );
        const pushes = await dispatchDeliveries({
          db: handle.db,
          now: () => clock.now(),
          vapid: () => vapidKeys({ env, database: handle }),
          production: env.NODE_ENV === 'production',
        });
        console.log(
          `pushes: processed ${pushes.processed} (sent ${pushes.sent}, skipped ${pushes.skipped}, retried ${pushes.retried}, failed ${pushes.failed}, subscriptions gone ${pushes.gone})`,
        );
      });
      return;
    case 'post-menu':
      await withDatabase(async (handle) => {
        const env = loadEnv();
        const clock = processClock(env.TEST_CLOCK_START, env.TEST_CLOCK_SET_AT);
        const args = process.argv.slice(3);
        const slug = args[args.indexOf('--office') + 1];
        if (!args.includes('--office') || !slug) throw new Error('usage: npm run cli -- post-menu --office <slug>');
        const outcome = await postMenuNow({ database: handle, clock }, { officeSlug: slug });
        console.log(outcome.queued ? `queued the menu for ${outcome.date}` : `nothing posted: ${outcome.reason}`);
      });
      return;
    case 'functions': {
      const env = loadEnv();
      const handle = await openDatabase(databaseConfigFromEnv(env));
      try {
        const drift = [
          ...(await functionDrift(handle.db)),
          ...(await triggerDrift(handle.db)).map(({ trigger, table, problem }) => ({
            name: `trigger ${trigger} on ${table}`,
            problem,
          })),
        ];
        for (const { name, problem } of drift) console.log(`${name}: ${DRIFT[problem]}`);
        console.log(
          drift.length === 0
            ? 'Every function and trigger matches server/db/sql.'
            : 'Start the server (or migrate) to apply the files.',
        );
        if (drift.length > 0) process.exitCode = 1;
      } finally {
        await handle.close();
      }
      return;
    }
    case undefined:
    case 'help':
    case '--help':
      console.log(HELP);
      return;
    default:
      console.error(`Unknown command "${command}".\n\n${HELP}`);
      process.exit(2);
  }
}

main(process.argv[2]).catch(exitOnStartupError);
