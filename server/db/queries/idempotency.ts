// Idempotency keys (docs/decisions/037-idempotent-writes.md). Claimed first, inside the transaction that does the
// write: a second request with the same key waits on the primary key until the first commits (then reads its answer)
// or rolls back (then claims it itself). No state "in progress" is ever visible.
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../client';
import { idempotencyKeys } from '../schema';

export interface IdempotencyClaim {
  userId: string;
  key: string;
  path: string;
  requestHash: string;
  now: Date;
}

/** True when this transaction now holds the key; false when another request had it (its answer is stored). */
export async function claimIdempotencyKey(db: Executor, claim: IdempotencyClaim): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      userId: claim.userId,
      key: claim.key,
      path: claim.path,
      requestHash: claim.requestHash,
      createdAt: claim.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findIdempotentAnswer(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select({
      path: idempotencyKeys.path,
      requestHash: idempotencyKeys.requestHash,
      response: idempotencyKeys.response,
      errorCode: idempotencyKeys.errorCode,
      errorDetails: idempotencyKeys.errorDetails,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function recordIdempotentAnswer(
  db: Executor,
  userId: string,
  key: string,
  answer: { response: unknown } | { errorCode: string; errorDetails: Record<string, string | number> | null },
) {
  await db
    .update(idempotencyKeys)
    .set('response' in answer ? { response: answer.response } : answer)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function deleteIdempotencyKeysBefore(db: Executor, before: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
