// The admins' moderation through createCaller: the report tabs (food safety first, the meal and its cook, other
// reports), and each action on an open report (take the meal off the menus and back, suspend the cook, resolve,
// dismiss) with its audit row, its e-mails and its effect (the menu, the cook's meals); a closed report refuses
// every action and changes nothing. Also the access requests page and the dashboard's waiting counts.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession, validateSessionToken } from '../../server/auth/sessions';
import { auditLog, emailEvents, profiles, reports, sessions } from '../../server/db/schema';
import { createInnerContext } from '../../server/trpc/context';
import { createCaller } from '../../server/routers/_app';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { callerAs, createMeal, createUser, uniq } from '../helpers/factories';
import { latestMailTo } from '../helpers/mail';
import { addPhotos, cardUrl, mealFields, officeWorld } from '../helpers/menu';

const world = useTestWorld();
const db = () => world.deps.database.db;
const NOW = '2026-11-20T10:00:00Z';
const MISSING = '00000000-0000-4000-8000-000000000000';
const auditOf = (targetId: string) => db().select().from(auditLog).where(eq(auditLog.targetId, targetId));

/** An office with a cook's meal for tomorrow, an eater who reserved it and reported it, and an admin. */
async function reported(reason: 'foodSafety' | 'spam' = 'foodSafety') {
  world.clock.set(NOW);
  const office = await officeWorld(world);
  const meal = await createMeal(db(), { cookId: office.cook.id, officeId: office.office.id, pickupDate: '2026-11-21' });
  const preorder = await office.caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
  const report = await office.caller.moderation.report({ mealId: meal.id, reason, note: 'It smelled off' });
  const { user: admin, caller: adminCaller } = await callerAs(world, 'admin', { officeId: office.office.id });
  return { ...office, meal, preorder, report, admin, adminCaller };
}

const reportRow = async (id: string) => (await db().select().from(reports).where(eq(reports.id, id)))[0]!;
const suspensionOf = async (userId: string) =>
  (await db().select({ until: profiles.suspendedUntil }).from(profiles).where(eq(profiles.userId, userId)))[0]!.until;

