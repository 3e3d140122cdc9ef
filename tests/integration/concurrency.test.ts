// Data integrity under concurrency (SECURITY.md [L]). Parallel requests need a real server with a connection
// pool: PGlite runs one query at a time, so these run on PostgreSQL (CI runs the suite on both).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preorders } from '../../server/db/schema';
import { type DomainError } from '../../shared/errors';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { moreEaters, officeWorld, portionsLeft } from '../helpers/menu';

const world = useTestWorld();

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'fulfilled'
    ? 'ok'
    : (((result.reason as { cause?: unknown }).cause as DomainError | undefined)?.code ?? String(result.reason));

describe.skipIf(!onPostgres())('reservations under concurrency', () => {
  it('never oversells: 10 portions, 50 parallel reserves, exactly 10 succeed (20 rounds)', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, office, cookMeal } = await officeWorld(world);
    const eaters = await moreEaters({ db, office }, 50);
    for (let round = 0; round < 20; round++) {
      const meal = await cookMeal({ pickupDate: '2026-11-21', totalPortions: 10 });
      const results = await Promise.allSettled(
        eaters.map((eater) => world.caller(eater).preorders.reserve({ mealId: meal.id, quantity: 1 })),
      );
      const codes = results.map(codeOf);
      expect(
        codes.filter((c) => c === 'ok'),
        `round ${round}`,
      ).toHaveLength(10);
      expect(
        codes.filter((c) => c !== 'ok').every((c) => c === 'capacityExceeded'),
        `round ${round}: ${codes.join()}`,
      ).toBe(true);
      expect(await portionsLeft(db, meal.id)).toBe(0);
      const [taken] = await db
        .select({ n: sql<number>`coalesce(sum(${preorders.quantity}), 0)::int` })
        .from(preorders)
        .where(eq(preorders.mealId, meal.id));
      expect(taken!.n).toBe(10);
    }
  }, 120_000);

  it('keeps total = left + reserved with random quantities and cancels mixed in', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, office, cookMeal } = await officeWorld(world);
    const eaters = await moreEaters({ db, office }, 40);
    for (let round = 0; round < 10; round++) {
      const meal = await cookMeal({ pickupDate: '2026-11-21', totalPortions: 30 });
      const results = await Promise.allSettled(
        eaters.map((eater) =>
          world.caller(eater).preorders.reserve({ mealId: meal.id, quantity: 1 + Math.floor(Math.random() * 4) }),
        ),
      );
      const made = results.flatMap((r, i) => (r.status === 'fulfilled' ? [{ eater: eaters[i]!, id: r.value.id }] : []));
      // Cancel half of them in parallel with a second wave of reserves.
      await Promise.allSettled([
        ...made.filter((_, i) => i % 2 === 0).map((p) => world.caller(p.eater).preorders.cancel({ preorderId: p.id })),
        ...eaters.slice(0, 20).map((eater) => world.caller(eater).preorders.reserve({ mealId: meal.id, quantity: 2 })),
      ]);
      const left = await portionsLeft(db, meal.id);
      const [reserved] = await db
        .select({ n: sql<number>`coalesce(sum(${preorders.quantity}), 0)::int` })
        .from(preorders)
        .where(sql`${preorders.mealId} = ${meal.id} and ${preorders.status} in ('reserved', 'active')`);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + reserved!.n, `round ${round}`).toBe(30);
    }
  }, 120_000);

  it('restores portions once when one preorder is cancelled 10 times in parallel', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, eater, cookMeal } = await officeWorld(world);
    const meal = await cookMeal({ pickupDate: '2026-11-21', totalPortions: 10 });
    const preorder = await world.caller(eater).preorders.reserve({ mealId: meal.id, quantity: 4 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => world.caller(eater).preorders.cancel({ preorderId: preorder.id })),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'invalidTransition')).toHaveLength(9);
    expect(await portionsLeft(db, meal.id)).toBe(10);
  });
});
