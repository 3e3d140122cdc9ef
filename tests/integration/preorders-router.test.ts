// preorders.* through createCaller: every rule and error of reserve and cancel, each role, another user's
// preorder, cutoff across office time zones and a DST change, and the eater's lists.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preorders } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createOffice, createUser } from '../helpers/factories';
import { officeWorld, portionsLeft, setMeal } from '../helpers/menu';
import { createMeal } from '../helpers/factories';

const world = useTestWorld();
const TOMORROW = '2026-11-21';

async function setup(totalPortions = 10, timeZone?: string) {
  world.clock.set('2026-11-20T10:00:00Z');
  const ctx = await officeWorld(world, timeZone);
  const meal = await createMeal(ctx.db, {
    cookId: ctx.cook.id,
    officeId: ctx.office.id,
    pickupDate: TOMORROW,
    totalPortions,
  });
  return { ...ctx, meal };
}

describe('preorders.reserve', () => {
  it('reserves portions, answers the preorder and takes them from the meal', async () => {
    const { db, meal, caller } = await setup();
    const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 3 });
    expect(preorder).toMatchObject({
      mealId: meal.id,
      quantity: 3,
      status: 'reserved',
      paymentStatus: 'unpaid',
      availablePortions: 7,
    });
    expect(preorder.createdAt).toEqual(world.clock.now());
    expect(await portionsLeft(db, meal.id)).toBe(7);
  });

  it('takes every portion left but not one more: capacityExceeded', async () => {
    const { db, meal, caller } = await setup(4);
    await caller.preorders.reserve({ mealId: meal.id, quantity: 3 });
    await expectAppError(caller.preorders.reserve({ mealId: meal.id, quantity: 2 }), 'capacityExceeded');
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    await expectAppError(caller.preorders.reserve({ mealId: meal.id, quantity: 1 }), 'capacityExceeded');
    expect(await portionsLeft(db, meal.id)).toBe(0);
  });

  it('refuses quantities outside 1..portions: quantityInvalid, and non-integers as bad input', async () => {
    const { db, meal, caller } = await setup(10);
    for (const quantity of [0, -1, 11, 51]) {
      await expectAppError(caller.preorders.reserve({ mealId: meal.id, quantity }), 'quantityInvalid');
    }
    await expectBadRequest(caller.preorders.reserve({ mealId: meal.id, quantity: 1.5 }));
    await expectBadRequest(caller.preorders.reserve({ mealId: meal.id, quantity: 10_000 }));
    expect(await portionsLeft(db, meal.id)).toBe(10);
  });

  it('lets only members of the meal’s office reserve: officeMismatch, noOffice', async () => {
    const { db, meal } = await setup();
    const elsewhere = await createOffice(db);
    const outsider = await createUser(db, 'eater', { officeId: elsewhere.id });
    await expectAppError(world.caller(outsider).preorders.reserve({ mealId: meal.id, quantity: 1 }), 'officeMismatch');
    const homeless = await createUser(db, 'cook');
    await expectAppError(world.caller(homeless).preorders.reserve({ mealId: meal.id, quantity: 1 }), 'noOffice');
    expect(await portionsLeft(db, meal.id)).toBe(10);
  });

  it('lets a cook of the office reserve, and admins and super admins reserve anywhere', async () => {
    const { db, meal, office } = await setup();
    const cook = await createUser(db, 'cook', { officeId: office.id });
    await world.caller(cook).preorders.reserve({ mealId: meal.id, quantity: 1 });
    const elsewhere = await createOffice(db);
    await world
      .caller(await createUser(db, 'admin', { officeId: elsewhere.id }))
      .preorders.reserve({ mealId: meal.id, quantity: 1 });
    await world.caller(await createUser(db, 'super_admin')).preorders.reserve({ mealId: meal.id, quantity: 1 });
    expect(await portionsLeft(db, meal.id)).toBe(7);
  });

  it('refuses inactive and soft-disabled meals: mealDisabled', async () => {
    const { db, meal, caller } = await setup();
    await setMeal(db, meal.id, { isActive: false });
    await expectAppError(caller.preorders.reserve({ mealId: meal.id, quantity: 1 }), 'mealDisabled');
    await setMeal(db, meal.id, { isActive: true, isSoftDisabled: true });
    await expectAppError(caller.preorders.reserve({ mealId: meal.id, quantity: 1 }), 'mealDisabled');
    expect(await portionsLeft(db, meal.id)).toBe(10);
  });

  it('closes at the cutoff time in the office time zone: cutoffPassed', async () => {
    const { db, meal, caller } = await setup();
    await setMeal(db, meal.id, { cutoffDate: '2026-11-20' });
    world.clock.set('2026-11-20T15:59:59Z'); // 17:59:59 in Vilnius
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.set('2026-11-20T16:00:00Z'); // 18:00 in Vilnius
    await expectAppError(caller.preorders.reserve({ mealId: meal.id, quantity: 1 }), 'cutoffPassed');
    expect(await portionsLeft(db, meal.id)).toBe(9);
  });

  it('uses the pickup date when no cutoff date is set', async () => {
    const { meal, caller } = await setup();
    world.clock.set('2026-11-21T15:59:00Z');
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.set('2026-11-21T16:00:00Z');
    await expectAppError(caller.preorders.reserve({ mealId: meal.id, quantity: 1 }), 'cutoffPassed');
  });

  it('judges the cutoff by each office’s own clock', async () => {
    const vilnius = await setup(10, 'Europe/Vilnius');
    const london = await setup(10, 'Europe/London');
    for (const ctx of [vilnius, london]) await setMeal(ctx.db, ctx.meal.id, { cutoffDate: '2026-11-20' });
    world.clock.set('2026-11-20T17:00:00Z'); // 19:00 in Vilnius, 17:00 in London
    await expectAppError(vilnius.caller.preorders.reserve({ mealId: vilnius.meal.id, quantity: 1 }), 'cutoffPassed');
    await london.caller.preorders.reserve({ mealId: london.meal.id, quantity: 1 });
  });

  it('keeps 18:00 local on the day the clocks spring forward', async () => {
    world.clock.set('2026-03-28T10:00:00Z');
    const { db, office, cook, caller } = await officeWorld(world);
    const meal = await createMeal(db, { cookId: cook.id, officeId: office.id, pickupDate: '2026-03-29' });
    world.clock.set('2026-03-29T14:59:00Z'); // 17:59 summer time
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.set('2026-03-29T15:00:00Z'); // 18:00 summer time (it would be 17:00 with the winter offset)
    await expectAppError(caller.preorders.reserve({ mealId: meal.id, quantity: 1 }), 'cutoffPassed');
  });

  it('answers notFound for an unknown meal, BAD_REQUEST for a malformed id, notAuthenticated for visitors', async () => {
    const { meal, caller } = await setup();
    await expectAppError(
      caller.preorders.reserve({ mealId: '00000000-0000-4000-8000-000000000000', quantity: 1 }),
      'notFound',
    );
    await expectBadRequest(caller.preorders.reserve({ mealId: "1' or '1'='1", quantity: 1 }));
    await expectAppError(world.caller(null).preorders.reserve({ mealId: meal.id, quantity: 1 }), 'notAuthenticated');
  });
});

