// The notification centre through createCaller: who is told what (reservations, cancels, the waitlist's promotion,
// hand-overs, a withdrawn or changed meal, moderation, a suspension), that nobody reads or marks another person's
// notifications, marking one or all read, the live stream's "changed", and the 60-day retention.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../server/auth/auth-user';
import { notifications } from '../../server/db/schema';
import { settleDueOffers } from '../../server/services/handovers';
import { runMaintenance } from '../../server/services/maintenance';
import { stoppedAt } from '../helpers/clock';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { callerAs, createMeal, createUser } from '../helpers/factories';
import { mealFields, officeWorld, pickupDayWorld } from '../helpers/menu';

const world = useTestWorld();
const NOW = '2026-11-20T10:00:00Z';

async function setup(totalPortions = 4) {
  return pickupDayWorld(world, totalPortions, {
    meal: { title: 'Cepelinai with bacon' },
    colleagueName: { firstName: 'Ona', lastName: 'Kairė' },
  });
}

const kindsOf = async (user: AuthUser) =>
  (await world.caller(user).notifications.list({})).items.map((item) => item.kind);

describe('who is told what', () => {
  it('tells the cook of each reservation and cancel, and the eater nothing of their own', async () => {
    const { meal, eater, caller, cook } = await setup();
    const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    const cooks = await world.caller(cook).notifications.list({});
    expect(cooks.unread).toBe(1);
    expect(cooks.items[0]).toMatchObject({
      kind: 'newReservation',
      mealId: meal.id,
      payload: { mealTitle: 'Cepelinai with bacon', pickupDate: '2026-11-21', quantity: 2 },
      readAt: null,
      path: '/cook/preorders',
    });
    expect(cooks.items[0]!.createdAt).toEqual(world.clock.now());
    world.clock.advance(1000);
    await caller.preorders.cancel({ preorderId: preorder.id });
    expect(await kindsOf(cook)).toEqual(['reservationCancelled', 'newReservation']);
    expect(await kindsOf(eater)).toEqual([]);
  });

  it('tells an eater the waitlist made them a reservation', async () => {
    const { meal, eater, colleague, cook } = await setup(2);
    const first = await colleague();
    const held = await first.caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    const waiting = await colleague();
    await waiting.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    world.clock.advance(1000);
    await first.caller.preorders.cancel({ preorderId: held.id });
    expect(await kindsOf(waiting.user)).toEqual(['waitlistPromoted']);
    expect((await world.caller(waiting.user).notifications.list({})).items[0]!.payload).toMatchObject({
      mealTitle: 'Cepelinai with bacon',
      quantity: 1,
    });
    expect((await kindsOf(cook)).filter((kind) => kind === 'newReservation')).toHaveLength(2);
    expect(await kindsOf(eater)).toEqual([]);
  });

  it('tells the named colleague of an offer and the offerer once it is taken', async () => {
    const { meal, caller, eater, colleague } = await setup();
    const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const friend = await colleague();
    const offer = await caller.handovers.offer({ preorderId: preorder.id, toUserId: friend.user.id });
    expect(await kindsOf(friend.user)).toEqual(['portionOffered']);
    expect((await world.caller(friend.user).notifications.list({})).items[0]!.payload).toMatchObject({
      name: expect.any(String),
    });
    world.clock.advance(1000);
    await friend.caller.handovers.take({ handoverId: offer.id });
    expect(await kindsOf(eater)).toEqual(['portionTaken']);
    expect((await world.caller(eater).notifications.list({})).items[0]!.payload).toMatchObject({ name: 'Ona Kairė' });
  });

  it('tells the offerer a declined offer leaves the portion theirs, in the decliner’s name', async () => {
    const { meal, caller, eater, colleague } = await setup();
    const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const friend = await colleague();
    const offer = await caller.handovers.offer({ preorderId: preorder.id, toUserId: friend.user.id });
    world.clock.advance(1000);
    await friend.caller.handovers.decline({ handoverId: offer.id });
    const [notice] = (await world.caller(eater).notifications.list({})).items;
    expect(notice).toMatchObject({
      kind: 'offerClosed',
      path: '/activity',
      payload: { mealTitle: 'Cepelinai with bacon', status: 'declined', kept: true, name: 'Ona Kairė' },
    });
    expect(notice!.createdAt).toEqual(world.clock.now());
  });

  it('tells the offerer a declined portion went to the waitlist and their reservation is cancelled', async () => {
    const { meal, caller, eater, colleague } = await setup(1);
    const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const waiting = await colleague();
    await waiting.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    const friend = await colleague();
    const offer = await caller.handovers.offer({ preorderId: preorder.id, toUserId: friend.user.id });
    await friend.caller.handovers.decline({ handoverId: offer.id });
    expect(await kindsOf(waiting.user)).toEqual(['waitlistPromoted']);
    expect((await world.caller(eater).notifications.list({})).items.map((i) => [i.kind, i.payload])).toEqual([
      ['offerClosed', expect.objectContaining({ status: 'declined', kept: false })],
    ]);
  });

  it('tells the offerer an offer nobody took in time leaves the portion theirs', async () => {
    const { meal, caller, eater } = await setup();
    const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    await caller.handovers.offer({ preorderId: preorder.id, toUserId: null });
    world.clock.set('2026-11-22T00:00:00Z');
    expect(await settleDueOffers(world.deps)).toBe(1);
    expect((await world.caller(eater).notifications.list({})).items.map((i) => [i.kind, i.payload])).toEqual([
      ['offerClosed', expect.objectContaining({ status: 'expired', kept: true, name: '' })],
    ]);
  });

  it('tells the offerer nothing of an offer they withdrew', async () => {
    const { meal, caller, eater } = await setup();
    const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const offer = await caller.handovers.offer({ preorderId: preorder.id, toUserId: null });
    await caller.handovers.withdraw({ handoverId: offer.id });
    world.clock.set('2026-11-22T00:00:00Z');
    await settleDueOffers(world.deps);
    expect(await kindsOf(eater)).toEqual([]);
  });

  it('tells eaters their meal was withdrawn (and the cook hears of no cancel)', async () => {
    const { meal, caller, eater, cook, cookCaller } = await setup();
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.advance(1000);
    await cookCaller.meals.withdraw({ id: meal.id });
    expect(await kindsOf(eater)).toEqual(['mealWithdrawn']);
    expect(await kindsOf(cook)).toEqual(['newReservation']);
  });

  it('tells eaters who reserved that the allergens changed', async () => {
    world.clock.set(NOW);
    const { office, cook, caller, eater } = await officeWorld(world);
    const cookCaller = world.caller(cook);
    const meal = await cookCaller.meals.create(mealFields());
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const bystander = await createUser(world.deps.database.db, 'eater', { officeId: office.id });
    world.clock.advance(1000);
    await cookCaller.meals.update({ id: meal.id, ...mealFields({ allergens: ['milk'] }) });
    expect(await kindsOf(eater)).toEqual(['mealChanged']);
    expect(await kindsOf(bystander)).toEqual([]);
  });

  it('tells eaters and the cook what moderation did, and the cook of a suspension', async () => {
    const { meal, caller, eater, cook } = await setup();
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const report = await caller.moderation.report({ mealId: meal.id, reason: 'foodSafety' });
    const { caller: admin } = await callerAs(world, 'super_admin');
    world.clock.advance(1000);
    await admin.moderation.setMealDisabled({ reportId: report.id, disabled: true });
    expect(await kindsOf(eater)).toEqual(['mealTakenDown']);
    world.clock.advance(1000);
    await admin.moderation.setMealDisabled({ reportId: report.id, disabled: false });
    expect(await kindsOf(eater)).toEqual(['mealBack', 'mealTakenDown']);
    world.clock.advance(1000);
    await admin.moderation.suspendCook({ reportId: report.id, days: 7 });
    const cooks = (await world.caller(cook).notifications.list({})).items;
    expect(cooks.map((item) => item.kind)).toEqual([
      'cookSuspended',
      'reportOutcome',
      'reportOutcome',
      'newReservation',
    ]);
    expect(cooks[1]!.payload).toMatchObject({ outcome: 'back' });
    expect(cooks[2]!.payload).toMatchObject({ outcome: 'takenDown' });
  });
});

