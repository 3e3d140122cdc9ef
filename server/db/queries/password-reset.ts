// Password reset tokens: one live token per user (a new request replaces the old), consumed once.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../client';
import { passwordResetTokens, users } from '../schema';

export async function replacePasswordResetToken(
  db: Executor,
  values: { tokenHash: string; userId: string; expiresAt: Date },
) {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, values.userId));
  await db.insert(passwordResetTokens).values(values);
}

/** Deletes the token and answers its user when it was still valid: a link works once. */
export async function consumePasswordResetToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** The new password; the mailbox was just proven, so an unconfirmed address counts as confirmed. */
export async function setPassword(db: Executor, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export async function deleteExpiredPasswordResetTokens(db: Executor, now: Date) {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
}