describe('a note with a reservation', () => {
  it('is kept trimmed, shown to the eater, and to the cook in the preorders table and the day’s list', async () => {
    const { db, meal, caller, cook } = await setup();
    world.clock.set('2026-11-20T10:00:00Z');
    const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 1, note: '  no chili, please ' });
    expect(preorder.note).toBe('no chili, please');
    world.clock.set('2026-11-20T10:01:00Z'); // the lists order by the time reserved
    const plain = await caller.preorders.reserve({ mealId: meal.id, quantity: 1, note: '   ' });
    expect(plain.note).toBeNull();
    expect((await caller.preorders.mine()).map((p) => p.note)).toEqual([null, 'no chili, please']);
    const cookCaller = world.caller(cook);
    const table = await cookCaller.preorders.forCook({ mealId: meal.id });
    expect(table.preorders.map((p) => p.note)).toEqual([null, 'no chili, please']);
    world.clock.set('2026-11-21T08:00:00Z'); // the pickup day: the dashboard's list of today's meals
    const today = await cookCaller.meals.dashboard();
    expect(today.meals[0]!.preorders.map((p) => p.note)).toEqual(['no chili, please', null]);
    expect(await portionsLeft(db, meal.id)).toBe(8);
  });

  it('refuses a note over 200 characters or with characters it cannot store, and reserves nothing', async () => {
    const { db, meal, caller } = await setup();
    const longest = 'ž'.repeat(200);
    expect((await caller.preorders.reserve({ mealId: meal.id, quantity: 1, note: longest })).note).toBe(longest);
    for (const note of ['x'.repeat(201), 'ok\u0000ok', 'a\ud800b', 12]) {
      await expectBadRequest(caller.preorders.reserve({ mealId: meal.id, quantity: 1, note: note as string }));
    }
    expect(await portionsLeft(db, meal.id)).toBe(9);
    expect(await db.select().from(preorders).where(eq(preorders.mealId, meal.id))).toHaveLength(1);
  });
});

