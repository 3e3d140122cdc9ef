// Web push and notification preferences (docs/decisions/042-notification-preferences-and-web-push.md): a push
// reaches a local push service signed with VAPID and encrypted for the subscription (decrypted here as a browser
// would), in the person's language, with the page a click opens; the person's choice per kind holds for push and
// e-mail; a subscription the push service answers 410 is removed; a malformed subscription is refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../server/auth/auth-user';
import { dispatchEmails } from '../../server/outbound/dispatch';
import { deliveries, emailEvents, profiles, pushSubscriptions } from '../../server/db/schema';
import { dispatchDeliveries } from '../../server/outbound/dispatch';
import { vapidKeys } from '../../server/services/push';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createUser } from '../helpers/factories';
import { startListener } from '../helpers/listener';
import { pickupDayWorld } from '../helpers/menu';
import {
  browserPushKeys,
  decryptAes128gcm,
  startPushService,
  verifyVapid,
  type BrowserPushKeys,
  type PushService,
} from '../helpers/push-service';

const world = useTestWorld();
let service: PushService;

beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

const db = () => world.deps.database.db;
const dispatch = () =>
  dispatchDeliveries({
    db: db(),
    now: () => world.clock.now(),
    vapid: () => vapidKeys(world.deps),
    production: false,
  });

let counter = 0;
async function subscribe(user: AuthUser, answer?: number) {
  const keys = browserPushKeys();
  const path = `/push/${++counter}`;
  if (answer) service.answer.set(path, answer);
  const endpoint = `${service.origin}${path}`;
  await world.caller(user).notifications.subscribePush({ endpoint, keys: keys.keys });
  return { keys, endpoint, path };
}

const setup = () => pickupDayWorld(world, 10, { meal: { title: 'Cepelinai with bacon' } });

function openPush(path: string, keys: BrowserPushKeys) {
  const request = service.received.find((r) => r.path === path);
  if (!request) throw new Error(`nothing reached ${path}`);
  return { request, message: JSON.parse(decryptAes128gcm(request.body, keys)) as Record<string, string> };
}

