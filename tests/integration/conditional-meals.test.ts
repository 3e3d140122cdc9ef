// Conditional meals and claimed wishes (docs/features.md "Conditional meals"): the flip both ways, exactly once
// (a reservation reaching the minimum, the minute tick at the cutoff), who hears it, the refusals with what must not
// change, and claiming a wish (the backers told, their names for the claiming cook only).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailEvents, meals, notifications, preorders, wishes } from '../../server/db/schema';
import { runWaitlistAndOffersTick } from '../../server/services/waitlist-and-offers-tick';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createOffice, createUser } from '../helpers/factories';
import { mealFields, moreEaters, officeWorld } from '../helpers/menu';

const world = useTestWorld();
/** Before the cutoff of mealFields(): 2026-11-20 18:00 in Vilnius is 16:00Z. */
const NOW = '2026-11-20T10:00:00Z';
const AFTER_CUTOFF = '2026-11-20T16:00:30Z';

async function kitchen() {
  world.clock.set(NOW);
  const ctx = await officeWorld(world);
  const [alma, bruno] = await moreEaters(ctx, 2);
  const cookCaller = world.caller(ctx.cook);
  const menu = async () =>
    (await world.caller(ctx.eater).menu.meals({ slug: ctx.office.slug, day: 'tomorrow' })).map((meal) => ({
      id: meal.id,
      minimumPortions: meal.minimumPortions,
      committedPortions: meal.committedPortions,
      condition: meal.condition,
    }));
  return { ...ctx, alma: alma!, bruno: bruno!, cookCaller, menu };
}

const mealRow = async (id: string) => {
  const [row] = await world.deps.database.db.select().from(meals).where(eq(meals.id, id));
  return row!;
};
const noticesOf = (mealId: string) =>
  world.deps.database.db
    .select({ userId: notifications.userId, kind: notifications.kind, payload: notifications.payload })
    .from(notifications)
    .where(eq(notifications.mealId, mealId));
const tick = () => runWaitlistAndOffersTick(world.deps);