describe('meals.announceReady and meals.messageEaters', () => {
  const PICKUP_MORNING = '2026-11-21T09:00:00Z';

  it('tells every eater with an active reservation that the meal is in the kitchen, once, on the pickup day', async () => {
    const { meal, caller, eater, cook, cookCaller, colleague, office } = await setup();
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const other = await colleague();
    const cancelled = await other.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    await other.caller.preorders.cancel({ preorderId: cancelled.id });
    const elsewhere = await createMeal(world.deps.database.db, {
      cookId: cook.id,
      officeId: office.id,
      pickupDate: '2026-11-21',
    });
    const bystander = await colleague();
    await bystander.caller.preorders.reserve({ mealId: elsewhere.id, quantity: 1 });
    await expectAppError(cookCaller.meals.announceReady({ mealId: meal.id }), 'notPickupDay');
    world.clock.set(PICKUP_MORNING);
    expect(await cookCaller.meals.announceReady({ mealId: meal.id, note: ' fridge, shelf 2 ' })).toEqual({
      eatersTold: 1,
    });
    const [ready] = (await caller.notifications.list({})).items;
    expect(ready).toMatchObject({
      kind: 'mealReady',
      mealId: meal.id,
      payload: { mealTitle: 'Cepelinai with bacon', note: 'fridge, shelf 2' },
      path: '/activity',
    });
    expect(await kindsOf(other.user)).toEqual([]);
    expect(await kindsOf(bystander.user)).toEqual([]);
    expect(await kindsOf(eater)).toEqual(['mealReady']);
    // A second press tells nobody twice.
    expect(await cookCaller.meals.announceReady({ mealId: meal.id })).toEqual({ eatersTold: 0 });
    expect(await kindsOf(eater)).toEqual(['mealReady']);
  });

  it('only the meal\u2019s own cook announces or messages, and bad input changes nothing', async () => {
    const { meal, caller, eater, office, cookCaller } = await setup();
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.set(PICKUP_MORNING);
    const otherCook = await createUser(world.deps.database.db, 'cook', { officeId: office.id });
    await expectAppError(world.caller(otherCook).meals.announceReady({ mealId: meal.id }), 'notFound');
    await expectAppError(world.caller(otherCook).meals.messageEaters({ mealId: meal.id, text: 'Hi' }), 'notFound');
    await expectAppError(caller.meals.announceReady({ mealId: meal.id }), 'unauthorized');
    await expectAppError(caller.meals.messageEaters({ mealId: meal.id, text: 'Hi' }), 'unauthorized');
    await expectBadRequest(cookCaller.meals.messageEaters({ mealId: meal.id, text: 'x'.repeat(281) }));
    await expectBadRequest(cookCaller.meals.messageEaters({ mealId: meal.id, text: '   ' }));
    await expectBadRequest(cookCaller.meals.announceReady({ mealId: meal.id, note: 'x'.repeat(121) }));
    await expectBadRequest(cookCaller.meals.announceReady({ mealId: 'nope' }));
    expect(await kindsOf(eater)).toEqual([]);
  });

  it('sends a short message to the eaters, a few per meal per office day (tooManyMessages beyond)', async () => {
    const { meal, caller, eater, cookCaller } = await setup();
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    for (const [i, text] of ['Cooking now', 'Ten minutes late', 'Almost there'].entries()) {
      world.clock.advance(1000);
      expect(await cookCaller.meals.messageEaters({ mealId: meal.id, text })).toEqual({
        eatersTold: 1,
        messagesLeft: 2 - i,
      });
    }
    const refused = await expectAppError(
      cookCaller.meals.messageEaters({ mealId: meal.id, text: 'One more' }),
      'tooManyMessages',
    );
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    const items = (await caller.notifications.list({})).items;
    expect(items.map((item) => item.payload.text)).toEqual(['Almost there', 'Ten minutes late', 'Cooking now']);
    // The next office day (the pickup day) has its turns again; after the pickup, nothing.
    world.clock.set(PICKUP_MORNING);
    await cookCaller.meals.messageEaters({ mealId: meal.id, text: 'In the fridge' });
    world.clock.set('2026-11-21T11:30:00Z');
    await expectAppError(cookCaller.meals.messageEaters({ mealId: meal.id, text: 'Late' }), 'pickupEnded');
    expect(await kindsOf(eater)).toHaveLength(4);
  });
});

