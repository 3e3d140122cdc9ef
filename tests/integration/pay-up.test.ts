// Pay-up through createCaller: the cook's payment details (IBAN check digits, https links, empty removes), the
// instructions only the reservation's eater gets (with the EPC QR text), "I paid", the cook's confirm or reject,
// the preorders table and the ledger showing the claim, and (on PostgreSQL) confirming at once never pays twice.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailEvents, notifications, preorders, profiles } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createMeal, createUser } from '../helpers/factories';
import { pickupDayWorld } from '../helpers/menu';

const world = useTestWorld();
const IBAN = 'LT121000011101001000';

async function setup() {
  const ctx = await pickupDayWorld(world, 10, { meal: { priceCents: 640, title: 'Beet soup with dill' } });
  const preorder = await ctx.caller.preorders.reserve({ mealId: ctx.meal.id, quantity: 2 });
  return { ...ctx, preorder };
}

/** The notifications of one kind a person has, oldest first (their payloads). */
const noticesOf = async (userId: string, kind: 'paymentClaimed' | 'notCollected') =>
  (
    await world.deps.database.db
      .select({ payload: notifications.payload, createdAt: notifications.createdAt })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
      .orderBy(notifications.createdAt)
  ).map((n) => n.payload);

const row = async (db: Awaited<ReturnType<typeof setup>>['db'], id: string) =>
  (await db.select().from(preorders).where(eq(preorders.id, id)))[0]!;

describe('profile.setPaymentDetails', () => {
  it('keeps a valid IBAN without spaces in upper case, the holder and an https link; an empty value removes one', async () => {
    const { cookCaller } = await setup();
    expect(await cookCaller.profile.paymentDetails()).toEqual({});
    expect(
      await cookCaller.profile.setPaymentDetails({
        iban: ' lt12 1000 0111 0100 1000 ',
        holder: ' Rasa Petraitė ',
        link: 'https://revolut.me/rasa',
      }),
    ).toEqual({ iban: IBAN, holder: 'Rasa Petraitė', link: 'https://revolut.me/rasa' });
    // Left out stays; empty removes.
    expect(await cookCaller.profile.setPaymentDetails({ link: '' })).toEqual({ iban: IBAN, holder: 'Rasa Petraitė' });
    expect(await cookCaller.profile.paymentDetails()).toEqual({ iban: IBAN, holder: 'Rasa Petraitė' });
  });

  it('refuses a wrong check digit, a plain-http or javascript link, and unstorable text; nothing changes', async () => {
    const { db, cook, cookCaller } = await setup();
    await cookCaller.profile.setPaymentDetails({ iban: IBAN, link: 'https://revolut.me/rasa' });
    for (const input of [
      { iban: 'LT13 1000 0111 0100 1000' },
      { iban: 'LT12 1000 0111 0100 1001' },
      { iban: 'not an iban' },
      { link: 'http://revolut.me/rasa' },
      { link: 'javascript:alert(1)' },
      { link: 'https://localhost' },
      { holder: 'x'.repeat(71) },
      { holder: 'a\ud800b' },
      { iban: IBAN, link: 'ftp://x.example' },
    ]) {
      await expectBadRequest(cookCaller.profile.setPaymentDetails(input));
    }
    const [stored] = await db
      .select({ iban: profiles.paymentIban, link: profiles.paymentLink, holder: profiles.paymentHolder })
      .from(profiles)
      .where(eq(profiles.userId, cook.id));
    expect(stored).toEqual({ iban: IBAN, link: 'https://revolut.me/rasa', holder: null });
  });
});

