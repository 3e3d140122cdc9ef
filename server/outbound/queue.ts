// The delivery queue every outbound message goes through (docs/decisions/057-one-delivery-queue.md): e-mails, web
// pushes and office channel posts are rows of one shape (server/db/schema/columns.ts, queueColumns), claimed in
// batches with a short lease that is renewed while the worker works through them, handed one by one to their
// sender, and settled by what the sender answers: sent; skipped (turned off, or what it was about is gone); failed
// at once (a destination that will never take it); or, when the attempt throws, pending again after a backoff with
// jitter, until MAX_ATTEMPTS, then failed with the error kept for admins (the dead letter).
//
// Delivery is at least once: a receiver's acceptance and our record of it cannot be one transaction, so a worker
// that dies between the two leaves a message that is sent again after its lease. That is the only way to get a
// duplicate; every attempt carries the row's id (an e-mail's Message-ID, a push's tag), so clients fold it away
// (docs/decisions/029-email-at-least-once-with-short-leases.md). SKIP LOCKED keeps workers off each other's rows,
// and a lapsed lease (a worker that died) makes its rows claimable again within LEASE_MS.
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  claimDue,
  renewLeases,
  settleClaim,
  type Claim,
  type ClaimOptions,
  type QueueTable,
} from '../db/queries/delivery-queue';
import type { Mailer } from '../email/transport';

/** A claim lapses this soon unless renewed: a dead worker's messages wait at most this long. */
export const LEASE_MS = 30_000;
/** How often a working dispatcher renews the leases of the messages it still holds. */
export const LEASE_RENEW_MS = 10_000;
export const MAX_ATTEMPTS = 6;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60_000;

/** The wait before attempt `attempts + 1`: 30 s, 1, 2, 4, 8 min ... capped at an hour, with up to 50 % jitter. */
export const backoffMs = (attempts: number, random = Math.random()) =>
  Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1)) * (0.5 + random / 2);

/** What the queue and its senders need; each sender picks its part. */
export interface OutboundDeps {
  db: Database;
  now: () => Date;
  /** E-mail: the SMTP or outbox transport, and the app's origin for links. */
  mailer: Mailer;
  origin: string;
  /** Web push: the VAPID key pair that signs every push. */
  vapid: () => Promise<{ publicKey: string; privateKey: string; subject: string }>;
  /** Production refuses http://127.0.0.1 destinations too (server/domain/outbound.ts). Default: true. */
  production?: boolean;
  /** Per request to a push service or webhook (server/outbound/guarded-client.ts). */
  timeoutMs?: number;
}

/** What a sender made of one message. `gone`: the row went with what it was for (nothing left to settle). */
export type Outcome =
  | { status: 'sent' }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string }
  | { status: 'gone' };

export interface DispatchResult {
  processed: number;
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
  /** Rows that went with what they were for (push subscriptions their push service dropped). */
  gone: number;
}

/** One table of the queue and how to send its rows. */
export interface Queue<T extends Claim> {
  table: QueueTable;
  /** The columns a claim reads besides id and attempts (`q` is the row). */
  columns: SQL;
  batch: number;
  send(message: T): Promise<Outcome>;
}

export interface DrainOptions {
  batch?: number;
  maxBatches?: number;
  leaseMs?: number;
  renewEveryMs?: number;
}

/**
 * The messages one dispatcher holds, with their lease kept alive (every `renewEveryMs`) until each is settled.
 * Before a message is sent, the lease must have at least half its length left; otherwise it is renewed first. A
 * message that another worker claimed meanwhile (this one's lease had passed: a paused process, a lost database) is
 * dropped, never sent.
 */
export class HeldClaims<T extends Claim> {
  private readonly held = new Map<string, T>();
  private heldUntil: number;
  private readonly timer: NodeJS.Timeout;
  private renewing: Promise<void> | null = null;

  constructor(
    private readonly deps: { now: () => Date; renew: (claims: T[], until: Date) => Promise<Set<string>> },
    claims: T[],
    claimedUntil: Date,
    private readonly leaseMs: number,
    renewEveryMs: number,
  ) {
    for (const claim of claims) this.held.set(claim.id, claim);
    this.heldUntil = claimedUntil.getTime();
    this.timer = setInterval(() => void this.renew().catch(() => {}), renewEveryMs);
    this.timer.unref();
  }

