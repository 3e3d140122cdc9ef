// What the two leased queues share (the e-mail queue, `email_events`, server/db/queries/email-events.ts; the delivery
// queue, `deliveries`, server/db/queries/push.ts): renewing the leases a worker still holds, and settling a claim.
// Both act only while the row is still that claim's (processing, with the attempt count it was claimed with): a
// row another worker claimed after this one's lease lapsed is never renewed or settled by this one.
import { and, eq, sql } from 'drizzle-orm';
import type { EmailEventStatus } from '../../../shared/enums';
import { rowsOf, type Executor } from '../client';
import type { deliveries, emailEvents } from '../schema';

type LeasedTable = typeof emailEvents | typeof deliveries;

export interface Claim {
  id: string;
  attempts: number;
}

/** Extends to `leaseUntil` the claims still this worker's; answers the ids extended (the rest it must not send). */
export async function renewLeases(db: Executor, table: LeasedTable, claims: Claim[], leaseUntil: Date) {
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
  status: Exclude<EmailEventStatus, 'processing'>;
  sentAt?: Date;
  error?: string | null;
  nextAttemptAt?: Date;
}

/** Settles a claim: sent, skipped, failed, or pending again (with its next attempt). */
export async function settleClaim(db: Executor, table: LeasedTable, claim: Claim, outcome: ClaimOutcome) {
  // One of two tables with the same columns; drizzle types an update per table, so through the e-mail table's.
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
