// Office days (docs/features.md, "Office days and forecast"): one's usual weekdays and the send-anyway choice, and
// that the daily menu e-mail and the followed-cooks digest reach only those in the office that day (an office day,
// not away) unless they chose otherwise. Bad input is refused and changes nothing.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queueDailyMenus } from '../../server/db/queries/email-schedule';
import { queueFollowedCooksDigests } from '../../server/db/queries/follows';
import { absences, cookFollows, emailEvents, emailPrefs, profiles } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { expectBadRequest } from '../helpers/errors';
import { createMeal, createUser } from '../helpers/factories';
import { officeWorld } from '../helpers/menu';

const world = useTestWorld();
const db = () => world.deps.database.db;

/** An opted-in member of the office with these office days (undefined: the default) and choice. */
async function member(officeId: string, weekdays?: number[], menuWhenOut = false) {
  const user = await createUser(db(), 'eater', { officeId });
  await db().insert(emailPrefs).values({ userId: user.id, marketing: true });
  if (weekdays) await world.caller(user).officeDays.set({ weekdays, menuWhenOut });
  return user;
}

const recipients = async (code: 'DAILY_MENU' | 'FOLLOWED_COOKS_DIGEST', ids: string[]) =>
  (
    await db()
      .select({ userId: emailEvents.recipientUserId })
      .from(emailEvents)
      .where(and(eq(emailEvents.templateCode, code), inArray(emailEvents.recipientUserId, ids)))
  )
    .map((row) => row.userId)
    .sort();

describe('officeDays.get and officeDays.set', () => {
  it('starts at Monday to Friday without send-anyway, and keeps what is chosen, sorted', async () => {
    const w = await officeWorld(world);
    expect(await w.caller.officeDays.get()).toEqual({ weekdays: [1, 2, 3, 4, 5], menuWhenOut: false });
    expect(await w.caller.officeDays.set({ weekdays: [4, 2], menuWhenOut: true })).toEqual({
      weekdays: [2, 4],
      menuWhenOut: true,
    });
    expect(await w.caller.officeDays.get()).toEqual({ weekdays: [2, 4], menuWhenOut: true });
    // Never in (fully remote) is a choice too.
    expect(await w.caller.officeDays.set({ weekdays: [], menuWhenOut: false })).toEqual({
      weekdays: [],
      menuWhenOut: false,
    });
  });

  it('refuses a weekday outside 1-7, a repeated one or a missing choice with 400, and changes nothing', async () => {
    const w = await officeWorld(world);
    await w.caller.officeDays.set({ weekdays: [1, 3], menuWhenOut: false });
    const before = await db().select().from(profiles).where(eq(profiles.userId, w.eater.id));
    const bad: unknown[] = [
      { weekdays: [0], menuWhenOut: false },
      { weekdays: [8], menuWhenOut: false },
      { weekdays: [1, 1], menuWhenOut: false },
      { weekdays: [1.5], menuWhenOut: false },
      { weekdays: [1, 2, 3, 4, 5, 6, 7, 1], menuWhenOut: false },
      { weekdays: [1] },
      { weekdays: 'mon', menuWhenOut: false },
    ];
    for (const input of bad) {
      await expectBadRequest(w.caller.officeDays.set(input as never));
    }
    expect(await db().select().from(profiles).where(eq(profiles.userId, w.eater.id))).toEqual(before);
  });
});

describe('the daily menu and the digest go to those who are in', () => {
  // 2026-12-01 is a Tuesday; the tick is at 12:00 in Vilnius the day before.
  const TICK = new Date('2026-11-30T10:00:00Z');

  it('DAILY_MENU: in on an office day; not on a day off, not while away, unless they want it anyway', async () => {
    const w = await officeWorld(world);
    await w.cookMeal({ pickupDate: '2026-12-01', totalPortions: 6 });
    const inOffice = await member(w.office.id);
    const notTuesdays = await member(w.office.id, [1, 3, 5]);
    const away = await member(w.office.id);
    await db().insert(absences).values({ userId: away.id, fromDate: '2026-11-30', toDate: '2026-12-02' });
    const anyway = await member(w.office.id, [], true);
    const awayAnyway = await member(w.office.id, [2], true);
    await db().insert(absences).values({ userId: awayAnyway.id, fromDate: '2026-12-01', toDate: '2026-12-01' });

    await queueDailyMenus(db(), TICK);
    const all = [inOffice, notTuesdays, away, anyway, awayAnyway].map((u) => u.id);
    expect(await recipients('DAILY_MENU', all)).toEqual([inOffice.id, anyway.id, awayAnyway.id].sort());
  });

  it('DAILY_MENU for a Saturday goes only to those whose office days include it (or who want it anyway)', async () => {
    const w = await officeWorld(world);
    await w.cookMeal({ pickupDate: '2026-12-05', totalPortions: 6 });
    const weekdays = await member(w.office.id);
    const saturdays = await member(w.office.id, [6]);
    await queueDailyMenus(db(), new Date('2026-12-04T10:00:00Z'));
    expect(await recipients('DAILY_MENU', [weekdays.id, saturdays.id])).toEqual([saturdays.id]);
  });

  it('FOLLOWED_COOKS_DIGEST lists only meals of days the follower is in, and nothing is sent without one', async () => {
    const w = await officeWorld(world);
    const createdAt = new Date('2026-11-30T09:00:00Z');
    const tuesday = await createMeal(db(), {
      cookId: w.cook.id,
      officeId: w.office.id,
      pickupDate: '2026-12-01',
      createdAt,
    });
    const wednesday = await createMeal(db(), {
      cookId: w.cook.id,
      officeId: w.office.id,
      pickupDate: '2026-12-02',
      createdAt,
    });
    const everyDay = await member(w.office.id);
    const wednesdays = await member(w.office.id, [3]);
    const mondays = await member(w.office.id, [1]);
    const mondaysAnyway = await member(w.office.id, [1], true);
    for (const follower of [everyDay, wednesdays, mondays, mondaysAnyway]) {
      await db().insert(cookFollows).values({ followerId: follower.id, cookId: w.cook.id });
    }
    // 16:05 in Vilnius.
    await queueFollowedCooksDigests(db(), new Date('2026-11-30T14:05:00Z'));
    const events = await db()
      .select()
      .from(emailEvents)
      .where(
        and(
          eq(emailEvents.templateCode, 'FOLLOWED_COOKS_DIGEST'),
          inArray(emailEvents.recipientUserId, [everyDay.id, wednesdays.id, mondays.id, mondaysAnyway.id]),
        ),
      );
    const mealsOf = (userId: string) =>
      (events.find((e) => e.recipientUserId === userId)?.payload as { digestMealIds?: string[] } | undefined)
        ?.digestMealIds;
    expect(mealsOf(everyDay.id)).toEqual([tuesday.id, wednesday.id]);
    expect(mealsOf(wednesdays.id)).toEqual([wednesday.id]);
    expect(mealsOf(mondays.id)).toBeUndefined();
    expect(mealsOf(mondaysAnyway.id)).toEqual([tuesday.id, wednesday.id]);
  });
});
