import { eq, inArray, lt } from 'drizzle-orm';
import type { Locale } from '../../../shared/enums';
import type { Executor } from '../client';
import { emailPrefs, profiles, unsubscribeTokens } from '../schema';

export async function insertEmailPrefs(db: Executor, values: { userId: string; locale: Locale }) {
  await db.insert(emailPrefs).values(values).onConflictDoNothing();
}

/** Stores a preference link's secret (its SHA-256) for the user. */
export async function insertUnsubscribeToken(db: Executor, values: { tokenHash: string; userId: string }) {
  await db.insert(unsubscribeTokens).values(values).onConflictDoNothing();
}

/** Deletes preference links made before `before`. */
export async function deleteOldUnsubscribeTokens(db: Executor, before: Date) {
  await db.delete(unsubscribeTokens).where(lt(unsubscribeTokens.createdAt, before));
}

/** The user whose preference link has this secret (by its hash). */
const ownerOf = (db: Executor, tokenHash: string) =>
  db
    .select({ userId: unsubscribeTokens.userId })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.tokenHash, tokenHash));

export async function findPrefsByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      userId: emailPrefs.userId,
      transactional: emailPrefs.transactional,
      marketing: emailPrefs.marketing,
      email: profiles.email,
    })
    .from(emailPrefs)
    .innerJoin(profiles, eq(profiles.userId, emailPrefs.userId))
    .where(inArray(emailPrefs.userId, ownerOf(db, tokenHash)));
  return row;
}

export async function updatePrefsByToken(
  db: Executor,
  tokenHash: string,
  patch: { transactional?: boolean; marketing?: boolean },
  now: Date,
) {
  const rows = await db
    .update(emailPrefs)
    .set({ ...patch, updatedAt: now })
    .where(inArray(emailPrefs.userId, ownerOf(db, tokenHash)))
    .returning({ transactional: emailPrefs.transactional, marketing: emailPrefs.marketing });
  return rows[0];
}

export async function findPrefsOfUser(db: Executor, userId: string) {
  const [row] = await db.select().from(emailPrefs).where(eq(emailPrefs.userId, userId));
  return row;
}

export async function updatePrefsOfUser(
  db: Executor,
  userId: string,
  patch: { transactional: boolean; marketing: boolean },
  now: Date,
) {
  const [row] = await db
    .update(emailPrefs)
    .set({ ...patch, updatedAt: now })
    .where(eq(emailPrefs.userId, userId))
    .returning({ transactional: emailPrefs.transactional, marketing: emailPrefs.marketing });
  return row!;
}