describe('when a cook may speak to a meal\u2019s eaters (shared/meal-messages.ts)', () => {
  const PICKUP_MORNING = '2026-11-21T09:00:00Z';
  const PICKUP_OVER = '2026-11-21T11:30:00Z';

  it('messages the eaters of any upcoming meal, days ahead too; the kitchen only on its pickup day', async () => {
    const { cook, office, cookCaller, colleague } = await setup();
    const later = await createMeal(world.deps.database.db, {
      cookId: cook.id,
      officeId: office.id,
      pickupDate: '2026-11-24',
      cutoffDate: '2026-11-23',
    });
    const eater = await colleague();
    await eater.caller.preorders.reserve({ mealId: later.id, quantity: 1 });
    expect(await cookCaller.meals.messageEaters({ mealId: later.id, text: 'Bring a box' })).toMatchObject({
      eatersTold: 1,
    });
    await expectAppError(cookCaller.meals.announceReady({ mealId: later.id }), 'notPickupDay');
    expect(await kindsOf(eater.user)).toEqual(['cookMessage']);
  });

  it('refuses both for a meal nobody holds a reservation of, writes nothing and uses no turn', async () => {
    const { meal, cookCaller, colleague } = await setup();
    const gone = await colleague();
    const cancelled = await gone.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    await gone.caller.preorders.cancel({ preorderId: cancelled.id });
    await expectAppError(cookCaller.meals.messageEaters({ mealId: meal.id, text: 'Hello?' }), 'noReservations');
    // The refused message took none of the day's three turns.
    const late = await colleague();
    await late.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    for (const text of ['One', 'Two', 'Three']) await cookCaller.meals.messageEaters({ mealId: meal.id, text });
    expect(await kindsOf(late.user)).toHaveLength(3);
    expect(await kindsOf(gone.user)).toEqual([]);

    const { meal: unreserved, cookCaller: otherCook } = await setup();
    world.clock.set(PICKUP_MORNING);
    await expectAppError(otherCook.meals.announceReady({ mealId: unreserved.id }), 'noReservations');
    await expectAppError(otherCook.meals.messageEaters({ mealId: unreserved.id, text: 'Hi' }), 'noReservations');
    const told = await world.deps.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.mealId, unreserved.id), inArray(notifications.kind, ['cookMessage', 'mealReady'])));
    expect(told).toEqual([]);
  });

  it('refuses both once the meal is withdrawn or its pickup window is over, and tells nobody', async () => {
    const { meal, caller, eater, cookCaller } = await setup();
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.set(PICKUP_OVER);
    await expectAppError(cookCaller.meals.messageEaters({ mealId: meal.id, text: 'Late' }), 'pickupEnded');
    await expectAppError(cookCaller.meals.announceReady({ mealId: meal.id }), 'pickupEnded');
    world.clock.set('2026-11-22T09:00:00Z');
    await expectAppError(cookCaller.meals.announceReady({ mealId: meal.id }), 'pickupEnded');
    expect(await kindsOf(eater)).toEqual([]);

    const { meal: other, caller: otherCaller, eater: otherEater, cookCaller: otherCook } = await setup();
    await otherCaller.preorders.reserve({ mealId: other.id, quantity: 1 });
    await otherCook.meals.withdraw({ id: other.id });
    await expectAppError(otherCook.meals.messageEaters({ mealId: other.id, text: 'Sorry' }), 'mealWithdrawn');
    world.clock.set(PICKUP_MORNING);
    await expectAppError(otherCook.meals.announceReady({ mealId: other.id }), 'mealWithdrawn');
    expect(await kindsOf(otherEater)).toEqual(['mealWithdrawn']);
  });
});

