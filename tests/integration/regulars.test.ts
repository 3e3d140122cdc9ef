// Regulars through createCaller (docs/decisions/048-regulars.md): standing orders with a cook of one's office,
// absences, the cook's count for a day, and the reservations made when a meal is published: first subscribed first
// served, only while portions remain, never for someone away, never twice per meal, each regular told.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, preorders } from '../../server/db/schema';
import { reserveAtomically } from '../../server/db/queries/preorders';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createOffice, createUser } from '../helpers/factories';
import { mealFields, officeWorld, portionsLeft } from '../helpers/menu';

const world = useTestWorld();
const db = () => world.deps.database.db;
// 2026-11-20 is a Friday; 2026-11-24 a Tuesday (ISO weekday 2), 2026-11-26 a Thursday (4).
const TUESDAY = '2026-11-24';
const tuesdayMeal = (totalPortions: number, isActive = true) =>
  mealFields({ pickupDate: TUESDAY, cutoffDate: null, cutoffTime: '11:00', totalPortions, isActive });

async function regularOf(w: Awaited<ReturnType<typeof officeWorld>>, weekdays: number[], quantity: number) {
  const eater = await createUser(db(), 'eater', { officeId: w.office.id });
  const caller = world.caller(eater);
  await caller.regulars.subscribe({ cookId: w.cook.id, weekdays, quantity });
  // Each a second later: the subscription order is the serving order.
  world.clock.set(new Date(world.deps.clock.now().getTime() + 1000));
  return { eater, caller };
}

/** By eater (they are made in one transaction, at one instant): who was served tells the order. */
const regularReservations = (mealId: string) =>
  db()
    .select({ eaterId: preorders.eaterId, quantity: preorders.quantity, status: preorders.status })
    .from(preorders)
    .where(and(eq(preorders.mealId, mealId), eq(preorders.viaRegular, true)))
    .orderBy(preorders.eaterId);
const byEater = <T extends { eaterId: string }>(rows: T[]) => rows.sort((x, y) => (x.eaterId < y.eaterId ? -1 : 1));

describe('regulars.subscribe, mine, unsubscribe', () => {
  it('subscribes to a cook of the office, changes the days keeping the place, and ends it', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    expect(await w.caller.regulars.mine()).toEqual([]);
    expect(await w.caller.regulars.subscribe({ cookId: w.cook.id, weekdays: [4, 2], quantity: 1 })).toEqual({
      cookId: w.cook.id,
      weekdays: [2, 4],
      quantity: 1,
    });
    world.clock.set('2026-11-20T11:00:00Z');
    await w.caller.regulars.subscribe({ cookId: w.cook.id, weekdays: [1], quantity: 2 });
    expect(await w.caller.regulars.mine()).toEqual([
      {
        cookId: w.cook.id,
        firstName: 'Rasa',
        lastName: 'Petraitė',
        weekdays: [1],
        quantity: 2,
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
    ]);
    await w.caller.regulars.unsubscribe({ cookId: w.cook.id });
    await w.caller.regulars.unsubscribe({ cookId: w.cook.id });
    expect(await w.caller.regulars.mine()).toEqual([]);
  });

  it('refuses oneself, another office’s cook, a non-cook and bad days or quantities, changing nothing', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    const other = await createOffice(db());
    const farCook = await createUser(db(), 'cook', { officeId: other.id });
    const colleague = await createUser(db(), 'eater', { officeId: w.office.id });
    await expectAppError(
      world.caller(w.cook).regulars.subscribe({ cookId: w.cook.id, weekdays: [2], quantity: 1 }),
      'regularSelf',
    );
    await expectAppError(
      w.caller.regulars.subscribe({ cookId: farCook.id, weekdays: [2], quantity: 1 }),
      'officeMismatch',
    );
    await expectAppError(w.caller.regulars.subscribe({ cookId: colleague.id, weekdays: [2], quantity: 1 }), 'notFound');
    const noOffice = await createUser(db(), 'eater');
    await expectAppError(
      world.caller(noOffice).regulars.subscribe({ cookId: w.cook.id, weekdays: [2], quantity: 1 }),
      'noOffice',
    );
    for (const bad of [
      { weekdays: [], quantity: 1 },
      { weekdays: [0], quantity: 1 },
      { weekdays: [8], quantity: 1 },
      { weekdays: [2, 2], quantity: 1 },
      { weekdays: [2], quantity: 0 },
      { weekdays: [2], quantity: 6 },
      { weekdays: [2], quantity: 1.5 },
    ]) {
      await expectBadRequest(w.caller.regulars.subscribe({ cookId: w.cook.id, ...bad }));
    }
    await expectAppError(world.caller(null).regulars.mine(), 'notAuthenticated');
    expect(await w.caller.regulars.mine()).toEqual([]);
  });
});

