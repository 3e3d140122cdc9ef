// Office closed days: an admin marks a date closed with a label; no meal can be listed on it or moved onto it
// (officeClosed, with the label), the menu's office carries the closed days, scheduled e-mails skip them, and only
// admins may change them. That cached menus hear of a new closed day is in menu-invalidation.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailEvents, preorders } from '../../server/db/schema';
import { queueScheduledEmails } from '../../server/email/schedule';
import { stoppedAt } from '../helpers/clock';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { callerAs, createMeal, createUser } from '../helpers/factories';
import { mealFields, officeWorld } from '../helpers/menu';

const world = useTestWorld();
/** The scheduled e-mails' dependencies as if at `instant`. */
const at = (instant: string) => ({ database: world.deps.database, clock: stoppedAt(instant) });
const CHRISTMAS = '2026-12-25';

async function scene() {
  world.clock.set('2026-11-20T10:00:00Z');
  const w = await officeWorld(world);
  const { caller: admin, user: adminUser } = await callerAs(world, 'admin', { officeId: w.office.id });
  const cooking = world.caller(w.cook);
  await admin.admin.closeDay({ officeId: w.office.id, date: CHRISTMAS, label: ' Christmas ' });
  return { ...w, admin, adminUser, cooking };
}

describe('office closed days', () => {
  it('an admin closes a day: listed for the office, on its menu, and audited', async () => {
    const s = await scene();
    expect(await s.admin.admin.closedDays({ id: s.office.id })).toEqual([{ date: CHRISTMAS, label: 'Christmas' }]);
    const office = await world.caller(null).menu.office({ slug: s.office.slug });
    expect(office.closedDays).toEqual([{ date: CHRISTMAS, label: 'Christmas' }]);
    const audit = await world.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, s.office.id));
    expect(audit.map((row) => row.action)).toContain('office.closeDay');
  });

  it('refuses a meal created on a closed day, naming the day, and lists nothing', async () => {
    const s = await scene();
    const error = await expectAppError(
      s.cooking.meals.create(mealFields({ pickupDate: CHRISTMAS, cutoffDate: '2026-12-24' })),
      'officeClosed',
    );
    expect(error.cause).toMatchObject({ details: { label: 'Christmas' } });
    expect((await s.cooking.meals.mine({})).meals).toHaveLength(0);
    // Another day, and the same day in another office, are open.
    await s.cooking.meals.create(mealFields());
  });

  it('refuses moving a meal onto a closed day, and a copy of one for it; an edit that keeps its day is fine', async () => {
    const s = await scene();
    const meal = await s.cooking.meals.create(mealFields());
    const { id, ...fields } = { ...mealFields(), id: meal.id };
    await expectAppError(
      s.cooking.meals.update({ id, ...fields, pickupDate: CHRISTMAS, cutoffDate: '2026-12-24' }),
      'officeClosed',
    );
    expect((await s.cooking.meals.get({ id })).pickupDate).toBe('2026-11-21');
    await expectAppError(s.cooking.meals.duplicate({ id, pickupDate: CHRISTMAS }), 'officeClosed');

    // A meal listed before its day was closed may still be edited (its eaters keep their reservations).
    await s.admin.admin.closeDay({ officeId: s.office.id, date: '2026-11-21', label: 'Fire drill' });
    const edited = await s.cooking.meals.update({ id, ...fields, title: 'Beet soup, no dill' });
    expect(edited.title).toBe('Beet soup, no dill');
  });

  it('opens the day again on reopenDay', async () => {
    const s = await scene();
    await s.admin.admin.reopenDay({ officeId: s.office.id, date: CHRISTMAS });
    expect(await s.admin.admin.closedDays({ id: s.office.id })).toEqual([]);
    await s.cooking.meals.create(mealFields({ pickupDate: CHRISTMAS, cutoffDate: '2026-12-24' }));
    await expectAppError(s.admin.admin.reopenDay({ officeId: s.office.id, date: CHRISTMAS }), 'notFound');
  });

  it('answers clear 4xx for bad input: an empty label, a bad date, a day closed twice, an unknown office', async () => {
    const s = await scene();
    await expectBadRequest(s.admin.admin.closeDay({ officeId: s.office.id, date: '2026-12-26', label: '   ' }));
    await expectBadRequest(s.admin.admin.closeDay({ officeId: s.office.id, date: '2026-02-30', label: 'X' }));
    await expectBadRequest(
      s.admin.admin.closeDay({ officeId: s.office.id, date: '2026-12-26', label: 'x'.repeat(61) }),
    );
    await expectAppError(
      s.admin.admin.closeDay({ officeId: s.office.id, date: CHRISTMAS, label: 'Again' }),
      'closedDayExists',
    );
    await expectAppError(
      s.admin.admin.closeDay({ officeId: '00000000-0000-4000-8000-000000000000', date: CHRISTMAS, label: 'X' }),
      'officeNotFound',
    );
  });

  it('only admins see or change closed days', async () => {
    const s = await scene();
    for (const role of ['eater', 'cook'] as const) {
      const { caller } = await callerAs(world, role, { officeId: s.office.id });
      await expectAppError(caller.admin.closedDays({ id: s.office.id }), 'unauthorized');
      await expectAppError(
        caller.admin.closeDay({ officeId: s.office.id, date: '2026-12-31', label: 'X' }),
        'unauthorized',
      );
      await expectAppError(caller.admin.reopenDay({ officeId: s.office.id, date: CHRISTMAS }), 'unauthorized');
    }
    await expect(world.caller(null).admin.closedDays({ id: s.office.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const { caller: superAdmin } = await callerAs(world, 'super_admin');
    await superAdmin.admin.closeDay({ officeId: s.office.id, date: '2026-12-31', label: "New Year's Eve" });
  });

  it('scheduled e-mails skip a closed day, even for a meal listed before the day was closed', async () => {
    const s = await scene();
    const meal = await createMeal(s.db, {
      cookId: s.cook.id,
      officeId: s.office.id,
      pickupDate: '2026-12-02',
      pickupStart: '12:00',
      pickupEnd: '13:00',
      cutoffDate: '2026-12-01',
      cutoffTime: '18:00',
      totalPortions: 10,
    });
    const [preorder] = await s.db
      .insert(preorders)
      .values({ mealId: meal.id, eaterId: s.eater.id, quantity: 1 })
      .returning();
    await s.admin.admin.closeDay({ officeId: s.office.id, date: '2026-12-02', label: 'Office move' });
    await queueScheduledEmails(at('2026-12-01T17:00:00Z')); // 19:00: ordering closed (cook summary)
    await queueScheduledEmails(at('2026-12-02T07:00:00Z')); // 09:00 on the day (pickup reminder)
    const events = await s.db.select().from(emailEvents);
    const scheduled = ['MORNING_PICKUP_REMINDER', 'EVENING_COOK_SUMMARY'];
    const about = events.filter((row) => {
      if (!scheduled.includes(row.templateCode)) return false;
      const payload = row.payload as { mealId?: string; preorderId?: string };
      return payload.mealId === meal.id || payload.preorderId === preorder!.id;
    });
    expect(about).toEqual([]);

    // Reopened, the same ticks queue both.
    await s.admin.admin.reopenDay({ officeId: s.office.id, date: '2026-12-02' });
    await queueScheduledEmails(at('2026-12-02T07:00:00Z'));
    const after = (await s.db.select().from(emailEvents)).filter(
      (row) =>
        row.templateCode === 'MORNING_PICKUP_REMINDER' &&
        (row.payload as { preorderId?: string }).preorderId === preorder!.id,
    );
    expect(after.map((row) => row.templateCode)).toEqual(['MORNING_PICKUP_REMINDER']);
  });

  it('skips the daily menu e-mail for a closed tomorrow', async () => {
    const s = await scene();
    await createMeal(s.db, { cookId: s.cook.id, officeId: s.office.id, pickupDate: '2026-12-25', totalPortions: 5 });
    const fan = await createUser(s.db, 'eater', { officeId: s.office.id });
    const { emailPrefs } = await import('../../server/db/schema');
    await s.db.insert(emailPrefs).values({ userId: fan.id, marketing: true });
    await queueScheduledEmails(at('2026-12-24T10:00:00Z')); // 12:00 in Vilnius
    const menus = (await s.db.select().from(emailEvents)).filter(
      (row) => row.templateCode === 'DAILY_MENU' && row.recipientUserId === fan.id,
    );
    expect(menus).toEqual([]);
  });
});
