// The e-mail dispatcher: claims due events in batches with a lease, sends each through the mailer, and settles it:
// sent; skipped (the recipient turned that kind of e-mail off, or what it is about is gone); or, when sending
// fails, back to pending with exponential backoff and jitter, until MAX_ATTEMPTS, then failed with the error kept
// for admins. The same function serves the worker in every server instance, `npm run cli -- dispatch`, the admin's
// "Run dispatcher now" and the secret-guarded HTTP endpoint. Many dispatchers may run at once: SKIP LOCKED keeps
// them off each other's events, and an expired lease (a worker that died) makes its events claimable again.
import { displayName } from '../../shared/people';
import { generateToken } from '../auth/tokens';
import { insertEmailPrefs } from '../db/queries/email-prefs';
import type { Database } from '../db/client';
import { claimEmailEvents, recipientOf, settleEmailEvent, type ClaimedEvent } from '../db/queries/email-events';
import type { Mailer } from './transport';
import { composeEmail, UnsendableEvent, type Recipient } from './compose';
import { emailKind } from './templates';

export const EMAIL_BATCH = 50;
export const EMAIL_LEASE_MS = 5 * 60_000;
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
  let user = await recipientOf(deps.db, event.recipientUserId);
  if (!user) return null;
  if (!user.unsubToken) {
    // Accounts made before preferences existed (or by the demo seed) get theirs on their first e-mail.
    await insertEmailPrefs(deps.db, {
      userId: event.recipientUserId,
      unsubToken: generateToken(),
      locale: user.locale,
    });
    user = (await recipientOf(deps.db, event.recipientUserId))!;
  }
  const kind = emailKind(event.templateCode);
  const allows = kind === 'account' || (kind === 'marketing' ? user.marketing === true : user.transactional !== false);
  return { email: user.email, name: displayName(user), locale: user.locale, unsubToken: user.unsubToken, allows };
}

async function handle(deps: DispatchDeps, event: ClaimedEvent, result: DispatchResult) {
  try {
    const recipient = await recipientFor(deps, event);
    if (!recipient || !recipient.allows) {
      result.skipped += 1;
      return settleEmailEvent(deps.db, event, {
        status: 'skipped',
        error: recipient ? 'the recipient turned this kind of e-mail off' : 'the recipient no longer exists',
      });
    }
    const message = await composeEmail(deps.db, event, recipient, deps.origin);
    if (emailKind(event.templateCode) === 'marketing' && recipient.unsubToken) {
      // RFC 8058 one-click unsubscribe: mail clients POST to this URL without a session.
      message.headers = {
        'List-Unsubscribe': `<${deps.origin}/u/${recipient.unsubToken}/unsubscribe>, <${deps.origin}/u/${recipient.unsubToken}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
    }
    await deps.mailer.send(message);
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

/** Sends what is due, batch after batch, until nothing due is left (or `maxBatches`); returns the counts. */
export async function dispatchEmails(
  deps: DispatchDeps,
  opts: { batch?: number; maxBatches?: number; leaseMs?: number } = {},
): Promise<DispatchResult> {
  const result: DispatchResult = { processed: 0, sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (let round = 0; round < (opts.maxBatches ?? 100); round++) {
    const now = deps.now();
    const claimed = await claimEmailEvents(deps.db, {
      now,
      leaseUntil: new Date(now.getTime() + (opts.leaseMs ?? EMAIL_LEASE_MS)),
      limit: opts.batch ?? EMAIL_BATCH,
    });
    if (claimed.length === 0) break;
    for (const event of claimed) await handle(deps, event, result);
    result.processed += claimed.length;
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
  const claimed = await claimEmailEvents(deps.db, {
    now,
    leaseUntil: new Date(now.getTime() + EMAIL_LEASE_MS),
    limit: 1,
    key,
  });
  for (const event of claimed) await handle(deps, event, result);
  result.processed = claimed.length;
  return result;
}

/**
 * The worker inside a server instance: woken by the queue's NOTIFY (migration 0011), and every POLL_MS anyway for
 * retries and coalesced alerts that come due. One pass at a time per instance.
 */
export class EmailWorker {
  static readonly POLL_MS = 30_000;
  private running: Promise<unknown> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly deps: DispatchDeps & {
      listen: (channel: string, onMessage: () => void) => Promise<() => Promise<void>>;
    },
    private readonly onError: (error: unknown) => void,
  ) {}

  async start() {
    this.stopListening = await this.deps.listen('email_events', () => this.wake());
    this.timer = setInterval(() => this.wake(), EmailWorker.POLL_MS);
    this.timer.unref();
    this.wake();
  }

  wake() {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = dispatchEmails(this.deps)
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  async stop() {
    clearInterval(this.timer);
    await this.stopListening?.().catch(() => {});
    await this.running;
  }
}
