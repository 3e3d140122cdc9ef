// Idempotent writes (docs/decisions/037-idempotent-writes.md). For the mutations in shared/idempotency.ts, a request
// with an Idempotency-Key header runs in one transaction that first claims (user, key), then runs the procedure and
// stores its answer: a repeat of the key, even one racing the first, gets that answer and changes nothing, and a
// process killed half-way leaves neither the write nor the key. The header is read from the request in the
// context, as tRPC's Fastify plugin builds it (server/app.ts).
import { createHash } from 'node:crypto';
import superjson from 'superjson';
import { DomainError, isAppErrorCode } from '../../shared/errors';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENT_MUTATIONS } from '../../shared/idempotency';
import type { Database } from '../db/client';
import { claimIdempotencyKey, findIdempotentAnswer, recordIdempotentAnswer } from '../db/queries/idempotency';
import type { Context } from './context';
import { t } from './init';

/** The key of this request: set by a non-HTTP caller in the context, or the request's header. */
export function idempotencyKeyOf(ctx: Pick<Context, 'idempotencyKey' | 'req'>): string | undefined {
  if (ctx.idempotencyKey !== undefined) return ctx.idempotencyKey;
  const header = ctx.req?.headers[IDEMPOTENCY_HEADER];
  return Array.isArray(header) ? header[0] : header;
}

/** Carries a procedure's failed result out of a transaction, rolling the transaction back. */
class Rollback extends Error {
  constructor(readonly result: unknown) {
    super('rollback');
  }
}

export const idempotency = t.middleware(async ({ ctx, type, path, getRawInput, next }) => {
  if (type !== 'mutation' || !IDEMPOTENT_MUTATIONS.has(path) || !ctx.user) return next();
  const key = idempotencyKeyOf(ctx);
  if (key === undefined) return next();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new DomainError('validation', { field: IDEMPOTENCY_HEADER });
  const userId = ctx.user.id;
  const requestHash = createHash('sha256')
    .update(`${path}\n${JSON.stringify((await getRawInput()) ?? null)}`)
    .digest('hex');
  type Result = Awaited<ReturnType<typeof next>>;
  try {
    return await ctx.deps.database.db.transaction(async (tx) => {
      const claimed = await claimIdempotencyKey(tx, { userId, key, path, requestHash, now: ctx.clock.now() });
      if (!claimed) {
        const first = await findIdempotentAnswer(tx, userId, key);
        if (!first || first.path !== path || first.requestHash !== requestHash)
          throw new DomainError('idempotencyKeyReused');
        if (first.errorCode !== null && isAppErrorCode(first.errorCode))
          throw new DomainError(first.errorCode, first.errorDetails ?? undefined);
        const data = superjson.deserialize(first.response as Parameters<typeof superjson.deserialize>[0]);
        return { ok: true, data, marker: undefined } as unknown as Result;
      }
      // The procedure runs in a savepoint on this transaction's connection (its own transactions nest as
      // savepoints): a refusal undoes whatever it did, yet the key and the refusal are kept as the first answer.
      const db = tx as unknown as Database;
      const deps = { ...ctx.deps, database: { ...ctx.deps.database, db } };
      try {
        const result = await tx.transaction(async () => {
          const outcome = await next({ ctx: { ...ctx, deps } });
          if (!outcome.ok) throw new Rollback(outcome);
          return outcome;
        });
        if (result.ok) await recordIdempotentAnswer(tx, userId, key, { response: superjson.serialize(result.data) });
        return result;
      } catch (error) {
        const failed = error instanceof Rollback ? (error.result as Result) : undefined;
        const cause = failed && !failed.ok ? failed.error.cause : undefined;
        if (!(cause instanceof DomainError)) throw error;
        await recordIdempotentAnswer(tx, userId, key, {
          errorCode: cause.code,
          errorDetails: cause.details ?? null,
        });
        return failed!;
      }
    });
  } catch (error) {
    // Anything unexpected rolled the key back with the write: a retry runs the procedure afresh.
    if (error instanceof Rollback) return error.result as Result;
    throw error;
  }
});
