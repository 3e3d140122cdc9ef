import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../client';
import { emailVerificationTokens } from '../schema';

export async function insertVerificationToken(
  db: Executor,
  values: { tokenHash: string; userId: string; expiresAt: Date },
) {
  await db.insert(emailVerificationTokens).values(values);
}

/** Deletes the token and answers its user when it was valid: a link works once. */
export async function consumeVerificationToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .delete(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.tokenHash, tokenHash), gt(emailVerificationTokens.expiresAt, now)))
    .returning({ userId: emailVerificationTokens.userId });
  return row?.userId;
}

export async function deleteUserVerificationTokens(db: Executor, userId: string) {
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
}

export async function deleteExpiredVerificationTokens(db: Executor, now: Date) {
  await db.delete(emailVerificationTokens).where(lt(emailVerificationTokens.expiresAt, now));
}