describe('web push', () => {
  it('sends a notification to each of the person’s devices, signed and encrypted, in their language', async () => {
    const { meal, cook, caller } = await setup();
    const phone = await subscribe(cook);
    const laptop = await subscribe(cook);
    await db().update(profiles).set({ locale: 'lt' }).where(eq(profiles.userId, cook.id));
    await caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    const result = await dispatch();
    expect(result).toMatchObject({ sent: 2, failed: 0 });
    const { publicKey } = await world.caller(cook).notifications.pushConfig();
    for (const device of [phone, laptop]) {
      const { request, message } = openPush(device.path, device.keys);
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      const vapid = verifyVapid(request.headers.authorization as string);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.claims.aud).toBe(service.origin);
      expect(vapid.claims.sub).toMatch(/^mailto:/);
      expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(message).toMatchObject({ title: 'Lunchbox', url: '/cook/preorders', lang: 'lt' });
      expect(message.body).toBe('Test eater užsisakė „Cepelinai with bacon“ (2 porc.) 2026-11-21.');
    }
    // Sent once: another pass finds nothing due.
    expect((await dispatch()).processed).toBe(0);
  });

  it('keeps one VAPID key pair in the database for every instance', async () => {
    const first = await vapidKeys(world.deps);
    const again = await vapidKeys({ env: world.deps.env, database: { ...world.deps.database } });
    expect(again.publicKey).toBe(first.publicKey);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
  });

  it('sends no push of a kind the person turned push off for, and still writes the centre', async () => {
    const { meal, cook, caller } = await setup();
    const device = await subscribe(cook);
    await world.caller(cook).notifications.setPref({ kind: 'newReservation', push: false });
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    await dispatch();
    expect(service.received.some((r) => r.path === device.path)).toBe(false);
    expect((await world.caller(cook).notifications.list({})).items[0]?.kind).toBe('newReservation');
    // Other kinds still come.
    const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    await world.caller(cook).notifications.setPref({ kind: 'newReservation', push: true });
    world.clock.advance(1000);
    await caller.preorders.cancel({ preorderId: preorder.id });
    await dispatch();
    expect(openPush(device.path, device.keys).message.url).toBe('/cook/preorders');
  });

  it('removes a subscription its push service answers 410 (gone) and retries one that answers 500', async () => {
    const { meal, cook, caller } = await setup();
    const gone = await subscribe(cook, 410);
    const flaky = await subscribe(cook, 500);
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const result = await dispatch();
    expect(result).toMatchObject({ gone: 1, retried: 1 });
    const left = await db()
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, cook.id));
    expect(left.map((row) => row.endpoint)).toEqual([flaky.endpoint]);
    expect(left.map((row) => row.endpoint)).not.toContain(gone.endpoint);
    const [retry] = await db()
      .select({ status: deliveries.status, nextAttemptAt: deliveries.nextAttemptAt })
      .from(deliveries)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, deliveries.pushSubscriptionId))
      .where(eq(pushSubscriptions.endpoint, flaky.endpoint));
    expect(retry?.status).toBe('pending');
    expect(retry!.nextAttemptAt.getTime()).toBeGreaterThan(world.clock.now().getTime());
  });

  it('sends nothing to a push endpoint on a private address (the subscription itself is https)', async () => {
    const { meal, cook, caller } = await setup();
    await world.caller(cook).notifications.subscribePush({
      endpoint: 'https://10.0.0.5/push/inside',
      keys: browserPushKeys().keys,
    });
    const before = service.received.length;
    await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    const result = await dispatch();
    expect(result).toMatchObject({ failed: 1, sent: 0 });
    expect(service.received.length).toBe(before);
    const [row] = await db()
      .select({ status: deliveries.status, error: deliveries.error })
      .from(deliveries)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, deliveries.pushSubscriptionId))
      .where(eq(pushSubscriptions.endpoint, 'https://10.0.0.5/push/inside'));
    expect(row).toMatchObject({ status: 'failed', error: expect.stringContaining('not public') });
  });

  it('opens no socket to a loopback push endpoint however its address is written', async () => {
    const listener = await startListener();
    try {
      const { meal, cook, caller } = await setup();
      const endpoints = [
        `https://[::ffff:127.0.0.1]:${listener.port}/push/mapped`,
        `https://[::ffff:7f00:1]:${listener.port}/push/hex`,
        `https://[::127.0.0.1]:${listener.port}/push/compatible`,
        `https://2130706433:${listener.port}/push/decimal`,
      ];
      for (const endpoint of endpoints) {
        await world.caller(cook).notifications.subscribePush({ endpoint, keys: browserPushKeys().keys });
      }
      await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
      expect(await dispatch()).toMatchObject({ failed: endpoints.length, sent: 0, retried: 0 });
      expect(listener.connections).toHaveLength(0);
      const rows = await db()
        .select({ status: deliveries.status, error: deliveries.error })
        .from(deliveries)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, deliveries.pushSubscriptionId))
        .where(eq(pushSubscriptions.userId, cook.id));
      expect(rows).toHaveLength(endpoints.length);
      for (const row of rows)
        expect(row).toMatchObject({ status: 'failed', error: expect.stringContaining('not public') });
    } finally {
      await listener.close();
    }
  });

  it('refuses a malformed subscription and stores nothing', async () => {
    const user = await createUser(db(), 'eater');
    const caller = world.caller(user);
    const good = browserPushKeys().keys;
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    await expectAppError(
      caller.notifications.subscribePush({ endpoint: 'http://push.example.com/x', keys: good }),
      'pushSubscriptionInvalid',
    );
    await expectAppError(
      caller.notifications.subscribePush({
        endpoint: 'https://push.example.com/x',
        keys: { ...good, p256dh: notOnCurve },
      }),
      'pushSubscriptionInvalid',
    );
    await expectAppError(
      caller.notifications.subscribePush({
        endpoint: 'https://push.example.com/x',
        keys: { ...good, auth: Buffer.alloc(12).toString('base64url') + 'AAAA' },
      }),
      'pushSubscriptionInvalid',
    );
    await expectBadRequest(caller.notifications.subscribePush({ endpoint: 'not a url', keys: good }));
    await expectBadRequest(
      caller.notifications.subscribePush({ endpoint: 'https://push.example.com/x', keys: { p256dh: 'x', auth: '' } }),
    );
    await expectBadRequest(
      caller.notifications.subscribePush({ endpoint: `https://push.example.com/${'a'.repeat(1000)}`, keys: good }),
    );
    const rows = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('unsubscribes only the person’s own endpoint', async () => {
    const { cook, eater } = await setup();
    const device = await subscribe(cook);
    expect(await world.caller(eater).notifications.unsubscribePush({ endpoint: device.endpoint })).toEqual({
      removed: false,
    });
    expect(await world.caller(cook).notifications.unsubscribePush({ endpoint: device.endpoint })).toEqual({
      removed: true,
    });
  });
});