describe('conditional meals', () => {
  it('goes ahead in the reservation that reaches the minimum, tells everyone once, and never flips back', async () => {
    const k = await kitchen();
    const meal = await k.cookCaller.meals.create(mealFields({ totalPortions: 6, minimumPortions: 4 }));
    expect(meal).toMatchObject({ minimumPortions: 4, committedPortions: 0, condition: 'conditional' });
    expect(await k.menu()).toEqual([
      { id: meal.id, minimumPortions: 4, committedPortions: 0, condition: 'conditional' },
    ]);

    await world.caller(k.eater).preorders.reserve({ mealId: meal.id, quantity: 2 });
    await world.caller(k.alma).preorders.reserve({ mealId: meal.id, quantity: 1 });
    await world.settle();
    expect(await k.menu()).toEqual([
      { id: meal.id, minimumPortions: 4, committedPortions: 3, condition: 'conditional' },
    ]);
    expect((await noticesOf(meal.id)).filter((n) => n.kind === 'mealGoesAhead')).toEqual([]);

    const last = await world.caller(k.bruno).preorders.reserve({ mealId: meal.id, quantity: 1 });
    const settled = await mealRow(meal.id);
    expect(settled).toMatchObject({ conditionOutcome: 'goesAhead', isActive: true, withdrawnAt: null });
    expect(settled.conditionSettledAt?.toISOString()).toBe(new Date(NOW).toISOString());
    const told = (await noticesOf(meal.id)).filter((n) => n.kind === 'mealGoesAhead');
    expect(told.map((n) => n.userId).sort()).toEqual([k.cook.id, k.eater.id, k.alma.id, k.bruno.id].sort());
    expect(told.find((n) => n.userId === k.cook.id)?.payload).toMatchObject({
      forCook: true,
      minimum: 4,
      committed: 4,
    });
    expect(told.find((n) => n.userId === k.bruno.id)?.payload).toMatchObject({ forCook: false });
    // Each notice queues its NOTICE e-mail (the kinds' default is on).
    const mails = await world.deps.database.db
      .select({ key: emailEvents.idempotencyKey })
      .from(emailEvents)
      .where(sql`${emailEvents.templateCode} = 'NOTICE' and ${emailEvents.payload}->>'kind' = 'mealGoesAhead'`);
    expect(mails).toHaveLength(4);
    // The menu (through its cache, invalidated by the meals trigger) shows an ordinary meal now.
    await world.settle();
    expect(await k.menu()).toEqual([
      { id: meal.id, minimumPortions: null, committedPortions: 4, condition: 'goesAhead' },
    ]);

    // A cancel after it went ahead does not flip it back, and the cutoff leaves it alone.
    await world.caller(k.bruno).preorders.cancel({ preorderId: last.id });
    await world.caller(k.eater).preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.set(AFTER_CUTOFF);
    expect((await tick()).conditionalMealsSettled).toBe(0);
    expect(await mealRow(meal.id)).toMatchObject({ conditionOutcome: 'goesAhead', withdrawnAt: null, isActive: true });
    expect((await noticesOf(meal.id)).filter((n) => n.kind === 'mealGoesAhead')).toHaveLength(4);
  });

  it('is called off at the cutoff when the minimum is not met: withdrawn, reservations cancelled, each told once', async () => {
    const k = await kitchen();
    const meal = await k.cookCaller.meals.create(mealFields({ totalPortions: 8, minimumPortions: 5 }));
    const held = await world.caller(k.eater).preorders.reserve({ mealId: meal.id, quantity: 2 });
    await world.caller(k.alma).preorders.reserve({ mealId: meal.id, quantity: 2 });
    // Before the cutoff the tick leaves it conditional.
    world.clock.set('2026-11-20T15:59:00Z');
    expect((await tick()).conditionalMealsSettled).toBe(0);
    expect((await mealRow(meal.id)).conditionOutcome).toBeNull();

    world.clock.set(AFTER_CUTOFF);
    expect((await tick()).conditionalMealsSettled).toBe(1);
    expect((await tick()).conditionalMealsSettled).toBe(0);
    const row = await mealRow(meal.id);
    expect(row).toMatchObject({ conditionOutcome: 'calledOff', isActive: false, availablePortions: 8 });
    expect(row.withdrawnAt?.toISOString()).toBe(new Date(AFTER_CUTOFF).toISOString());
    const statuses = await world.deps.database.db
      .select({ status: preorders.status })
      .from(preorders)
      .where(eq(preorders.mealId, meal.id));
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);

    // Told as called off, once each; not also as a withdrawn meal, nor by the cancellation e-mail.
    const notices = await noticesOf(meal.id);
    const calledOff = notices.filter((n) => n.kind === 'mealCalledOff');
    expect(calledOff.map((n) => n.userId).sort()).toEqual([k.cook.id, k.eater.id, k.alma.id].sort());
    expect(calledOff[0]!.payload).toMatchObject({ minimum: 5, committed: 4 });
    expect(notices.filter((n) => n.kind === 'mealWithdrawn' || n.kind === 'reservationCancelled')).toEqual([]);
    const cancelMails = await world.deps.database.db
      .select({ key: emailEvents.idempotencyKey })
      .from(emailEvents)
      .where(eq(emailEvents.idempotencyKey, `RESERVATION_CANCELLED:${held.id}`));
    expect(cancelMails).toEqual([]);
    // Nothing owed: the eater's reservation shows cancelled, and no new reservation is taken.
    await expectAppError(world.caller(k.bruno).preorders.reserve({ mealId: meal.id, quantity: 1 }), 'mealDisabled');
  });

  it('refuses a bad minimum with a 4xx and creates nothing; the portions never go below the minimum', async () => {
    const k = await kitchen();
    const count = async () =>
      (await world.deps.database.db.select({ id: meals.id }).from(meals).where(eq(meals.cookId, k.cook.id))).length;
    await expectBadRequest(k.cookCaller.meals.create(mealFields({ totalPortions: 4, minimumPortions: 5 })));
    await expectBadRequest(k.cookCaller.meals.create(mealFields({ totalPortions: 4, minimumPortions: 1 })));
    await expectBadRequest(k.cookCaller.meals.create(mealFields({ totalPortions: 4, minimumPortions: 2.5 })));
    // A past day, and today after its cutoff: nothing left to commit to.
    await expectAppError(
      k.cookCaller.meals.create(mealFields({ pickupDate: '2026-11-19', cutoffDate: null, minimumPortions: 2 })),
      'pickupDateInPast',
    );
    await expectAppError(
      k.cookCaller.meals.create(
        mealFields({ pickupDate: '2026-11-20', cutoffDate: null, cutoffTime: '11:00', minimumPortions: 2 }),
      ),
      'minimumCutoffPassed',
    );
    expect(await count()).toBe(0);

    const { id } = await k.cookCaller.meals.create(mealFields({ totalPortions: 6, minimumPortions: 4 }));
    const { minimumPortions: _minimum, wishId: _wish, ...edit } = mealFields({ totalPortions: 3 });
    await expectAppError(k.cookCaller.meals.update({ ...edit, id }), 'minimumAboveTotal');
    expect(await mealRow(id)).toMatchObject({ totalPortions: 6, minimumPortions: 4 });
  });
});

