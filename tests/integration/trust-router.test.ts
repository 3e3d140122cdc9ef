// leads.submit (the access-request wizard), moderation.report and feedback after pickup through createCaller:
// the row the wizard describes and its analytics event in one transaction, the honeypot, the limits, one open report
// per reporter and meal, feedback once per collected preorder, and the cook's anonymous view with its threshold.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessRequests, analyticsEvents, mealFeedback, reports } from '../../server/db/schema';
import { FEEDBACK_MIN_COUNT } from '../../server/services/feedback';
import { createInnerContext } from '../../server/trpc/context';
import { createCaller } from '../../server/routers/_app';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createOffice, createUser, uniq } from '../helpers/factories';
import { officeWorld } from '../helpers/menu';

const world = useTestWorld();
const lead = (overrides: Record<string, unknown> = {}) => ({
  officeSize: 'medium' as const,
  cookingInterest: 'few' as const,
  currentSetup: 'delivery' as const,
  city: '  Kaunas ',
  startTimeframe: 'next-month' as const,
  name: 'Ona Lead',
  role: 'Office manager',
  email: `${uniq('lead')}@example.com`,
  phone: '+370 600 00000',
  consent: true as const,
  ...overrides,
});
const fromAddress = (ip: string, user = null) => createCaller(createInnerContext({ deps: world.deps, user, ip }));

describe('leads.submit', () => {
  it('stores the access request as the specification says, with the lead_generated event, in one go', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const input = lead();
    expect(await fromAddress(uniq('ip')).leads.submit(input)).toEqual({ status: 'received' });
    const db = world.deps.database.db;
    const [row] = await db.select().from(accessRequests).where(eq(accessRequests.email, input.email));
    expect(row).toMatchObject({ userId: null, officeGuess: 'Kaunas, 20-50', orgGuess: null });
    expect(JSON.parse(row!.note!)).toEqual({
      name: 'Ona Lead',
      role: 'Office manager',
      phone: '+370 600 00000',
      cookingInterest: 'few',
      currentSetup: 'delivery',
      startTimeframe: 'next-month',
      submittedAt: '2026-11-20T10:00:00.000Z',
    });
    const events = await db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'lead_generated'));
    expect(events.at(-1)).toMatchObject({ category: 'conversion', label: 'wizard_completion', value: 1 });
  });

  it('records the signed-in user', async () => {
    const user = await createUser(world.deps.database.db, 'eater');
    const input = lead();
    await createCaller(createInnerContext({ deps: world.deps, user, ip: uniq('ip') })).leads.submit(input);
    const [row] = await world.deps.database.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.email, input.email));
    expect(row!.userId).toBe(user.id);
  });

  it('answers a robot that filled the hidden field like a success, and stores nothing', async () => {
    const input = lead({ website: 'http://spam.example' });
    expect(await fromAddress(uniq('ip')).leads.submit(input)).toEqual({ status: 'received' });
    expect(
      await world.deps.database.db.select().from(accessRequests).where(eq(accessRequests.email, input.email)),
    ).toEqual([]);
  });

  it('refuses each missing or bad field, without consent too', async () => {
    const caller = fromAddress(uniq('ip'));
    for (const bad of [
      { city: '   ' },
      { startTimeframe: 'someday' },
      { name: '' },
      { email: 'no-at-sign' },
      { email: '' },
      { consent: false },
      { officeSize: 'huge' },
    ]) {
      await expectBadRequest(caller.leads.submit(lead(bad)));
    }
  });

  it('limits submissions per address', async () => {
    const caller = fromAddress(uniq('ip'));
    for (let i = 0; i < 5; i++) await caller.leads.submit(lead());
    await expectAppError(caller.leads.submit(lead()), 'tooManyRequests');
  });
});

