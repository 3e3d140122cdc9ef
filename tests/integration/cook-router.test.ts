// The cook's workspace through createCaller: every rule of meals.* and the cook's part of preorders.*, each limit at
// its boundary, another cook's meal or preorder, a suspended cook, the locks once people have reserved, withdraw,
// cook again, photo order, the dashboard, and (on PostgreSQL) edits and collections racing reservations.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreateMealInput } from '../../shared/schemas/meals';
import { emailEvents, meals, preorders } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createMeal, createOffice, createUser } from '../helpers/factories';
import { addPhotos, cardUrl, mealFields as fields, officeWorld, portionsLeft } from '../helpers/menu';
import { mailCountTo } from '../helpers/mail';

const world = useTestWorld();
const NOW = '2026-11-20T10:00:00Z'; // 12:00 in Vilnius, Friday
const TOMORROW = '2026-11-21';

async function setup() {
  world.clock.set(NOW);
  const ctx = await officeWorld(world);
  return { ...ctx, cookCaller: world.caller(ctx.cook) };
}

describe('meals.create', () => {
  it("creates the meal in the cook's own office, active, with every field", async () => {
    const { cookCaller, office } = await setup();
    const meal = await cookCaller.meals.create(fields());
    // Every field as it was given, and all its portions still to reserve.
    expect(meal).toMatchObject({
      ...fields(),
      availablePortions: fields().totalPortions,
      badge: 'active',
      officeSlug: office.slug,
      reservedPortions: 0,
      expectedRevenueCents: 0,
      photos: [],
      hasReservations: false,
    });
    expect(meal.cutoffAt).toBe('2026-11-20T16:00:00.000Z');
    const menu = await world.caller(null).menu.meals({ slug: office.slug });
    expect(menu.map((m) => m.id)).toContain(meal.id);
  });

  it('takes the office from the cook, never from the input', async () => {
    const { cookCaller, office } = await setup();
    const other = await createOffice(world.deps.database.db);
    const meal = await cookCaller.meals.create({ ...fields(), officeId: other.id } as CreateMealInput);
    expect(meal.officeSlug).toBe(office.slug);
  });

  it('checks every limit at its boundary', async () => {
    const { cookCaller, db, cook } = await setup();
    const ok = async (overrides: Partial<CreateMealInput>) =>
      expect((await cookCaller.meals.create(fields(overrides))).id).toBeTruthy();
    const bad = (overrides: Partial<CreateMealInput>) => expectBadRequest(cookCaller.meals.create(fields(overrides)));
    const before = await db.$count(meals, eq(meals.cookId, cook.id));
    await bad({ title: 'Soup' });
    await bad({ title: '    ' });
    await bad({ title: 'x'.repeat(81) });
    await bad({ description: 'x'.repeat(501) });
    await bad({ priceCents: 49 });
    await bad({ priceCents: 5001 });
    await bad({ priceCents: 49.9 }); // 0.499 euro: not whole cents
    await bad({ totalPortions: 0 });
    await bad({ totalPortions: 51 });
    await bad({ totalPortions: 2.5 });
    await bad({ pickupStart: '13:00', pickupEnd: '12:00' });
    await bad({ pickupStart: '12:00', pickupEnd: '12:00' });
    await bad({ pickupStart: '24:00' });
    await bad({ pickupEnd: '1pm' });
    await bad({ pickupDate: '2026-02-30' });
    await bad({ cutoffDate: '2026-11-22' }); // after the pickup date
    await bad({ allergens: [], noAllergens: false }); // no allergen decision
    await bad({ allergens: ['milk'], noAllergens: true }); // both
    await bad({ allergens: ['milk', 'milk'] });
    expect(await db.$count(meals, eq(meals.cookId, cook.id))).toBe(before);
    await ok({ title: 'Soups' });
    await ok({ title: 'x'.repeat(80), description: 'x'.repeat(500) });
    await ok({ priceCents: 50 });
    await ok({ priceCents: 5000 });
    await ok({ totalPortions: 1 });
    await ok({ totalPortions: 50 });
    await ok({ allergens: [], noAllergens: true });
  });

  it('refuses a pickup date in the past in the office time zone, and a cutoff after the pickup window', async () => {
    const { cookCaller } = await setup();
    // 23:30 UTC on the 20th is already the 21st in Vilnius.
    world.clock.set('2026-11-20T23:30:00Z');
    await expectAppError(
      cookCaller.meals.create(fields({ pickupDate: '2026-11-20', cutoffDate: null })),
      'pickupDateInPast',
    );
    await cookCaller.meals.create(fields({ pickupDate: '2026-11-21', cutoffDate: null, cutoffTime: '11:00' }));
    await expectAppError(
      cookCaller.meals.create(fields({ cutoffDate: null, cutoffTime: '18:00' })),
      'cutoffAfterPickup',
    );
  });

  it('lets only a cook with an office who is not suspended create', async () => {
    const { db, office } = await setup();
    const homeless = await createUser(db, 'cook');
    await expectAppError(world.caller(homeless).meals.create(fields()), 'noOffice');
    const suspended = {
      ...(await createUser(db, 'cook', { officeId: office.id })),
      suspendedUntil: new Date('2026-11-27T00:00:00Z'),
    };
    await expectAppError(world.caller(suspended).meals.create(fields()), 'suspended');
    const eater = await createUser(db, 'eater', { officeId: office.id });
    await expectAppError(world.caller(eater).meals.create(fields()), 'unauthorized');
    const admin = await createUser(db, 'admin', { officeId: office.id });
    await expectAppError(world.caller(admin).meals.create(fields()), 'unauthorized');
  });
});

