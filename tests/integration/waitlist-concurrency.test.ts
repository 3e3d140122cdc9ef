// The waitlist and hand-overs under concurrency, on PostgreSQL (PGlite runs one query at a time; CI runs
// the suite on both): 40 people waiting, 30 cancels and 20 new joins at once, repeated. No portion is lost or made,
// the meal is never oversold, the line's arrival order is kept and nobody is promoted twice. A join waits for a
// cancel in progress (the meal's row lock). On PGlite, two colleagues taking one offer runs one after the other.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancelAtomically } from '../../server/db/queries/preorders';
import { handovers, meals, preorders, waitlistEntries } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { expectAppError } from '../helpers/errors';
import { moreEaters, officeWorld, pickupDayMeal, portionsLeft } from '../helpers/menu';

const world = useTestWorld();
const TOTAL = 30;

describe.skipIf(!onPostgres())('waitlist under concurrency', () => {
  it('40 waiting, 30 cancels and 20 joins in parallel: portions kept, order kept, each promoted once (8 rounds)', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, office, cook } = await officeWorld(world);
    const people = await moreEaters({ db, office }, 90);
    const holders = people.slice(0, TOTAL);
    const waiting = people.slice(TOTAL, TOTAL + 40);
    const joiners = people.slice(TOTAL + 40);
    for (let round = 0; round < 8; round++) {
      const meal = await pickupDayMeal({ db, office, cook }, { totalPortions: TOTAL });
      const held = await Promise.all(
        holders.map((user) => world.caller(user).preorders.reserve({ mealId: meal.id, quantity: 1 })),
      );
      for (const user of waiting) {
        await world.caller(user).waitlist.join({ mealId: meal.id, quantity: 1 + Math.floor(Math.random() * 3) });
      }
      const results = await Promise.allSettled([
        ...held.map((preorder, i) => world.caller(holders[i]!).preorders.cancel({ preorderId: preorder.id })),
        ...joiners.map((user) =>
          world.caller(user).waitlist.join({ mealId: meal.id, quantity: 1 + Math.floor(Math.random() * 2) }),
        ),
      ]);
      const failures = results.flatMap((r) =>
        r.status === 'rejected' ? [(r.reason as { cause?: { code?: string } }).cause?.code ?? String(r.reason)] : [],
      );
      // A join may find portions free at that instant (waitlistNotNeeded); nothing else may fail.
      expect(
        failures.every((code) => code === 'waitlistNotNeeded'),
        `round ${round}: ${failures.join()}`,
      ).toBe(true);
      expect(results.slice(0, TOTAL).every((r) => r.status === 'fulfilled')).toBe(true);

      const [portions] = await db.select({ left: meals.availablePortions }).from(meals).where(eq(meals.id, meal.id));
      const [reserved] = await db
        .select({ n: sql<number>`coalesce(sum(${preorders.quantity}), 0)::int` })
        .from(preorders)
        .where(sql`${preorders.mealId} = ${meal.id} and ${preorders.status} in ('reserved', 'active')`);
      expect(portions!.left).toBeGreaterThanOrEqual(0);
      expect(portions!.left + reserved!.n, `round ${round}: no portion lost or made`).toBe(TOTAL);

      const line = await db
        .select({
          seq: waitlistEntries.seq,
          quantity: waitlistEntries.quantity,
          status: waitlistEntries.status,
          preorderId: waitlistEntries.preorderId,
          eaterId: waitlistEntries.eaterId,
        })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.mealId, meal.id))
        .orderBy(waitlistEntries.seq);
      const promoted = line.filter((entry) => entry.status === 'promoted');
      // Each promoted once: one reservation per promoted place, made by the waitlist for that person and quantity.
      const made = await db
        .select()
        .from(preorders)
        .where(sql`${preorders.mealId} = ${meal.id} and ${preorders.fromWaitlist}`);
      expect(made).toHaveLength(promoted.length);
      expect(new Set(promoted.map((entry) => entry.preorderId)).size).toBe(promoted.length);
      for (const entry of promoted) {
        expect(made.find((p) => p.id === entry.preorderId)).toMatchObject({
          eaterId: entry.eaterId,
          quantity: entry.quantity,
        });
      }
      // Nobody still waiting fits what is free (the line was served), and nobody later was served before an
      // earlier place that wanted no more.
      const stillWaiting = line.filter((entry) => entry.status === 'waiting');
      expect(
        stillWaiting.every((entry) => entry.quantity > portions!.left),
        `round ${round}`,
      ).toBe(true);
      for (const later of promoted) {
        for (const earlier of stillWaiting) {
          if (earlier.seq < later.seq)
            expect(earlier.quantity, `round ${round}: order`).toBeGreaterThan(later.quantity);
        }
      }
    }
  }, 240_000);

  it('two colleagues taking one offer at once: exactly one gets it (20 rounds)', async () => {
    world.clock.set('2026-11-20T17:00:00Z');
    const { db, office, cook, eater } = await officeWorld(world);
    const takers = await moreEaters({ db, office }, 6);
    for (let round = 0; round < 20; round++) {
      world.clock.set('2026-11-20T10:00:00Z');
      const meal = await pickupDayMeal({ db, office, cook });
      const preorder = await world.caller(eater).preorders.reserve({ mealId: meal.id, quantity: 2 });
      world.clock.set('2026-11-20T17:00:00Z');
      const offer = await world.caller(eater).handovers.offer({ preorderId: preorder.id, toUserId: null });
      const results = await Promise.allSettled(
        takers.map((user) => world.caller(user).handovers.take({ handoverId: offer.id })),
      );
      expect(
        results.filter((r) => r.status === 'fulfilled'),
        `round ${round}`,
      ).toHaveLength(1);
      const [row] = await db
        .select({ eaterId: preorders.eaterId })
        .from(preorders)
        .where(eq(preorders.id, preorder.id));
      const winner = takers[results.findIndex((r) => r.status === 'fulfilled')]!;
      expect(row!.eaterId).toBe(winner.id);
    }
  }, 120_000);

  it('joining waits for a cancel in progress, then finds its portion free (the meal row lock of the join)', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, office, cook } = await officeWorld(world);
    const [holder, joiner] = await moreEaters({ db, office }, 2);
    const meal = await pickupDayMeal({ db, office, cook }, { totalPortions: 1 });
    const held = await world.caller(holder).preorders.reserve({ mealId: meal.id, quantity: 1 });
    // A cancel that has given its portion back but not committed yet.
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let cancelled!: () => void;
    const cancelDone = new Promise<void>((resolve) => (cancelled = resolve));
    const cancel = db.transaction(async (tx) => {
      await cancelAtomically(tx, { preorderId: held.id, eaterId: holder.id, now: world.clock.now() });
      cancelled();
      await committing;
    });
    await cancelDone;
    let settled = false;
    const join = world
      .caller(joiner)
      .waitlist.join({ mealId: meal.id, quantity: 1 })
      .finally(() => (settled = true));
    join.catch(() => undefined);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Without the lock the join read the meal as sold out and took a place in line beside the portion about to
      // come free, which nobody would then promote.
      expect(settled, 'the join waits for the cancel to commit').toBe(false);
    } finally {
      commit();
      await cancel;
    }
    await expectAppError(join, 'waitlistNotNeeded');
    expect(await portionsLeft(db, meal.id)).toBe(1);
    expect(await db.select().from(waitlistEntries).where(eq(waitlistEntries.mealId, meal.id))).toEqual([]);
  });
});

