// Notification preferences, push subscriptions, the outbound delivery queue (claims with a lease, as the e-mail
// queue's in email-events.ts) and the application's kept settings (the VAPID key pair).
// Decision: docs/decisions/042-notification-preferences-and-web-push.md.
import { and, eq, lt, sql } from 'drizzle-orm';
import { NOTIFICATION_EMAIL_DEFAULT, type Locale, type NotificationKind } from '../../../shared/enums';
import { rowsOf, toDate, type Executor } from '../client';
import { closesOn, cutoffAt, onMenu } from '../fragments';
import { renewLeases, settleClaim, type Claim, type ClaimOutcome } from './leases';
import {
  appSettings,
  deliveries,
  notificationPrefs,
  notifications,
  officeChannels,
  profiles,
  pushSubscriptions,
} from '../schema';

// ---------------------------------------------------------------------------------------------------------------
// Preferences

export async function notificationPrefsOf(db: Executor, userId: string) {
  return db
    .select({ kind: notificationPrefs.kind, push: notificationPrefs.push, email: notificationPrefs.email })
    .from(notificationPrefs)
    .where(eq(notificationPrefs.userId, userId));
}

export async function upsertNotificationPref(
  db: Executor,
  userId: string,
  kind: NotificationKind,
  patch: { push?: boolean; email?: boolean },
  now: Date,
) {
  await db
    .insert(notificationPrefs)
    // The first choice of a kind stores the other channel's default with it.
    .values({
      userId,
      kind,
      push: patch.push ?? true,
      email: patch.email ?? NOTIFICATION_EMAIL_DEFAULT[kind],
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [notificationPrefs.userId, notificationPrefs.kind],
      set: { ...patch, updatedAt: now },
    });
}

/** Whether the person wants e-mail for this kind (no row: the kind's default, shared/enums.ts). */
export async function wantsEmailFor(db: Executor, userId: string, kind: NotificationKind) {
  const [row] = await db
    .select({ email: notificationPrefs.email })
    .from(notificationPrefs)
    .where(and(eq(notificationPrefs.userId, userId), eq(notificationPrefs.kind, kind)));
  return row?.email ?? NOTIFICATION_EMAIL_DEFAULT[kind];
}

// ---------------------------------------------------------------------------------------------------------------
// Subscriptions

/**
 * Stores a browser's subscription for the user. An endpoint already stored is updated only if it is the user's own,
 * or if the request holds its keys (the same device, now signed in as someone else); otherwise nothing changes and
 * the answer is undefined. An endpoint is seen by push services, proxies and logs; its keys only by the device.
 */
export async function upsertPushSubscription(
  db: Executor,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; createdAt: Date },
) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, createdAt: values.createdAt },
      setWhere: sql`${pushSubscriptions.userId} = excluded.user_id
                    or (${pushSubscriptions.p256dh} = excluded.p256dh and ${pushSubscriptions.auth} = excluded.auth)`,
    })
    .returning({ id: pushSubscriptions.id });
  return row;
}

/** Removes the user's subscription of this endpoint; answers whether one was removed. */
export async function deletePushSubscription(db: Executor, userId: string, endpoint: string) {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Keeps the person's newest `keep` subscriptions (a device subscribed long ago and forgotten goes first). */
export async function trimPushSubscriptions(db: Executor, userId: string, keep: number) {
  await db.execute(sql`
    delete from ${pushSubscriptions}
     where user_id = ${userId}
       and id not in (select id from ${pushSubscriptions} where user_id = ${userId}
                       order by created_at desc, id desc limit ${keep})`);
}

export async function deletePushSubscriptionById(db: Executor, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function pushSubscriptionCount(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------------------------
// The delivery queue

export interface ClaimedDelivery {
  id: string;
  channel: 'push' | 'webhook';
  pushSubscriptionId: string | null;
  notificationId: string | null;
  officeId: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Claims due deliveries (pending and due, or processing with a lapsed lease), counting the attempt. */
export async function claimDeliveries(db: Executor, opts: { now: Date; leaseUntil: Date; limit: number }) {
  const now = opts.now.toISOString();
  return rowsOf<ClaimedDelivery>(
    await db.execute(sql`
      update ${deliveries} d
         set status = 'processing', locked_until = ${opts.leaseUntil.toISOString()}::timestamptz, attempts = d.attempts + 1
       where d.id in (
         select id from ${deliveries}
          where (status = 'pending' and next_attempt_at <= ${now}::timestamptz)
             or (status = 'processing' and locked_until < ${now}::timestamptz)
          order by next_attempt_at
          limit ${opts.limit}
          for update skip locked)
      returning d.id, d.channel, d.push_subscription_id as "pushSubscriptionId",
                d.notification_id as "notificationId", d.office_id as "officeId", d.payload, d.attempts`),
  );
}

/** Extends the leases still this worker's (same attempt count); answers the ids extended. */
export const renewDeliveryLeases = (db: Executor, claims: Claim[], leaseUntil: Date) =>
  renewLeases(db, deliveries, claims, leaseUntil);

export const settleDelivery = (db: Executor, claim: Claim, outcome: ClaimOutcome) =>
  settleClaim(db, deliveries, claim, outcome);

/** What a push says and where it goes: the notification, its owner's language, the subscription's keys. */
export async function pushFacts(db: Executor, subscriptionId: string, notificationId: string) {
  const [row] = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      subscriber: pushSubscriptions.userId,
      owner: notifications.userId,
      locale: profiles.locale,
      kind: notifications.kind,
      payload: notifications.payload,
      createdAt: notifications.createdAt,
    })
    .from(pushSubscriptions)
    .innerJoin(notifications, eq(notifications.id, notificationId))
    .innerJoin(profiles, eq(profiles.userId, notifications.userId))
    .where(eq(pushSubscriptions.id, subscriptionId));
  return row
    ? { ...row, locale: row.locale as Locale, payload: row.payload as Record<string, string | number | null> }
    : undefined;
}

/** Settled deliveries older than `before` (housekeeping). */
export async function deleteOldDeliveries(db: Executor, before: Date) {
  await db.delete(deliveries).where(and(lt(deliveries.createdAt, before), sql`${deliveries.status} <> 'pending'`));
}

export async function deliveriesOf(db: Executor, notificationId: string) {
  const rows = await db
    .select({
      status: deliveries.status,
      attempts: deliveries.attempts,
      error: deliveries.error,
      sentAt: deliveries.sentAt,
    })
    .from(deliveries)
    .where(eq(deliveries.notificationId, notificationId));
  return rows.map((row) => ({ ...row, sentAt: row.sentAt ? toDate(row.sentAt) : null }));
}

// ---------------------------------------------------------------------------------------------------------------
// Kept settings

/** The setting's value, storing `make()` first if there is none (the first instance to store it wins). */
export async function settingOrCreate<T>(db: Executor, name: string, make: () => T): Promise<T> {
  const read = async () =>
    (await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.name, name)))[0];
  const found = await read();
  if (found) return found.value as T;
  await db.insert(appSettings).values({ name, value: make() }).onConflictDoNothing();
  return (await read())!.value as T;
}