describe('meals.mine and meals.get', () => {
  it("lists only the cook's meals, newest pickup first, with reservations, revenue and badges", async () => {
    const { cookCaller, db, office, cook, caller } = await setup();
    const later = await cookCaller.meals.create(fields({ pickupDate: '2026-11-23', title: 'Later stew' }));
    const soon = await cookCaller.meals.create(fields({ title: 'Soon soup' }));
    const other = await createUser(db, 'cook', { officeId: office.id });
    await createMeal(db, { cookId: other.id, officeId: office.id, pickupDate: TOMORROW, title: 'Not mine' });
    await caller.preorders.reserve({ mealId: soon.id, quantity: 2 });
    const { meals: list, nextCursor } = await cookCaller.meals.mine({});
    expect(list.map((m) => m.title)).toEqual(['Later stew', 'Soon soup']);
    expect(list[1]).toMatchObject({
      reservedPortions: 2,
      availablePortions: 4,
      expectedRevenueCents: 900,
      hasReservations: true,
      badge: 'active',
    });
    expect(nextCursor).toBeNull();
    expect((await cookCaller.meals.get({ id: later.id })).title).toBe('Later stew');
    const notMine = (await db.select({ id: meals.id }).from(meals).where(eq(meals.cookId, other.id)))[0]!;
    await expectAppError(cookCaller.meals.get({ id: notMine.id }), 'notFound');
    expect(cook.id).toBeTruthy();
  });

  it('shows the badges: inactive, closed, sold out, active; and filters by them', async () => {
    const { cookCaller, db } = await setup();
    const active = await cookCaller.meals.create(fields({ title: 'Active meal' }));
    const inactive = await cookCaller.meals.create(fields({ title: 'Inactive meal', isActive: false }));
    const soldOut = await cookCaller.meals.create(fields({ title: 'Sold out meal', totalPortions: 1 }));
    await db.update(meals).set({ availablePortions: 0 }).where(eq(meals.id, soldOut.id));
    const closed = await cookCaller.meals.create(
      fields({ title: 'Closed meal', cutoffDate: '2026-11-20', cutoffTime: '11:00' }),
    );
    const badges = Object.fromEntries((await cookCaller.meals.mine({})).meals.map((m) => [m.id, m.badge]));
    expect(badges).toMatchObject({
      [active.id]: 'active',
      [inactive.id]: 'inactive',
      [soldOut.id]: 'soldOut',
      [closed.id]: 'closed',
    });
    for (const status of ['active', 'inactive', 'soldOut', 'closed'] as const) {
      const ids = (await cookCaller.meals.mine({ status })).meals.map((m) => m.id);
      const expected = { active, inactive, soldOut, closed }[status].id;
      expect(ids, status).toContain(expected);
      expect(
        ids.every((id) => badges[id] === status),
        status,
      ).toBe(true);
    }
  });

  it('pages through a long history without gaps or repeats', async () => {
    const { db, office } = await setup();
    const cook = await createUser(db, 'cook', { officeId: office.id });
    for (let i = 0; i < 55; i++)
      await createMeal(db, {
        cookId: cook.id,
        officeId: office.id,
        pickupDate: `2026-10-${String((i % 28) + 1).padStart(2, '0')}`,
      });
    const first = await world.caller(cook).meals.mine({});
    expect(first.meals).toHaveLength(50);
    const second = await world.caller(cook).meals.mine({ cursor: first.nextCursor });
    expect(second.meals).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.meals, ...second.meals].map((m) => m.id)).size).toBe(55);
  });
});

