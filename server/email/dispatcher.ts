// The e-mail dispatcher: claims due events in batches with a short lease, renewed while it works through them,
// sends each through the mailer, and settles it: sent; skipped (the recipient turned that kind of e-mail off, or
// what it is about is gone); or, when sending fails, back to pending with exponential backoff and jitter, until
// MAX_ATTEMPTS, then failed with the error kept for admins. The same function serves the worker in every server
// instance, `npm run cli -- dispatch`, the admin's "Run dispatcher now" and the secret-guarded HTTP endpoint. Many
// dispatchers may run at once: SKIP LOCKED keeps them off each other's events, and an expired lease (a worker that
// died) makes its events claimable again within EMAIL_LEASE_MS.
//
// Delivery is at least once: an SMTP server's acceptance and our record of it cannot be one transaction, so a
// worker that dies between the two leaves an e-mail that is sent again after its lease. That is the only way to
// get a duplicate, and every attempt of an event carries the same Message-ID, so mail clients drop it
// (docs/decisions/029-email-at-least-once-with-short-leases.md).
import { notificationKindOfEmail } from '../../shared/enums';
import { displayName } from '../../shared/people';
import { wantsEmailFor } from '../db/queries/push';
import { generateToken, hashToken } from '../auth/tokens';
import { insertEmailPrefs, insertUnsubscribeToken } from '../db/queries/email-prefs';
import type { Database } from '../db/client';
import {
  claimEmailEvents,
  recipientOf,
  renewEmailLeases,
  settleEmailEvent,
  type ClaimedEvent,
} from '../db/queries/email-events';
import { QueueWorker, type Listen } from '../services/queue-worker';
import type { Mailer } from './transport';
import { isLinkRequest, resolveLinkRequest } from './account-links';
import { composeEmail, UnsendableEvent, type Recipient } from './compose';
import { emailKind } from './templates';

export const EMAIL_BATCH = 50;
/** A claim lapses this soon unless renewed: a dead worker's e-mails wait at most this long. */
export const EMAIL_LEASE_MS = 30_000;
/** How often a working dispatcher renews the leases of the events it still holds. */
export const LEASE_RENEW_MS = 10_000;
/** A send still unanswered after this is given up as failed (and retried), so a hung connection holds no lease. */
export const SEND_TIMEOUT_MS = 60_000;
export const MAX_ATTEMPTS = 6;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60_000;

/** The wait before attempt `attempts + 1`: 30 s, 1, 2, 4, 8 min ... capped at an hour, with up to 50 % jitter. */
export const backoffMs = (attempts: number, random = Math.random()) =>
  Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1)) * (0.5 + random / 2);

export interface DispatchDeps {
  db: Database;
  mailer: Mailer;
  origin: string;
  now: () => Date;
}

