// Browsers' push subscriptions, and the kept settings (the VAPID key pair that signs every push).
// Decision: docs/decisions/042-notification-preferences-and-web-push.md.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { appSettings, pushSubscriptions } from '../schema';

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

/** The setting's value, storing `make()` first if there is none (the first instance to store it wins). */
export async function settingOrCreate<T>(db: Executor, name: string, make: () => T): Promise<T> {
  const read = async () =>
    (await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.name, name)))[0];
  const found = await read();
  if (found) return found.value as T;
  await db.insert(appSettings).values({ name, value: make() }).onConflictDoNothing();
  return (await read())!.value as T;
}
