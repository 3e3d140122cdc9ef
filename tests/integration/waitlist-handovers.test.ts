// The waitlist and hand-overs through createCaller: the self-promoting waitlist (join, place, leave, promotion in arrival order on a
// cancel or more portions, closing at the cutoff) and handing a reservation to a colleague (named or to anyone,
// taking, declining, withdrawing, expiry, the waitlist first before the cutoff, other offices refused).
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailEvents, handovers, preorders, waitlistEntries } from '../../server/db/schema';
import { sendQueuedNow } from '../../server/outbound/dispatch';
import { runWaitlistAndOffersTick } from '../../server/services/waitlist-and-offers-tick';
import { latestMailTo } from '../helpers/mail';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createOffice, createUser } from '../helpers/factories';
import { mealFields, pickupDayWorld, portionsLeft } from '../helpers/menu';

const world = useTestWorld();
const BEFORE_CUTOFF = '2026-11-20T10:00:00Z';
/** Ordering closes 2026-11-20 18:00 in Vilnius (16:00Z); pickup is 2026-11-21 12:30-13:30 (10:30Z-11:30Z). */
const AFTER_CUTOFF = '2026-11-20T17:00:00Z';
const PICKUP_START = '2026-11-21T10:30:00Z';
const DURING_PICKUP = '2026-11-21T11:00:00Z';
const AFTER_PICKUP = '2026-11-21T11:30:00Z';

const setup = (totalPortions: number) => pickupDayWorld(world, totalPortions);

type Setup = Awaited<ReturnType<typeof setup>>;

/** meals.update's input for the setup's meal as it is, with some fields changed. */
const editFields = (meal: Setup['meal'], overrides: Partial<ReturnType<typeof mealFields>> = {}) =>
  mealFields({
    title: meal.title,
    priceCents: meal.priceCents,
    totalPortions: meal.totalPortions,
    pickupDate: '2026-11-21',
    pickupStart: '12:30',
    pickupEnd: '13:30',
    allergens: [],
    noAllergens: true,
    dietaryTags: [],
    ...overrides,
  });

const emailsWith = async (keyPrefix: string) =>
  world.deps.database.db
    .select({ code: emailEvents.templateCode, to: emailEvents.recipientUserId, key: emailEvents.idempotencyKey })
    .from(emailEvents)
    .where(sql`${emailEvents.idempotencyKey} like ${`${keyPrefix}%`}`);

/** Sends the queued e-mail of `key` now, as the dispatcher would, and answers the message its recipient got. */
async function sent(key: string, email: string) {
  const deps = world.deps;
  // Queued by the database (next attempt: its now()), which is later than this file's clock.
  const now = () => new Date(Date.now() + 60_000);
  expect(
    await sendQueuedNow({ db: deps.database.db, mailer: deps.mailer, origin: deps.env.APP_ORIGIN, now }, key),
  ).toMatchObject({ sent: 1 });
  return (await latestMailTo(deps.database.db, email)).message!;
}

const preorderOf = async (id: string) =>
  (await world.deps.database.db.select().from(preorders).where(eq(preorders.id, id)))[0]!;