describe('meals.update', () => {
  it('changes everything while nobody has reserved', async () => {
    const { cookCaller } = await setup();
    const meal = await cookCaller.meals.create(fields());
    const updated = await cookCaller.meals.update({
      id: meal.id,
      ...fields({
        priceCents: 500,
        pickupDate: '2026-11-22',
        pickupStart: '11:30',
        pickupEnd: '12:30',
        totalPortions: 3,
      }),
    });
    expect(updated).toMatchObject({
      priceCents: 500,
      pickupDate: '2026-11-22',
      pickupStart: '11:30',
      totalPortions: 3,
      availablePortions: 3,
    });
  });

  it('locks price, pickup date, window and cutoff once reserved; title, description, tags, allergens stay open', async () => {
    const { cookCaller, caller, eater } = await setup();
    const meal = await cookCaller.meals.create(fields());
    await caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    world.clock.advance(1000);
    for (const change of [
      { priceCents: 500 },
      { pickupDate: '2026-11-22' },
      { pickupStart: '11:45' },
      { pickupEnd: '13:15' },
      { cutoffDate: null },
      { cutoffTime: '17:00' },
    ]) {
      await expectAppError(cookCaller.meals.update({ id: meal.id, ...fields(change) }), 'mealHasReservations');
    }
    expect((await cookCaller.meals.get({ id: meal.id })).priceCents).toBe(450);
    const mailsBefore = await mailCountTo(world.deps.database.db, eater.email);
    const updated = await cookCaller.meals.update({
      id: meal.id,
      ...fields({ title: 'Beet soup, now with kefir', description: 'New', dietaryTags: [], allergens: ['milk'] }),
    });
    expect(updated).toMatchObject({ title: 'Beet soup, now with kefir', allergens: ['milk'] });
    // The eater who reserved is told about the allergen change (and /activity flags it).
    expect(await mailCountTo(world.deps.database.db, eater.email)).toBe(mailsBefore + 1);
    const [row] = await world.deps.database.db
      .select({ at: meals.allergensChangedAt })
      .from(meals)
      .where(eq(meals.id, meal.id));
    expect(row!.at).toEqual(world.clock.now());
    const reservation = (await caller.preorders.mine())[0]!;
    expect(reservation).toMatchObject({ allergensChanged: true, meal: { allergens: ['milk'] } });
  });

  it('raises portions freely, lowers them only to what is reserved', async () => {
    const { cookCaller, caller, db } = await setup();
    const meal = await cookCaller.meals.create(fields({ totalPortions: 6 }));
    await caller.preorders.reserve({ mealId: meal.id, quantity: 4 });
    expect(await cookCaller.meals.update({ id: meal.id, ...fields({ totalPortions: 10 }) })).toMatchObject({
      totalPortions: 10,
      availablePortions: 6,
    });
    await expectAppError(
      cookCaller.meals.update({ id: meal.id, ...fields({ totalPortions: 3 }) }),
      'portionsBelowReserved',
    );
    expect(await portionsLeft(db, meal.id)).toBe(6);
    expect(await cookCaller.meals.update({ id: meal.id, ...fields({ totalPortions: 4 }) })).toMatchObject({
      totalPortions: 4,
      availablePortions: 0,
      badge: 'soldOut',
    });
  });

  it("answers another cook's meal as not found, and refuses a suspended cook", async () => {
    const { cookCaller, db, office } = await setup();
    const meal = await cookCaller.meals.create(fields());
    const other = await createUser(db, 'cook', { officeId: office.id });
    await expectAppError(
      world.caller(other).meals.update({ id: meal.id, ...fields({ title: 'Hijacked' }) }),
      'notFound',
    );
    const cook = await createUser(db, 'cook', { officeId: office.id });
    const own = await world.caller(cook).meals.create(fields());
    await expectAppError(
      world
        .caller({ ...cook, suspendedUntil: new Date('2026-12-01T00:00:00Z') })
        .meals.update({ id: own.id, ...fields({ title: 'Changed' }) }),
      'suspended',
    );
    expect((await cookCaller.meals.get({ id: meal.id })).title).toBe('Beet soup with dill');
  });
});

