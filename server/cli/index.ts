// The small CLI: `npm run cli -- <command>`. Commands call services, not SQL.
import { databaseConfigFromEnv, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { systemClock } from '../domain/clock';
import { loadEnv } from '../env';
import { exitOnStartupError, startServer } from '../main';
import { describeDemoAccounts, seedDemo } from '../services/demo-seed';
import { storageFromEnv } from '../storage';
import { ensureClientBuilt } from './client-build';

const HELP = `Usage: npm run cli -- <command>

  start     build the client if needed, migrate, serve (what npm start runs)
  migrate   apply database migrations
  seed      migrate, then add the demo organization, offices, users and tomorrow's meals
  help      this text
`;

async function withDatabase<T>(run: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const env = loadEnv();
  const handle = await openDatabase(databaseConfigFromEnv(env));
  try {
    await migrateDatabase(handle, env.DATABASE_URL);
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
      await withDatabase(async ({ db }) => {
        const outcome = await seedDemo(db, systemClock, storageFromEnv(loadEnv()));
        console.log(outcome.seeded ? 'Demo data added.' : `Nothing added: ${outcome.reason}`);
        console.log(describeDemoAccounts());
      });
      return;
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
