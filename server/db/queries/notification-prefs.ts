// A person's choice per kind of notification: push and e-mail (docs/decisions/042-notification-preferences-and-web-push.md).
import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_EMAIL_DEFAULT, NOTIFICATION_PUSH_DEFAULT, type NotificationKind } from '../../../shared/enums';
import type { Executor } from '../client';
import { notificationPrefs } from '../schema';

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
      push: patch.push ?? NOTIFICATION_PUSH_DEFAULT[kind],
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
