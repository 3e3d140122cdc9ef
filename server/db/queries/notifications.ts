// The notification centre's rows (docs/decisions/032-notification-centre.md): written by the services (and by the
// triggers in server/db/sql/*_notifications.sql for what reservations and hand-overs tell), read and marked by their
// owner only.
import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../shared/enums';
import { rowsOf, type Executor } from '../client';
import { notifications } from '../schema';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  mealId: string | null;
  payload: Record<string, unknown>;
  /** One notification per cause: writing the same key again does nothing. */
  dedupeKey: string;
  createdAt: Date;
}

/** Writes notifications (in the caller's transaction); a key already written is skipped. Answers those written. */
export async function insertNotifications(db: Executor, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id, userId: notifications.userId });
}

const listColumns = {
  id: notifications.id,
  kind: notifications.kind,
  mealId: notifications.mealId,
  payload: notifications.payload,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/** One page of a person's notifications, newest first; `before` is the last row of the previous page. */
export async function listNotifications(
  db: Executor,
  userId: string,
  input: { limit: number; before?: { createdAt: Date; id: string } },
) {
  const before = input.before;
  return db
    .select(listColumns)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        before
          ? or(
              lt(notifications.createdAt, before.createdAt),
              and(eq(notifications.createdAt, before.createdAt), lt(notifications.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.limit);
}

export async function notificationById(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ createdAt: notifications.createdAt, id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/** A notification's kind and facts, for its NOTICE e-mail (server/email/compose.ts); undefined once deleted. */
export async function notificationForEmail(db: Executor, id: string) {
  const [row] = await db
    .select({ id: notifications.id, kind: notifications.kind, payload: notifications.payload })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row ? { ...row, payload: row.payload as Record<string, string | number | null> } : undefined;
}

export async function unreadCount(db: Executor, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.count ?? 0);
}

/** Marks the owner's notifications read: the given ones, or all. Another person's ids change nothing. */
export async function markNotificationsRead(db: Executor, userId: string, ids: string[] | 'all', now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes notifications older than `before` (they are kept 60 days). */
export async function deleteOldNotifications(db: Executor, before: Date) {
  await db.delete(notifications).where(lt(notifications.createdAt, before));
}

/** Locks the cook's own meal for a message to its eaters (concurrent messages wait, so the daily limit holds). */
export async function lockMealForMessage(db: Executor, cookId: string, mealId: string) {
  const [row] = rowsOf<{
    id: string;
    title: string;
    pickupDate: string;
    pickupEnd: string;
    withdrawn: boolean;
    timeZone: string;
  }>(
    await db.execute(sql`
      select m.id, m.title, m.pickup_date::text as "pickupDate", to_char(m.pickup_end, 'HH24:MI') as "pickupEnd",
             m.withdrawn_at is not null as withdrawn, o.time_zone as "timeZone"
        from meals m join offices o on o.id = m.office_id
       where m.id = ${mealId} and m.cook_id = ${cookId}
         for update of m`),
  );
  return row;
}

/** How many messages the cook sent to a meal's eaters since `since` (each message has one id across its eaters). */
export async function countCookMessagesSince(db: Executor, mealId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${notifications.payload}->>'messageId')::int` })
    .from(notifications)
    .where(
      and(eq(notifications.mealId, mealId), eq(notifications.kind, 'cookMessage'), gte(notifications.createdAt, since)),
    );
  return Number(row?.count ?? 0);
}
