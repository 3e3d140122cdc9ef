// The fair draw of a popular meal (docs/features.md "Fair draw", server/services/draws.ts): a cook opens a meal as a
// draw, colleagues enter and leave while its window is open (reserving is refused), the minute tick draws once,
// winners get reservations and the others the waitlist in draw order, everyone is told once, and the record replays.
// Every refusal checks that the whole database is as it was (the other office's rows among them).
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../server/auth/auth-user';
import { createCaller } from '../../server/routers/_app';
import { createInnerContext } from '../../server/trpc/context';
import { mealDrawEntries, meals, notifications, preorders, waitlistEntries } from '../../server/db/schema';
import { runWaitlistAndOffersTick } from '../../server/services/waitlist-and-offers-tick';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createOffice, createUser, uniq } from '../helpers/factories';
import { mealFields, moreEaters, officeWorld } from '../helpers/menu';
import { expectDatabaseUnchanged, snapshotDatabase } from '../helpers/snapshot';

const world = useTestWorld();
const NOW = '2026-11-20T10:00:00Z';
/** 15:00 in Vilnius on 2026-11-20: the draw's window end, before the 18:00 cutoff (16:00Z). */
const DRAW_UNTIL = { date: '2026-11-20', time: '15:00' };
const CLOSES_AT = '2026-11-20T13:00:00.000Z';

/** An office with a cook, eaters, another office's eater, and a draw meal of `portions`. */
async function drawWorld(portions = 6) {
  world.clock.set(NOW);
  const office = await officeWorld(world);
  const people = (await moreEaters(office, 6)) as [AuthUser, AuthUser, AuthUser, AuthUser, AuthUser, AuthUser];
  const otherOffice = await createOffice(office.db);
  const stranger = await createUser(office.db, 'eater', { officeId: otherOffice.id });
  const meal = await world
    .caller(office.cook)
    .meals.create(mealFields({ totalPortions: portions, drawUntil: DRAW_UNTIL }));
  const menuMeal = async () =>
    (await world.caller(null).menu.meals({ slug: office.office.slug })).find((m) => m.id === meal.id)!;
  const entries = () =>
    office.db
      .select()
      .from(mealDrawEntries)
      .where(eq(mealDrawEntries.mealId, meal.id))
      .orderBy(mealDrawEntries.position);
  const runTick = () => runWaitlistAndOffersTick(world.deps);
  return { ...office, people, otherOffice, stranger, meal, menuMeal, entries, runTick };
}

const as = (user: Parameters<typeof world.caller>[0]) => world.caller(user);