describe('reading and marking', () => {
  it('nobody reads or marks another person\u2019s notifications', async () => {
    const { meal, caller, cook, eater } = await setup();
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const [own] = (await world.caller(cook).notifications.list({})).items;
    expect((await caller.notifications.list({})).items).toEqual([]);
    expect(await caller.notifications.markRead({ ids: [own!.id] })).toEqual({ marked: 0, unread: 0 });
    expect(await caller.notifications.markRead({ all: true })).toEqual({ marked: 0, unread: 0 });
    expect((await world.caller(cook).notifications.unread()).unread).toBe(1);
    // Another's id as a cursor reads from the start of one's own (nothing).
    expect((await world.caller(eater).notifications.list({ cursor: own!.id })).items).toEqual([]);
  });

  it('marks one, then all, read; refuses malformed input', async () => {
    const { meal, cook, colleague } = await setup(10);
    for (let i = 0; i < 3; i++) {
      world.clock.advance(1000);
      await (await colleague()).caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    }
    const cookCaller = world.caller(cook);
    const list = await cookCaller.notifications.list({});
    expect(list.unread).toBe(3);
    expect(await cookCaller.notifications.markRead({ ids: [list.items[1]!.id] })).toEqual({ marked: 1, unread: 2 });
    const after = await cookCaller.notifications.list({});
    expect(after.items[1]!.readAt).toEqual(world.clock.now());
    expect(await cookCaller.notifications.markRead({ all: true })).toEqual({ marked: 2, unread: 0 });
    await expectBadRequest(cookCaller.notifications.markRead({ ids: [] }));
    await expectBadRequest(cookCaller.notifications.markRead({ ids: ['not-an-id'] }));
    await expectBadRequest(cookCaller.notifications.markRead({ all: false } as never));
  });

  it('pages newest first', async () => {
    const { meal, cook, colleague } = await setup(50);
    const many = await colleague();
    for (let i = 0; i < 20; i++) {
      world.clock.advance(1000);
      const reservation = await many.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
      await many.caller.preorders.cancel({ preorderId: reservation.id });
    }
    const cookCaller = world.caller(cook);
    const first = await cookCaller.notifications.list({});
    expect(first.items).toHaveLength(30);
    const second = await cookCaller.notifications.list({ cursor: first.nextCursor });
    expect(second.items).toHaveLength(10);
    expect(second.nextCursor).toBeUndefined();
    const ids = new Set([...first.items, ...second.items].map((item) => item.id));
    expect(ids.size).toBe(40);
  });
});

