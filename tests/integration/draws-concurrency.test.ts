// The fair draw under concurrency, on PostgreSQL (PGlite runs one query at a time; CI runs the suite on both): entries
// arriving while two server instances run the minute tick twice each at the window's end. The draw runs once, every
// entry that was taken is in it (none slips in after the entrants were read), the meal is never oversold, each person
// gets at most one reservation and one notice, and the record replays to the same result (server/services/draws.ts).
// And what instance A writes of a draw (entries, the draw run) reaches instance B's cached menu (the draw triggers).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealDrawEntries, mealDraws, meals, notifications, preorders } from '../../server/db/schema';
import { createCaller } from '../../server/routers/_app';
import { runWaitlistAndOffersTick } from '../../server/services/waitlist-and-offers-tick';
import { createInnerContext } from '../../server/trpc/context';
import { stoppedAt } from '../helpers/clock';
import { onPostgres } from '../helpers/db';
import { secondInstance, useTestWorld } from '../helpers/context';
import { mealFields, moreEaters, officeWorld } from '../helpers/menu';

const world = useTestWorld();
const PORTIONS = 10;
/** Just before the window's end (15:00 in Vilnius, 13:00Z), and just after it. */
const BEFORE = '2026-11-20T12:59:59.900Z';
const AFTER = '2026-11-20T13:00:00.100Z';

describe.skipIf(!onPostgres())('fair draw under concurrency', () => {
  let instanceB: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    instanceB = await secondInstance(world);
  });
  afterAll(async () => {
    await instanceB?.close();
  });

  it('entries racing two instances’ ticks: drawn once, never oversold, each person once, replay equal (6 rounds)', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const office = await officeWorld(world);
    const people = await moreEaters(office, 40);
    const early = people.slice(0, 25);
    const late = people.slice(25);
    const entering = { ...world.deps, clock: stoppedAt(BEFORE) };
    const enter = (user: (typeof people)[number], quantity: number) =>
      createCaller(createInnerContext({ deps: entering, user })).draws.enter({ mealId: mealIdOf.current, quantity });
    const mealIdOf = { current: '' };

    for (let round = 0; round < 6; round++) {
      world.clock.set('2026-11-20T10:00:00Z');
      const meal = await world.caller(office.cook).meals.create(
        mealFields({
          title: `Popular stew ${round}`,
          totalPortions: PORTIONS,
          drawUntil: { date: '2026-11-20', time: '15:00' },
        }),
      );
      mealIdOf.current = meal.id;
      await Promise.all(early.map((user, i) => enter(user, 1 + (i % 3))));

      const tick = (deps: typeof world.deps) =>
        runWaitlistAndOffersTick({ database: deps.database, clock: stoppedAt(AFTER) });
      const results = await Promise.allSettled([
        ...late.map((user, i) => enter(user, 1 + (i % 2))),
        tick(world.deps),
        tick(instanceB.deps),
        tick(instanceB.deps),
        tick(world.deps),
      ]);
      // A late entry either made it into the draw or found it closed; nothing else may fail.
      const failures = results.flatMap((r) =>
        r.status === 'rejected' ? [(r.reason as { cause?: { code?: string } }).cause?.code ?? String(r.reason)] : [],
      );
      expect(
        failures.every((code) => code === 'drawClosed'),
        `round ${round}: ${failures.join()}`,
      ).toBe(true);

      const [draw] = await office.db.select().from(mealDraws).where(eq(mealDraws.mealId, meal.id));
      expect(draw!.drawnAt, `round ${round}: the draw ran`).not.toBeNull();
      const entries = await office.db.select().from(mealDrawEntries).where(eq(mealDrawEntries.mealId, meal.id));
      // Every entry taken is in the draw: none committed after the entrants were read.
      expect(
        entries.every((e) => e.outcome !== null && e.position !== null),
        `round ${round}: no entry outside the draw`,
      ).toBe(true);
      expect(entries.map((e) => e.position).sort((a, b) => a! - b!)).toEqual(entries.map((_, i) => i + 1));

      const made = await office.db
        .select({ eaterId: preorders.eaterId, quantity: preorders.quantity })
        .from(preorders)
        .where(eq(preorders.mealId, meal.id));
      expect(new Set(made.map((p) => p.eaterId)).size, `round ${round}: one reservation each`).toBe(made.length);
      const reserved = made.reduce((sum, p) => sum + p.quantity, 0);
      const [left] = await office.db.select({ n: meals.availablePortions }).from(meals).where(eq(meals.id, meal.id));
      expect(left!.n).toBeGreaterThanOrEqual(0);
      expect(left!.n + reserved, `round ${round}: never oversold`).toBe(PORTIONS);
      expect(made.map((p) => p.eaterId).sort()).toEqual(
        entries
          .filter((e) => e.outcome === 'won')
          .map((e) => e.userId)
          .sort(),
      );

      const told = await office.db
        .select({ userId: notifications.userId, n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(sql`${notifications.mealId} = ${meal.id} and ${notifications.kind} in ('drawWon', 'drawLost')`)
        .groupBy(notifications.userId);
      expect(told).toHaveLength(entries.length);
      expect(
        told.every((row) => row.n === 1),
        `round ${round}: told once each`,
      ).toBe(true);

      const record = await world.caller(office.cook).meals.drawRecord({ mealId: meal.id });
      expect(record.replayMatches, `round ${round}: replay equal`).toBe(true);
    }
  });

  it('an entry, a withdrawal and the draw made on instance A reach the cached menu of instance B', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const office = await officeWorld(world);
    const [alma, bruno] = await moreEaters(office, 2);
    const meal = await world
      .caller(office.cook)
      .meals.create(mealFields({ title: 'Cached draw', drawUntil: { date: '2026-11-20', time: '15:00' } }));
    await world.settle();
    const drawOnB = async () =>
      (
        await createCaller(createInnerContext({ deps: instanceB.deps, user: null })).menu.meals({
          slug: office.office.slug,
        })
      ).find((m) => m.id === meal.id)!.draw;
    expect(await drawOnB()).toMatchObject({ entries: 0, drawn: false });

    await world.caller(alma!).draws.enter({ mealId: meal.id, quantity: 1 });
    await world.caller(bruno!).draws.enter({ mealId: meal.id, quantity: 2 });
    await expect.poll(async () => (await drawOnB())?.entries, { timeout: 3000 }).toBe(2);
    await world.caller(bruno!).draws.leave({ mealId: meal.id });
    await expect.poll(async () => (await drawOnB())?.entries, { timeout: 3000 }).toBe(1);

    await runWaitlistAndOffersTick({ database: world.deps.database, clock: stoppedAt(AFTER) });
    await expect.poll(async () => (await drawOnB())?.drawn, { timeout: 3000 }).toBe(true);
    // The winner's reservation moved the portions B shows as well.
    await expect
      .poll(
        async () =>
          (
            await createCaller(createInnerContext({ deps: instanceB.deps, user: null })).menu.meals({
              slug: office.office.slug,
            })
          ).find((m) => m.id === meal.id)!.availablePortions,
        { timeout: 3000 },
      )
      .toBe(5);
  });
});