// ---------------------------------------------------------------------------------------------------------------
// Office channels (docs/decisions/043-office-channels.md)

export async function officeChannelOf(db: Executor, officeId: string) {
  const [row] = await db.select().from(officeChannels).where(eq(officeChannels.officeId, officeId));
  return row;
}

export async function upsertOfficeChannel(db: Executor, values: typeof officeChannels.$inferInsert) {
  const { officeId: _officeId, ...rest } = values;
  await db.insert(officeChannels).values(values).onConflictDoUpdate({ target: officeChannels.officeId, set: rest });
}

export async function deleteOfficeChannel(db: Executor, officeId: string) {
  const rows = await db
    .delete(officeChannels)
    .where(eq(officeChannels.officeId, officeId))
    .returning({ kind: officeChannels.kind });
  return rows[0];
}

/** Queues a post to the office's channel (its URL and kind are read at send time); false if the key was queued. */
export async function enqueueWebhook(
  db: Executor,
  values: { officeId: string; payload: Record<string, unknown>; idempotencyKey: string; at: Date },
) {
  const rows = await db
    .insert(deliveries)
    .values({
      channel: 'webhook',
      officeId: values.officeId,
      payload: values.payload,
      idempotencyKey: values.idempotencyKey,
      nextAttemptAt: values.at,
      createdAt: values.at,
    })
    .onConflictDoNothing()
    .returning({ id: deliveries.id });
  return rows.length > 0;
}

/** The meals on an office's menu for a date, for a channel post: title, price, pickup window, cook. */
export async function channelMenu(db: Executor, officeId: string, date: string) {
  return rowsOf<{ title: string; priceCents: number; pickupStart: string; pickupEnd: string; cook: string }>(
    await db.execute(sql`
      select m.title, m.price_cents as "priceCents", m.pickup_start::text as "pickupStart",
             m.pickup_end::text as "pickupEnd", trim(p.first_name || ' ' || p.last_name) as cook
        from meals m join profiles p on p.user_id = m.cook_id
       where m.office_id = ${officeId} and m.pickup_date = ${date} and ${onMenu('m')}
       order by m.pickup_start, m.title`),
  );
}

/** Every office with a channel that posts on a schedule, with its time zone. */
export async function scheduledChannels(db: Executor) {
  return rowsOf<{
    officeId: string;
    name: string;
    timeZone: string;
    menuAt: string | null;
    lastCallMinutes: number | null;
    locale: Locale;
  }>(
    await db.execute(sql`
      select c.office_id as "officeId", o.name, o.time_zone as "timeZone", c.menu_at::text as "menuAt",
             c.last_call_minutes as "lastCallMinutes", c.locale
        from office_channels c join offices o on o.id = c.office_id
       where c.menu_at is not null or c.last_call_minutes is not null`),
  );
}

/** Meals on an office's menu whose ordering closes on the given date, with the instant it closes. */
export async function mealsClosingOn(db: Executor, officeId: string, date: string) {
  const rows = rowsOf<{ title: string; availablePortions: number; closesAt: Date | string }>(
    await db.execute(sql`
      select m.title, m.available_portions as "availablePortions", ${cutoffAt()} as "closesAt"
        from meals m join offices o on o.id = m.office_id
       where m.office_id = ${officeId} and ${closesOn(date)} and ${onMenu('m')}`),
  );
  return rows.map((row) => ({ ...row, closesAt: toDate(row.closesAt) }));
}

/** A published meal, for its channel post. */
export async function channelMeal(db: Executor, mealId: string) {
  const [row] = rowsOf<{
    title: string;
    priceCents: number;
    pickupDate: string;
    pickupStart: string;
    pickupEnd: string;
    cook: string;
    officeName: string;
    onMenu: boolean;
  }>(
    await db.execute(sql`
      select m.title, m.price_cents as "priceCents", m.pickup_date::text as "pickupDate",
             m.pickup_start::text as "pickupStart", m.pickup_end::text as "pickupEnd",
             trim(p.first_name || ' ' || p.last_name) as cook, o.name as "officeName", ${onMenu('m')} as "onMenu"
        from meals m join profiles p on p.user_id = m.cook_id join offices o on o.id = m.office_id
       where m.id = ${mealId}`),
  );
  return row;
}