describe('meals.setActive, withdraw, duplicate, photos', () => {
  it('switches own meals off and on; another cook gets notFound', async () => {
    const { cookCaller, db, office } = await setup();
    const meal = await cookCaller.meals.create(fields());
    expect(await cookCaller.meals.setActive({ id: meal.id, active: false })).toMatchObject({ isActive: false });
    expect((await world.caller(null).menu.meals({ slug: office.slug })).map((m) => m.id)).not.toContain(meal.id);
    const other = await createUser(db, 'cook', { officeId: office.id });
    await expectAppError(world.caller(other).meals.setActive({ id: meal.id, active: true }), 'notFound');
  });

  it('withdraws: every reservation cancelled, portions back, eaters told, off the menu; once only', async () => {
    const { cookCaller, caller, db, office, eater } = await setup();
    const meal = await cookCaller.meals.create(fields({ totalPortions: 8 }));
    const second = await createUser(db, 'eater', { officeId: office.id });
    await caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    await world.caller(second).preorders.reserve({ mealId: meal.id, quantity: 3 });
    expect(await cookCaller.meals.withdraw({ id: meal.id, reason: 'My oven broke' })).toEqual({
      id: meal.id,
      cancelledReservations: 2,
    });
    const rows = await db.select({ status: preorders.status }).from(preorders).where(eq(preorders.mealId, meal.id));
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect(await portionsLeft(db, meal.id)).toBe(8);
    // Each eater is told: a RESERVATION_CANCELLED e-mail queued in the withdraw's own transaction.
    const told = await db.select().from(emailEvents).where(eq(emailEvents.templateCode, 'RESERVATION_CANCELLED'));
    for (const user of [eater, second]) {
      expect(
        told.filter((e) => e.recipientUserId === user.id && (e.payload as { by?: string }).by === 'cook'),
      ).toHaveLength(1);
    }
    expect((await cookCaller.meals.get({ id: meal.id })).badge).toBe('withdrawn');
    expect((await caller.preorders.mine())[0]).toMatchObject({
      status: 'cancelled',
      meal: { withdrawn: true, withdrawReason: 'My oven broke' },
    });
    expect((await world.caller(null).menu.meals({ slug: office.slug })).map((m) => m.id)).not.toContain(meal.id);
    await expectAppError(cookCaller.meals.withdraw({ id: meal.id }), 'mealWithdrawn');
    await expectAppError(cookCaller.meals.update({ id: meal.id, ...fields() }), 'mealWithdrawn');
  });

  it('cooks again: a new active meal from an old one, photos included, not in the past', async () => {
    const { cookCaller, db, caller } = await setup();
    const meal = await cookCaller.meals.create(fields({ cutoffDate: '2026-11-20' }));
    await addPhotos(db, meal.id, ['x', 'y']);
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const copy = await cookCaller.meals.duplicate({ id: meal.id, pickupDate: '2026-11-25' });
    expect(copy).toMatchObject({
      title: meal.title,
      pickupDate: '2026-11-25',
      cutoffDate: '2026-11-24',
      totalPortions: 6,
      availablePortions: 6,
      reservedPortions: 0,
      isActive: true,
    });
    expect(copy.photos.map((p) => p.card)).toEqual([cardUrl('x'), cardUrl('y')]);
    await expectAppError(cookCaller.meals.duplicate({ id: meal.id, pickupDate: '2026-11-19' }), 'pickupDateInPast');
  });

  it('reorders photos (the first is the cover) and removes one', async () => {
    const { cookCaller, db, office } = await setup();
    const meal = await cookCaller.meals.create(fields());
    await addPhotos(db, meal.id, ['p1', 'p2', 'p3']);
    const ids = (await cookCaller.meals.get({ id: meal.id })).photos.map((p) => p.id);
    const reordered = await cookCaller.meals.setPhotos({ mealId: meal.id, photoIds: [ids[2]!, ids[0]!, ids[1]!] });
    expect(reordered.photos.map((p) => p.card)).toEqual([cardUrl('p3'), cardUrl('p1'), cardUrl('p2')]);
    await expect
      .poll(
        async () =>
          (await world.caller(null).menu.meals({ slug: office.slug })).find((m) => m.id === meal.id)?.photos[0]?.card,
      )
      .toBe(cardUrl('p3'));
    const removed = await cookCaller.meals.removePhoto({ mealId: meal.id, photoId: ids[0]! });
    expect(removed.photos.map((p) => p.card)).toEqual([cardUrl('p3'), cardUrl('p2')]);
    await expectAppError(
      cookCaller.meals.setPhotos({ mealId: meal.id, photoIds: ['00000000-0000-4000-8000-000000000000'] }),
      'notFound',
    );
    const other = await createUser(db, 'cook', { officeId: office.id });
    await expectAppError(world.caller(other).meals.setPhotos({ mealId: meal.id, photoIds: [] }), 'notFound');
    expect((await cookCaller.meals.get({ id: meal.id })).photos).toHaveLength(2);
  });
});

