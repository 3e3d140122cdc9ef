// The daily menu's push (docs/decisions/066-daily-menu-push.md): tomorrow's menu reaches a phone once per person and
// date, only for those who turned its push on (it is off by default), are in the office tomorrow or want it anyway,
// while the office is open tomorrow and a meal for tomorrow has portions left, from 10:00 to 18:00 local time; in
// the person's language, opening tomorrow's menu, with no second e-mail beside the DAILY_MENU one.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../server/auth/auth-user';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { queueDailyMenuPushes } from '../../server/db/queries/email-schedule';
import {
  absences,
  deliveries,
  emailEvents,
  emailPrefs,
  notifications,
  officeClosedDays,
  profiles,
} from '../../server/db/schema';
import { queueScheduledEmails } from '../../server/email/schedule';
import { dispatchDeliveries } from '../../server/outbound/dispatch';
import { vapidKeys } from '../../server/services/push';
import { NOTIFICATION_PUSH_DEFAULT, type NotificationKind } from '../../shared/enums';
import { stoppedAt } from '../helpers/clock';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { createUser } from '../helpers/factories';
import { officeWorld, setMeal } from '../helpers/menu';
import { browserPushKeys, decryptAes128gcm, startPushService, type PushService } from '../helpers/push-service';

const world = useTestWorld();
const db = () => world.deps.database.db;

// 2026-12-01 is a Tuesday; the tick is at 12:00 in Vilnius the day before.
const TOMORROW = '2026-12-01';
const TICK = new Date('2026-11-30T10:00:00Z');

let service: PushService;
let counter = 0;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

/** A member of the office: office days (undefined: Monday to Friday), send-anyway, and the daily menu push on. */
async function member(officeId: string, options: { weekdays?: number[]; menuWhenOut?: boolean; push?: boolean } = {}) {
  const user = await createUser(db(), 'eater', { officeId });
  const caller = world.caller(user);
  if (options.weekdays || options.menuWhenOut) {
    await caller.officeDays.set({ weekdays: options.weekdays ?? [1, 2, 3, 4, 5], menuWhenOut: !!options.menuWhenOut });
  }
  if (options.push !== undefined) await caller.notifications.setPref({ kind: 'dailyMenu', push: options.push });
  return user;
}

/** An office with a meal tomorrow (portions left) and the world's helpers. */
async function officeWithMenu() {
  const w = await officeWorld(world);
  const meal = await w.cookMeal({ pickupDate: TOMORROW, totalPortions: 6 });
  return { ...w, meal };
}

async function subscribe(user: AuthUser) {
  const keys = browserPushKeys();
  const path = `/daily/${++counter}`;
  await world.caller(user).notifications.subscribePush({ endpoint: `${service.origin}${path}`, keys: keys.keys });
  return { keys, path };
}

/** The dailyMenu notifications of these people, as [user, date] pairs. */
async function told(ids: string[]) {
  const rows = await db()
    .select({ userId: notifications.userId, payload: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.kind, 'dailyMenu'), inArray(notifications.userId, ids)));
  return rows.map((row) => [row.userId, (row.payload as { pickupDate: string }).pickupDate]).sort();
}

const tick = (at: Date, database = world.deps.database) => queueDailyMenuPushes(database.db, at);

