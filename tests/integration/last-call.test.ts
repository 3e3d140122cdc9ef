// The cook's last call (server/services/handovers.ts, lastCall; docs/decisions/050-last-call.md): before the pickup
// window ends, the meal's uncollected, unpaid reservations go up for grabs exactly as an eater's own offer to anyone
// would: the waitlist first before the cutoff, then the office at the same price. Only the meal's cook, never after
// the window, never a portion twice.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handovers, notifications, preorders } from '../../server/db/schema';
import { settleDueOffers } from '../../server/services/handovers';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { expectAppError } from '../helpers/errors';
import { createMeal, createUser } from '../helpers/factories';
import { pickupDayWorld, portionsLeft } from '../helpers/menu';

const world = useTestWorld();
/** Ordering closes 2026-11-20 18:00 in Vilnius (16:00Z); pickup is 2026-11-21 12:30-13:30 (10:30Z-11:30Z). */
const DURING_PICKUP = '2026-11-21T11:00:00Z';
const PICKUP_END = '2026-11-21T11:30:00Z';

async function setup(totalPortions = 6) {
  const ctx = await pickupDayWorld(world, totalPortions);
  return { ...ctx, cookCaller: world.caller(ctx.cook) };
}

const offersOf = (mealId: string) =>
  world.deps.database.db
    .select({
      preorderId: handovers.preorderId,
      from: handovers.fromEaterId,
      to: handovers.toEaterId,
      status: handovers.status,
      lastCall: handovers.lastCall,
      expiresAt: handovers.expiresAt,
    })
    .from(handovers)
    .where(eq(handovers.mealId, mealId));

const preorderOf = async (id: string) =>
  (await world.deps.database.db.select().from(preorders).where(eq(preorders.id, id)))[0]!;

