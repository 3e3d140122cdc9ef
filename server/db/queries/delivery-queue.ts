// The delivery queue's SQL, the same for each of its tables (`email_events` and `deliveries`, one shape:
// server/db/schema/columns.ts, queueColumns): claim what is due with a lease (FOR UPDATE SKIP LOCKED, so workers
// never take the same row), renew the leases a worker still holds, settle a claim. Renewing and settling act only
// while the row is still that claim's (processing, with the attempt count it was claimed with): a row another worker
// claimed after this one's lease lapsed is never renewed or settled by this one. The worker loop:
// server/outbound/queue.ts.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OutboundStatus } from '../../../shared/enums';
import { rowsOf, type Executor } from '../client';
import type { deliveries, emailEvents } from '../schema';

export type QueueTable = typeof emailEvents | typeof deliveries;

export interface Claim {
  id: string;
  attempts: number;
}

export interface ClaimOptions {
  now: Date;
  leaseUntil: Date;
  limit: number;
  /** Only the row of this idempotency key (a message sent in the request that queued it). */
  key?: string;
}

/**
 * Claims up to `limit` rows that are due (pending and past their next attempt) or whose lease has lapsed (a worker
 * died holding them), marking them processing until `leaseUntil` and counting the attempt; answers `returning`'s
 * columns of each (`q` is the row).
 */
export async function claimDue<T extends Claim>(db: Executor, table: QueueTable, returning: SQL, opts: ClaimOptions) {
  const now = opts.now.toISOString();
  const only = opts.key === undefined ? sql`` : sql`and idempotency_key = ${opts.key}`;
  return rowsOf<T>(
    await db.execute(sql`
      update ${table} q
         set status = 'processing', locked_until = ${opts.leaseUntil.toISOString()}::timestamptz, attempts = q.attempts + 1
       where q.id in (
         select id from ${table}
          where ((status = 'pending' and next_attempt_at <= ${now}::timestamptz)
             or (status = 'processing' and locked_until < ${now}::timestamptz)) ${only}
          order by next_attempt_at
          limit ${opts.limit}
          for update skip locked)
      returning q.id, q.attempts, ${returning}`),
  );
}

/** Extends to `leaseUntil` the claims still this worker's; answers the ids extended (the rest it must not send). */
export async function renewLeases(db: Executor, table: QueueTable, claims: Claim[], leaseUntil: Date) {
  if (claims.length === 0) return new Set<string>();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update ${table} q
         set locked_until = ${leaseUntil.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(claims.map(({ id, attempts }) => ({ id, attempts })))}::jsonb)
             as c(id uuid, attempts int)
       where q.id = c.id and q.attempts = c.attempts and q.status = 'processing'
      returning q.id`),
  );
  return new Set(rows.map((row) => row.id));
}

export interface ClaimOutcome {
  status: Exclude<OutboundStatus, 'processing'>;
  sentAt?: Date;
  error?: string | null;
  nextAttemptAt?: Date;
}

/** Settles a claim: sent, skipped, failed, or pending again (with its next attempt). */
export async function settleClaim(db: Executor, table: QueueTable, claim: Claim, outcome: ClaimOutcome) {
  // Both tables have the queue's columns (queueColumns); drizzle types an update per table, so through one of them.
  const queue = table as typeof emailEvents;
  await db
    .update(queue)
    .set({
      status: outcome.status,
      sentAt: outcome.sentAt ?? null,
      error: outcome.error ?? null,
      lockedUntil: null,
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
    })
    .where(and(eq(queue.id, claim.id), eq(queue.status, 'processing'), eq(queue.attempts, claim.attempts)));
}
