// The outbound queue's dispatcher (the `deliveries` table): web pushes, claimed, leased, retried and settled as the
// e-mail queue's are (server/email/dispatcher.ts, docs/decisions/029-email-at-least-once-with-short-leases.md), so
// any number of workers may run. A push is signed with the VAPID key (RFC 8292), encrypted for the subscription
// (aes128gcm, RFC 8291) by web-push, and sent here with a timeout. The push service's answer settles it: 2xx sent;
// 404 or 410 the subscription is gone, so it is removed (its deliveries with it); 429, 5xx or no answer retried with
// backoff; another 4xx failed (retrying the same request would not help). Delivery is at least once; every
// attempt carries the notification's id as its tag, so a device shows a duplicate as the same notification.
import webPush from 'web-push';
import type { Database } from '../db/client';
import {
  claimDeliveries,
  deletePushSubscriptionById,
  officeChannelOf,
  pushFacts,
  renewDeliveryLeases,
  settleDelivery,
  type ClaimedDelivery,
} from '../db/queries/push';
import { backoffMs, EMAIL_LEASE_MS, HeldClaims, LEASE_RENEW_MS, MAX_ATTEMPTS } from '../email/dispatcher';
import { pushMessage } from './push-text';
import { QueueWorker, type Listen } from './queue-worker';
import { DestinationRefused, guardedRequest, NoAnswer, type OutboundRequest } from '../outbound/guarded-client';
import { newMealMessage, webhookBody, type ChannelMessage } from './office-channels';
import type { Vapid } from './push';

export const DELIVERY_BATCH = 20;
/** A push service that has not answered within this is counted a failed attempt (retried). */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a device that is offline: lunch news is stale after a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface DeliveryDeps {
  db: Database;
  now: () => Date;
  vapid: () => Promise<Vapid>;
  timeoutMs?: number;
  /** Production refuses http://127.0.0.1 endpoints too (server/services/outbound-guard.ts). Default: true. */
  production?: boolean;
}

export interface DeliveryResult {
  processed: number;
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
  /** Subscriptions removed because their push service answered 404 or 410. */
  gone: number;
}

class RetryableError extends Error {}

/**
 * Sends through the guarded client (server/outbound/guarded-client.ts); answers the status, or null once a refused
 * destination has settled the delivery as failed. No answer is a retryable attempt.
 */
async function post(deps: DeliveryDeps, delivery: ClaimedDelivery, result: DeliveryResult, request: OutboundRequest) {
  try {
    return (
      await guardedRequest(request, {
        production: deps.production ?? true,
        timeoutMs: deps.timeoutMs ?? PUSH_TIMEOUT_MS,
      })
    ).status;
  } catch (error) {
    if (error instanceof NoAnswer) throw new RetryableError(error.message);
    if (!(error instanceof DestinationRefused)) throw error;
    result.failed += 1;
    await settleDelivery(deps.db, delivery, { status: 'failed', error: error.message });
    return null;
  }
}

async function sendPush(deps: DeliveryDeps, delivery: ClaimedDelivery, result: DeliveryResult) {
  const facts =
    delivery.pushSubscriptionId && delivery.notificationId
      ? await pushFacts(deps.db, delivery.pushSubscriptionId, delivery.notificationId)
      : undefined;
  // The notification was pruned, or the browser moved to another person (a shared device): nothing to tell it.
  if (!facts || facts.subscriber !== facts.owner) {
    result.skipped += 1;
    return settleDelivery(deps.db, delivery, { status: 'skipped', error: 'the notification or subscription is gone' });
  }
  const message = pushMessage({ id: delivery.notificationId!, kind: facts.kind, payload: facts.payload }, facts.locale);
  const vapid = await deps.vapid();
  const request = webPush.generateRequestDetails(
    { endpoint: facts.endpoint, keys: { p256dh: facts.p256dh, auth: facts.auth } },
    JSON.stringify(message),
    {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    },
  );
  const status = await post(deps, delivery, result, {
    url: request.endpoint,
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
  });
  if (status === null) return;
  if (status >= 200 && status < 300) {
    result.sent += 1;
    return settleDelivery(deps.db, delivery, { status: 'sent', sentAt: deps.now() });
  }
  if (status === 404 || status === 410) {
    // The subscription expired or was withdrawn at the push service: it will never take a push again.
    result.gone += 1;
    return deletePushSubscriptionById(deps.db, delivery.pushSubscriptionId!);
  }
  if (status === 429 || status >= 500) throw new RetryableError(`the push service answered ${status}`);
  result.failed += 1;
  return settleDelivery(deps.db, delivery, { status: 'failed', error: `the push service answered ${status}` });
}