describe('waitlist.join and leave', () => {
  it('joins a sold-out meal with a quantity, shows the place in line, and leaves', async () => {
    const { meal, caller, colleague } = await setup(2);
    const first = await colleague();
    await first.caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    const a = await caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    const b = await colleague();
    await b.caller.waitlist.join({ mealId: meal.id, quantity: 2 });
    expect(await caller.waitlist.mine()).toMatchObject([
      { id: a.id, mealId: meal.id, quantity: 1, position: 1, portionsAhead: 0 },
    ]);
    expect(await b.caller.waitlist.mine()).toMatchObject([{ quantity: 2, position: 2, portionsAhead: 1 }]);
    await expectAppError(caller.waitlist.join({ mealId: meal.id, quantity: 1 }), 'alreadyWaitlisted');
    expect(await caller.waitlist.leave({ entryId: a.id })).toEqual({ id: a.id, status: 'left' });
    expect(await b.caller.waitlist.mine()).toMatchObject([{ position: 1, portionsAhead: 0 }]);
    await expectAppError(caller.waitlist.leave({ entryId: a.id }), 'invalidTransition');
    // Someone else's place is answered like one that does not exist.
    const [bEntry] = await b.caller.waitlist.mine();
    await expectAppError(caller.waitlist.leave({ entryId: bEntry!.id }), 'notFound');
  });

  it('refuses what the rules forbid, and changes nothing', async () => {
    const { db, meal, caller, cook, colleague } = await setup(3);
    await expectAppError(caller.waitlist.join({ mealId: meal.id, quantity: 2 }), 'waitlistNotNeeded');
    await (await colleague()).caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    await expectAppError(caller.waitlist.join({ mealId: meal.id, quantity: 1 }), 'waitlistNotNeeded');
    await expectAppError(caller.waitlist.join({ mealId: meal.id, quantity: 4 }), 'quantityInvalid');
    await expectBadRequest(caller.waitlist.join({ mealId: meal.id, quantity: 0 }));
    await expectAppError(world.caller(cook).waitlist.join({ mealId: meal.id, quantity: 2 }), 'ownMeal');
    const elsewhere = await createUser(db, 'eater', { officeId: (await createOffice(db)).id });
    await expectAppError(world.caller(elsewhere).waitlist.join({ mealId: meal.id, quantity: 2 }), 'officeMismatch');
    const homeless = await createUser(db, 'eater');
    await expectAppError(world.caller(homeless).waitlist.join({ mealId: meal.id, quantity: 2 }), 'noOffice');
    await expectAppError(
      caller.waitlist.join({ mealId: '00000000-0000-4000-8000-000000000000', quantity: 2 }),
      'notFound',
    );
    await expectAppError(world.caller(null).waitlist.join({ mealId: meal.id, quantity: 2 }), 'notAuthenticated');
    world.clock.set(AFTER_CUTOFF);
    await expectAppError(caller.waitlist.join({ mealId: meal.id, quantity: 2 }), 'cutoffPassed');
    const rows = await db.select().from(waitlistEntries).where(eq(waitlistEntries.mealId, meal.id));
    expect(rows).toHaveLength(0);
  });
});

