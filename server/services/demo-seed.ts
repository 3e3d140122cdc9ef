// The demo: `npm run cli -- seed`, and once `npm start` on an empty embedded database. The world itself (people,
// three weeks of meals, reservations, payments, feedback, reports) is built in server/demo/ through the app's
// services; this file decides when to build it and lists the accounts to sign in with.
import { buildDemoWorld, DEMO_PASSWORD, DEMO_SEED, type DemoWorldSummary } from '../demo/world';
import { DEMO_ACCOUNTS } from '../demo/cast';
import { countOrganizations } from '../db/queries/organizations';
import { userExistsByEmail } from '../db/queries/users';
import type { AppDeps } from '../deps';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export type SeedOutcome =
  | { seeded: true; accounts: typeof DEMO_ACCOUNTS; password: string; world: DemoWorldSummary }
  | { seeded: false; reason: string };

export interface SeedOptions {
  /** Another world from another seed (the same seed always gives the same world). */
  seed?: number;
  /** Draws and stores the meals' photos (default: yes). */
  photos?: boolean;
}

/** Seeds the demo world, dated around the clock's now, unless the demo accounts already exist. */
export async function seedDemo(deps: AppDeps, options: SeedOptions = {}): Promise<SeedOutcome> {
  if (await userExistsByEmail(deps.database.db, DEMO_ACCOUNTS[0]!.email)) {
    return { seeded: false, reason: 'The demo accounts already exist.' };
  }
  const world = await buildDemoWorld(deps, { seed: options.seed ?? DEMO_SEED, photos: options.photos ?? true });
  return { seeded: true, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD, world };
}

/** Seeds only a database with no organization at all (a fresh embedded database). */
export async function seedDemoIfEmpty(deps: AppDeps, options: SeedOptions = {}): Promise<SeedOutcome> {
  if ((await countOrganizations(deps.database.db)) > 0) return { seeded: false, reason: 'The database is not empty.' };
  return seedDemo(deps, options);
}

export function describeDemoAccounts(): string {
  const rows = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(12)} ${a.email.padEnd(26)} ${a.office ?? '(no office)'}`);
  return [`Demo accounts (password for all: ${DEMO_PASSWORD}):`, ...rows].join('\n');
}

export const describeWorld = (world: DemoWorldSummary) =>
  `Demo world built: ${world.people} people, ${world.meals} meals, ${world.steps} steps` +
  ` (refused by the rules: ${JSON.stringify(world.refusals)}).`;
