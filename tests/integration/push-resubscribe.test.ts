// A browser's rotated push subscription (`pushsubscriptionchange` in client/public/sw-push.js), posted as the service
// worker posts it: the session cookie authorises it (docs/decisions/049-push-resubscription-by-session.md), the new
// subscription replaces the caller's old one in one step, someone else's old endpoint is never dropped, and a
// request without a session, across sites, or with a malformed new subscription changes nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../server/auth/auth-user';
import { createSession } from '../../server/auth/sessions';
import { pushSubscriptions } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { expectAppError } from '../helpers/errors';
import { createUser } from '../helpers/factories';
import { useTestApp } from '../helpers/http';
import { browserPushKeys } from '../helpers/push-service';

const world = useTestWorld();
const http = useTestApp(world);
const db = () => world.deps.database.db;

let counter = 0;
const endpoint = () => `https://push.example.test/${++counter}`;

async function subscribed(user: AuthUser) {
  const old = { endpoint: endpoint(), keys: browserPushKeys().keys };
  await world.caller(user).notifications.subscribePush(old);
  return old;
}

/** What the service worker sends: same-origin fetch with the cookie, superjson's envelope. */
async function post(body: unknown, headers: Record<string, string>) {
  return http.app.inject({
    method: 'POST',
    url: '/trpc/notifications.resubscribePush',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    payload: JSON.stringify({ json: body }),
  });
}

const cookieOf = async (user: AuthUser) => `session=${(await createSession(db(), user.id, world.clock.now())).token}`;

const endpointsOf = async (user: AuthUser) =>
  (
    await db()
      .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id))
  ).map((row) => row.endpoint);

describe('push resubscription', () => {
  it('replaces the caller’s old subscription with the new one, as the service worker posts it', async () => {
    const user = await createUser(db(), 'eater');
    const old = await subscribed(user);
    const other = await subscribed(user);
    const next = { endpoint: endpoint(), keys: browserPushKeys().keys };
    const response = await post({ oldEndpoint: old.endpoint, ...next }, { cookie: await cookieOf(user) });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.json).toEqual({ subscribed: true, replaced: true });
    expect((await endpointsOf(user)).sort()).toEqual([other.endpoint, next.endpoint].sort());
    const [row] = await db()
      .select({ p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, next.endpoint));
    expect(row).toEqual(next.keys);
  });

  it('never drops someone else’s endpoint: knowing it is no authority', async () => {
    const owner = await createUser(db(), 'eater');
    const stranger = await createUser(db(), 'eater');
    const old = await subscribed(owner);
    const next = { endpoint: endpoint(), keys: browserPushKeys().keys };
    const response = await post({ oldEndpoint: old.endpoint, ...next }, { cookie: await cookieOf(stranger) });
    expect(response.json().result.data.json).toEqual({ subscribed: true, replaced: false });
    expect(await endpointsOf(owner)).toEqual([old.endpoint]);
    expect(await endpointsOf(stranger)).toEqual([next.endpoint]);
  });

  it('never moves someone else’s subscription to a caller who cannot show its keys; the device itself may', async () => {
    const owner = await createUser(db(), 'eater');
    const stranger = await createUser(db(), 'eater');
    const device = await subscribed(owner);
    const rowOf = async () =>
      (
        await db()
          .select({ userId: pushSubscriptions.userId, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, device.endpoint))
      )[0];
    const before = await rowOf();
    const otherKeys = browserPushKeys().keys;

    // Subscribing the known endpoint with other keys, directly or as a rotation's new subscription.
    await expectAppError(
      world.caller(stranger).notifications.subscribePush({ endpoint: device.endpoint, keys: otherKeys }),
      'pushSubscriptionInvalid',
    );
    const rotated = await post(
      { oldEndpoint: endpoint(), endpoint: device.endpoint, keys: otherKeys },
      { cookie: await cookieOf(stranger) },
    );
    expect(rotated.statusCode).toBe(400);
    expect(rotated.json().error.json.data.appCode).toBe('pushSubscriptionInvalid');
    // The same keys but one of them changed is no proof either.
    await expectAppError(
      world.caller(stranger).notifications.subscribePush({
        endpoint: device.endpoint,
        keys: { p256dh: device.keys.p256dh, auth: otherKeys.auth },
      }),
      'pushSubscriptionInvalid',
    );
    expect(await rowOf()).toEqual(before);
    expect(await endpointsOf(stranger)).toEqual([]);

    // The device itself, signed in as another person, holds the keys: its subscription moves with it.
    await world.caller(stranger).notifications.subscribePush(device);
    expect(await rowOf()).toEqual({ ...before, userId: stranger.id });
    expect(await endpointsOf(owner)).toEqual([]);
  });

  it('changes nothing without a session, from another site, or with a malformed new subscription', async () => {
    const user = await createUser(db(), 'eater');
    const old = await subscribed(user);
    const next = { endpoint: endpoint(), keys: browserPushKeys().keys };

    const anonymous = await post({ oldEndpoint: old.endpoint, ...next }, {});
    expect(anonymous.statusCode).toBe(401);

    const crossSite = await post(
      { oldEndpoint: old.endpoint, ...next },
      { cookie: await cookieOf(user), 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);

    const malformed = await post(
      { oldEndpoint: old.endpoint, endpoint: next.endpoint, keys: { ...next.keys, auth: 'AAAAAAAAAAAAAAAA' } },
      { cookie: await cookieOf(user) },
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.json.data.appCode).toBe('pushSubscriptionInvalid');

    const notAllowed = await post(
      { oldEndpoint: old.endpoint, endpoint: 'http://push.example.test/plain', keys: next.keys },
      { cookie: await cookieOf(user) },
    );
    expect(notAllowed.json().error.json.data.appCode).toBe('pushSubscriptionInvalid');

    expect(await endpointsOf(user)).toEqual([old.endpoint]);
  });
});
