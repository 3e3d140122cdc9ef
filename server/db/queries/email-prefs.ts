import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/enums';
import type { Executor } from '../client';
import { emailPrefs, profiles } from '../schema';

export async function insertEmailPrefs(db: Executor, values: { userId: string; unsubToken: string; locale: Locale }) {
  await db.insert(emailPrefs).values(values).onConflictDoNothing();
}

export async function findPrefsByToken(db: Executor, token: string) {
  const [row] = await db
    .select({
      userId: emailPrefs.userId,
      transactional: emailPrefs.transactional,
      marketing: emailPrefs.marketing,
      email: profiles.email,
    })
    .from(emailPrefs)
    .innerJoin(profiles, eq(profiles.userId, emailPrefs.userId))
    .where(eq(emailPrefs.unsubToken, token));
  return row;
}

export async function updatePrefsByToken(
  db: Executor,
  token: string,
  patch: { transactional?: boolean; marketing?: boolean },
  now: Date,
) {
  const rows = await db
    .update(emailPrefs)
    .set({ ...patch, updatedAt: now })
    .where(eq(emailPrefs.unsubToken, token))
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
