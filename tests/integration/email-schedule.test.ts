// The scheduled e-mails in each office's time zone: the morning pickup reminder (from 08:00 local until pickup),
// the cook's summary once ordering has closed, and the daily menu (10:00-18:00, opted-in members only). Two
// instances ticking the same moments, and a whole DST day ticked every 15 minutes, queue each e-mail exactly once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailEvents, emailPrefs, preorders, profiles } from '../../server/db/schema';
import { dispatchEmails } from '../../server/outbound/dispatch';
import { queueScheduledEmails } from '../../server/email/schedule';
import type { Mailer, MailMessage } from '../../server/email/transport';
import { stoppedAt } from '../helpers/clock';
import { useTestWorld } from '../helpers/context';
import { createMeal, createUser } from '../helpers/factories';
import { officeWorld } from '../helpers/menu';

const world = useTestWorld();
const db = () => world.deps.database.db;

/** The events of a code about one of `ids` (a preorder, a meal, or the recipient). */
async function eventsOf(code: 'MORNING_PICKUP_REMINDER' | 'EVENING_COOK_SUMMARY' | 'DAILY_MENU', ids: string[]) {
  const rows = await db().select().from(emailEvents).where(eq(emailEvents.templateCode, code));
  return rows.filter((row) => {
    const payload = row.payload as { preorderId?: string; mealId?: string };
    return ids.some((id) => id === payload.preorderId || id === payload.mealId || id === row.recipientUserId);
  });
}

async function scene(pickupDate: string, cutoff: { date: string; time: string }) {
  const w = await officeWorld(world);
  const meal = await createMeal(w.db, {
    cookId: w.cook.id,
    officeId: w.office.id,
    pickupDate,
    pickupStart: '12:00',
    pickupEnd: '13:00',
    cutoffDate: cutoff.date,
    cutoffTime: cutoff.time,
    totalPortions: 10,
  });
  const [preorder] = await db()
    .insert(preorders)
    .values({ mealId: meal.id, eaterId: w.eater.id, quantity: 2 })
    .returning();
  const fan = await createUser(w.db, 'eater', { officeId: w.office.id });
  await db().insert(emailPrefs).values({ userId: fan.id, marketing: true });
  // In every day: these menus are for a Saturday and a Sunday (office days: tests/integration/office-days.test.ts).
  await db()
    .update(profiles)
    .set({ officeWeekdays: [1, 2, 3, 4, 5, 6, 7] })
    .where(eq(profiles.userId, fan.id));
  return { ...w, meal, preorder: preorder!, fan };
}

/** Both instances tick at each moment. */
async function tick(at: string) {
  const deps = { database: world.deps.database, clock: stoppedAt(at) };
  await queueScheduledEmails(deps);
  await queueScheduledEmails(deps);
}

describe('scheduled e-mails', () => {
  it('the morning reminder from 08:00 local on the pickup day, once, however many instances tick', async () => {
    const s = await scene('2026-12-02', { date: '2026-12-01', time: '18:00' });
    await tick('2026-12-02T05:55:00Z'); // 07:55 in Vilnius
    expect(await eventsOf('MORNING_PICKUP_REMINDER', [s.preorder.id])).toHaveLength(0);
    await tick('2026-12-02T06:05:00Z'); // 08:05
    await tick('2026-12-02T08:00:00Z');
    const reminders = await eventsOf('MORNING_PICKUP_REMINDER', [s.preorder.id]);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ recipientUserId: s.eater.id });
  });

  it("the cook's summary once ordering has closed, listing who reserved", async () => {
    const s = await scene('2026-12-03', { date: '2026-12-02', time: '18:00' });
    await tick('2026-12-02T15:55:00Z'); // 17:55 local: still open
    expect(await eventsOf('EVENING_COOK_SUMMARY', [s.meal.id])).toHaveLength(0);
    await tick('2026-12-02T16:05:00Z'); // 18:05 local
    expect(await eventsOf('EVENING_COOK_SUMMARY', [s.meal.id])).toHaveLength(1);
    const sent: MailMessage[] = [];
    const mailer: Mailer = { provider: 'outbox', send: async (m) => void sent.push(m) };
    await dispatchEmails({
      db: db(),
      mailer,
      origin: 'https://lunch.example',
      now: () => new Date('2026-12-02T16:10:00Z'),
    });
    const summary = sent.find((m) => m.to === s.cook.email && m.subject.startsWith('Tomorrow you cook'))!;
    expect(summary.text).toContain('cook 2 portions');
    expect(summary.text).toMatch(/Test eater × 2/);
  });

  it('the daily menu from 10:00 local to opted-in members only, listing tomorrow', async () => {
    const s = await scene('2026-12-05', { date: '2026-12-05', time: '10:00' });
    await tick('2026-12-04T07:50:00Z'); // 09:50 local
    expect(await eventsOf('DAILY_MENU', [s.fan.id, s.eater.id])).toHaveLength(0);
    await tick('2026-12-04T08:05:00Z');
    await tick('2026-12-04T15:00:00Z');
    const menus = await eventsOf('DAILY_MENU', [s.fan.id, s.eater.id]);
    expect(menus.map((e) => e.recipientUserId)).toEqual([s.fan.id]);
    const sent: MailMessage[] = [];
    await dispatchEmails({
      db: db(),
      mailer: { provider: 'outbox', send: async (m) => void sent.push(m) },
      origin: 'https://lunch.example',
      now: () => new Date('2026-12-04T15:01:00Z'),
    });
    const menu = sent.find((m) => m.to === s.fan.email)!;
    expect(menu.text).toContain(s.meal.title);
    expect(menu.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(menu.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/lunch\.example\/u\/[a-z2-7]{32}\/unsubscribe>/);
  });

  it('a DST day (Vilnius, 25 October 2026, 25 hours) ticked every 15 minutes by two instances: each e-mail once', async () => {
    const s = await scene('2026-10-25', { date: '2026-10-24', time: '18:00' });
    await createMeal(s.db, { cookId: s.cook.id, officeId: s.office.id, pickupDate: '2026-10-26', totalPortions: 5 });
    // From 2026-10-24 00:00 local (21:00 UTC the day before) to 2026-10-26 00:00 local: 49 hours in all.
    for (let at = Date.parse('2026-10-23T21:00:00Z'); at <= Date.parse('2026-10-25T22:00:00Z'); at += 15 * 60_000) {
      await tick(new Date(at).toISOString());
    }
    expect(await eventsOf('MORNING_PICKUP_REMINDER', [s.preorder.id])).toHaveLength(1);
    expect(await eventsOf('EVENING_COOK_SUMMARY', [s.meal.id])).toHaveLength(1);
    const menus = (await eventsOf('DAILY_MENU', [s.fan.id])).map((e) => (e.payload as { date: string }).date).sort();
    expect(menus).toEqual(['2026-10-25', '2026-10-26']);
  });
});