describe('moderation.reports', () => {
  it('lists a tab with the reporter, the meal with cook, office, photos and state, and the other reports', async () => {
    const { adminCaller, meal, cook, eater, office, report } = await reported();
    await addPhotos(db(), meal.id, ['mod-a', 'mod-b']);
    const other = await createUser(db(), 'eater', { officeId: office.id });
    await world.caller(other).moderation.report({ mealId: meal.id, reason: 'misleading' });
    const page = await adminCaller.moderation.reports({ status: 'open' });
    const item = page.items.find((row) => row.id === report.id)!;
    expect(item).toMatchObject({
      reason: 'foodSafety',
      note: 'It smelled off',
      status: 'open',
      urgent: true,
      otherReports: 1,
      otherOpenReports: 1,
      reporter: { email: eater.email },
      meal: {
        id: meal.id,
        title: meal.title,
        pickupDate: '2026-11-21',
        officeName: office.name,
        state: 'active',
        cook: { id: cook.id, email: cook.email, name: 'Rasa Petraitė', suspendedUntil: null },
      },
    });
    expect(item.meal!.photos.map((photo) => photo.card)).toEqual([cardUrl('mod-a'), cardUrl('mod-b')]);
    expect(page.counts.open).toBeGreaterThanOrEqual(2);
  });

  it('puts food-safety reports first in the open tab, then newest first, and pages through them', async () => {
    const { adminCaller, office, cook } = await reported('spam');
    const ids: string[] = [];
    for (const reason of ['foodSafety', 'other', 'foodSafety'] as const) {
      world.clock.advance(60_000);
      const meal = await createMeal(db(), { cookId: cook.id, officeId: office.id, pickupDate: '2026-11-21' });
      ids.push(
        (
          await world
            .caller(await createUser(db(), 'eater', { officeId: office.id }))
            .moderation.report({ mealId: meal.id, reason })
        ).id,
      );
    }
    const all = [];
    let cursor = null;
    do {
      const page: Awaited<ReturnType<typeof adminCaller.moderation.reports>> = await adminCaller.moderation.reports({
        status: 'open',
        cursor,
      });
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const order = all.map((row) => row.id);
    const urgentEnd = all.findIndex((row) => !row.urgent);
    expect(all.slice(urgentEnd).every((row) => !row.urgent)).toBe(true);
    expect(order.indexOf(ids[2]!)).toBeLessThan(order.indexOf(ids[0]!));
    expect(order.indexOf(ids[0]!)).toBeLessThan(urgentEnd);
    expect(order.indexOf(ids[1]!)).toBeGreaterThanOrEqual(urgentEnd);
    expect(new Set(order).size).toBe(order.length);
  });
});

describe('moderation.setMealDisabled', () => {
  it('takes the meal off the menus, tells the eaters who reserved, audits it; and puts it back, telling them again', async () => {
    const { adminCaller, admin, meal, report, office, eater } = await reported();
    const result = await adminCaller.moderation.setMealDisabled({ reportId: report.id, disabled: true });
    expect(result).toMatchObject({ disabled: true, changed: true, eatersTold: 1 });
    const onMenu = async () =>
      (await world.caller(null).menu.meals({ slug: office.slug })).some((m) => m.id === meal.id);
    // The menu cache hears the change through the meals trigger (at once on PGlite, by NOTIFY on PostgreSQL).
    await expect.poll(onMenu, { timeout: 3000 }).toBe(false);
    const mail = await latestMailTo(db(), eater.email);
    expect(mail.message?.subject).toContain(meal.title);
    expect(mail.message?.subject).toMatch(/^Taken off the menu/);
    const [audit] = await auditOf(meal.id);
    expect(audit).toMatchObject({
      action: 'meal.softDisable',
      actorId: admin.id,
      before: { isSoftDisabled: false },
      after: { isSoftDisabled: true, reportId: report.id },
    });
    // The same again changes nothing and writes nothing.
    expect(await adminCaller.moderation.setMealDisabled({ reportId: report.id, disabled: true })).toMatchObject({
      changed: false,
      eatersTold: 0,
    });
    expect(await auditOf(meal.id)).toHaveLength(1);

    // Put back: the eater who was told it was taken off is told it is back, and that the reservation stands.
    expect(await adminCaller.moderation.setMealDisabled({ reportId: report.id, disabled: false })).toMatchObject({
      changed: true,
      eatersTold: 1,
    });
    await expect.poll(onMenu, { timeout: 3000 }).toBe(true);
    const back = await latestMailTo(db(), eater.email);
    expect(back.message?.subject).toMatch(/^Back on the menu: /);
    expect(back.message?.subject).toContain(meal.title);
    expect(back.message?.html).toContain('Your reservation for');
    expect((await auditOf(meal.id)).map((row) => row.action).sort()).toEqual(['meal.reenable', 'meal.softDisable']);
  });
});

describe('moderation.suspendCook and liftSuspension', () => {
  it('suspends the cook for 7 days: refused on create and edit until then, told by e-mail, audited', async () => {
    const { adminCaller, cook, report, office } = await reported();
    const own = await world.caller(cook).meals.create(mealFields());
    const { token } = await createSession(db(), cook.id, world.clock.now());
    const result = await adminCaller.moderation.suspendCook({ reportId: report.id, days: 7 });
    // Every session of the cook ends with the suspension.
    expect(await validateSessionToken(db(), token, world.clock.now(), world.deps.sessions)).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, cook.id))).toHaveLength(0);
    expect(result.suspendedUntil.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    const until = await suspensionOf(cook.id);
    expect(until?.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    // The cook as their next request sees them (the session reads the profile).
    const suspended = world.caller({ ...cook, suspendedUntil: until });
    await expectAppError(suspended.meals.create(mealFields()), 'suspended');
    await expectAppError(
      suspended.meals.update({ id: own.id, ...mealFields({ title: 'Changed title' }) }),
      'suspended',
    );
    const mail = await latestMailTo(db(), cook.email);
    expect(mail.message?.subject).toMatch(/paused until Nov 27, 2026/);
    expect(mail.link).toContain('/cook/my-meals');
    expect((await auditOf(cook.id)).map((row) => row.action)).toEqual(['user.suspend']);
    // A week later it is over.
    world.clock.set('2026-11-27T10:00:01Z');
    await world
      .caller({ ...cook, suspendedUntil: until })
      .meals.create(mealFields({ pickupDate: '2026-11-28', cutoffDate: '2026-11-27' }));
    expect(office.slug).toBeTruthy();
  });

  it('suspends for 30 days, refuses any other length, and lifts a suspension early (once)', async () => {
    const { adminCaller, cook, report } = await reported();
    await expectBadRequest(adminCaller.moderation.suspendCook({ reportId: report.id, days: 14 as never }));
    await adminCaller.moderation.suspendCook({ reportId: report.id, days: 30 });
    expect((await suspensionOf(cook.id))?.toISOString()).toBe('2026-12-20T10:00:00.000Z');
    expect(await adminCaller.moderation.liftSuspension({ userId: cook.id })).toEqual({
      userId: cook.id,
      changed: true,
    });
    expect(await suspensionOf(cook.id)).toBeNull();
    await world.caller({ ...cook, suspendedUntil: null }).meals.create(mealFields());
    expect(await adminCaller.moderation.liftSuspension({ userId: cook.id })).toEqual({
      userId: cook.id,
      changed: false,
    });
    expect((await auditOf(cook.id)).map((row) => row.action).sort()).toEqual(['user.liftSuspension', 'user.suspend']);
    await expectAppError(adminCaller.moderation.liftSuspension({ userId: MISSING }), 'notFound');
  });
});