// A meal with both a minimum and a draw (docs/features.md "Conditional meals"): the draw's winners are ordinary
// reservations, so they count towards the minimum, and the minute tick draws before it settles, so a window ending
// at the cutoff is drawn before the minimum is judged. The flip still happens once.
describe('a conditional meal shared by a draw', () => {
  const kinds = async (mealId: string, kind: 'mealGoesAhead' | 'mealCalledOff' | 'drawWon') =>
    (await noticesOf(mealId))
      .filter((n) => n.kind === kind)
      .map((n) => n.userId)
      .sort();

  it('goes ahead on the winners of a draw whose window ends at the cutoff, in the tick that draws it, once', async () => {
    const k = await kitchen();
    const [carla] = await moreEaters(k, 1);
    const meal = await k.cookCaller.meals.create(
      mealFields({ totalPortions: 6, minimumPortions: 4, drawUntil: { date: '2026-11-20', time: '18:00' } }),
    );
    await world.caller(k.eater).draws.enter({ mealId: meal.id, quantity: 2 });
    await world.caller(k.alma).draws.enter({ mealId: meal.id, quantity: 1 });
    await world.caller(carla!).draws.enter({ mealId: meal.id, quantity: 1 });

    // A tick that starts just before the cutoff and runs past it judges nothing: all its steps read its first instant.
    const reads = [new Date('2026-11-20T15:59:59.900Z')];
    const late = new Date('2026-11-20T16:00:00.100Z');
    await runWaitlistAndOffersTick({ ...world.deps, clock: { now: () => reads.shift() ?? late } });
    expect(await mealRow(meal.id)).toMatchObject({ conditionOutcome: null, isActive: true });

    world.clock.set(AFTER_CUTOFF);
    // Two instances' ticks at once: one draws, the meal goes ahead in the draw's statements, nothing is settled twice.
    const [first, second] = await Promise.all([tick(), tick()]);
    expect(first.drawsRun + second.drawsRun).toBe(1);
    const row = await mealRow(meal.id);
    expect(row).toMatchObject({
      conditionOutcome: 'goesAhead',
      isActive: true,
      withdrawnAt: null,
      availablePortions: 2,
    });
    // Settled by the draw's reservation at the window's last instant, not by the cutoff's step of the tick.
    expect(row.conditionSettledAt?.toISOString()).toBe('2026-11-20T15:59:59.999Z');
    const winners = [k.eater.id, k.alma.id, carla!.id].sort();
    expect(await kinds(meal.id, 'drawWon')).toEqual(winners);
    expect(await kinds(meal.id, 'mealGoesAhead')).toEqual([...winners, k.cook.id].sort());
    await tick();
    expect((await mealRow(meal.id)).conditionSettledAt).toEqual(row.conditionSettledAt);
    expect(await kinds(meal.id, 'mealGoesAhead')).toHaveLength(4);
  });

  it('is called off at the cutoff when the winners and those after them fall short: each told once', async () => {
    const k = await kitchen();
    const meal = await k.cookCaller.meals.create(
      mealFields({ totalPortions: 6, minimumPortions: 5, drawUntil: { date: '2026-11-20', time: '15:00' } }),
    );
    await world.caller(k.eater).draws.enter({ mealId: meal.id, quantity: 2 });
    await world.caller(k.alma).draws.enter({ mealId: meal.id, quantity: 1 });
    world.clock.set('2026-11-20T13:00:30Z');
    expect(await tick()).toMatchObject({ drawsRun: 1 });
    // Drawn, and first come, first served after it: still short of the minimum.
    await world.caller(k.bruno).preorders.reserve({ mealId: meal.id, quantity: 1 });
    expect(await mealRow(meal.id)).toMatchObject({ conditionOutcome: null, availablePortions: 2 });

    world.clock.set(AFTER_CUTOFF);
    await Promise.all([tick(), tick()]);
    await tick();
    expect(await mealRow(meal.id)).toMatchObject({
      conditionOutcome: 'calledOff',
      isActive: false,
      availablePortions: 6,
    });
    const statuses = await world.deps.database.db
      .select({ status: preorders.status })
      .from(preorders)
      .where(eq(preorders.mealId, meal.id));
    expect(statuses.map((s) => s.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await kinds(meal.id, 'drawWon')).toEqual([k.eater.id, k.alma.id].sort());
    expect(await kinds(meal.id, 'mealCalledOff')).toEqual([k.cook.id, k.eater.id, k.alma.id, k.bruno.id].sort());
  });
});

describe('claiming a wish', () => {
  async function wishWorld() {
    const k = await kitchen();
    const otherCook = await createUser(k.db, 'cook', { officeId: k.office.id });
    const wish = await world
      .caller(k.eater)
      .wishes.post({ slug: k.office.slug, title: 'Vegetable lasagne', quantity: 2 });
    await world.caller(k.alma).wishes.back({ wishId: wish.id, quantity: 3 });
    return { ...k, otherCook, wish };
  }
  const wishRow = async (id: string) => {
    const [row] = await world.deps.database.db.select().from(wishes).where(eq(wishes.id, id));
    return row!;
  };

  it('starts the form from the wish, links the meal, tells the backers once and shows names to the claiming cook only', async () => {
    const w = await wishWorld();
    expect(await w.cookCaller.wishes.forClaim({ wishId: w.wish.id })).toMatchObject({
      title: 'Vegetable lasagne',
      portions: 5,
      suggestedMinimum: 5,
    });
    const meal = await w.cookCaller.meals.create(
      mealFields({ title: 'Vegetable lasagne', totalPortions: 8, minimumPortions: 5, wishId: w.wish.id }),
    );
    expect(await wishRow(w.wish.id)).toMatchObject({ status: 'claimed', mealId: meal.id, claimedBy: w.cook.id });
    const board = await world.caller(w.alma).wishes.list({ slug: w.office.slug });
    expect(board).toEqual([
      expect.objectContaining({ id: w.wish.id, status: 'claimed', mealId: meal.id, claimedByMe: false }),
    ]);
    expect((await w.cookCaller.wishes.list({ slug: w.office.slug }))[0]).toMatchObject({ claimedByMe: true });

    const told = (await noticesOf(meal.id)).filter((n) => n.kind === 'wishClaimed');
    expect(told.map((n) => n.userId).sort()).toEqual([w.eater.id, w.alma.id].sort());
    expect(told[0]!.payload).toMatchObject({ wishTitle: 'Vegetable lasagne', minimum: 5, name: 'Rasa Petraitė' });

    const names = await w.cookCaller.wishes.backers({ wishId: w.wish.id });
    expect(names.sort((a, b) => a.quantity - b.quantity)).toEqual([
      expect.objectContaining({ quantity: 2 }),
      expect.objectContaining({ quantity: 3 }),
    ]);
    // Another cook of the office, and any eater, do not see who backs it.
    await expectAppError(world.caller(w.otherCook).wishes.backers({ wishId: w.wish.id }), 'notFound');
    await expect(world.caller(w.alma).wishes.backers({ wishId: w.wish.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    // Claimed once: a second cook's claim is refused and leaves no meal behind.
    await expectAppError(
      world.caller(w.otherCook).meals.create(mealFields({ minimumPortions: 2, wishId: w.wish.id })),
      'wishAlreadyClaimed',
    );
    const theirs = await w.db.select({ id: meals.id }).from(meals).where(eq(meals.cookId, w.otherCook.id));
    expect(theirs).toEqual([]);
    expect(await wishRow(w.wish.id)).toMatchObject({ claimedBy: w.cook.id, mealId: meal.id });
  });

  it('refuses a withdrawn, expired or other office wish with 404, creating no meal and changing no wish', async () => {
    const w = await wishWorld();
    const withdrawn = await world.caller(w.bruno).wishes.post({ slug: w.office.slug, title: 'Cold beet soup' });
    await world.caller(w.bruno).wishes.withdraw({ wishId: withdrawn.id });
    // Another office's open wish, posted by one of its own people.
    const elsewhere = await createOffice(w.db, { timeZone: 'Europe/Vilnius' });
    const stranger = await createUser(w.db, 'eater', { officeId: elsewhere.id });
    const foreign = await world.caller(stranger).wishes.post({ slug: elsewhere.slug, title: 'Kibinai' });

    for (const wishId of [withdrawn.id, foreign.id]) {
      await expectAppError(w.cookCaller.meals.create(mealFields({ minimumPortions: 2, wishId })), 'notFound');
      await expectAppError(w.cookCaller.wishes.forClaim({ wishId }), 'notFound');
    }
    // Expired: 15 days on (a wish stays 14), with a pickup day still ahead.
    world.clock.set('2026-12-05T10:00:00Z');
    await expectAppError(
      w.cookCaller.meals.create(
        mealFields({
          pickupDate: '2026-12-06',
          cutoffDate: null,
          cutoffTime: '11:00',
          minimumPortions: 2,
          wishId: w.wish.id,
        }),
      ),
      'notFound',
    );

    expect(await w.db.select({ id: meals.id }).from(meals).where(eq(meals.cookId, w.cook.id))).toEqual([]);
    const rows = await w.db
      .select({ id: wishes.id, status: wishes.status, mealId: wishes.mealId, claimedBy: wishes.claimedBy })
      .from(wishes)
      .where(inArray(wishes.id, [withdrawn.id, foreign.id, w.wish.id]));
    expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: withdrawn.id, status: 'withdrawn', mealId: null, claimedBy: null },
        { id: foreign.id, status: 'open', mealId: null, claimedBy: null },
        { id: w.wish.id, status: 'open', mealId: null, claimedBy: null },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    const claimedNotices = await w.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.kind, 'wishClaimed'), inArray(notifications.userId, [w.eater.id, w.alma.id])));
    expect(claimedNotices).toEqual([]);
  });
});
