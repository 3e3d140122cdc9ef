// A conditional meal's every change the menu shows reaches cached menus through the meals trigger
// (server/db/sql/notify_meal_change.sql), as in tests/integration/menu-invalidation.test.ts: the portions so far
// (patched in place), going ahead (settled in the reservation's statement, made here in plain SQL as any code path
// would) and being called off by the minute tick. On PostgreSQL the same holds for a second server instance.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meals } from '../../server/db/schema';
import { createCaller } from '../../server/routers/_app';
import { runWaitlistAndOffersTick } from '../../server/services/waitlist-and-offers-tick';
import { createInnerContext, type AppDeps } from '../../server/trpc/context';
import { secondInstance, useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { officeWorld, pickupDayMeal } from '../helpers/menu';

const world = useTestWorld();

const visitorMenu = async (deps: AppDeps, slug: string) =>
  (await createCaller(createInnerContext({ deps, user: null })).menu.meals({ slug, day: 'tomorrow' })).map((m) => ({
    id: m.id,
    minimumPortions: m.minimumPortions,
    committedPortions: m.committedPortions,
    condition: m.condition,
  }));

async function setup() {
  world.clock.set('2026-11-20T10:00:00Z');
  const ctx = await officeWorld(world);
  const meal = await pickupDayMeal(ctx, { totalPortions: 6, minimumPortions: 3 });
  await world.settle();
  return { ...ctx, meal };
}

/** Takes portions as a reservation's statement does (the trigger settles a met minimum in it). */
const takePortions = (s: Awaited<ReturnType<typeof setup>>, left: number) =>
  s.db.update(meals).set({ availablePortions: left }).where(eq(meals.id, s.meal.id));

async function checkEveryChange(deps: AppDeps) {
  const s = await setup();
  const menu = () => visitorMenu(deps, s.office.slug);
  const shown = (committedPortions: number, condition: string, minimumPortions: number | null = 3) => [
    { id: s.meal.id, minimumPortions, committedPortions, condition },
  ];
  expect(await menu()).toEqual(shown(0, 'conditional'));
  await takePortions(s, 4);
  await expect.poll(menu, { timeout: 3000 }).toEqual(shown(2, 'conditional'));
  await takePortions(s, 3);
  await expect.poll(menu, { timeout: 3000 }).toEqual(shown(3, 'goesAhead', null));

  // Another meal left short of its minimum is called off by the tick: it leaves the menu.
  const short = await pickupDayMeal(s, { totalPortions: 6, minimumPortions: 5 });
  await expect.poll(async () => (await menu()).length, { timeout: 3000 }).toBe(2);
  world.clock.set('2026-11-20T16:00:00Z');
  await runWaitlistAndOffersTick(world.deps);
  await expect.poll(async () => (await menu()).map((m) => m.id), { timeout: 3000 }).not.toContain(short.id);
}

describe('conditional meals on cached menus', () => {
  it('the portions so far, going ahead and being called off each reach the cached menu', async () => {
    await checkEveryChange(world.deps);
  });
});

// Two instances need a real server: PGlite lives inside one process.
describe.skipIf(!onPostgres())('conditional meals across two server instances', () => {
  let instanceB: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    instanceB = await secondInstance(world);
  });
  afterAll(() => instanceB?.close());

  it('changes made through instance A reach the cached menu of instance B', async () => {
    await checkEveryChange(instanceB.deps);
  });
});