/** A post to an office's chat channel (server/services/office-channels.ts), to the URL set at send time. */
async function sendWebhook(deps: DeliveryDeps, delivery: ClaimedDelivery, result: DeliveryResult) {
  const channel = delivery.officeId ? await officeChannelOf(deps.db, delivery.officeId) : undefined;
  if (!channel) {
    result.skipped += 1;
    return settleDelivery(deps.db, delivery, { status: 'skipped', error: 'the office has no channel any more' });
  }
  const message =
    typeof delivery.payload.mealId === 'string'
      ? await newMealMessage(deps.db, delivery.payload.mealId, channel.locale)
      : (delivery.payload.message as ChannelMessage);
  if (!message) {
    result.skipped += 1;
    return settleDelivery(deps.db, delivery, { status: 'skipped', error: 'the meal is no longer on the menu' });
  }
  const status = await post(deps, delivery, result, {
    url: channel.url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(webhookBody(channel.kind, message)),
  });
  if (status === null) return;
  if (status >= 200 && status < 300) {
    result.sent += 1;
    return settleDelivery(deps.db, delivery, { status: 'sent', sentAt: deps.now() });
  }
  if (status === 429 || status >= 500) throw new RetryableError(`the webhook answered ${status}`);
  result.failed += 1;
  return settleDelivery(deps.db, delivery, { status: 'failed', error: `the webhook answered ${status}` });
}

async function handle(deps: DeliveryDeps, delivery: ClaimedDelivery, result: DeliveryResult) {
  try {
    if (delivery.channel === 'push') return await sendPush(deps, delivery, result);
    return await sendWebhook(deps, delivery, result);
  } catch (error) {
    const text = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (!(error instanceof RetryableError) || delivery.attempts >= MAX_ATTEMPTS) {
      result.failed += 1;
      return settleDelivery(deps.db, delivery, { status: 'failed', error: text });
    }
    result.retried += 1;
    await settleDelivery(deps.db, delivery, {
      status: 'pending',
      error: text,
      nextAttemptAt: new Date(deps.now().getTime() + backoffMs(delivery.attempts)),
    });
  }
}

/** Sends what is due, batch after batch, until nothing due is left (or `maxBatches`). */
export async function dispatchDeliveries(
  deps: DeliveryDeps,
  opts: { batch?: number; maxBatches?: number; leaseMs?: number; renewEveryMs?: number } = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { processed: 0, sent: 0, skipped: 0, retried: 0, failed: 0, gone: 0 };
  const leaseMs = opts.leaseMs ?? EMAIL_LEASE_MS;
  for (let round = 0; round < (opts.maxBatches ?? 100); round++) {
    const leaseUntil = new Date(deps.now().getTime() + leaseMs);
    const claimed = await claimDeliveries(deps.db, {
      now: deps.now(),
      leaseUntil,
      limit: opts.batch ?? DELIVERY_BATCH,
    });
    if (claimed.length === 0) break;
    const held = new HeldClaims(
      { now: deps.now, renew: (claims, until) => renewDeliveryLeases(deps.db, claims, until) },
      claimed,
      leaseUntil,
      leaseMs,
      opts.renewEveryMs ?? LEASE_RENEW_MS,
    );
    try {
      for (const delivery of claimed) {
        if (!(await held.mayHandle(delivery))) continue;
        await handle(deps, delivery, result);
        held.settled(delivery);
        result.processed += 1;
      }
    } finally {
      held.stop();
    }
  }
  return result;
}

/** The delivery queue's worker in a server instance, woken by its NOTIFY (migration 0026). */
export class DeliveryWorker extends QueueWorker {
  constructor(deps: DeliveryDeps & { listen: Listen }, onError: (error: unknown) => void) {
    super({ channel: 'deliveries', listen: deps.listen, pass: () => dispatchDeliveries(deps) }, onError);
  }
}