describe('moderation.report', () => {
  it('opens one report per reporter and meal; a second is alreadyReported; an unknown meal notFound', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, caller, eater, cookMeal } = await officeWorld(world);
    const meal = await cookMeal({ pickupDate: '2026-11-21' });
    const report = await caller.moderation.report({ mealId: meal.id, reason: 'foodSafety', note: 'Smelled off' });
    expect(report.status).toBe('open');
    await expectAppError(caller.moderation.report({ mealId: meal.id, reason: 'spam' }), 'alreadyReported');
    const [row] = await db.select().from(reports).where(eq(reports.id, report.id));
    expect(row).toMatchObject({
      reason: 'foodSafety',
      note: 'Smelled off',
      targetType: 'meal',
      targetId: meal.id,
      reporterId: eater.id,
    });
    await expectAppError(
      caller.moderation.report({ mealId: '00000000-0000-4000-8000-000000000000', reason: 'spam' }),
      'notFound',
    );
    await expectBadRequest(caller.moderation.report({ mealId: meal.id, reason: 'boring' as never }));
  });

  it('is for those who can reserve the meal, never its cook: other offices, no office and the cook are refused', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, cook, cookMeal } = await officeWorld(world);
    const meal = await cookMeal({ pickupDate: '2026-11-21' });
    const elsewhere = await createUser(db, 'eater', { officeId: (await createOffice(db)).id });
    const cookElsewhere = await createUser(db, 'cook', { officeId: (await createOffice(db)).id });
    const homeless = await createUser(db, 'eater');
    const report = (user: Parameters<typeof world.caller>[0]) =>
      world.caller(user).moderation.report({ mealId: meal.id, reason: 'spam' });
    await expectAppError(report(elsewhere), 'officeMismatch');
    await expectAppError(report(cookElsewhere), 'officeMismatch');
    await expectAppError(report(homeless), 'noOffice');
    await expectAppError(report(cook), 'ownMeal');
    expect(await db.select().from(reports).where(eq(reports.targetId, meal.id))).toEqual([]);
    // Admins may reserve in any office, so they may report there too.
    expect(await report(await createUser(db, 'admin'))).toMatchObject({ status: 'open' });
    expect(await db.select().from(reports).where(eq(reports.targetId, meal.id))).toHaveLength(1);
  });

  it('limits reports per user', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { caller, cookMeal } = await officeWorld(world);
    for (let i = 0; i < 10; i++) {
      const meal = await cookMeal({ pickupDate: '2026-11-21' });
      await caller.moderation.report({ mealId: meal.id, reason: 'other' });
    }
    const meal = await cookMeal({ pickupDate: '2026-11-21' });
    await expectAppError(caller.moderation.report({ mealId: meal.id, reason: 'other' }), 'tooManyRequests');
  });
});

describe('feedback after pickup', () => {
  async function collected(count: number) {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, office, cook, cookMeal } = await officeWorld(world);
    const meal = await cookMeal({ pickupDate: '2026-11-21', totalPortions: 20 });
    const eaters = await Promise.all(
      Array.from({ length: count }, () => createUser(db, 'eater', { officeId: office.id })),
    );
    const preorders = [];
    for (const eater of eaters) {
      const preorder = await world.caller(eater).preorders.reserve({ mealId: meal.id, quantity: 1 });
      await world.caller(cook).preorders.markCollected({ preorderId: preorder.id });
      preorders.push({ eater, preorder });
    }
    return { db, cook, meal, preorders };
  }

  it('takes feedback once per collected preorder, only from its eater', async () => {
    const { preorders, cook, db } = await collected(2);
    const [first, second] = preorders as [(typeof preorders)[number], (typeof preorders)[number]];
    await world.caller(first.eater).feedback.leave({ preorderId: first.preorder.id, rating: 'up', note: 'Delicious!' });
    await expectAppError(
      world.caller(first.eater).feedback.leave({ preorderId: first.preorder.id, rating: 'down' }),
      'feedbackAlreadyGiven',
    );
    await expectAppError(
      world.caller(second.eater).feedback.leave({ preorderId: first.preorder.id, rating: 'up' }),
      'notFound',
    );
    expect(
      (await world.caller(first.eater).preorders.mine()).find((p) => p.id === first.preorder.id)?.feedbackGiven,
    ).toBe(true);
    const open = await world.caller(second.eater).preorders.reserve({ mealId: first.preorder.mealId, quantity: 1 });
    await expectAppError(
      world.caller(second.eater).feedback.leave({ preorderId: open.id, rating: 'up' }),
      'feedbackNotAllowed',
    );
    expect((await db.select().from(mealFeedback).where(eq(mealFeedback.cookId, cook.id))).length).toBe(1);
  });

  it('shows the cook the notes without names, and the thumbs only from three votes on', async () => {
    const { preorders, cook, meal } = await collected(FEEDBACK_MIN_COUNT);
    const [a, b, c] = preorders;
    await world.caller(a!.eater).feedback.leave({ preorderId: a!.preorder.id, rating: 'up', note: 'Lovely' });
    await world.caller(b!.eater).feedback.leave({ preorderId: b!.preorder.id, rating: 'down' });
    const early = await world.caller(cook).feedback.forCook({ mealId: meal.id });
    expect(early).toMatchObject({ total: 2, thumbs: null });
    expect(early.notes.map((n) => n.note)).toEqual(['Lovely']);
    expect(JSON.stringify(early)).not.toMatch(new RegExp(`${a!.eater.id}|${a!.eater.email}`));
    await world.caller(c!.eater).feedback.leave({ preorderId: c!.preorder.id, rating: 'up' });
    expect(await world.caller(cook).feedback.forCook({ mealId: meal.id })).toMatchObject({
      total: 3,
      thumbs: { up: 2, down: 1 },
    });
  });

  it('turns a thumbs down with food safety into a report in the same step', async () => {
    const { preorders, db, meal } = await collected(1);
    const [only] = preorders;
    expect(
      await world.caller(only!.eater).feedback.leave({
        preorderId: only!.preorder.id,
        rating: 'down',
        note: 'Undercooked chicken',
        reportFoodSafety: true,
      }),
    ).toMatchObject({ reported: true });
    const [report] = await db
      .select()
      .from(reports)
      .where(and(eq(reports.targetId, meal.id), eq(reports.reporterId, only!.eater.id)));
    expect(report).toMatchObject({ reason: 'foodSafety', note: 'Undercooked chicken', status: 'open' });
  });
});