describe('moderation.resolve and dismiss', () => {
  it('resolves with notes (required), recording who and when; a closed report then refuses every action', async () => {
    const { adminCaller, admin, report, meal, cook } = await reported();
    await expectBadRequest(adminCaller.moderation.resolve({ reportId: report.id, notes: '   ' }));
    world.clock.advance(5 * 60_000);
    expect(
      await adminCaller.moderation.resolve({ reportId: report.id, notes: 'Talked to the cook; fridge was broken.' }),
    ).toMatchObject({ status: 'resolved' });
    expect(await reportRow(report.id)).toMatchObject({
      status: 'resolved',
      resolvedBy: admin.id,
      resolvedAt: new Date('2026-11-20T10:05:00Z'),
      resolutionNotes: 'Talked to the cook; fridge was broken.',
    });
    const [audit] = await auditOf(report.id);
    expect(audit).toMatchObject({
      action: 'report.resolve',
      targetType: 'report',
      targetLabel: meal.title,
      after: { status: 'resolved', reason: 'foodSafety' },
    });

    const auditBefore = (await db().select().from(auditLog)).length;
    const mailsBefore = (await db().select().from(emailEvents)).length;
    for (const attempt of [
      () => adminCaller.moderation.setMealDisabled({ reportId: report.id, disabled: true }),
      () => adminCaller.moderation.suspendCook({ reportId: report.id, days: 7 }),
      () => adminCaller.moderation.resolve({ reportId: report.id, notes: 'Again' }),
      () => adminCaller.moderation.dismiss({ reportId: report.id }),
    ]) {
      await expectAppError(attempt(), 'reportNotOpen');
    }
    expect((await db().select().from(auditLog)).length).toBe(auditBefore);
    expect((await db().select().from(emailEvents)).length).toBe(mailsBefore);
    expect(await suspensionOf(cook.id)).toBeNull();
    expect(
      (await adminCaller.moderation.reports({ status: 'resolved' })).items.find((row) => row.id === report.id),
    ).toMatchObject({
      resolver: { email: admin.email },
      resolutionNotes: 'Talked to the cook; fridge was broken.',
    });
  });

  it('dismisses without notes; an unknown report is notFound', async () => {
    const { adminCaller, report, admin } = await reported('spam');
    expect(await adminCaller.moderation.dismiss({ reportId: report.id })).toMatchObject({ status: 'dismissed' });
    expect(await reportRow(report.id)).toMatchObject({
      status: 'dismissed',
      resolvedBy: admin.id,
      resolutionNotes: null,
    });
    await expectAppError(adminCaller.moderation.dismiss({ reportId: MISSING }), 'notFound');
    // The reporter may report the meal again once their report is closed.
    expect(
      await db()
        .select()
        .from(reports)
        .where(and(eq(reports.id, report.id), eq(reports.status, 'dismissed'))),
    ).toHaveLength(1);
  });
});

describe('access requests and the dashboard', () => {
  it('lists requests newest first with the wizard answers, marks them contacted and new again, audited', async () => {
    world.clock.set(NOW);
    const email = `${uniq('lead')}@example.com`;
    await createCaller(createInnerContext({ deps: world.deps, user: null, ip: uniq('ip') })).leads.submit({
      officeSize: 'large',
      cookingInterest: 'many',
      currentSetup: 'canteen',
      city: 'Klaipėda',
      startTimeframe: 'asap',
      name: 'Jonas Lead',
      role: 'HR',
      email,
      phone: '+370 611 11111',
      consent: true,
    });
    // Requests from every domain: a super admin's (an admin sees their organization's domains only).
    const { user: admin, caller } = await callerAs(world, 'super_admin');
    const before = await caller.admin.dashboard();
    const page = await caller.admin.accessRequests({ state: 'new' });
    const row = page.items.find((item) => item.email === email)!;
    expect(row).toMatchObject({
      officeGuess: 'Klaipėda, 50-100',
      contactedAt: null,
      signedIn: false,
      rawNote: null,
      details: {
        name: 'Jonas Lead',
        role: 'HR',
        phone: '+370 611 11111',
        cookingInterest: 'many',
        currentSetup: 'canteen',
        startTimeframe: 'asap',
      },
    });
    expect(page.items[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(page.items.at(-1)!.createdAt.getTime());

    expect((await caller.admin.markAccessRequestContacted({ id: row.id, contacted: true })).contactedAt).toEqual(
      new Date(NOW),
    );
    expect(
      (await caller.admin.accessRequests({ state: 'contacted' })).items.find((item) => item.id === row.id),
    ).toMatchObject({ contactedByEmail: admin.email });
    expect((await caller.admin.accessRequests({ state: 'new' })).items.some((item) => item.id === row.id)).toBe(false);
    expect((await caller.admin.dashboard()).newAccessRequests).toBe(before.newAccessRequests - 1);
    await caller.admin.markAccessRequestContacted({ id: row.id, contacted: true });
    await caller.admin.markAccessRequestContacted({ id: row.id, contacted: false });
    expect((await auditOf(row.id)).map((entry) => entry.action).sort()).toEqual([
      'accessRequest.contacted',
      'accessRequest.reopened',
    ]);
    await expectAppError(caller.admin.markAccessRequestContacted({ id: MISSING, contacted: true }), 'notFound');
  });

  it('counts open reports live on the admin dashboard', async () => {
    const { adminCaller, report } = await reported();
    const before = (await adminCaller.admin.dashboard()).openReports;
    await adminCaller.moderation.dismiss({ reportId: report.id });
    expect((await adminCaller.admin.dashboard()).openReports).toBe(before - 1);
  });
});