describe('preferences', () => {
  it('lists every kind with push on and e-mail at its default, and keeps a change', async () => {
    const user = await createUser(db(), 'cook');
    const caller = world.caller(user);
    const before = await caller.notifications.prefs();
    expect(before.kinds.find((k) => k.kind === 'mealReady')).toEqual({
      kind: 'mealReady',
      forCooks: false,
      push: true,
      // Minutes-urgent kinds default to no e-mail (shared/enums.ts, NOTIFICATION_EMAIL_DEFAULT).
      email: false,
      emailChoice: true,
    });
    expect(before.kinds.find((k) => k.kind === 'notCollected')).toMatchObject({ email: true });
    expect(before.kinds.find((k) => k.kind === 'newReservation')).toMatchObject({ forCooks: true, email: true });
    const after = await caller.notifications.setPref({ kind: 'newReservation', email: false });
    expect(after.kinds.find((k) => k.kind === 'newReservation')).toMatchObject({ push: true, email: false });
    // A first choice of push alone keeps the kind's e-mail default; an unknown kind and an empty change are refused.
    const pushOff = await caller.notifications.setPref({ kind: 'mealReady', push: false });
    expect(pushOff.kinds.find((k) => k.kind === 'mealReady')).toMatchObject({ push: false, email: false });
    await caller.notifications.setPref({ kind: 'mealReady', push: true });
    await expectBadRequest(caller.notifications.setPref({ kind: 'nope' as 'mealReady', push: false }));
    await expectBadRequest(caller.notifications.setPref({ kind: 'mealReady' }));
    expect(await world.caller(await createUser(db(), 'eater')).notifications.prefs()).toEqual(before);
  });

  it('sends no e-mail of a kind the person turned e-mail off for; the same template for another kind still goes', async () => {
    const { meal, cook, eater, caller } = await setup();
    await world.caller(cook).notifications.setPref({ kind: 'reservationCancelled', email: false });
    await world.caller(eater).notifications.setPref({ kind: 'reservationCancelled', email: false });
    const preorder = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.advance(1000);
    await caller.preorders.cancel({ preorderId: preorder.id });
    const mailer = { provider: 'outbox' as const, send: async () => {} };
    // E-mails the triggers queue are due by the database's own clock, ahead of the test clock.
    const later = () => new Date(Date.now() + 3_600_000);
    await dispatchEmails({ db: db(), mailer, origin: 'http://localhost', now: later });
    const statusOf = async (key: string) =>
      (
        await db().select({ status: emailEvents.status }).from(emailEvents).where(eq(emailEvents.idempotencyKey, key))
      )[0]?.status;
    expect(await statusOf(`RESERVATION_CANCELLED:${preorder.id}`)).toBe('skipped');
    // The eater turned off e-mail for cancels a cook hears of, not for a withdrawn meal: that e-mail still goes.
    const second = await caller.preorders.reserve({ mealId: meal.id, quantity: 1 });
    world.clock.advance(1000);
    await world.caller(cook).meals.withdraw({ id: meal.id, reason: 'Out of potatoes' });
    await dispatchEmails({ db: db(), mailer, origin: 'http://localhost', now: later });
    expect(await statusOf(`RESERVATION_CANCELLED:${second.id}`)).toBe('sent');
  });
});
