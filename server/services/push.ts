// Notification preferences and web push subscriptions (docs/decisions/042-notification-preferences-and-web-push.md):
// what a person chooses per kind (push, e-mail; the centre is always written), the browser subscriptions pushes go
// to, and the VAPID key pair that signs them (RFC 8292): from the environment, else made once and kept in the
// database so every instance signs with the same key.
import { createECDH } from 'node:crypto';
import webPush from 'web-push';
import { PUSH_LIMITS } from '../../shared/constants';
import {
  COOK_NOTIFICATION_KINDS,
  hasEmailChoice,
  NOTIFICATION_EMAIL_DEFAULT,
  NOTIFICATION_KINDS,
  NOTIFICATION_PUSH_DEFAULT,
  type NotificationKind,
} from '../../shared/enums';
import type {
  ResubscribePushInput,
  SetNotificationPrefInput,
  SubscribePushInput,
  UnsubscribePushInput,
} from '../../shared/schemas/notifications';
import type { AuthUser } from '../auth/auth-user';
import type { Executor } from '../db/client';
import { notificationPrefsOf, upsertNotificationPref } from '../db/queries/notification-prefs';
import {
  deletePushSubscription,
  settingOrCreate,
  trimPushSubscriptions,
  upsertPushSubscription,
} from '../db/queries/push-subscriptions';
import type { AppDeps } from '../deps';
import { fromBase64Url, outboundUrlAllowed } from '../domain/outbound';
import { DomainError } from '../../shared/errors';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const kept = new WeakMap<object, Promise<Vapid>>();

/** The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else the pair kept in app_settings (made once). */
export function vapidKeys(deps: Pick<AppDeps, 'env' | 'database'>): Promise<Vapid> {
  const subject = deps.env.VAPID_SUBJECT ?? `mailto:${deps.env.COMPANY_EMAIL}`;
  if (deps.env.VAPID_PUBLIC_KEY && deps.env.VAPID_PRIVATE_KEY) {
    return Promise.resolve({ publicKey: deps.env.VAPID_PUBLIC_KEY, privateKey: deps.env.VAPID_PRIVATE_KEY, subject });
  }
  let keys = kept.get(deps.database);
  if (!keys) {
    keys = settingOrCreate(deps.database.db, 'vapid', () => webPush.generateVAPIDKeys()).then((pair) => ({
      ...pair,
      subject,
    }));
    keys.catch(() => kept.delete(deps.database));
    kept.set(deps.database, keys);
  }
  return keys;
}

/** What the browser needs to subscribe: the public key (applicationServerKey). */
export async function pushConfig(deps: Pick<AppDeps, 'env' | 'database'>) {
  return { publicKey: (await vapidKeys(deps)).publicKey };
}

/** An uncompressed P-256 point the browser made, and a 16-byte secret; anything else cannot encrypt a push. */
function keysUsable(keys: { p256dh: string; auth: string }) {
  const point = fromBase64Url(keys.p256dh);
  const secret = fromBase64Url(keys.auth);
  if (!point || !secret || point.length !== 65 || point[0] !== 0x04 || secret.length !== 16) return false;
  try {
    // Throws for a point that is not on the curve.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.alloc(32, 1));
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

export async function subscribePush(
  deps: Pick<AppDeps, 'env' | 'database' | 'clock'>,
  user: AuthUser,
  input: SubscribePushInput,
) {
  assertSubscriptionUsable(deps, input);
  await storeSubscription(deps, deps.database.db, user, input);
  return { subscribed: true };
}

/**
 * The browser rotated this device's subscription (`pushsubscriptionchange` in client/public/sw-push.js): the new one
 * is stored and the old endpoint dropped, in one transaction. Authorised by the session cookie the service worker's
 * request carries, never by the old endpoint alone (docs/decisions/049-push-resubscription-by-session.md): an
 * endpoint is a URL push services, proxies and logs see, so knowing one must not let anyone move its owner's
 * pushes to an endpoint they read. The old endpoint is dropped only if it is the caller's own.
 */
export async function resubscribePush(
  deps: Pick<AppDeps, 'env' | 'database' | 'clock'>,
  user: AuthUser,
  input: ResubscribePushInput,
) {
  assertSubscriptionUsable(deps, input);
  return deps.database.db.transaction(async (tx) => {
    const replaced =
      input.oldEndpoint && input.oldEndpoint !== input.endpoint
        ? await deletePushSubscription(tx, user.id, input.oldEndpoint)
        : false;
    await storeSubscription(deps, tx, user, input);
    return { subscribed: true, replaced };
  });
}

function assertSubscriptionUsable(deps: Pick<AppDeps, 'env'>, input: SubscribePushInput) {
  if (!outboundUrlAllowed(input.endpoint, deps.env.NODE_ENV === 'production') || !keysUsable(input.keys)) {
    throw new DomainError('pushSubscriptionInvalid');
  }
}

async function storeSubscription(
  deps: Pick<AppDeps, 'clock'>,
  db: Executor,
  user: AuthUser,
  input: SubscribePushInput,
) {
  const stored = await upsertPushSubscription(db, {
    userId: user.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    createdAt: deps.clock.now(),
  });
  // Another person's endpoint, and the request cannot show its keys: not this caller's to take.
  if (!stored) throw new DomainError('pushSubscriptionInvalid');
  await trimPushSubscriptions(db, user.id, PUSH_LIMITS.subscriptionsPerUser);
}

export async function unsubscribePush(deps: Pick<AppDeps, 'database'>, user: AuthUser, input: UnsubscribePushInput) {
  return { removed: await deletePushSubscription(deps.database.db, user.id, input.endpoint) };
}

const isCookKind = (kind: NotificationKind) => (COOK_NOTIFICATION_KINDS as readonly NotificationKind[]).includes(kind);

/**
 * Every kind with the person's choice: push on or off, e-mail on or off (unchosen: the kind's default), and whether
 * the kind has an e-mail choice here at all (the daily menu's e-mail is the marketing one).
 */
export async function prefs(deps: Pick<AppDeps, 'database'>, user: AuthUser) {
  return { kinds: await prefsOf(deps.database.db, user.id) };
}

async function prefsOf(db: Executor, userId: string) {
  const chosen = new Map((await notificationPrefsOf(db, userId)).map((row) => [row.kind, row]));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = chosen.get(kind);
    return {
      kind,
      forCooks: isCookKind(kind),
      push: row?.push ?? NOTIFICATION_PUSH_DEFAULT[kind],
      email: row?.email ?? NOTIFICATION_EMAIL_DEFAULT[kind],
      emailChoice: hasEmailChoice(kind),
    };
  });
}

export async function setPref(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  user: AuthUser,
  input: SetNotificationPrefInput,
) {
  const db = deps.database.db;
  await upsertNotificationPref(db, user.id, input.kind, { push: input.push, email: input.email }, deps.clock.now());
  return { kinds: await prefsOf(db, user.id) };
}