describe('absences', () => {
  it('adds, lists and removes one’s own; a bad range is refused; another’s cannot be removed', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    const { id } = await w.caller.absences.add({ from: '2026-12-01', to: '2026-12-05' });
    await w.caller.absences.add({ from: '2026-11-23', to: '2026-11-23' });
    expect(await w.caller.absences.list()).toEqual([
      { id: expect.any(String), from: '2026-11-23', to: '2026-11-23' },
      { id, from: '2026-12-01', to: '2026-12-05' },
    ]);
    await expectBadRequest(w.caller.absences.add({ from: '2026-12-05', to: '2026-12-01' }));
    await expectBadRequest(w.caller.absences.add({ from: '2026-02-30', to: '2026-03-01' }));
    await expectBadRequest(w.caller.absences.add({ from: '2026-01-01', to: '2027-06-01' }));
    await expectAppError(world.caller(w.cook).absences.remove({ id }), 'notFound');
    await w.caller.absences.remove({ id });
    expect(await w.caller.absences.list()).toHaveLength(1);
  });
});

describe('publishing a meal serves its regulars', () => {
  it('first subscribed first, while portions remain, skipping the absent and other weekdays; each is told', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    const first = await regularOf(w, [2, 4], 2);
    const away = await regularOf(w, [2], 1);
    await away.caller.absences.add({ from: '2026-11-23', to: '2026-11-27' });
    const thursdays = await regularOf(w, [4], 1);
    const second = await regularOf(w, [2], 2);
    const tooMany = await regularOf(w, [2], 2);
    const last = await regularOf(w, [2], 1);

    expect(await world.caller(w.cook).regulars.countFor({ date: TUESDAY })).toEqual({ regulars: 4, portions: 7 });
    expect(await world.caller(w.cook).regulars.countFor({ date: '2026-11-26' })).toEqual({
      regulars: 2,
      portions: 3,
    });
    await expectAppError(w.caller.regulars.countFor({ date: TUESDAY }), 'unauthorized');

    const meal = await world.caller(w.cook).meals.create(tuesdayMeal(5));
    // 5 portions: the first two take 2 each; the next wants 2 of the 1 left and is skipped; the last takes it.
    expect(await regularReservations(meal.id)).toEqual(
      byEater([
        { eaterId: first.eater.id, quantity: 2, status: 'reserved' },
        { eaterId: second.eater.id, quantity: 2, status: 'reserved' },
        { eaterId: last.eater.id, quantity: 1, status: 'reserved' },
      ]),
    );
    expect(await portionsLeft(db(), meal.id)).toBe(0);
    const told = await db()
      .select({ userId: notifications.userId, payload: notifications.payload })
      .from(notifications)
      .where(and(eq(notifications.mealId, meal.id), eq(notifications.kind, 'regularReserved')));
    expect(told.map((n) => n.userId).sort()).toEqual([first.eater.id, second.eater.id, last.eater.id].sort());
    expect(told.find((n) => n.userId === first.eater.id)?.payload).toMatchObject({
      pickupDate: TUESDAY,
      quantity: 2,
    });
    for (const nobody of [away, thursdays, tooMany]) {
      expect((await nobody.caller.preorders.mine()).filter((p) => p.meal.id === meal.id)).toEqual([]);
    }
    // A regular's reservation is cancelled as anyone's, until the cutoff.
    const [mine] = (await first.caller.preorders.mine()).filter((p) => p.meal.id === meal.id);
    await first.caller.preorders.cancel({ preorderId: mine!.id });
    expect(await portionsLeft(db(), meal.id)).toBe(2);
  });

  it('a weekly series serves the regulars of each of its days', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    const tuesdays = await regularOf(w, [2], 1);
    const { pickupDate: _date, cutoffDate: _cutoff, ...fields } = tuesdayMeal(3);
    // Tuesdays and Thursdays for two weeks from tomorrow: 24 and 26 November, 1 and 3 December.
    const series = await world.caller(w.cook).meals.createSeries({ ...fields, weekdays: [2, 4], weeks: 2 });
    const served = (await tuesdays.caller.preorders.mine()).map((p) => p.meal.pickupDate).sort();
    expect(served).toEqual(['2026-11-24', '2026-12-01']);
    expect(series.meals).toHaveLength(4);
  });

  it('never twice per meal: switched off and on again (or edited on) serves nobody again', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    const a = await regularOf(w, [2], 1);
    const b = await regularOf(w, [2], 1);
    const cook = world.caller(w.cook);
    const meal = await cook.meals.create(tuesdayMeal(4));
    expect(await regularReservations(meal.id)).toHaveLength(2);
    const [aPreorder] = (await a.caller.preorders.mine()).filter((p) => p.meal.id === meal.id);
    await a.caller.preorders.cancel({ preorderId: aPreorder!.id });

    await cook.meals.setActive({ id: meal.id, active: false });
    await cook.meals.setActive({ id: meal.id, active: true });
    await cook.meals.setActive({ id: meal.id, active: true });
    await cook.meals.update({ id: meal.id, ...tuesdayMeal(4, false) });
    await cook.meals.update({ id: meal.id, ...tuesdayMeal(4, true) });
    expect(await regularReservations(meal.id)).toEqual(
      byEater([
        { eaterId: a.eater.id, quantity: 1, status: 'cancelled' },
        { eaterId: b.eater.id, quantity: 1, status: 'reserved' },
      ]),
    );
    expect(await portionsLeft(db(), meal.id)).toBe(3);
    // The unique guard behind it: a second regular reservation of the same meal is refused by the database.
    await expect(
      reserveAtomically(db(), {
        mealId: meal.id,
        eaterId: b.eater.id,
        quantity: 1,
        now: world.deps.clock.now(),
        officeId: w.office.id,
        anyOffice: false,
        viaRegular: true,
      }),
    ).rejects.toThrow();
    expect(await portionsLeft(db(), meal.id)).toBe(3);
  });

  it('a meal made inactive serves nobody until switched on; a later regular is served then', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    const cook = world.caller(w.cook);
    const meal = await cook.meals.create(tuesdayMeal(3, false));
    const a = await regularOf(w, [2], 1);
    expect(await regularReservations(meal.id)).toEqual([]);
    await cook.meals.setActive({ id: meal.id, active: true });
    expect(await regularReservations(meal.id)).toEqual([{ eaterId: a.eater.id, quantity: 1, status: 'reserved' }]);
    expect(await portionsLeft(db(), meal.id)).toBe(2);
  });

  it('an admin switching the meal back on serves its regulars as its cook would, once', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    const meal = await world.caller(w.cook).meals.create(tuesdayMeal(3, false));
    const a = await regularOf(w, [2], 2);
    const admin = world.caller(await createUser(db(), 'super_admin'));
    await admin.admin.setMealActive({ id: meal.id, active: true });
    await admin.admin.setMealActive({ id: meal.id, active: false });
    await admin.admin.setMealActive({ id: meal.id, active: true });
    expect(await regularReservations(meal.id)).toEqual([{ eaterId: a.eater.id, quantity: 2, status: 'reserved' }]);
    expect(await portionsLeft(db(), meal.id)).toBe(1);
    // The cook's preorders table and the day's list mark it as a regular's; an ordinary one is not.
    await world.caller(await createUser(db(), 'eater', { officeId: w.office.id })).preorders.reserve({
      mealId: meal.id,
      quantity: 1,
    });
    const table = await world.caller(w.cook).preorders.forCook({ mealId: meal.id });
    expect(table.preorders.map((p) => p.viaRegular).sort()).toEqual([false, true]);
    const told = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, a.eater.id), eq(notifications.kind, 'regularReserved')));
    expect(told).toHaveLength(1);
  });
});