describe('entering and leaving a draw', () => {
  it('the menu shows the window and the count; each person enters once and may leave while it is open', async () => {
    const w = await drawWorld();
    expect((await w.menuMeal()).draw).toEqual({ closesAt: CLOSES_AT, drawn: false, entries: 0 });

    await as(w.people[0]).draws.enter({ mealId: w.meal.id, quantity: 2 });
    await as(w.people[1]).draws.enter({ mealId: w.meal.id, quantity: 1 });
    await as(w.eater).draws.enter({ mealId: w.meal.id, quantity: 1 });
    await world.settle();
    expect((await w.menuMeal()).draw).toMatchObject({ entries: 3, drawn: false });
    expect(await as(w.people[0]).draws.mine()).toEqual([
      { mealId: w.meal.id, quantity: 2, outcome: null, position: null },
    ]);

    await as(w.eater).draws.leave({ mealId: w.meal.id });
    await world.settle();
    expect((await w.menuMeal()).draw).toMatchObject({ entries: 2 });
    expect(await as(w.eater).draws.mine()).toEqual([]);
    // Leaving again: there is nothing to leave.
    await expectAppError(as(w.eater).draws.leave({ mealId: w.meal.id }), 'notFound');
    // Portions are untouched until the draw.
    expect((await w.menuMeal()).availablePortions).toBe(6);
  });

  it('reserving while the draw is open is refused, and changes nothing', async () => {
    const w = await drawWorld();
    const before = await snapshotDatabase(w.db);
    await expectAppError(as(w.eater).preorders.reserve({ mealId: w.meal.id, quantity: 1 }), 'drawOpen');
    // Its waitlist is not needed either: every portion is still to be drawn.
    await expectAppError(as(w.eater).waitlist.join({ mealId: w.meal.id, quantity: 1 }), 'waitlistNotNeeded');
    // Past the window but before the tick ran, still refused: the draw has not shared the portions yet.
    world.clock.set('2026-11-20T13:00:30Z');
    await expectAppError(as(w.eater).preorders.reserve({ mealId: w.meal.id, quantity: 1 }), 'drawOpen');
    await expectDatabaseUnchanged(w.db, before, 'a reservation during the draw');
  });

  it('refuses bad entries with a clear code, changing nothing', async () => {
    const w = await drawWorld(4);
    await as(w.people[0]).draws.enter({ mealId: w.meal.id, quantity: 1 });
    const plain = await as(w.cook).meals.create(mealFields({ title: 'Plain soup' }));
    const noOffice = await createUser(w.db, 'eater');
    const before = await snapshotDatabase(w.db);
    const enter = (user: Parameters<typeof world.caller>[0], quantity: number, mealId = w.meal.id) =>
      as(user).draws.enter({ mealId, quantity });

    await expectAppError(enter(w.people[0], 3), 'alreadyEntered');
    await expectAppError(enter(w.stranger, 1), 'officeMismatch');
    await expectAppError(enter(w.cook, 1), 'ownMeal');
    await expectAppError(enter(w.people[1], 0), 'quantityInvalid');
    await expectAppError(enter(w.people[1], 5), 'quantityInvalid');
    await expectAppError(enter(w.people[1], -2), 'quantityInvalid');
    await expectBadRequest(enter(w.people[1], 1.5));
    await expectBadRequest(as(w.people[1]).draws.enter({ mealId: 'not-a-uuid', quantity: 1 }));
    await expectAppError(enter(w.people[1], 1, plain.id), 'notADraw');
    await expectAppError(enter(w.people[1], 1, '00000000-0000-4000-8000-000000000000'), 'notFound');
    await expectAppError(enter(noOffice, 1), 'noOffice');
    await expectAppError(as(w.stranger).draws.leave({ mealId: w.meal.id }), 'officeMismatch');
    await expectDatabaseUnchanged(w.db, before, 'a refused entry');

    // Once the window has closed neither entering nor leaving is taken.
    world.clock.set(CLOSES_AT);
    await expectAppError(enter(w.people[1], 1), 'drawClosed');
    await expectAppError(as(w.people[0]).draws.leave({ mealId: w.meal.id }), 'drawClosed');
    await expectDatabaseUnchanged(w.db, before, 'an entry after the window');
  });

  it('refuses a window after the cutoff, in the past, or on a draft: no meal is made', async () => {
    world.clock.set(NOW);
    const w = await officeWorld(world);
    const before = await snapshotDatabase(w.db);
    const create = (drawUntil: { date: string; time: string }, isActive = true) =>
      as(w.cook).meals.create(mealFields({ drawUntil, isActive }));
    await expectAppError(create({ date: '2026-11-20', time: '18:01' }), 'drawWindowInvalid');
    await expectAppError(create({ date: '2026-11-21', time: '11:00' }), 'drawWindowInvalid');
    await expectAppError(create({ date: '2026-11-20', time: '11:59' }), 'drawWindowInvalid');
    await expectAppError(create(DRAW_UNTIL, false), 'drawWindowInvalid');
    await expectBadRequest(create({ date: '2026-11-20', time: '25:00' }));
    await expectBadRequest(create({ date: '2026-02-30', time: '12:00' }));
    await expectDatabaseUnchanged(w.db, before, 'a refused draw');
    // Nor may an edit move the cutoff of a meal before its open draw's end.
    const drawn = await create(DRAW_UNTIL);
    const editedBefore = await snapshotDatabase(w.db);
    const edit = (cutoffTime: string) => as(w.cook).meals.update({ ...mealFields({ cutoffTime }), id: drawn.id });
    await expectAppError(edit('14:59'), 'drawWindowInvalid');
    await expectDatabaseUnchanged(w.db, editedBefore, 'an edit moving the cutoff before the draw');
    await edit('15:00');
    // The window may end exactly at the cutoff.
    const atCutoff = await create({ date: '2026-11-20', time: '18:00' });
    expect((await as(null).menu.meals({ slug: w.office.slug })).find((m) => m.id === atCutoff.id)?.draw?.closesAt).toBe(
      '2026-11-20T16:00:00.000Z',
    );
  });
});