describe('preorders.cancel', () => {
  it('cancels the owner’s reservation and gives the portions back once', async () => {
    const { db, meal, caller } = await setup();
    const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 4 });
    await expect(caller.preorders.cancel({ preorderId: preorder.id })).resolves.toMatchObject({
      status: 'cancelled',
      availablePortions: 10,
    });
    expect(await portionsLeft(db, meal.id)).toBe(10);
    await expectAppError(caller.preorders.cancel({ preorderId: preorder.id }), 'invalidTransition');
    expect(await portionsLeft(db, meal.id)).toBe(10);
  });

  it('answers another user’s preorder like a missing one and changes nothing', async () => {
    const { db, meal, caller, office } = await setup();
    const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    const neighbour = await createUser(db, 'eater', { officeId: office.id });
    await expectAppError(world.caller(neighbour).preorders.cancel({ preorderId: preorder.id }), 'notFound');
    await expectAppError(
      world.caller(await createUser(db, 'admin')).preorders.cancel({ preorderId: preorder.id }),
      'notFound',
    );
    await expectAppError(caller.preorders.cancel({ preorderId: '00000000-0000-4000-8000-000000000000' }), 'notFound');
    const [row] = await db.select().from(preorders).where(eq(preorders.id, preorder.id));
    expect(row!.status).toBe('reserved');
    expect(await portionsLeft(db, meal.id)).toBe(8);
  });

  it('cancels from active as well, but never a fulfilled one', async () => {
    const { db, meal, caller } = await setup();
    const active = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    await db.update(preorders).set({ status: 'active' }).where(eq(preorders.id, active.id));
    await caller.preorders.cancel({ preorderId: active.id });
    const collected = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    await db
      .update(preorders)
      .set({ status: 'fulfilled', paymentStatus: 'paid', paidAt: world.clock.now(), paidMethod: 'cash' })
      .where(eq(preorders.id, collected.id));
    await expectAppError(caller.preorders.cancel({ preorderId: collected.id }), 'invalidTransition');
    expect(await portionsLeft(db, meal.id)).toBe(9);
  });

  it('needs a signed-in user', async () => {
    await expectAppError(
      world.caller(null).preorders.cancel({ preorderId: '00000000-0000-4000-8000-000000000000' }),
      'notAuthenticated',
    );
  });
});

describe('preorders.mine and preorders.upcoming', () => {
  it('lists only the eater’s reservations, newest first, with the meal, cook, office and total', async () => {
    const { db, meal, caller, eater, office } = await setup();
    const first = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.advance(60_000);
    const second = await caller.preorders.reserve({ mealId: meal.id, quantity: 3 });
    const neighbour = await createUser(db, 'eater', { officeId: office.id });
    await world.caller(neighbour).preorders.reserve({ mealId: meal.id, quantity: 1 });
    const mine = await world.caller(eater).preorders.mine();
    expect(mine.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(mine[0]).toMatchObject({
      quantity: 3,
      totalCents: 3 * meal.priceCents,
      status: 'reserved',
      paymentStatus: 'unpaid',
      paidAt: null,
      meal: {
        title: meal.title,
        priceCents: meal.priceCents,
        pickupDate: TOMORROW,
        pickupStart: '12:30',
        pickupEnd: '13:30',
        cookName: 'Rasa Petraitė',
        officeName: office.name,
        officeTimeZone: 'Europe/Vilnius',
      },
    });
  });

  it('shows the next three open reservations with pickup today or later, soonest first', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, office, cook, caller, eater } = await officeWorld(world);
    const meal = (date: string) => createMeal(db, { cookId: cook.id, officeId: office.id, pickupDate: date });
    const yesterday = await meal('2026-11-19');
    const [today, d1, d2, d3] = [
      await meal('2026-11-20'),
      await meal('2026-11-21'),
      await meal('2026-11-22'),
      await meal('2026-11-23'),
    ];
    const past = await caller.preorders.reserve({ mealId: yesterday.id, quantity: 1 }).catch(() => undefined);
    expect(past).toBeUndefined(); // its cutoff has passed
    for (const m of [d3, d1, today, d2]) await caller.preorders.reserve({ mealId: m.id, quantity: 1 });
    const cancelled = (await world.caller(eater).preorders.mine()).find((p) => p.meal.id === d1.id)!;
    await caller.preorders.cancel({ preorderId: cancelled.id });
    const upcoming = await caller.preorders.upcoming();
    expect(upcoming.map((p) => p.meal.pickupDate)).toEqual(['2026-11-20', '2026-11-22', '2026-11-23']);
  });

  it('need a signed-in user', async () => {
    await expectAppError(world.caller(null).preorders.mine(), 'notAuthenticated');
    await expectAppError(world.caller(null).preorders.upcoming(), 'notAuthenticated');
  });
});