// PGlite runs one query at a time, so the race above cannot happen there; the same rule still has to hold when the
// two colleagues come one after the other: the first takes the reservation, the second gets nothing and changes
// nothing.
describe('two colleagues taking one offer, one after the other', () => {
  it('the first takes it, the second is refused and changes nothing (5 rounds)', async () => {
    world.clock.set('2026-11-20T17:00:00Z');
    const { db, office, cook, eater } = await officeWorld(world);
    const [first, second] = await moreEaters({ db, office }, 2);
    for (let round = 0; round < 5; round++) {
      world.clock.set('2026-11-20T10:00:00Z');
      const meal = await pickupDayMeal({ db, office, cook });
      const preorder = await world.caller(eater).preorders.reserve({ mealId: meal.id, quantity: 2 });
      world.clock.set('2026-11-20T17:00:00Z');
      const offer = await world.caller(eater).handovers.offer({ preorderId: preorder.id, toUserId: null });
      const [taker, late] = round % 2 === 0 ? [first, second] : [second, first];
      expect(await world.caller(taker).handovers.take({ handoverId: offer.id })).toMatchObject({
        status: 'accepted',
        preorderId: preorder.id,
      });
      const read = async () => ({
        preorder: (await db.select().from(preorders).where(eq(preorders.id, preorder.id)))[0]!,
        offer: (await db.select().from(handovers).where(eq(handovers.id, offer.id)))[0]!,
      });
      const before = await read();
      world.clock.set('2026-11-20T17:00:05Z');
      await expectAppError(world.caller(late).handovers.take({ handoverId: offer.id }), 'handoverNotOpen');
      expect(await read(), `round ${round}: the second take changed nothing`).toEqual(before);
      expect(before.preorder).toMatchObject({ eaterId: taker.id, status: 'reserved', quantity: 2 });
      expect(before.offer).toMatchObject({ status: 'accepted', takerId: taker.id });
      expect((await world.caller(late).preorders.upcoming()).filter((p) => p.meal.id === meal.id)).toEqual([]);
      expect(await portionsLeft(db, meal.id)).toBe(8);
    }
  });
});