  private renew(): Promise<void> {
    this.renewing ??= (async () => {
      const until = new Date(this.deps.now().getTime() + this.leaseMs);
      const kept = await this.deps.renew([...this.held.values()], until);
      for (const id of this.held.keys()) if (!kept.has(id)) this.held.delete(id);
      this.heldUntil = until.getTime();
    })().finally(() => (this.renewing = null));
    return this.renewing;
  }

  /** Whether this dispatcher may send the message now (its lease renewed first when it runs short). */
  async mayHandle(claim: T): Promise<boolean> {
    if (this.heldUntil - this.deps.now().getTime() < this.leaseMs / 2) await this.renew();
    return this.held.has(claim.id);
  }

  settled(claim: T) {
    this.held.delete(claim.id);
  }

  stop() {
    clearInterval(this.timer);
  }
}

const emptyResult = (): DispatchResult => ({ processed: 0, sent: 0, skipped: 0, retried: 0, failed: 0, gone: 0 });

/** Sends one claimed message and settles it by its outcome; a throw is a failed attempt (retried, then dead). */
async function handle<T extends Claim>(
  deps: Pick<OutboundDeps, 'db' | 'now'>,
  queue: Queue<T>,
  message: T,
  result: DispatchResult,
) {
  let outcome: Outcome;
  try {
    outcome = await queue.send(message);
  } catch (error) {
    const text = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (message.attempts >= MAX_ATTEMPTS) outcome = { status: 'failed', reason: text };
    else {
      result.retried += 1;
      const nextAttemptAt = new Date(deps.now().getTime() + backoffMs(message.attempts));
      return settleClaim(deps.db, queue.table, message, { status: 'pending', error: text, nextAttemptAt });
    }
  }
  result[outcome.status] += 1;
  if (outcome.status === 'gone') return;
  if (outcome.status === 'sent')
    return settleClaim(deps.db, queue.table, message, { status: 'sent', sentAt: deps.now() });
  return settleClaim(deps.db, queue.table, message, { status: outcome.status, error: outcome.reason.slice(0, 2000) });
}

/** Claims once and handles the claims one after another under their renewed lease. */
async function claimAndHandle<T extends Claim>(
  deps: Pick<OutboundDeps, 'db' | 'now'>,
  queue: Queue<T>,
  claim: Omit<ClaimOptions, 'now' | 'leaseUntil'>,
  opts: DrainOptions,
  result: DispatchResult,
) {
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const now = deps.now();
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const claimed = await claimDue<T>(deps.db, queue.table, queue.columns, { ...claim, now, leaseUntil });
  if (claimed.length === 0) return 0;
  const held = new HeldClaims(
    { now: deps.now, renew: (claims, until) => renewLeases(deps.db, queue.table, claims, until) },
    claimed,
    leaseUntil,
    leaseMs,
    opts.renewEveryMs ?? LEASE_RENEW_MS,
  );
  try {
    for (const message of claimed) {
      if (!(await held.mayHandle(message))) continue;
      await handle(deps, queue, message, result);
      held.settled(message);
      result.processed += 1;
    }
  } finally {
    held.stop();
  }
  return claimed.length;
}

/** Sends what is due, batch after batch, until nothing due is left (or `maxBatches`); answers the counts. */
export async function drain<T extends Claim>(
  deps: Pick<OutboundDeps, 'db' | 'now'>,
  queue: Queue<T>,
  opts: DrainOptions = {},
): Promise<DispatchResult> {
  const result = emptyResult();
  for (let round = 0; round < (opts.maxBatches ?? 100); round++) {
    if ((await claimAndHandle(deps, queue, { limit: opts.batch ?? queue.batch }, opts, result)) === 0) break;
  }
  return result;
}

/**
 * Sends the one message of this idempotency key now, in the request that queued it (an account e-mail the person
 * waits for). If another worker has it already, or the send fails, the queue carries on with it as with any other.
 */
export async function sendNow<T extends Claim>(
  deps: Pick<OutboundDeps, 'db' | 'now'>,
  queue: Queue<T>,
  key: string,
): Promise<DispatchResult> {
  const result = emptyResult();
  await claimAndHandle(deps, queue, { limit: 1, key }, {}, result);
  return result;
}