const noticesOf = (userId: string, kind: 'lastCall' | 'portionTaken' | 'waitlistPromoted' | 'offerClosed') =>
  world.deps.database.db
    .select({ payload: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

/** What the office's menu shows up for grabs on the pickup day. */
const grabsOnMenu = async (slug: string, mealId: string) =>
  (await world.caller(null).menu.meals({ slug, day: 'today' })).find((m) => m.id === mealId)?.grabs ?? [];

describe('meals.lastCall', () => {
  it('puts the uncollected, unpaid reservations up for grabs until the window ends; the eater is told', async () => {
    const { meal, office, caller, eater, cookCaller, colleague } = await setup();
    const open = await caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    const payer = await colleague();
    const paid = await payer.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const claimer = await colleague();
    const claimed = await claimer.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const collector = await colleague();
    const collected = await collector.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    await payer.caller.preorders.claimPaid({ preorderId: paid.id });
    await cookCaller.preorders.confirmPaid({ preorderId: paid.id, method: 'bank_transfer' });
    await claimer.caller.preorders.claimPaid({ preorderId: claimed.id });

    world.clock.set(DURING_PICKUP);
    await cookCaller.preorders.markCollected({ preorderId: collected.id });
    expect(await cookCaller.meals.lastCall({ id: meal.id })).toEqual({ offered: 2, released: 0, promoted: 0 });

    // Only the open, unpaid, unclaimed one: paid money would move to the taker, collected has nothing to give.
    expect(await offersOf(meal.id)).toEqual([
      {
        preorderId: open.id,
        from: eater.id,
        to: null,
        status: 'offered',
        lastCall: true,
        expiresAt: new Date(PICKUP_END),
      },
    ]);
    expect(await grabsOnMenu(office.slug, meal.id)).toMatchObject([{ quantity: 2 }]);
    expect(await noticesOf(eater.id, 'lastCall')).toMatchObject([{ payload: { status: 'offered' } }]);
    // The cook's preorders table and the day's list mark it up for grabs.
    const table = await cookCaller.preorders.forCook({ mealId: meal.id });
    expect(table.preorders.filter((p) => p.upForGrabs).map((p) => p.id)).toEqual([open.id]);
    const today = (await cookCaller.meals.dashboard()).meals.find((m) => m.id === meal.id);
    expect(today?.preorders.filter((p) => p.upForGrabs).map((p) => p.id)).toEqual([open.id]);
    expect(await portionsLeft(world.deps.database.db, meal.id)).toBe(1);

    // Nothing left to call a second time.
    await expectAppError(cookCaller.meals.lastCall({ id: meal.id }), 'lastCallNothing');

    // A colleague takes it, at the same price, as any offer to anyone; the eater hears it was taken.
    const taker = await colleague();
    const [grab] = await grabsOnMenu(office.slug, meal.id);
    await taker.caller.handovers.take({ handoverId: grab!.id });
    expect(await preorderOf(open.id)).toMatchObject({ eaterId: taker.user.id, quantity: 2, status: 'reserved' });
    expect(await noticesOf(eater.id, 'portionTaken')).toHaveLength(1);
    expect(await grabsOnMenu(office.slug, meal.id)).toEqual([]);
  });

  it('lets the eater withdraw it (coming after all); untaken it stays theirs at the window’s end', async () => {
    const { meal, caller, cookCaller, colleague } = await setup();
    const mine = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const otherEater = await colleague();
    const other = await otherEater.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.set(DURING_PICKUP);
    await cookCaller.meals.lastCall({ id: meal.id });
    const [offer] = (await caller.handovers.mine()).made;
    expect(offer).toMatchObject({ preorderId: mine.id, toAnyone: true, status: 'offered' });
    await caller.handovers.withdraw({ handoverId: offer!.id });

    world.clock.set(PICKUP_END);
    await settleDueOffers(world.deps);
    expect((await offersOf(meal.id)).map((o) => o.status).sort()).toEqual(['expired', 'withdrawn']);
    expect(await preorderOf(other.id)).toMatchObject({ status: 'reserved' });
    // Its eater heard of the last call when it was called; its end says nothing more.
    expect(await noticesOf(otherEater.user.id, 'offerClosed')).toEqual([]);
  });

  it('serves the waitlist first before the cutoff, in arrival order, and never oversells', async () => {
    const { db, meal, office, caller, eater, cookCaller, colleague } = await setup(3);
    const held = await caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    const small = await colleague();
    const smallPreorder = await small.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const first = await colleague();
    const second = await colleague();
    await first.caller.waitlist.join({ mealId: meal.id, quantity: 2 });
    await second.caller.waitlist.join({ mealId: meal.id, quantity: 1 });

    const outcome = await cookCaller.meals.lastCall({ id: meal.id });
    // Both reservations went to the line (2 then 1 portions fit the two places in turn): nothing left for grabs.
    expect(outcome).toEqual({ offered: 0, released: 3, promoted: 2 });
    expect((await offersOf(meal.id)).map((o) => o.status)).toEqual(['released', 'released']);
    expect(await grabsOnMenu(office.slug, meal.id)).toEqual([]);
    expect(await preorderOf(held.id)).toMatchObject({ status: 'cancelled' });
    expect(await noticesOf(eater.id, 'lastCall')).toMatchObject([{ payload: { status: 'released' } }]);
    expect(await preorderOf(smallPreorder.id)).toMatchObject({ status: 'cancelled' });
    expect(await noticesOf(first.user.id, 'waitlistPromoted')).toMatchObject([{ payload: { quantity: 2 } }]);
    expect(await noticesOf(second.user.id, 'waitlistPromoted')).toMatchObject([{ payload: { quantity: 1 } }]);

    const live = await db
      .select({ quantity: preorders.quantity })
      .from(preorders)
      .where(and(eq(preorders.mealId, meal.id), inArray(preorders.status, ['reserved', 'active'])));
    expect(live.reduce((sum, row) => sum + row.quantity, 0)).toBe(3);
    expect(await portionsLeft(db, meal.id)).toBe(0);
  });

  it('before the cutoff with nobody waiting who fits, the portions go up for grabs instead', async () => {
    const { meal, office, caller, cookCaller, colleague } = await setup(3);
    await caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    await (await colleague()).caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    await (await colleague()).caller.waitlist.join({ mealId: meal.id, quantity: 3 });
    expect(await cookCaller.meals.lastCall({ id: meal.id })).toEqual({ offered: 3, released: 0, promoted: 0 });
    // Offered before the pickup starts, a last call still runs until the window ends.
    expect((await offersOf(meal.id)).map((o) => [o.status, o.expiresAt])).toEqual([
      ['offered', new Date(PICKUP_END)],
      ['offered', new Date(PICKUP_END)],
    ]);
    const onMenu = (await world.caller(null).menu.meals({ slug: office.slug })).find((m) => m.id === meal.id);
    expect(onMenu?.grabs.map((grab) => grab.quantity).sort()).toEqual([1, 2]);
  });

  it('two colleagues grabbing the same portion at once: one gets it', async () => {
    const { meal, office, caller, cookCaller, colleague } = await setup();
    const reserved = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.set(DURING_PICKUP);
    await cookCaller.meals.lastCall({ id: meal.id });
    const id = (await grabsOnMenu(office.slug, meal.id))[0]!.id;
    const a = await colleague();
    const b = await colleague();
    const results = await Promise.allSettled([
      a.caller.handovers.take({ handoverId: id }),
      b.caller.handovers.take({ handoverId: id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const owner = (await preorderOf(reserved.id)).eaterId;
    expect([a.user.id, b.user.id]).toContain(owner);
  });

  it('collected or marked not collected, the reservation leaves the menu’s grabs at once', async () => {
    const { meal, office, caller, eater, cookCaller, colleague } = await setup();
    const collected = await caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    const missed = await (await colleague()).caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const kept = await (await colleague()).caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.set(DURING_PICKUP);
    await cookCaller.meals.lastCall({ id: meal.id });
    // Read, so the menu is cached with the three offers.
    expect((await grabsOnMenu(office.slug, meal.id)).map((g) => g.quantity).sort()).toEqual([1, 1, 2]);
    const handoverOf = new Map(
      (
        await world.deps.database.db
          .select({ id: handovers.id, preorderId: handovers.preorderId })
          .from(handovers)
          .where(eq(handovers.mealId, meal.id))
      ).map((row) => [row.preorderId, row.id]),
    );
    const onMenu = async (preorderId: string) =>
      (await grabsOnMenu(office.slug, meal.id)).some((g) => g.id === handoverOf.get(preorderId));

    // The eater came after all and the cook marks it collected: the offer closes with it, and menus hear it now,
    // not at the minute tick (no settleDueOffers here).
    await cookCaller.preorders.markCollected({ preorderId: collected.id });
    await world.settle();
    expect(await onMenu(collected.id)).toBe(false);
    const taker = await colleague();
    await expectAppError(taker.caller.handovers.take({ handoverId: handoverOf.get(collected.id)! }), 'handoverNotOpen');
    expect(await preorderOf(collected.id)).toMatchObject({ status: 'fulfilled', eaterId: eater.id });

    world.clock.set(PICKUP_END);
    await cookCaller.preorders.markNotCollected({ preorderId: missed.id });
    await world.settle();
    expect(await onMenu(missed.id)).toBe(false);

    // Closed at once, in the same transaction as the reservation; the one still open stays up for grabs.
    expect(new Map((await offersOf(meal.id)).map((o) => [o.preorderId, o.status]))).toEqual(
      new Map([
        [collected.id, 'withdrawn'],
        [missed.id, 'withdrawn'],
        [kept.id, 'offered'],
      ]),
    );
    expect(await onMenu(kept.id)).toBe(true);
  });

  it('is the meal’s cook’s alone, and refused after the window or on a withdrawn meal, changing nothing', async () => {
    const { db, meal, caller, cook, cookCaller } = await setup();
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const otherCook = await createUser(db, 'cook', { officeId: cook.officeId! });
    await expectAppError(world.caller(otherCook).meals.lastCall({ id: meal.id }), 'notFound');
    await expectAppError(caller.meals.lastCall({ id: meal.id }), 'unauthorized');
    await expectAppError(world.caller(null).meals.lastCall({ id: meal.id }), 'notAuthenticated');

    world.clock.set(PICKUP_END);
    await expectAppError(cookCaller.meals.lastCall({ id: meal.id }), 'pickupEnded');
    expect(await offersOf(meal.id)).toEqual([]);

    world.clock.set(DURING_PICKUP);
    const empty = await createMeal(db, {
      cookId: cook.id,
      officeId: cook.officeId!,
      pickupDate: '2026-11-21',
      cutoffDate: '2026-11-20',
    });
    await expectAppError(cookCaller.meals.lastCall({ id: empty.id }), 'lastCallNothing');
    await cookCaller.meals.withdraw({ id: meal.id });
    await expectAppError(cookCaller.meals.lastCall({ id: meal.id }), 'mealWithdrawn');
    expect(await offersOf(meal.id)).toEqual([]);
  });
});

describe.skipIf(!onPostgres())('meals.lastCall under concurrency', () => {
  it('two last calls at once offer each portion once; the other finds nothing left (10 rounds)', async () => {
    for (let round = 0; round < 10; round++) {
      const { meal, caller, cookCaller, colleague } = await setup();
      await caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
      await (await colleague()).caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
      world.clock.set(DURING_PICKUP);
      const results = await Promise.allSettled([
        cookCaller.meals.lastCall({ id: meal.id }),
        cookCaller.meals.lastCall({ id: meal.id }),
      ]);
      const done = results.filter((r) => r.status === 'fulfilled');
      expect(done).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      await expectAppError(Promise.reject(refused.reason), 'lastCallNothing');
      expect((await offersOf(meal.id)).map((o) => o.status)).toEqual(['offered', 'offered']);
      expect(await portionsLeft(world.deps.database.db, meal.id)).toBe(3);
    }
  });
});
