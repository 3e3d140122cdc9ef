// The notification centre (docs/decisions/032-notification-centre.md): a person's notifications, newest first,
// their unread count, marking read, the live stream of their changes, and the 60-day retention. Each person only
// ever reads and marks their own: every query is keyed on the signed-in user's id.
import { NOTIFICATION_LIMITS } from '../../shared/constants';
import { notificationPath } from '../../shared/enums';
import type { MarkNotificationsReadInput, NotificationsListInput } from '../../shared/schemas/notifications';
import type { AuthUser } from '../auth/auth-user';
import {
  deleteOldNotifications,
  listNotifications,
  markNotificationsRead,
  notificationById,
  unreadCount,
} from '../db/queries/notifications';
import type { AppDeps } from '../deps';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function list(deps: Pick<AppDeps, 'database'>, user: AuthUser, input: NotificationsListInput) {
  const db = deps.database.db;
  const before = input.cursor ? await notificationById(db, user.id, input.cursor) : undefined;
  const limit = NOTIFICATION_LIMITS.pageSize;
  const rows = await listNotifications(db, user.id, { limit: limit + 1, before });
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      mealId: row.mealId,
      payload: row.payload as Record<string, string | number | null>,
      readAt: row.readAt,
      createdAt: row.createdAt,
      path: notificationPath(row.kind),
    })),
    unread: await unreadCount(db, user.id),
    nextCursor: rows.length > limit ? page[page.length - 1]?.id : undefined,
  };
}

export async function unread(deps: Pick<AppDeps, 'database'>, user: AuthUser) {
  return { unread: await unreadCount(deps.database.db, user.id) };
}

export async function markRead(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  user: AuthUser,
  input: MarkNotificationsReadInput,
) {
  const ids = 'all' in input ? 'all' : input.ids;
  const marked = await markNotificationsRead(deps.database.db, user.id, ids, deps.clock.now());
  return { marked, unread: await unreadCount(deps.database.db, user.id) };
}

/** The signed-in person's live stream: "changed" whenever one of their notifications is written, read or deleted. */
export function live(deps: Pick<AppDeps, 'notifications'>, user: AuthUser, address: string, signals: AbortSignal[]) {
  return deps.notifications.subscribe(user.id, address, signals);
}

/** Housekeeping: notifications are kept 60 days. */
export async function pruneNotifications(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const before = new Date(deps.clock.now().getTime() - NOTIFICATION_LIMITS.keepDays * DAY_MS);
  await deleteOldNotifications(deps.database.db, before);
}