describe('live and retention', () => {
  it('streams "changed" to the owner only when their notifications change', async () => {
    const { meal, caller, cook, eater } = await setup();
    const abort = new AbortController();
    const cookStream = world.deps.notifications.subscribe(cook.id, '10.0.0.1', [abort.signal]);
    const eaterStream = world.deps.notifications.subscribe(eater.id, '10.0.0.1', [abort.signal]);
    const next = cookStream.next();
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    expect(await next).toEqual({ done: false, value: { kind: 'changed' } });
    await world.settle();
    const eaterNext = eaterStream.next();
    const raced = await Promise.race([eaterNext, new Promise((resolve) => setTimeout(() => resolve('quiet'), 100))]);
    expect(raced).toBe('quiet');
    const read = cookStream.next();
    await world.caller(cook).notifications.markRead({ all: true });
    expect(await read).toEqual({ done: false, value: { kind: 'changed' } });
    abort.abort();
    expect(await eaterNext).toEqual({ done: true, value: undefined });
    expect(world.deps.notifications.subscriberCount(cook.id)).toBe(0);
  });

  it('deletes notifications after 60 days', async () => {
    const { meal, caller, cook } = await setup();
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const db = world.deps.database.db;
    const rowsOf = () => db.select().from(notifications).where(eq(notifications.userId, cook.id));
    const after = (ms: number) => ({
      database: world.deps.database,
      clock: stoppedAt(new Date(world.clock.now().getTime() + ms)),
    });
    await runMaintenance(after(59 * 86_400_000));
    expect(await rowsOf()).toHaveLength(1);
    await runMaintenance(after(60 * 86_400_000 + 1));
    expect(await rowsOf()).toHaveLength(0);
  });
});