describe('preorders.paymentInstructions', () => {
  it('gives the eater the amount, a reference, the details and the EPC QR text; nobody else', async () => {
    const { db, office, caller, cook, cookCaller, preorder } = await setup();
    await cookCaller.profile.setPaymentDetails({
      iban: IBAN,
      holder: 'Rasa Petraitė',
      link: 'https://revolut.me/rasa',
    });
    const reference = `LB-${preorder.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const instructions = await caller.preorders.paymentInstructions({ preorderId: preorder.id });
    expect(instructions).toMatchObject({
      amountCents: 1280,
      reference,
      cook: 'Rasa Petraitė',
      iban: IBAN,
      holder: 'Rasa Petraitė',
      link: 'https://revolut.me/rasa',
      paymentStatus: 'unpaid',
      claimedAt: null,
    });
    expect(instructions.epcPayload!.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Rasa Petraitė',
      IBAN,
      'EUR12.8',
      '',
      '',
      `${reference} Beet soup with dill`,
    ]);
    // A colleague, the cook themself, an admin: not their reservation, so it does not exist for them.
    const colleague = await createUser(db, 'eater', { officeId: office.id });
    for (const other of [colleague, cook, await createUser(db, 'admin')]) {
      await expectAppError(world.caller(other).preorders.paymentInstructions({ preorderId: preorder.id }), 'notFound');
    }
  });

  it('without an IBAN there is no QR text, only the link; a cancelled reservation has nothing to pay', async () => {
    const { caller, cookCaller, preorder, meal } = await setup();
    await cookCaller.profile.setPaymentDetails({ link: 'https://paypal.me/rasa' });
    const instructions = await caller.preorders.paymentInstructions({ preorderId: preorder.id });
    expect(instructions.epcPayload).toBeUndefined();
    expect(instructions.iban).toBeUndefined();
    expect(instructions.link).toBe('https://paypal.me/rasa');
    const other = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    await caller.preorders.cancel({ preorderId: other.id });
    await expectAppError(caller.preorders.paymentInstructions({ preorderId: other.id }), 'invalidTransition');
  });
});

describe('"I paid", confirm and reject', () => {
  it('the eater says they paid once; the cook is told, confirms it as paid by transfer with the time, once', async () => {
    const { db, office, cook, eater, caller, cookCaller, preorder } = await setup();
    world.clock.set('2026-11-20T11:00:00Z');
    await expectAppError(
      cookCaller.preorders.confirmPaid({ preorderId: preorder.id, method: 'bank_transfer' }),
      'paymentNotClaimed',
    );
    const colleague = world.caller(await createUser(db, 'eater', { officeId: office.id }));
    await expectAppError(colleague.preorders.claimPaid({ preorderId: preorder.id }), 'notFound');
    expect(await caller.preorders.claimPaid({ preorderId: preorder.id })).toEqual({
      id: preorder.id,
      claimedAt: world.clock.now(),
    });
    await expectAppError(caller.preorders.claimPaid({ preorderId: preorder.id }), 'paymentAlreadyClaimed');
    // The cook is told once, by the eater's name (the notification service's preorders trigger).
    expect(await noticesOf(cook.id, 'paymentClaimed')).toEqual([
      { mealTitle: 'Beet soup with dill', pickupDate: '2026-11-21', quantity: 2, name: expect.any(String) },
    ]);
    expect(await noticesOf(eater.id, 'paymentClaimed')).toEqual([]);
    const table = await cookCaller.preorders.forCook({});
    expect(table.preorders.find((p) => p.id === preorder.id)).toMatchObject({ paymentClaimed: true });
    // Another cook cannot confirm it.
    const otherCook = world.caller(await createUser(db, 'cook', { officeId: office.id }));
    await expectAppError(
      otherCook.preorders.confirmPaid({ preorderId: preorder.id, method: 'bank_transfer' }),
      'notFound',
    );
    world.clock.set('2026-11-20T12:00:00Z');
    expect(await cookCaller.preorders.confirmPaid({ preorderId: preorder.id, method: 'bank_transfer' })).toMatchObject({
      paymentStatus: 'paid',
      paidMethod: 'bank_transfer',
      paidAt: world.clock.now(),
    });
    await expectAppError(
      cookCaller.preorders.confirmPaid({ preorderId: preorder.id, method: 'mobile_app' }),
      'paymentAlreadySettled',
    );
    await expectAppError(caller.preorders.claimPaid({ preorderId: preorder.id }), 'paymentAlreadySettled');
    const stored = await row(db, preorder.id);
    expect(stored).toMatchObject({ paymentStatus: 'paid', paidMethod: 'bank_transfer', status: 'reserved' });
    expect(stored.paidAt).toEqual(new Date('2026-11-20T12:00:00Z'));
    // Collecting a reservation paid ahead keeps its payment; it can no longer be waived.
    const other = await caller.preorders.reserve({ mealId: stored.mealId, quantity: 1 });
    await caller.preorders.claimPaid({ preorderId: other.id });
    await cookCaller.preorders.confirmPaid({ preorderId: other.id, method: 'mobile_app' });
    await expectAppError(cookCaller.preorders.waive({ preorderId: other.id }), 'paymentAlreadySettled');
    world.clock.set('2026-11-21T10:30:00Z');
    expect(await cookCaller.preorders.markCollected({ preorderId: preorder.id })).toMatchObject({
      status: 'fulfilled',
      paymentStatus: 'paid',
      paidMethod: 'bank_transfer',
    });
    expect((await row(db, preorder.id)).paidAt).toEqual(new Date('2026-11-20T12:00:00Z'));
    const receipts = await db
      .select()
      .from(emailEvents)
      .where(
        and(
          eq(emailEvents.templateCode, 'PAYMENT_RECEIPT'),
          eq(emailEvents.idempotencyKey, `PAYMENT_RECEIPT:${preorder.id}`),
        ),
      );
    expect(receipts).toHaveLength(1);
  });

  it('the cook rejects a claim: the eater sees it and may say so again; the ledger shows a collected claim', async () => {
    const { db, cook, caller, cookCaller, preorder } = await setup();
    world.clock.set('2026-11-21T10:30:00Z');
    await cookCaller.preorders.markCollected({ preorderId: preorder.id, payLater: true });
    await caller.preorders.claimPaid({ preorderId: preorder.id });
    expect((await cookCaller.ledger.cook({ period: 'week' })).unpaid).toMatchObject([
      { id: preorder.id, paymentClaimed: true, paymentStatus: 'unpaid' },
    ]);
    await expectAppError(caller.preorders.cancel({ preorderId: preorder.id }), 'invalidTransition');
    world.clock.set('2026-11-21T11:00:00Z');
    expect(await cookCaller.preorders.rejectPaid({ preorderId: preorder.id })).toEqual({ id: preorder.id });
    await expectAppError(cookCaller.preorders.rejectPaid({ preorderId: preorder.id }), 'paymentNotClaimed');
    expect(await caller.preorders.paymentInstructions({ preorderId: preorder.id })).toMatchObject({
      claimedAt: null,
      rejectedAt: world.clock.now(),
    });
    expect((await cookCaller.ledger.cook({ period: 'week' })).unpaid).toMatchObject([{ paymentClaimed: false }]);
    world.clock.set('2026-11-21T11:05:00Z');
    await caller.preorders.claimPaid({ preorderId: preorder.id });
    // Said again after a rejection: the cook hears it again.
    expect(await noticesOf(cook.id, 'paymentClaimed')).toHaveLength(2);
    await cookCaller.preorders.confirmPaid({ preorderId: preorder.id, method: 'mobile_app' });
    expect(await row(db, preorder.id)).toMatchObject({
      status: 'fulfilled',
      paymentStatus: 'paid',
      paidMethod: 'mobile_app',
    });
  });

  it('a cancelled reservation cannot be claimed', async () => {
    const { caller, preorder } = await setup();
    await caller.preorders.cancel({ preorderId: preorder.id });
    await expectAppError(caller.preorders.claimPaid({ preorderId: preorder.id }), 'invalidTransition');
  });
});

describe('not collected (a no-show)', () => {
  it('only after the pickup window; closes it, still owed in the ledger, the eater told; the cook may waive it', async () => {
    const { db, office, cook, eater, caller, cookCaller, preorder } = await setup();
    // The meal's pickup is 12:30-13:30 in Vilnius on 2026-11-21 (UTC+2): it ends at 11:30Z.
    world.clock.set('2026-11-21T11:29:00Z');
    await expectAppError(cookCaller.preorders.markNotCollected({ preorderId: preorder.id }), 'pickupNotOver');
    const otherCook = world.caller(await createUser(db, 'cook', { officeId: office.id }));
    world.clock.set('2026-11-21T11:30:00Z');
    await expectAppError(otherCook.preorders.markNotCollected({ preorderId: preorder.id }), 'notFound');
    expect(await cookCaller.preorders.markNotCollected({ preorderId: preorder.id })).toEqual({
      id: preorder.id,
      status: 'fulfilled',
      paymentStatus: 'unpaid',
      notCollectedAt: world.clock.now(),
    });
    await expectAppError(cookCaller.preorders.markNotCollected({ preorderId: preorder.id }), 'invalidTransition');
    // Private between the two: the eater is told once, nobody else.
    expect(await noticesOf(eater.id, 'notCollected')).toEqual([
      { mealTitle: 'Beet soup with dill', pickupDate: '2026-11-21', quantity: 2 },
    ]);
    expect(await noticesOf(cook.id, 'notCollected')).toEqual([]);
    await expectAppError(cookCaller.preorders.markCollected({ preorderId: preorder.id }), 'invalidTransition');
    const mine = (await caller.preorders.mine()).find((p) => p.id === preorder.id)!;
    expect(mine).toMatchObject({ status: 'fulfilled', notCollectedAt: world.clock.now(), paymentStatus: 'unpaid' });
    expect((await cookCaller.ledger.cook({ period: 'week' })).unpaid.map((d) => d.id)).toContain(preorder.id);
    expect((await caller.ledger.eater()).totalOwedCents).toBe(1280);
    // Nothing was collected, so there is nothing to give feedback on.
    await expectAppError(caller.feedback.leave({ preorderId: preorder.id, rating: 'down' }), 'feedbackNotAllowed');
    // Waived: no longer owed.
    expect(await cookCaller.preorders.waive({ preorderId: preorder.id })).toMatchObject({ paymentStatus: 'waived' });
    expect((await caller.ledger.eater()).totalOwedCents).toBe(0);
    expect((await row(db, preorder.id)).notCollectedAt).toEqual(new Date('2026-11-21T11:30:00Z'));
  });
});

describe.skipIf(!onPostgres())('pay-up under concurrency', () => {
  it('confirming, settling and collecting one claimed preorder at once pays it once, with one receipt (20 rounds)', async () => {
    const { db, office, cook } = await setup();
    const cookCaller = world.caller(cook);
    for (let round = 0; round < 20; round++) {
      world.clock.set('2026-11-20T10:00:00Z');
      const meal = await createMeal(db, {
        cookId: cook.id,
        officeId: office.id,
        pickupDate: '2026-11-21',
        totalPortions: 4,
      });
      const eater = world.caller(await createUser(db, 'eater', { officeId: office.id }));
      const preorder = await eater.preorders.reserve({ mealId: meal.id, quantity: 1 });
      // Two taps on "I paid" at once: one claim.
      const claims = await Promise.allSettled([
        eater.preorders.claimPaid({ preorderId: preorder.id }),
        eater.preorders.claimPaid({ preorderId: preorder.id }),
      ]);
      expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
      world.clock.set('2026-11-21T10:30:00Z');
      const results = await Promise.allSettled([
        cookCaller.preorders.confirmPaid({ preorderId: preorder.id, method: 'bank_transfer' }),
        cookCaller.preorders.confirmPaid({ preorderId: preorder.id, method: 'mobile_app' }),
        cookCaller.preorders.markCollected({ preorderId: preorder.id, method: 'cash' }),
      ]);
      const confirms = results.slice(0, 2).filter((r) => r.status === 'fulfilled');
      expect(confirms.length).toBeLessThanOrEqual(1);
      const stored = await row(db, preorder.id);
      expect(stored.paymentStatus).toBe('paid');
      // Paid by exactly one of them: a confirmed transfer, or the cash of a collection that came first.
      if (confirms.length === 1)
        expect(stored.paidMethod).toBe(
          (confirms[0] as PromiseFulfilledResult<{ paidMethod: string }>).value.paidMethod,
        );
      else expect(stored.paidMethod).toBe('cash');
      const receipts = await db
        .select()
        .from(emailEvents)
        .where(eq(emailEvents.idempotencyKey, `PAYMENT_RECEIPT:${preorder.id}`));
      expect(receipts).toHaveLength(1);
    }
  });
});
