// Conditional meals under concurrency, on PostgreSQL (PGlite runs one query at a time; CI runs the suite on both):
// many colleagues reserve while the cutoff passes and the minute tick settles the meal on two instances at once.
// The meal is settled exactly once (one outcome, one settle time), never oversold, and each person hears the outcome
// once; a called-off meal keeps no reservation, and everyone who held one was told
// (docs/decisions/063-conditional-meals-settle-once.md).
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { meals, notifications, preorders } from '../../server/db/schema';
import { runWaitlistAndOffersTick } from '../../server/services/waitlist-and-offers-tick';
import { TestClock } from '../helpers/clock';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { moreEaters, officeWorld, pickupDayMeal } from '../helpers/menu';

const world = useTestWorld();
const TOTAL = 30;

describe.skipIf(!onPostgres())('conditional meals under concurrency', () => {
  let databaseB: DatabaseHandle;
  beforeAll(async () => {
    databaseB = await openDatabase({ kind: 'postgres', url: world.database.url!, poolMax: 4 });
  });
  afterAll(() => databaseB?.close());

  it('40 reserving while two instances settle at the cutoff: one outcome, each person told once (12 rounds)', async () => {
    // The reservations were sent before the cutoff (the world's clock); the two ticks run just after it.
    world.clock.set('2026-11-20T15:59:59Z');
    const late = new TestClock('2026-11-20T16:00:01Z');
    const { db, office, cook } = await officeWorld(world);
    const people = await moreEaters({ db, office }, 40);
    const outcomes: string[] = [];
    for (let round = 0; round < 12; round++) {
      // Minimums from easily met to out of reach, so both outcomes and the close races between them occur.
      const minimum = [8, 20, 26, 29][round % 4]!;
      const reservers = people.slice(0, [40, 24, 28, 20][round % 4]);
      const meal = await pickupDayMeal({ db, office, cook }, { totalPortions: TOTAL, minimumPortions: minimum });
      const ticks = [world.deps.database, databaseB].map(
        (database) => () => runWaitlistAndOffersTick({ database, clock: late }),
      );
      const reservations = reservers.map((user) =>
        world.caller(user).preorders.reserve({ mealId: meal.id, quantity: 1 }),
      );
      // In the easy rounds the ticks start once the minimum's worth of reservations are in, so "goes ahead" is
      // reached for certain while the remaining reservations still race the ticks; the other rounds race from the
      // start (their outcome is left to the race, or out of reach).
      const start =
        round % 4 === 0
          ? new Promise<void>((resolve) => {
              let done = 0;
              const count = () => {
                if (++done === minimum) resolve();
              };
              // Counted whether it was made or refused; the refusal itself is read from allSettled below.
              for (const reservation of reservations) reservation.then(count, count);
            })
          : Promise.resolve();
      const results = await Promise.allSettled([
        ...reservations,
        ...ticks.map((tick) => start.then(tick)),
        ...ticks.map((tick) => start.then(() => new Promise((resolve) => setTimeout(resolve, 5))).then(tick)),
      ]);
      const failures = results.flatMap((r) =>
        r.status === 'rejected' ? [(r.reason as { cause?: { code?: string } }).cause?.code ?? String(r.reason)] : [],
      );
      // A reservation may find the meal sold out or already called off; nothing else fails.
      expect(
        failures.every((code) => code === 'capacityExceeded' || code === 'mealDisabled'),
        `round ${round}: ${failures.join()}`,
      ).toBe(true);
      const settledByTicks = results
        .slice(reservers.length)
        .map((r) => (r.status === 'fulfilled' ? (r.value as { conditionalMealsSettled: number }) : null))
        .reduce((sum, value) => sum + (value?.conditionalMealsSettled ?? 0), 0);

      const [row] = await db.select().from(meals).where(eq(meals.id, meal.id));
      const held = await db
        .select({ eaterId: preorders.eaterId, status: preorders.status })
        .from(preorders)
        .where(eq(preorders.mealId, meal.id));
      const told = await db
        .select({ userId: notifications.userId, kind: notifications.kind })
        .from(notifications)
        .where(
          sql`${notifications.mealId} = ${meal.id} and ${inArray(notifications.kind, ['mealGoesAhead', 'mealCalledOff'])}`,
        );
      const active = held.filter((p) => p.status === 'reserved');
      expect(row!.conditionOutcome, `round ${round}`).not.toBeNull();
      outcomes.push(row!.conditionOutcome!);
      // Settled once: by a reservation (then no tick settles it) or by exactly one of the four ticks.
      expect(settledByTicks, `round ${round}`).toBeLessThanOrEqual(1);
      expect(row!.availablePortions + active.length, `round ${round}: never oversold`).toBe(TOTAL);
      // One kind of notice, at most one per person, the cook among them.
      expect(new Set(told.map((n) => n.kind)).size).toBe(1);
      expect(told[0]!.kind).toBe(row!.conditionOutcome === 'goesAhead' ? 'mealGoesAhead' : 'mealCalledOff');
      expect(new Set(told.map((n) => n.userId)).size, `round ${round}: each told once`).toBe(told.length);
      expect(told.map((n) => n.userId)).toContain(cook.id);
      const eatersTold = new Set(told.map((n) => n.userId).filter((id) => id !== cook.id));
      if (row!.conditionOutcome === 'calledOff') {
        expect(active, `round ${round}: nothing left reserved`).toEqual([]);
        expect(row!.availablePortions).toBe(TOTAL);
        expect(eatersTold).toEqual(new Set(held.map((p) => p.eaterId)));
        expect(TOTAL - row!.availablePortions).toBeLessThan(minimum);
      } else {
        // Everyone told held a reservation; those who reserved after it went ahead reserved an ordinary meal.
        expect([...eatersTold].every((id) => active.some((p) => p.eaterId === id))).toBe(true);
        expect(eatersTold.size).toBeGreaterThanOrEqual(minimum);
      }
    }
    expect(outcomes).toContain('goesAhead');
    expect(outcomes).toContain('calledOff');
  });
});
