// The delivery queue's table for what is not e-mail (`deliveries`: web pushes and office channel posts): what a
// claim reads (for a push, also what it says and where it goes), queueing a channel post, and housekeeping. Claiming, renewing
// and settling are the queue's, the same for every table: server/db/queries/delivery-queue.ts.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Locale, NotificationKind } from '../../../shared/enums';
import { toDate, type Executor } from '../client';
import { deliveries } from '../schema';

/** What a push says and where it goes: the notification, its owner's language, the subscription's keys. */
export interface PushFacts {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The subscription is still its notification owner's (a shared browser may have moved to another person). */
  forOwner: boolean;
  locale: Locale;
  kind: NotificationKind;
  payload: Record<string, string | number | null>;
}

export interface ClaimedDelivery {
  id: string;
  channel: 'push' | 'webhook';
  pushSubscriptionId: string | null;
  notificationId: string | null;
  /** A push's facts, read by the claim; null for a channel post, or when the notification or subscription is gone. */
  push: PushFacts | null;
  officeId: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * What a claim of a delivery reads besides its id and attempts (server/outbound/queue.ts): for a push, in the same
 * statement, all the sender needs, so sending one is no further query. Read at the claim rather than just before the
 * request: a few seconds earlier, where a push service may hold a push for an offline device a whole day anyway.
 */
export const DELIVERY_COLUMNS = sql`q.channel, q.push_subscription_id as "pushSubscriptionId",
  q.notification_id as "notificationId", q.office_id as "officeId", q.payload,
  (select jsonb_build_object('endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth,
                             'forOwner', s.user_id = n.user_id, 'locale', p.locale, 'kind', n.kind,
                             'payload', n.payload)
     from push_subscriptions s
     join notifications n on n.id = q.notification_id
     join profiles p on p.user_id = n.user_id
    where s.id = q.push_subscription_id) as push`;

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