describe('promotion', () => {
  it('a cancel promotes the first people whose quantity fits, in arrival order, in the same transaction', async () => {
    const { db, meal, colleague } = await setup(3);
    const holder = await colleague();
    const held = await holder.caller.preorders.reserve({ mealId: meal.id, quantity: 3 });
    const [b, c, d] = [await colleague(), await colleague(), await colleague()];
    await b.caller.waitlist.join({ mealId: meal.id, quantity: 2 });
    await c.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    await d.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    const answer = await holder.caller.preorders.cancel({ preorderId: held.id });
    expect(answer).toMatchObject({ availablePortions: 0, promoted: 2 });
    expect(await portionsLeft(db, meal.id)).toBe(0);
    const bReservations = await b.caller.preorders.upcoming();
    expect(bReservations).toMatchObject([{ quantity: 2, status: 'reserved', meal: { id: meal.id } }]);
    expect(await c.caller.preorders.upcoming()).toMatchObject([{ quantity: 1 }]);
    expect(await d.caller.preorders.upcoming()).toEqual([]);
    expect(await d.caller.waitlist.mine()).toMatchObject([{ position: 1 }]);
    expect(await b.caller.waitlist.mine()).toEqual([]);
    // Each promoted person gets WAITLIST_PROMOTED instead of a confirmation.
    const mail = await emailsWith(`RESERVATION_CONFIRMATION:${bReservations[0]!.id}`);
    expect(mail).toEqual([expect.objectContaining({ code: 'WAITLIST_PROMOTED', to: b.user.id })]);
    const promotedMail = await sent(mail[0]!.key, b.user.email);
    expect(promotedMail.subject).toContain(`Your turn: ${meal.title}`);
    expect(promotedMail.text).toContain(`2 × ${meal.title} by Rasa Petraitė is now reserved for you`);
    expect((await preorderOf(bReservations[0]!.id)).fromWaitlist).toBe(true);
  });

  it('skips a place whose quantity does not fit without losing it', async () => {
    const { meal, colleague } = await setup(4);
    const [small, big] = [await colleague(), await colleague()];
    const one = await small.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const three = await big.caller.preorders.reserve({ mealId: meal.id, quantity: 3 });
    const [wantsThree, wantsOne] = [await colleague(), await colleague()];
    await wantsThree.caller.waitlist.join({ mealId: meal.id, quantity: 3 });
    await wantsOne.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    await small.caller.preorders.cancel({ preorderId: one.id });
    expect(await wantsOne.caller.preorders.upcoming()).toHaveLength(1);
    expect(await wantsThree.caller.waitlist.mine()).toMatchObject([{ position: 1 }]);
    await big.caller.preorders.cancel({ preorderId: three.id });
    expect(await wantsThree.caller.preorders.upcoming()).toMatchObject([{ quantity: 3 }]);
  });

  it('a cook raising the total portions promotes the line; after the cutoff nobody is promoted', async () => {
    const { db, meal, cook, colleague } = await setup(1);
    const holder = await colleague();
    const held = await holder.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const waiting = await colleague();
    await waiting.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    const fields = editFields(meal, { totalPortions: 2 });
    await world.caller(cook).meals.update({ id: meal.id, ...fields });
    expect(await waiting.caller.preorders.upcoming()).toHaveLength(1);
    expect(await portionsLeft(db, meal.id)).toBe(0);
    const late = await colleague();
    await late.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    world.clock.set(AFTER_CUTOFF);
    await holder.caller.preorders.cancel({ preorderId: held.id });
    expect(await late.caller.preorders.upcoming()).toEqual([]);
    expect(await portionsLeft(db, meal.id)).toBe(1);
  });

  // Portions can come free while the meal cannot serve the line (taken down, switched off, ordering closed): they wait
  // with the line, and whatever makes them reservable again serves the line first, in its own transaction (the trigger
  // in server/db/sql/serve_waitlist_after_meal_change.sql), so nobody outside the line can take them first.
  it('a meal put back after a take-down serves its line in arrival order before anyone else', async () => {
    const { db, meal, colleague } = await setup(3);
    const [holder, keeper] = [await colleague(), await colleague()];
    const held = await holder.caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    await keeper.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const [first, second, third] = [await colleague(), await colleague(), await colleague()];
    await first.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    await second.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    await third.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    const admin = world.caller(await createUser(db, 'super_admin'));
    const report = await (await colleague()).caller.moderation.report({ mealId: meal.id, reason: 'foodSafety' });
    await admin.moderation.setMealDisabled({ reportId: report.id, disabled: true });
    await holder.caller.preorders.cancel({ preorderId: held.id });
    // While it is down the freed portions stay free: nobody is promoted into a meal off the menu.
    expect(await portionsLeft(db, meal.id)).toBe(2);
    expect(await first.caller.preorders.upcoming()).toEqual([]);
    const outsider = await colleague();
    await expectAppError(outsider.caller.preorders.reserve({ mealId: meal.id, quantity: 1 }), 'mealDisabled');

    const back = await admin.moderation.setMealDisabled({ reportId: report.id, disabled: false });
    // Only the keeper heard it was taken down, so only the keeper hears it is back.
    expect(back).toMatchObject({ changed: true, eatersTold: 1 });
    expect(await first.caller.preorders.upcoming()).toMatchObject([{ quantity: 1, meal: { id: meal.id } }]);
    expect(await second.caller.preorders.upcoming()).toMatchObject([{ quantity: 1, meal: { id: meal.id } }]);
    expect(await third.caller.waitlist.mine()).toMatchObject([{ position: 1 }]);
    expect(await portionsLeft(db, meal.id)).toBe(0);
    await expectAppError(outsider.caller.preorders.reserve({ mealId: meal.id, quantity: 1 }), 'capacityExceeded');
    const [firstReservation] = await first.caller.preorders.upcoming();
    expect(await emailsWith(`RESERVATION_CONFIRMATION:${firstReservation!.id}`)).toEqual([
      expect.objectContaining({ code: 'WAITLIST_PROMOTED', to: first.user.id }),
    ]);
    expect(await emailsWith(`MEAL_REENABLED:${firstReservation!.id}`)).toEqual([]);
  });

  const SWITCHED_BACK_ON: { name: string; off: (s: Setup) => Promise<unknown>; on: (s: Setup) => Promise<unknown> }[] =
    [
      {
        name: 'the cook switches it back on (meals.setActive)',
        off: (s) => world.caller(s.cook).meals.setActive({ id: s.meal.id, active: false }),
        on: (s) => world.caller(s.cook).meals.setActive({ id: s.meal.id, active: true }),
      },
      {
        name: 'an admin switches it back on (admin.setMealActive)',
        off: async (s) =>
          world.caller(await createUser(s.db, 'super_admin')).admin.setMealActive({ id: s.meal.id, active: false }),
        on: async (s) =>
          world.caller(await createUser(s.db, 'super_admin')).admin.setMealActive({ id: s.meal.id, active: true }),
      },
      {
        name: 'the cook saves it active again (meals.update)',
        off: (s) => world.caller(s.cook).meals.update({ id: s.meal.id, ...editFields(s.meal, { isActive: false }) }),
        on: (s) => world.caller(s.cook).meals.update({ id: s.meal.id, ...editFields(s.meal, { isActive: true }) }),
      },
    ];
  for (const { name, off, on } of SWITCHED_BACK_ON) {
    it(`portions freed while the meal was off go to the line when ${name}`, async () => {
      const s = await setup(1);
      const holder = await s.colleague();
      const held = await holder.caller.preorders.reserve({ mealId: s.meal.id, quantity: 1 });
      const waiting = await s.colleague();
      await waiting.caller.waitlist.join({ mealId: s.meal.id, quantity: 1 });
      await off(s);
      await holder.caller.preorders.cancel({ preorderId: held.id });
      expect(await waiting.caller.preorders.upcoming()).toEqual([]);
      expect(await portionsLeft(s.db, s.meal.id)).toBe(1);
      await on(s);
      expect(await waiting.caller.preorders.upcoming()).toMatchObject([{ quantity: 1, meal: { id: s.meal.id } }]);
      expect(await portionsLeft(s.db, s.meal.id)).toBe(0);
      const outsider = await s.colleague();
      await expectAppError(outsider.caller.preorders.reserve({ mealId: s.meal.id, quantity: 1 }), 'capacityExceeded');
    });
  }

  it('a cutoff moved later serves a line still waiting for portions freed after the old cutoff', async () => {
    const s = await setup(1);
    const holder = await s.colleague();
    const held = await holder.caller.preorders.reserve({ mealId: s.meal.id, quantity: 1 });
    const waiting = await s.colleague();
    await waiting.caller.waitlist.join({ mealId: s.meal.id, quantity: 1 });
    world.clock.set(AFTER_CUTOFF);
    await holder.caller.preorders.cancel({ preorderId: held.id });
    expect(await waiting.caller.preorders.upcoming()).toEqual([]);
    // Ordering closed at 18:00 in Vilnius; it is 19:00 there now. The cook (nothing is reserved) reopens it to 20:00.
    await world.caller(s.cook).meals.update({ id: s.meal.id, ...editFields(s.meal, { cutoffTime: '20:00' }) });
    expect(await waiting.caller.preorders.upcoming()).toMatchObject([{ quantity: 1, meal: { id: s.meal.id } }]);
    expect(await portionsLeft(s.db, s.meal.id)).toBe(0);
  });

  it('closes the line at the cutoff and tells each person once', async () => {
    const { meal, colleague } = await setup(1);
    await (await colleague()).caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const [a, b] = [await colleague(), await colleague()];
    const entry = await a.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    await b.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    await runWaitlistAndOffersTick(world.deps);
    expect(await emailsWith(`WAITLIST_CLOSED:${entry.id}`)).toEqual([]);
    expect(await a.caller.waitlist.mine()).toHaveLength(1);
    world.clock.set(AFTER_CUTOFF);
    // (Other tests' lines close at this tick too.)
    expect((await runWaitlistAndOffersTick(world.deps)).waitlistsClosed).toBeGreaterThanOrEqual(2);
    expect((await runWaitlistAndOffersTick(world.deps)).waitlistsClosed).toBe(0);
    expect(await emailsWith(`WAITLIST_CLOSED:${entry.id}`)).toEqual([
      expect.objectContaining({ code: 'WAITLIST_CLOSED', to: a.user.id }),
    ]);
    const closedMail = await sent(`WAITLIST_CLOSED:${entry.id}`, a.user.email);
    expect(closedMail.subject).toBe(`The waitlist for ${meal.title} has closed`);
    expect(closedMail.text).toContain('no portion came free for you');
    expect(await b.caller.waitlist.mine()).toEqual([]);
    expect(await a.caller.waitlist.mine()).toEqual([]);
  });
});

