// Regulars under concurrency (PostgreSQL only, as tests/integration/concurrency.test.ts): a meal switched on by
// several presses at once while ordinary eaters reserve it never oversells, and each regular gets at most one
// reservation of it; both go through reserveAtomically.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preorders } from '../../server/db/schema';
import type { DomainError } from '../../shared/errors';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { createMeal } from '../helpers/factories';
import { moreEaters, officeWorld, portionsLeft } from '../helpers/menu';

const world = useTestWorld();

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled'
    ? 'ok'
    : (((result.reason as { cause?: unknown }).cause as DomainError | undefined)?.code ?? String(result.reason));

describe.skipIf(!onPostgres())('regulars under concurrency', () => {
  it('regulars and ordinary eaters at once: never oversold, each regular at most once (10 rounds)', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, office, cook } = await officeWorld(world);
    const regulars = await moreEaters({ db, office }, 12);
    for (const [i, regular] of regulars.entries()) {
      world.clock.set(new Date(Date.parse('2026-11-20T10:00:00Z') + i * 1000));
      await world.caller(regular).regulars.subscribe({ cookId: cook.id, weekdays: [2], quantity: 1 + (i % 2) });
    }
    const eaters = await moreEaters({ db, office }, 30);
    const cookCaller = world.caller(cook);
    for (let round = 0; round < 10; round++) {
      // Inactive at first (the factory does not serve regulars); switched on by three presses at once.
      const meal = await createMeal(db, {
        cookId: cook.id,
        officeId: office.id,
        pickupDate: '2026-11-24',
        cutoffTime: '11:00',
        totalPortions: 15,
        isActive: false,
      });
      const results = await Promise.allSettled([
        ...[0, 1, 2].map(() => cookCaller.meals.setActive({ id: meal.id, active: true })),
        ...eaters.map((eater, i) =>
          new Promise((resolve) => setTimeout(resolve, i % 10)).then(() =>
            world.caller(eater).preorders.reserve({ mealId: meal.id, quantity: 1 }),
          ),
        ),
      ]);
      const codes = results.map(codeOf);
      expect(codes.slice(0, 3), `round ${round}`).toEqual(['ok', 'ok', 'ok']);
      expect(
        codes.slice(3).every((c) => ['ok', 'capacityExceeded', 'mealDisabled'].includes(c)),
        `round ${round}: ${codes.join()}`,
      ).toBe(true);
      const [taken] = await db
        .select({ n: sql<number>`coalesce(sum(${preorders.quantity}), 0)::int` })
        .from(preorders)
        .where(and(eq(preorders.mealId, meal.id), eq(preorders.status, 'reserved')));
      const left = await portionsLeft(db, meal.id);
      expect(left, `round ${round}`).toBeGreaterThanOrEqual(0);
      expect(taken!.n + left, `round ${round}`).toBe(15);
      const perRegular = await db
        .select({ eaterId: preorders.eaterId, n: sql<number>`count(*)::int` })
        .from(preorders)
        .where(and(eq(preorders.mealId, meal.id), eq(preorders.viaRegular, true)))
        .groupBy(preorders.eaterId);
      expect(perRegular.every((row) => row.n === 1)).toBe(true);
      // Switched on once: the regulars were served (the first ones at least, whatever the eaters took).
      expect(perRegular.length, `round ${round}`).toBeGreaterThan(0);
    }
  }, 120_000);
});
