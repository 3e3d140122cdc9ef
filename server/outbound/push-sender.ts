// The web push sender of the delivery queue (server/outbound/queue.ts): one notification to one browser
// subscription, with what the claim read of both (server/db/queries/deliveries.ts, DELIVERY_COLUMNS). Written in the owner's language as the centre says it (server/domain/push-text.ts), signed with the
// VAPID key (RFC 8292), encrypted for the subscription (aes128gcm, RFC 8291) by web-push, and sent through the
// guarded client. The push service's answer decides: 2xx sent; 404 or 410 the subscription is gone, so it is removed
// (its deliveries with it); 429, 5xx or no answer another attempt; another status failed (the same request would
// not fare better). Every attempt carries the notification's id as its tag, so a device shows a repeat as the same
// notification.
import webPush from 'web-push';
import { deletePushSubscriptionById } from '../db/queries/push-subscriptions';
import type { ClaimedDelivery } from '../db/queries/deliveries';
import { pushMessage } from '../domain/push-text';
import { post } from './post';
import type { OutboundDeps, Outcome } from './queue';

/** How long a push service keeps a push for a device that is offline: lunch news is stale after a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export type PushDeps = Pick<OutboundDeps, 'db' | 'vapid' | 'production' | 'timeoutMs'>;

export async function sendPush(deps: PushDeps, delivery: ClaimedDelivery): Promise<Outcome> {
  const facts = delivery.push;
  // The notification was pruned, or the browser moved to another person (a shared device): nothing to tell it.
  if (!facts?.forOwner) {
    return { status: 'skipped', reason: 'the notification or subscription is gone' };
  }
  const message = pushMessage({ id: delivery.notificationId!, kind: facts.kind, payload: facts.payload }, facts.locale);
  const request = webPush.generateRequestDetails(
    { endpoint: facts.endpoint, keys: { p256dh: facts.p256dh, auth: facts.auth } },
    JSON.stringify(message),
    { vapidDetails: await deps.vapid(), TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'high' },
  );
  const posted = await post(deps, 'push service', {
    url: request.endpoint,
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
  });
  if (posted.answered === 404 || posted.answered === 410) {
    // The subscription expired or was withdrawn at the push service: it will never take a push again.
    await deletePushSubscriptionById(deps.db, delivery.pushSubscriptionId!);
    return { status: 'gone' };
  }
  return posted;
}