describe('the draw', () => {
  it('runs once at the tick after the window: never oversold, each person once, losers waitlisted in draw order', async () => {
    const w = await drawWorld(5);
    const wants = [2, 2, 2, 1, 3, 1];
    for (const [i, person] of w.people.entries()) {
      await as(person).draws.enter({ mealId: w.meal.id, quantity: wants[i]! });
    }
    world.clock.set('2026-11-20T12:59:00Z');
    await w.runTick();
    expect((await w.entries()).every((e) => e.outcome === null)).toBe(true);
    // Other tests' draws in this database close at the same instant: the second tick finds none left to run.
    world.clock.set('2026-11-20T13:00:20Z');
    expect((await w.runTick()).drawsRun).toBeGreaterThanOrEqual(1);
    expect((await w.runTick()).drawsRun).toBe(0);

    const drawn = await w.entries();
    expect(drawn.map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6]);
    const winners = drawn.filter((e) => e.outcome === 'won');
    const losers = drawn.filter((e) => e.outcome === 'lost');
    expect(winners.reduce((sum, e) => sum + e.quantity, 0)).toBeLessThanOrEqual(5);
    expect(winners.every((e) => e.preorderId !== null)).toBe(true);

    const made = await w.db.select().from(preorders).where(eq(preorders.mealId, w.meal.id));
    expect(made.map((p) => p.eaterId).sort()).toEqual(winners.map((e) => e.userId).sort());
    expect(new Set(made.map((p) => p.eaterId)).size).toBe(made.length);
    const [meal] = await w.db.select().from(meals).where(eq(meals.id, w.meal.id));
    expect(meal!.availablePortions).toBe(5 - made.reduce((sum, p) => sum + p.quantity, 0));
    expect(meal!.availablePortions).toBeGreaterThanOrEqual(0);

    // Losers are on the waitlist in the order of the draw.
    const line = await w.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.mealId, w.meal.id))
      .orderBy(waitlistEntries.seq);
    expect(line.map((e) => e.eaterId)).toEqual(losers.map((e) => e.userId));
    expect(losers.every((e) => e.waitlistEntryId !== null)).toBe(true);

    // Each entrant told once, in the kind of their outcome.
    const told = await w.db
      .select({ userId: notifications.userId, kind: notifications.kind, payload: notifications.payload })
      .from(notifications)
      .where(and(eq(notifications.mealId, w.meal.id), sql`${notifications.kind} in ('drawWon', 'drawLost')`));
    expect(told).toHaveLength(6);
    for (const entry of drawn) {
      expect(told.filter((n) => n.userId === entry.userId).map((n) => n.kind)).toEqual([
        entry.outcome === 'won' ? 'drawWon' : 'drawLost',
      ]);
    }
    expect(told.find((n) => n.kind === 'drawLost')?.payload).toMatchObject({ waitlisted: true });

    await world.settle();
    expect((await w.menuMeal()).draw).toMatchObject({ drawn: true, entries: 6 });

    // The record replays to the same result; the seed and weights are in it.
    const record = await as(w.cook).meals.drawRecord({ mealId: w.meal.id });
    expect(record.replayMatches).toBe(true);
    expect(record.seed).toEqual(expect.any(Number));
    expect(record.portions).toBe(5);
    expect(record.entrants.map((e) => [e.userId, e.weight, e.position, e.outcome])).toEqual(
      drawn.map((e) => [e.userId, 1, e.position, e.outcome]),
    );
  });

  it('after the draw what is left is first come, first served', async () => {
    const w = await drawWorld(6);
    await as(w.people[0]).draws.enter({ mealId: w.meal.id, quantity: 2 });
    await as(w.people[1]).draws.enter({ mealId: w.meal.id, quantity: 1 });
    world.clock.set('2026-11-20T13:01:00Z');
    await w.runTick();
    expect((await w.entries()).every((e) => e.outcome === 'won')).toBe(true);
    const reserved = await as(w.eater).preorders.reserve({ mealId: w.meal.id, quantity: 3 });
    expect(reserved.availablePortions).toBe(0);
    await expectAppError(as(w.people[2]).preorders.reserve({ mealId: w.meal.id, quantity: 1 }), 'capacityExceeded');
  });

  it('weighs a person who lost a draw or whose waitlist never reached them in the last 30 days', async () => {
    const w = await drawWorld(1);
    const [loserOfFirst, other, waited] = w.people;
    await as(loserOfFirst).draws.enter({ mealId: w.meal.id, quantity: 1 });
    await as(other).draws.enter({ mealId: w.meal.id, quantity: 1 });
    world.clock.set('2026-11-20T13:01:00Z');
    await w.runTick();
    const first = await w.entries();
    const lost = first.find((e) => e.outcome === 'lost')!;
    const won = first.find((e) => e.outcome === 'won')!;

    // A waitlist place closed unserved, ten days ago.
    const old = await as(w.cook).meals.create(mealFields({ title: 'Old soup' }));
    await w.db.insert(waitlistEntries).values({
      mealId: old.id,
      eaterId: waited!.id,
      quantity: 1,
      status: 'closed',
      createdAt: new Date('2026-11-10T10:00:00Z'),
      updatedAt: new Date('2026-11-10T16:00:00Z'),
    });

    world.clock.set('2026-11-20T13:02:00Z');
    const second = await as(w.cook).meals.create(
      mealFields({ title: 'Second draw', totalPortions: 1, drawUntil: { date: '2026-11-20', time: '16:00' } }),
    );
    for (const person of [lost.userId, won.userId, waited!.id]) {
      const user = w.people.find((p) => p.id === person)!;
      await as(user).draws.enter({ mealId: second.id, quantity: 1 });
    }
    world.clock.set('2026-11-20T14:00:00Z');
    await w.runTick();
    const record = await as(w.cook).meals.drawRecord({ mealId: second.id });
    const weightOf = (userId: string) => record.entrants.find((e) => e.userId === userId)!.weight;
    expect(weightOf(lost.userId)).toBe(2);
    expect(weightOf(won.userId)).toBe(1);
    expect(weightOf(waited!.id)).toBe(2);
    expect(record.replayMatches).toBe(true);
  });

  it('a meal taken off the menu before its draw gives nobody portions, and says so', async () => {
    const w = await drawWorld(3);
    await as(w.people[0]).draws.enter({ mealId: w.meal.id, quantity: 1 });
    await w.db.update(meals).set({ isActive: false }).where(eq(meals.id, w.meal.id));
    world.clock.set('2026-11-20T13:01:00Z');
    await w.runTick();
    expect((await w.entries()).map((e) => e.outcome)).toEqual(['lost']);
    expect(await w.db.select().from(preorders).where(eq(preorders.mealId, w.meal.id))).toEqual([]);
    const record = await as(w.cook).meals.drawRecord({ mealId: w.meal.id });
    expect(record).toMatchObject({ portions: 0, replayMatches: true });
  });
});