describe('the daily menu push', () => {
  it('is off until chosen, and then reaches only those in the office tomorrow or who want it anyway', async () => {
    const w = await officeWithMenu();
    expect((await w.caller.notifications.prefs()).kinds.find((k) => k.kind === 'dailyMenu')).toEqual({
      kind: 'dailyMenu',
      forCooks: false,
      push: false,
      email: false,
      // Its e-mail is the marketing DAILY_MENU, chosen on the e-mail preferences, not here.
      emailChoice: false,
    });
    const inOffice = await member(w.office.id, { push: true });
    const unchosen = await member(w.office.id);
    const turnedOff = await member(w.office.id, { push: false });
    const notTuesdays = await member(w.office.id, { weekdays: [1, 3, 5], push: true });
    const away = await member(w.office.id, { push: true });
    await db().insert(absences).values({ userId: away.id, fromDate: '2026-11-30', toDate: TOMORROW });
    const anyway = await member(w.office.id, { weekdays: [], menuWhenOut: true, push: true });
    const other = await officeWorld(world);
    const otherOffice = await member(other.office.id, { push: true });

    expect(await tick(TICK)).toBeGreaterThanOrEqual(2);
    const all = [inOffice, unchosen, turnedOff, notTuesdays, away, anyway, otherOffice].map((u) => u.id);
    expect(await told(all)).toEqual(
      [
        [inOffice.id, TOMORROW],
        [anyway.id, TOMORROW],
      ].sort(),
    );
  });

  it('pushes in the person’s language, opens tomorrow’s menu, and queues no second e-mail', async () => {
    const w = await officeWithMenu();
    const fan = await member(w.office.id, { push: true });
    await db().update(profiles).set({ locale: 'lt' }).where(eq(profiles.userId, fan.id));
    await db().insert(emailPrefs).values({ userId: fan.id, marketing: true });
    const phone = await subscribe(fan);
    // In the office and subscribed, but never turned the daily menu on: no push reaches the device.
    const quiet = await member(w.office.id);
    const quietPhone = await subscribe(quiet);

    await queueScheduledEmails({ database: world.deps.database, clock: stoppedAt(TICK) });
    world.clock.set(new Date(TICK.getTime() + 1000));
    await dispatchDeliveries({
      db: db(),
      now: () => world.clock.now(),
      vapid: () => vapidKeys(world.deps),
      production: false,
    });

    const request = service.received.find((r) => r.path === phone.path);
    const message = JSON.parse(decryptAes128gcm(request!.body, phone.keys)) as Record<string, string>;
    expect(message).toMatchObject({ title: 'Lunchbox', url: '/menu', lang: 'lt' });
    expect(message.body).toBe('Rytojaus (2026-12-01) meniu dar yra porcijų: pažiūrėkite, ką gamina kolegos.');
    expect(service.received.some((r) => r.path === quietPhone.path)).toBe(false);
    // One e-mail of the menu (the marketing DAILY_MENU), no NOTICE of the notification beside it.
    const mails = await db()
      .select({ code: emailEvents.templateCode })
      .from(emailEvents)
      .where(eq(emailEvents.recipientUserId, fan.id));
    expect(mails.map((m) => m.code)).toEqual(['DAILY_MENU']);
  });

  it('takes the push default of each kind in the trigger as the settings show it (off only for the daily menu)', async () => {
    const w = await officeWorld(world);
    await subscribe(w.eater);
    const kinds: NotificationKind[] = ['dailyMenu', 'mealReady', 'drawWon'];
    for (const kind of kinds) {
      await db()
        .insert(notifications)
        .values({ userId: w.eater.id, kind, dedupeKey: `default:${kind}:${w.eater.id}`, payload: {} });
    }
    const pushed = await db()
      .select({ kind: notifications.kind })
      .from(deliveries)
      .innerJoin(notifications, eq(notifications.id, deliveries.notificationId))
      .where(eq(notifications.userId, w.eater.id));
    expect(pushed.map((p) => p.kind).sort()).toEqual(kinds.filter((k) => NOTIFICATION_PUSH_DEFAULT[k]).sort());
    expect(pushed.map((p) => p.kind)).not.toContain('dailyMenu');
  });

  describe('once per person and date, whichever instance ticks', () => {
    // A second instance: its own pool on PostgreSQL; PGlite has one connection, so the same handle.
    let other: DatabaseHandle | undefined;
    beforeAll(async () => {
      if (onPostgres()) other = await openDatabase({ kind: 'postgres', url: world.database.url!, poolMax: 2 });
    });
    afterAll(() => other?.close());

    it('two instances ticking the same moments and again later that day tell each person once', async () => {
      const w = await officeWithMenu();
      const fan = await member(w.office.id, { push: true });
      await subscribe(fan);
      const b = other ?? world.deps.database;
      for (const at of [TICK, TICK, new Date('2026-11-30T14:55:00Z')]) {
        await Promise.all([tick(at), tick(at, b)]);
      }
      expect(await told([fan.id])).toEqual([[fan.id, TOMORROW]]);
      const pushes = await db()
        .select({ id: deliveries.id })
        .from(deliveries)
        .innerJoin(notifications, eq(notifications.id, deliveries.notificationId))
        .where(eq(notifications.userId, fan.id));
      expect(pushes).toHaveLength(1);
      // The next day's menu is another occasion.
      await w.cookMeal({ pickupDate: '2026-12-02', totalPortions: 3 });
      await tick(new Date('2026-12-01T10:00:00Z'));
      expect(await told([fan.id])).toEqual(
        [
          [fan.id, TOMORROW],
          [fan.id, '2026-12-02'],
        ].sort(),
      );
    });
  });

  it('says nothing outside 10:00-18:00, when the office is closed tomorrow, or when no meal has portions', async () => {
    const open = await officeWithMenu();
    const openFan = await member(open.office.id, { push: true });
    await tick(new Date('2026-11-30T07:55:00Z')); // 09:55 in Vilnius
    await tick(new Date('2026-11-30T16:00:00Z')); // 18:00
    expect(await told([openFan.id])).toEqual([]);

    const closed = await officeWithMenu();
    await db().insert(officeClosedDays).values({ officeId: closed.office.id, date: TOMORROW, label: 'Holiday' });
    // Wanting it anyway does not make a closed office open.
    const closedFans = [
      await member(closed.office.id, { push: true }),
      await member(closed.office.id, { weekdays: [], menuWhenOut: true, push: true }),
    ];

    const soldOut = await officeWithMenu();
    await setMeal(soldOut.db, soldOut.meal.id, { availablePortions: 0 });
    const soldOutFan = await member(soldOut.office.id, { push: true });

    await tick(TICK);
    expect(await told([...closedFans.map((u) => u.id), soldOutFan.id])).toEqual([]);
    // The same tick reaches the open office's fan: the conditions, not the moment, kept the others silent.
    expect(await told([openFan.id])).toEqual([[openFan.id, TOMORROW]]);
  });
});