describe("the cook's preorders", () => {
  it('lists only preorders of own meals, newest first, with the eater, and sums the active ones', async () => {
    const { cookCaller, caller, db, office, eater } = await setup();
    const a = await cookCaller.meals.create(fields({ title: 'Meal A', priceCents: 500 }));
    const b = await cookCaller.meals.create(fields({ title: 'Meal B', priceCents: 300 }));
    const other = await createUser(db, 'cook', { officeId: office.id });
    const foreign = await createMeal(db, { cookId: other.id, officeId: office.id, pickupDate: TOMORROW });
    await caller.preorders.reserve({ mealId: a.id, quantity: 2 });
    world.clock.advance(1000);
    const second = await caller.preorders.reserve({ mealId: b.id, quantity: 1 });
    await caller.preorders.reserve({ mealId: foreign.id, quantity: 1 });
    await caller.preorders.cancel({ preorderId: second.id });
    const all = await cookCaller.preorders.forCook({});
    expect(all.preorders.map((p) => p.meal.title)).toEqual(['Meal B', 'Meal A']);
    expect(all.preorders[1]).toMatchObject({
      quantity: 2,
      totalCents: 1000,
      status: 'reserved',
      paymentStatus: 'unpaid',
      eater: { email: eater.email },
    });
    expect(all.summary).toEqual({ activePortions: 2, expectedRevenueCents: 1000 });
    expect((await cookCaller.preorders.forCook({ status: 'cancelled' })).preorders.map((p) => p.meal.title)).toEqual([
      'Meal B',
    ]);
    expect((await cookCaller.preorders.forCook({ mealId: a.id })).preorders).toHaveLength(1);
    expect((await world.caller(other).preorders.forCook({ mealId: a.id })).preorders).toEqual([]);
  });

  it('marks collected: fulfilled, paid in cash now, the receipt on /activity; twice -> paymentAlreadySettled', async () => {
    const { cookCaller, caller } = await setup();
    const meal = await cookCaller.meals.create(fields());
    const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    world.clock.advance(60_000);
    expect(await cookCaller.preorders.markCollected({ preorderId: preorder.id })).toMatchObject({
      status: 'fulfilled',
      paymentStatus: 'paid',
      paidAt: world.clock.now(),
    });
    const receipt = (await caller.preorders.mine()).find((p) => p.id === preorder.id)!;
    expect(receipt).toMatchObject({
      status: 'fulfilled',
      paymentStatus: 'paid',
      paidMethod: 'cash',
      paidAt: world.clock.now(),
      totalCents: 900,
    });
    await expectAppError(cookCaller.preorders.markCollected({ preorderId: preorder.id }), 'paymentAlreadySettled');
    await expectAppError(cookCaller.preorders.waive({ preorderId: preorder.id }), 'paymentAlreadySettled');
  });

  it('waives payment; refuses a cancelled preorder and another cook’s', async () => {
    const { cookCaller, caller, db, office } = await setup();
    const meal = await cookCaller.meals.create(fields());
    const free = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    expect(await cookCaller.preorders.waive({ preorderId: free.id })).toMatchObject({
      status: 'fulfilled',
      paymentStatus: 'waived',
      paidAt: null,
    });
    const cancelled = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    await caller.preorders.cancel({ preorderId: cancelled.id });
    await expectAppError(cookCaller.preorders.markCollected({ preorderId: cancelled.id }), 'invalidTransition');
    const other = await createUser(db, 'cook', { officeId: office.id });
    const open = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    await expectAppError(world.caller(other).preorders.markCollected({ preorderId: open.id }), 'notFound');
    const [row] = await db.select({ status: preorders.status }).from(preorders).where(eq(preorders.id, open.id));
    expect(row!.status).toBe('reserved');
  });

  it('will not let a cook reserve their own meal', async () => {
    const { cookCaller } = await setup();
    const meal = await cookCaller.meals.create(fields());
    await expectAppError(cookCaller.preorders.reserve({ mealId: meal.id, quantity: 1 }), 'ownMeal');
  });

  it("shows today's earnings, portions sold, active meals and today's meals with preorders (office time zone)", async () => {
    const { cookCaller, caller } = await setup();
    const today = await cookCaller.meals.create(
      fields({
        pickupDate: '2026-11-20',
        pickupStart: '12:30',
        pickupEnd: '13:30',
        cutoffDate: null,
        cutoffTime: '12:00',
      }),
    );
    await cookCaller.meals.create(fields());
    world.clock.set('2026-11-20T09:00:00Z');
    const first = await caller.preorders.reserve({ mealId: today.id, quantity: 2 });
    world.clock.set(NOW);
    await cookCaller.preorders.markCollected({ preorderId: first.id });
    const dashboard = await cookCaller.meals.dashboard();
    expect(dashboard).toMatchObject({ today: '2026-11-20', earningsCents: 900, portionsSold: 2, activeMeals: 2 });
    expect(dashboard.meals.map((m) => m.id)).toEqual([today.id]);
    expect(dashboard.meals[0]!.preorders.map((p) => p.id)).toEqual([first.id]);
  });

  it("counts today's earnings and portions by the same day: the meals picked up today, whenever they were paid", async () => {
    const { db, cookCaller, caller, office } = await setup();
    const other = world.caller(await createUser(db, 'eater', { officeId: office.id }));
    // Yesterday's meal (450 a portion), collected yesterday and paid only today: yesterday's money, not today's.
    world.clock.set('2026-11-18T10:00:00Z');
    const past = await cookCaller.meals.create(fields({ pickupDate: '2026-11-19', cutoffDate: '2026-11-18' }));
    const late = await caller.preorders.reserve({ mealId: past.id, quantity: 1 });
    world.clock.set('2026-11-19T10:30:00Z');
    await cookCaller.preorders.markCollected({ preorderId: late.id, payLater: true });
    // Today's meal (450 a portion): one reservation paid the day before its pickup, one paid today, one unpaid.
    world.clock.set('2026-11-19T09:00:00Z');
    const todays = await cookCaller.meals.create(fields({ pickupDate: '2026-11-20', cutoffDate: '2026-11-19' }));
    const early = await caller.preorders.reserve({ mealId: todays.id, quantity: 2 });
    const onTime = await other.preorders.reserve({ mealId: todays.id, quantity: 1 });
    await world.caller(await createUser(db, 'eater', { officeId: office.id })).preorders.reserve({
      mealId: todays.id,
      quantity: 1,
    });
    world.clock.set('2026-11-19T21:30:00Z'); // 23:30 in Vilnius, still the day before
    await cookCaller.preorders.markCollected({ preorderId: early.id });
    world.clock.set('2026-11-19T22:30:00Z'); // 00:30 on the 20th in Vilnius: today
    await cookCaller.preorders.markCollected({ preorderId: onTime.id });
    world.clock.set(NOW);
    await cookCaller.preorders.settlePayment({ preorderId: late.id, method: 'cash' });

    const dashboard = await cookCaller.meals.dashboard();
    // 3 of today's portions paid (2 the day before, 1 today) and 4 reserved, all 4 expected to be paid; yesterday's
    // payment is not today's.
    expect(dashboard).toMatchObject({
      today: '2026-11-20',
      earningsCents: 3 * 450,
      expectedCents: 4 * 450,
      portionsSold: 4,
    });
    expect(dashboard.meals.map((m) => m.id)).toEqual([todays.id]);
  });
});