export interface DispatchResult {
  processed: number;
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

async function recipientFor(
  deps: DispatchDeps,
  event: ClaimedEvent,
): Promise<(Recipient & { allows: boolean }) | null> {
  if (!event.recipientUserId) {
    return {
      email: event.recipientEmail,
      name: event.recipientEmail,
      locale: event.locale,
      unsubToken: null,
      allows: true,
    };
  }
  const user = await recipientOf(deps.db, event.recipientUserId);
  if (!user) return null;
  // Accounts made before preferences existed (or by the demo seed) get theirs on their first e-mail.
  if (!user.hasPrefs) await insertEmailPrefs(deps.db, { userId: event.recipientUserId, locale: user.locale });
  const kind = emailKind(event.templateCode);
  // A notification's e-mail also follows the person's choice for its kind (notification_prefs, decision 042).
  const notificationKind = notificationKindOfEmail(event.templateCode, event.payload);
  const allows =
    kind === 'account' ||
    (kind === 'marketing'
      ? user.marketing === true
      : user.transactional !== false &&
        (notificationKind === null || (await wantsEmailFor(deps.db, event.recipientUserId, notificationKind))));
  if (!allows) return { email: user.email, name: displayName(user), locale: user.locale, unsubToken: null, allows };
  // Every e-mail gets a preference link of its own; only the secret's hash is stored (as for sessions).
  const unsubToken = generateToken();
  await insertUnsubscribeToken(deps.db, { tokenHash: hashToken(unsubToken), userId: event.recipientUserId });
  return { email: user.email, name: displayName(user), locale: user.locale, unsubToken, allows };
}

async function handle(deps: DispatchDeps, event: ClaimedEvent, result: DispatchResult) {
  try {
    // A "send me a link" request finds its account only now (account-links.ts).
    const resolved = isLinkRequest(event.payload)
      ? await resolveLinkRequest(deps.db, event, deps.origin, deps.now())
      : event;
    const recipient = await recipientFor(deps, resolved);
    if (!recipient || !recipient.allows) {
      result.skipped += 1;
      return settleEmailEvent(deps.db, event, {
        status: 'skipped',
        error: recipient ? 'the recipient turned this kind of e-mail off' : 'the recipient no longer exists',
      });
    }
    const message = await composeEmail(deps.db, resolved, recipient, deps.origin);
    if (emailKind(resolved.templateCode) === 'marketing' && recipient.unsubToken) {
      // RFC 8058 one-click unsubscribe: mail clients POST to this URL without a session.
      message.headers = {
        'List-Unsubscribe': `<${deps.origin}/u/${recipient.unsubToken}/unsubscribe>, <${deps.origin}/u/${recipient.unsubToken}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
    }
    // The event's id names the message: every attempt carries the same Message-ID (transport.ts).
    message.id = event.id;
    await withTimeout(deps.mailer.send(message), SEND_TIMEOUT_MS);
    result.sent += 1;
    await settleEmailEvent(deps.db, event, { status: 'sent', sentAt: deps.now() });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (error instanceof UnsendableEvent) {
      result.skipped += 1;
      return settleEmailEvent(deps.db, event, { status: 'skipped', error: text });
    }
    if (event.attempts >= MAX_ATTEMPTS) {
      result.failed += 1;
      return settleEmailEvent(deps.db, event, { status: 'failed', error: text.slice(0, 2000) });
    }
    result.retried += 1;
    await settleEmailEvent(deps.db, event, {
      status: 'pending',
      error: text.slice(0, 2000),
      nextAttemptAt: new Date(deps.now().getTime() + backoffMs(event.attempts)),
    });
  }
}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface LeaseOptions {
  leaseMs?: number;
  renewEveryMs?: number;
}

/**
 * The events one dispatcher holds, with their lease kept alive (every `renewEveryMs`) until each is settled. Before
 * an event is sent, the lease must have at least half its length left; otherwise it is renewed first. An event
 * that another worker claimed meanwhile (this one's lease had passed: a paused process, a lost database) is
 * dropped, never sent. The delivery queue (server/services/deliveries.ts) holds its claims the same way.
 */
export class HeldClaims<T extends { id: string; attempts: number }> {
  private readonly held = new Map<string, T>();
  private heldUntil: number;
  private readonly timer: NodeJS.Timeout;
  private renewing: Promise<void> | null = null;

  constructor(
    private readonly deps: {
      now: () => Date;
      renew: (claims: T[], until: Date) => Promise<Set<string>>;
    },
    events: T[],
    claimedUntil: Date,
    private readonly leaseMs: number,
    renewEveryMs: number,
  ) {
    for (const event of events) this.held.set(event.id, event);
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

  /** Whether this dispatcher may send the event now (its lease renewed first when it runs short). */
  async mayHandle(event: T): Promise<boolean> {
    if (this.heldUntil - this.deps.now().getTime() < this.leaseMs / 2) await this.renew();
    return this.held.has(event.id);
  }

  settled(event: T) {
    this.held.delete(event.id);
  }

  stop() {
    clearInterval(this.timer);
  }
}

/** Handles claimed events one after another under their renewed lease; answers how many it handled. */
async function handleClaimed(
  deps: DispatchDeps,
  claimed: ClaimedEvent[],
  claimedUntil: Date,
  result: DispatchResult,
  opts: LeaseOptions,
) {
  if (claimed.length === 0) return 0;
  const held = new HeldClaims(
    { now: deps.now, renew: (claims, until) => renewEmailLeases(deps.db, claims, until) },
    claimed,
    claimedUntil,
    opts.leaseMs ?? EMAIL_LEASE_MS,
    opts.renewEveryMs ?? LEASE_RENEW_MS,
  );
  let handled = 0;
  try {
    for (const event of claimed) {
      if (!(await held.mayHandle(event))) continue;
      await handle(deps, event, result);
      held.settled(event);
      handled += 1;
    }
  } finally {
    held.stop();
  }
  return handled;
}

/** Sends what is due, batch after batch, until nothing due is left (or `maxBatches`); returns the counts. */
export async function dispatchEmails(
  deps: DispatchDeps,
  opts: { batch?: number; maxBatches?: number } & LeaseOptions = {},
): Promise<DispatchResult> {
  const result: DispatchResult = { processed: 0, sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (let round = 0; round < (opts.maxBatches ?? 100); round++) {
    const now = deps.now();
    const leaseUntil = new Date(now.getTime() + (opts.leaseMs ?? EMAIL_LEASE_MS));
    const claimed = await claimEmailEvents(deps.db, { now, leaseUntil, limit: opts.batch ?? EMAIL_BATCH });
    if (claimed.length === 0) break;
    result.processed += await handleClaimed(deps, claimed, leaseUntil, result, opts);
  }
  return result;
}

/**
 * Sends one queued e-mail now, in the request that queued it (an account e-mail the user waits for). If another
 * worker has it already, or the send fails, the queue carries on with it as with any other.
 */
export async function sendQueuedNow(deps: DispatchDeps, key: string): Promise<DispatchResult> {
  const result: DispatchResult = { processed: 0, sent: 0, skipped: 0, retried: 0, failed: 0 };
  const now = deps.now();
  const leaseUntil = new Date(now.getTime() + EMAIL_LEASE_MS);
  const claimed = await claimEmailEvents(deps.db, { now, leaseUntil, limit: 1, key });
  result.processed = await handleClaimed(deps, claimed, leaseUntil, result, {});
  return result;
}

/** The e-mail queue's worker in a server instance, woken by its NOTIFY (migration 0011). */
export class EmailWorker extends QueueWorker {
  constructor(deps: DispatchDeps & { listen: Listen }, onError: (error: unknown) => void) {
    super({ channel: 'email_events', listen: deps.listen, pass: () => dispatchEmails(deps) }, onError);
  }
}
