// The delivery queue's table for what is not e-mail (`deliveries`: web pushes and office channel posts): what a
// claim reads, what a push says and where it goes, queueing a channel post, and housekeeping. Claiming, renewing
// and settling are the queue's, the same for every table: server/db/queries/delivery-queue.ts.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/enums';
import { toDate, type Executor } from '../client';
import { deliveries, notifications, profiles, pushSubscriptions } from '../schema';

export interface ClaimedDelivery {
  id: string;
  channel: 'push' | 'webhook';
  pushSubscriptionId: string | null;
  notificationId: string | null;
  officeId: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/** What a claim of a delivery reads besides its id and attempts (server/outbound/queue.ts). */
export const DELIVERY_COLUMNS = sql`q.channel, q.push_subscription_id as "pushSubscriptionId",
  q.notification_id as "notificationId", q.office_id as "officeId", q.payload`;

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