describe('hand-overs', () => {
  it('a named colleague is e-mailed and takes the reservation; the offerer can no longer cancel it', async () => {
    const { meal, caller, cook, eater, colleague } = await setup(4);
    const mine = await caller.preorders.reserve({ mealId: meal.id, quantity: 2, note: 'no chili, please' });
    const friend = await colleague();
    const offer = await caller.handovers.offer({ preorderId: mine.id, toUserId: friend.user.id });
    expect(offer.status).toBe('offered');
    expect(await emailsWith(`HANDOVER_OFFERED:${offer.id}`)).toEqual([expect.objectContaining({ to: friend.user.id })]);
    const offerMail = await sent(`HANDOVER_OFFERED:${offer.id}`, friend.user.email);
    expect(offerMail.text).toContain(
      `cannot come and offers you their reservation: 2 × ${meal.title} by Rasa Petraitė`,
    );
    expect((await friend.caller.handovers.mine()).received).toMatchObject([
      { id: offer.id, quantity: 2, toAnyone: false },
    ]);
    // Someone not named cannot take it, and does not learn it exists.
    const stranger = await colleague();
    await expectAppError(stranger.caller.handovers.take({ handoverId: offer.id }), 'notFound');
    world.clock.set(AFTER_CUTOFF); // works after ordering closed
    expect(await friend.caller.handovers.take({ handoverId: offer.id })).toMatchObject({
      status: 'accepted',
      preorderId: mine.id,
    });
    const moved = await preorderOf(mine.id);
    // The offerer's note to the cook does not travel with the portions.
    expect(moved).toMatchObject({
      eaterId: friend.user.id,
      status: 'reserved',
      paymentStatus: 'unpaid',
      quantity: 2,
      note: null,
    });
    // The offerer hears who took it, once.
    expect(await emailsWith(`HANDOVER_TAKEN:${offer.id}`)).toEqual([
      expect.objectContaining({ code: 'HANDOVER_TAKEN', to: eater.id }),
    ]);
    const takenMail = await sent(`HANDOVER_TAKEN:${offer.id}`, eater.email);
    expect(takenMail.text).toContain(`Test eater took the reservation you offered: 2 × ${meal.title} by Rasa Petraitė`);
    await expectAppError(caller.preorders.cancel({ preorderId: mine.id }), 'notFound');
    await expectAppError(friend.caller.handovers.take({ handoverId: offer.id }), 'handoverNotOpen');
    // The cook's preorders table shows the new eater.
    const forCook = await world.caller(cook).preorders.forCook({ status: 'all', mealId: meal.id, cursor: null });
    expect(forCook.preorders.map((p) => p.eater.email)).toEqual([friend.user.email]);
    expect((await caller.handovers.mine()).made).toMatchObject([{ id: offer.id, status: 'accepted' }]);
    expect(eater.id).not.toBe(friend.user.id);
  });

  it("a reservation handed over stays in its giver's history: to whom and when, until it comes back to them", async () => {
    const { db, meal, caller, eater, office, colleague } = await setup(4);
    const mine = await caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    expect(await caller.handovers.given()).toEqual([]);
    const friend = await createUser(db, 'eater', { officeId: office.id, firstName: 'Jonas', lastName: 'Kazlauskas' });
    const offer = await caller.handovers.offer({ preorderId: mine.id, toUserId: friend.id });
    // An open offer is not a hand-over yet.
    expect(await caller.handovers.given()).toEqual([]);
    world.clock.set(AFTER_CUTOFF);
    await world.caller(friend).handovers.take({ handoverId: offer.id });
    expect(await caller.preorders.mine()).toEqual([]);
    expect(await caller.handovers.given()).toEqual([
      {
        id: offer.id,
        preorderId: mine.id,
        to: 'Jonas Kazlauskas',
        handedOverAt: new Date(AFTER_CUTOFF),
        reservedAt: new Date(BEFORE_CUTOFF),
        quantity: 2,
        totalCents: 2 * meal.priceCents,
        meal: {
          id: meal.id,
          title: meal.title,
          priceCents: meal.priceCents,
          pickupDate: '2026-11-21',
          pickupStart: '12:30',
          pickupEnd: '13:30',
          cookName: 'Rasa Petraitė',
          officeName: office.name,
          officeTimeZone: 'Europe/Vilnius',
        },
      },
    ]);
    // Only the giver sees it; the taker holds the reservation itself.
    expect(await world.caller(friend).handovers.given()).toEqual([]);
    // Taken by anyone, and later handed back: the history follows who gave it last.
    const other = await colleague();
    const onward = await world.caller(friend).handovers.offer({ preorderId: mine.id, toUserId: null });
    await other.caller.handovers.take({ handoverId: onward.id });
    expect(await world.caller(friend).handovers.given()).toMatchObject([{ id: onward.id, to: 'Test eater' }]);
    const back = await other.caller.handovers.offer({ preorderId: mine.id, toUserId: eater.id });
    await caller.handovers.take({ handoverId: back.id });
    expect(await caller.handovers.given()).toEqual([]);
    expect(await caller.preorders.mine()).toMatchObject([{ id: mine.id, status: 'reserved' }]);
  });

  it('refuses offers the rules forbid', async () => {
    const { db, meal, caller, cook, eater, colleague } = await setup(4);
    const mine = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const elsewhere = await createUser(db, 'eater', { officeId: (await createOffice(db)).id });
    await expectAppError(caller.handovers.offer({ preorderId: mine.id, toUserId: elsewhere.id }), 'officeMismatch');
    await expectAppError(caller.handovers.offer({ preorderId: mine.id, toUserId: eater.id }), 'ownOffer');
    await expectAppError(caller.handovers.offer({ preorderId: mine.id, toUserId: cook.id }), 'ownMeal');
    const other = await colleague();
    await expectAppError(other.caller.handovers.offer({ preorderId: mine.id, toUserId: null }), 'notFound');
    await caller.handovers.offer({ preorderId: mine.id, toUserId: null });
    await expectAppError(caller.handovers.offer({ preorderId: mine.id, toUserId: other.user.id }), 'alreadyOffered');
    await expectAppError(
      world.caller(cook).handovers.take({ handoverId: (await caller.handovers.mine()).made[0]!.id }),
      'ownMeal',
    );
    const open = (await caller.handovers.mine()).made[0]!;
    await expectAppError(caller.handovers.take({ handoverId: open.id }), 'ownOffer');
    await expectAppError(world.caller(elsewhere).handovers.take({ handoverId: open.id }), 'officeMismatch');
    const second = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.set(AFTER_PICKUP);
    await expectAppError(caller.handovers.offer({ preorderId: second.id, toUserId: null }), 'pickupEnded');
    expect(await db.select().from(handovers).where(eq(handovers.preorderId, second.id))).toHaveLength(0);
  });

  it('an offer to anyone shows on the menu; of two colleagues taking it, one wins', async () => {
    const { meal, caller, office, colleague } = await setup(4);
    const mine = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.set(AFTER_CUTOFF);
    const offer = await caller.handovers.offer({ preorderId: mine.id, toUserId: null });
    await world.settle();
    const menu = await world.caller(null).menu.meals({ slug: office.slug, day: 'tomorrow' });
    expect(menu.find((m) => m.id === meal.id)?.grabs).toMatchObject([{ id: offer.id, quantity: 1 }]);
    const [x, y] = [await colleague(), await colleague()];
    const results = await Promise.allSettled([
      x.caller.handovers.take({ handoverId: offer.id }),
      y.caller.handovers.take({ handoverId: offer.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await world.settle();
    const after = await world.caller(null).menu.meals({ slug: office.slug, day: 'tomorrow' });
    expect(after.find((m) => m.id === meal.id)?.grabs).toEqual([]);
  });

  it('not taken by the pickup start, the offer falls back to the offerer', async () => {
    const { meal, caller, eater, colleague } = await setup(4);
    const mine = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.set(AFTER_CUTOFF);
    const offer = await caller.handovers.offer({ preorderId: mine.id, toUserId: null });
    world.clock.set(PICKUP_START);
    const late = await colleague();
    await expectAppError(late.caller.handovers.take({ handoverId: offer.id }), 'handoverNotOpen');
    expect((await runWaitlistAndOffersTick(world.deps)).offersSettled).toBeGreaterThanOrEqual(1);
    expect((await caller.handovers.mine()).made).toMatchObject([{ id: offer.id, status: 'expired' }]);
    expect(await preorderOf(mine.id)).toMatchObject({ status: 'reserved', eaterId: eater.id });
    // During the pickup window a new offer stays open until the window ends.
    world.clock.set(DURING_PICKUP);
    const again = await caller.handovers.offer({ preorderId: mine.id, toUserId: null });
    expect((await caller.handovers.mine()).made.find((h) => h.id === again.id)?.expiresAt).toEqual(
      new Date(AFTER_PICKUP),
    );
    expect(await late.caller.handovers.take({ handoverId: again.id })).toMatchObject({ status: 'accepted' });
  });

  it('before the cutoff the waitlist comes first: an offer to anyone, or a declined one, goes to the people waiting', async () => {
    const { db, meal, caller, colleague } = await setup(2);
    const mine = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const other = await colleague();
    const theirs = await other.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const waiting = await colleague();
    await waiting.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    expect(await caller.handovers.offer({ preorderId: mine.id, toUserId: null })).toMatchObject({
      status: 'released',
      promoted: 1,
    });
    expect((await preorderOf(mine.id)).status).toBe('cancelled');
    expect(await waiting.caller.preorders.upcoming()).toHaveLength(1);
    // A named offer declined before the cutoff with someone waiting: to the line too.
    const next = await colleague();
    await next.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    const friend = await colleague();
    const offer = await other.caller.handovers.offer({ preorderId: theirs.id, toUserId: friend.user.id });
    await expectAppError(next.caller.handovers.decline({ handoverId: offer.id }), 'notFound');
    expect(await friend.caller.handovers.decline({ handoverId: offer.id })).toMatchObject({
      status: 'declined',
      released: true,
    });
    expect(await next.caller.preorders.upcoming()).toHaveLength(1);
    expect(await portionsLeft(db, meal.id)).toBe(0);
    await expectAppError(friend.caller.handovers.decline({ handoverId: offer.id }), 'handoverNotOpen');
  });

  it('after the cutoff the line is closed: offers stay offers and declines keep the reservation, even with people waiting', async () => {
    const { db, meal, caller, eater, colleague } = await setup(2);
    const mine = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const other = await colleague();
    const theirs = await other.caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const waiting = await colleague();
    await waiting.caller.waitlist.join({ mealId: meal.id, quantity: 1 });
    // Ordering has closed; the minute tick has not closed the line yet.
    world.clock.set(AFTER_CUTOFF);
    // Passing it to the line now would cancel it and promote nobody (the line is closed): it stays an offer.
    expect(await caller.handovers.offer({ preorderId: mine.id, toUserId: null })).toMatchObject({
      status: 'offered',
      promoted: 0,
    });
    expect(await preorderOf(mine.id)).toMatchObject({ status: 'reserved', eaterId: eater.id });
    const friend = await colleague();
    const named = await other.caller.handovers.offer({ preorderId: theirs.id, toUserId: friend.user.id });
    expect(await friend.caller.handovers.decline({ handoverId: named.id })).toMatchObject({ released: false });
    expect(await preorderOf(theirs.id)).toMatchObject({ status: 'reserved', eaterId: other.user.id });
    expect(await waiting.caller.preorders.upcoming()).toEqual([]);
    expect(await portionsLeft(db, meal.id)).toBe(0);
  });

  it('declined with nobody waiting, withdrawn, or cancelled: the reservation stays or goes as the eater chose', async () => {
    const { db, meal, caller, colleague } = await setup(4);
    const mine = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const friend = await colleague();
    const first = await caller.handovers.offer({ preorderId: mine.id, toUserId: friend.user.id });
    expect(await friend.caller.handovers.decline({ handoverId: first.id })).toMatchObject({ released: false });
    expect((await preorderOf(mine.id)).status).toBe('reserved');
    const second = await caller.handovers.offer({ preorderId: mine.id, toUserId: null });
    await expectAppError(friend.caller.handovers.withdraw({ handoverId: second.id }), 'notFound');
    expect(await caller.handovers.withdraw({ handoverId: second.id })).toEqual({ id: second.id, status: 'withdrawn' });
    const third = await caller.handovers.offer({ preorderId: mine.id, toUserId: null });
    await caller.preorders.cancel({ preorderId: mine.id });
    const [row] = await db
      .select({ status: handovers.status })
      .from(handovers)
      .where(and(eq(handovers.id, third.id)));
    expect(row!.status).toBe('withdrawn');
    await expectAppError(friend.caller.handovers.take({ handoverId: third.id }), 'handoverNotOpen');
  });

  it('finds colleagues of the office only', async () => {
    const { db, caller, office } = await setup(1);
    await createUser(db, 'eater', { officeId: office.id, firstName: 'Agnė', lastName: 'Zigmantaitė' });
    await createUser(db, 'eater', { officeId: (await createOffice(db)).id, firstName: 'Agnė', lastName: 'Elsewhere' });
    expect((await caller.handovers.colleagues({ query: 'agn' })).map((c) => c.name)).toEqual(['Agnė Zigmantaitė']);
    expect(await caller.handovers.colleagues({ query: '%' })).toEqual([]);
  });
});