describe('who sees a draw record', () => {
  it('the cook and the organization’s admins; anyone else reads it as missing', async () => {
    const w = await drawWorld(2);
    await as(w.people[0]).draws.enter({ mealId: w.meal.id, quantity: 1 });
    const admin = await createUser(w.db, 'admin', { adminOrganizationId: w.office.organizationId });
    const otherAdmin = await createUser(w.db, 'admin', { adminOrganizationId: w.otherOffice.organizationId });
    const superAdmin = await createUser(w.db, 'super_admin');
    const otherCook = await createUser(w.db, 'cook', { officeId: w.otherOffice.id });
    const record = (user: Parameters<typeof world.caller>[0]) => as(user).meals.drawRecord({ mealId: w.meal.id });

    expect(await record(w.cook)).toMatchObject({ mealId: w.meal.id, drawnAt: null, replayMatches: null });
    expect((await record(admin)).entrants).toHaveLength(1);
    expect((await record(superAdmin)).entrants).toHaveLength(1);
    await expectAppError(record(w.people[0]), 'notFound');
    await expectAppError(record(w.stranger), 'notFound');
    await expectAppError(record(otherAdmin), 'notFound');
    await expectAppError(record(otherCook), 'notFound');
    // Another office's eater does not see who entered either: their own entries are all they get.
    expect(await as(w.stranger).draws.mine()).toEqual([]);
    // The admin's meals list says which meals have a record to open (client/features/admin/draw-record-dialog.tsx).
    const plain = await as(w.cook).meals.create(mealFields({ title: 'Plain soup' }));
    const listed = (await as(admin).admin.meals({ officeId: w.office.id })).items;
    expect(listed.map((m) => [m.id, m.hasDraw]).sort()).toEqual(
      [
        [w.meal.id, true],
        [plain.id, false],
      ].sort(),
    );
  });
});