describe.skipIf(!onPostgres())('under concurrency (PostgreSQL)', () => {
  it('never lets portions fall below what is reserved while 30 reservations race edits of the total', async () => {
    const { cookCaller, db, office } = await setup();
    const eaters = await Promise.all(
      Array.from({ length: 30 }, () => createUser(db, 'eater', { officeId: office.id })),
    );
    for (let round = 0; round < 5; round++) {
      const meal = await cookCaller.meals.create(fields({ totalPortions: 20 }));
      await Promise.allSettled([
        ...eaters.map((eater) => world.caller(eater).preorders.reserve({ mealId: meal.id, quantity: 1 })),
        ...[20, 12, 25, 8, 30, 15].map((totalPortions) =>
          cookCaller.meals.update({ id: meal.id, ...fields({ totalPortions }) }),
        ),
      ]);
      const [row] = await db
        .select({ total: meals.totalPortions, left: meals.availablePortions })
        .from(meals)
        .where(eq(meals.id, meal.id));
      const [held] = await db
        .select({ n: sql<number>`coalesce(sum(${preorders.quantity}), 0)::int` })
        .from(preorders)
        .where(and(eq(preorders.mealId, meal.id), sql`${preorders.status} in ('reserved', 'active')`));
      expect(row!.left, `round ${round}`).toBeGreaterThanOrEqual(0);
      expect(row!.left + held!.n, `round ${round}`).toBe(row!.total);
    }
  }, 60_000);

  it('marks a preorder collected once when asked twice at the same moment', async () => {
    const { cookCaller, caller } = await setup();
    const meal = await cookCaller.meals.create(fields());
    for (let i = 0; i < 5; i++) {
      const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
      const results = await Promise.allSettled([
        cookCaller.preorders.markCollected({ preorderId: preorder.id }),
        cookCaller.preorders.markCollected({ preorderId: preorder.id }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    }
  });
});