describe('menu caches hear the draw (triggers)', () => {
  const visitor = (deps = world.deps) => createCaller(createInnerContext({ deps, user: null }));
  it('an entry made and withdrawn, and the draw run, reach a cached menu and open menus', async () => {
    const w = await drawWorld(2);
    await world.settle();
    const draw = async () =>
      (await visitor().menu.meals({ slug: w.office.slug })).find((m) => m.id === w.meal.id)!.draw;
    await draw();

    for (const [change, expected] of [
      [() => w.db.insert(mealDrawEntries).values({ mealId: w.meal.id, userId: w.people[0]!.id, quantity: 1 }), 1],
      [() => w.db.delete(mealDrawEntries).where(eq(mealDrawEntries.userId, w.people[0]!.id)), 0],
      [() => as(w.people[1]).draws.enter({ mealId: w.meal.id, quantity: 2 }), 1],
    ] as const) {
      const stream = world.deps.realtime.subscribe(w.office.id, uniq('address'));
      const heard = stream.next();
      await change();
      await expect.poll(async () => (await draw())?.entries, { timeout: 3000 }).toBe(expected);
      expect((await heard).value).toMatchObject({ kind: 'changed' });
      await stream.return(undefined);
    }

    const stream = world.deps.realtime.subscribe(w.office.id, uniq('address'));
    const heard = stream.next();
    world.clock.set('2026-11-20T13:01:00Z');
    await w.runTick();
    await expect.poll(async () => (await draw())?.drawn, { timeout: 3000 }).toBe(true);
    expect((await heard).value).toBeDefined();
    await stream.return(undefined);
  });
});

describe('a person’s draw entries and their data', () => {
  it('are in their export; erasing them drops an open entry and keeps a drawn one replayable', async () => {
    const w = await drawWorld(1);
    const [person, colleague] = w.people;
    await as(person).draws.enter({ mealId: w.meal.id, quantity: 1 });
    await as(colleague).draws.enter({ mealId: w.meal.id, quantity: 1 });
    world.clock.set('2026-11-20T13:01:00Z');
    await w.runTick();
    const open = await as(w.cook).meals.create(
      mealFields({ title: 'Later draw', drawUntil: { date: '2026-11-20', time: '17:00' } }),
    );
    await as(person).draws.enter({ mealId: open.id, quantity: 2 });

    const exported = (await as(person).account.exportData()).drawEntries;
    expect(exported.map((row) => [row.mealTitle, row.quantity]).sort()).toEqual([
      ['Beet soup with dill', 1],
      ['Later draw', 2],
    ]);

    const admin = await createUser(w.db, 'super_admin');
    await as(admin).admin.eraseUser({ userId: person.id });
    const left = await w.db.select().from(mealDrawEntries).where(eq(mealDrawEntries.userId, person.id));
    expect(left.map((row) => row.mealId)).toEqual([w.meal.id]);
    expect((await as(w.cook).meals.drawRecord({ mealId: w.meal.id })).replayMatches).toBe(true);
  });
});
