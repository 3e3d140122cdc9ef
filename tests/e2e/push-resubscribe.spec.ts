// A rotated push subscription (docs/decisions/049-push-resubscription-by-session.md): when the browser replaces a
// subscription, the app's service worker (client/public/sw-push.js) tells the server through
// `notifications.resubscribePush`, authorised by the session cookie, and the next notification reaches the new
// subscription, not the old. Chromium cannot fire a real `pushsubscriptionchange`, so the test dispatches one it
// constructs inside the app's own service worker (a plain Event carrying the subscriptions, its waitUntil kept so
// the test can wait for the handler); everything from the worker's handler to the push service is the app's own.
// Both paths: the browser names the new subscription, or the worker subscribes again itself with the server's key.
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { callApi, newColleague, newMealInput, signIn, signedIn, toast } from './helpers';
import { pushDevice, standInPushService } from './push-helpers';
import { browserPushKeys, decryptAes128gcm } from '../helpers/push-service';

const pushService = standInPushService();

const PASSWORD = 'a fine password for lunch';

/** The app's service worker of this context, once it is active. */
async function appWorker(context: BrowserContext, page: Page): Promise<Worker> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** Fires the worker's `pushsubscriptionchange` handler with the given subscriptions and waits for its work. */
function rotate(
  worker: Worker,
  change: {
    oldEndpoint: string;
    next: { endpoint: string; keys: { p256dh: string; auth: string } } | null;
  },
) {
  return worker.evaluate(async ({ oldEndpoint, next }) => {
    const event = new Event('pushsubscriptionchange') as Event & Record<string, unknown>;
    let work: Promise<unknown> = Promise.resolve();
    event.oldSubscription = { endpoint: oldEndpoint, options: { applicationServerKey: null } };
    event.newSubscription = next ? { endpoint: next.endpoint, toJSON: () => next } : null;
    // A constructed ExtendableEvent refuses waitUntil (it is not the browser's): keep the handler's promise here.
    event.waitUntil = (promise: Promise<unknown>) => {
      work = promise;
    };
    (self as unknown as EventTarget).dispatchEvent(event);
    await work;
  }, change);
}

/** Pushes the service received at a path since `from`, decrypted with that subscription's keys. */
const pushesTo = (endpoint: string, keys: ReturnType<typeof browserPushKeys>, from = 0) =>
  pushService()
    .received.slice(from)
    .filter((push) => push.path === new URL(endpoint).pathname)
    .map((push) => JSON.parse(decryptAes128gcm(push.body, keys)) as { body: string });

test('a rotated subscription: the service worker stores the new one and the next push reaches it, not the old', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  // Someone with no history, so no other spec's pushes reach them.
  const { page: signup, email } = await newColleague(browser, 'vilnius-hq', 'Ieva Keičia', 'rotate');
  await signup.context().close();
  const context = await pushDevice(browser, pushService().origin);
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  await page.goto('/profile');
  const device = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('switch', { name: 'Push notifications on this device' });
  await expect(device).toBeVisible({ timeout: 30_000 });
  await device.click();
  await expect(toast(page, 'Push notifications are on for this device.')).toBeVisible({ timeout: 30_000 });
  const first = await page.evaluate(() => JSON.parse(localStorage.getItem('test-push-subscription') ?? 'null'));
  const worker = await appWorker(context, page);

  // The cook's meal, reserved by the colleague; each withdrawal below tells them (mealWithdrawn) by push.
  const cook = await signedIn(browser, 'cook@example.com');
  const withdrawn = async (title: string) => {
    const meal = await callApi<{ id: string }>(cook, 'meals.create', newMealInput(title, 2));
    await callApi(page, 'preorders.reserve', { mealId: meal.id, quantity: 1 });
    await callApi(cook, 'meals.withdraw', { id: meal.id, reason: 'Out of flour' });
  };

  // 1. The browser names the new subscription (event.newSubscription).
  const second = browserPushKeys();
  const secondEndpoint = `${pushService().origin}/push/rotated-${tag}`;
  await rotate(worker, { oldEndpoint: first.endpoint, next: { endpoint: secondEndpoint, keys: second.keys } });
  let from = pushService().received.length;
  await withdrawn(`Rotated pie ${tag}`);
  await expect
    .poll(() => pushesTo(secondEndpoint, second, from).map((push) => push.body), { timeout: 60_000 })
    .toEqual([expect.stringContaining(`Rotated pie ${tag}`)]);
  expect(
    pushService()
      .received.slice(from)
      .filter((push) => push.path === new URL(first.endpoint).pathname),
  ).toEqual([]);

  // 2. The browser names none: the worker subscribes again with the server's VAPID key (from pushConfig).
  const third = browserPushKeys();
  const thirdEndpoint = `${pushService().origin}/push/resubscribed-${tag}`;
  const { publicKey } = await callApi<{ publicKey: string }>(page, 'notifications.pushConfig', null, 'query');
  await worker.evaluate(
    ({ endpoint, keys }) => {
      const scope = self as unknown as { subscribedWithKey?: string };
      // This worker's PushManager stands in for the browser's push service, as the page's does (push-helpers.ts),
      // keeping the key it was asked to subscribe with.
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        scope.subscribedWithKey = btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        return { endpoint, toJSON: () => ({ endpoint, keys }) } as unknown as PushSubscription;
      };
    },
    { endpoint: thirdEndpoint, keys: third.keys },
  );
  await rotate(worker, { oldEndpoint: secondEndpoint, next: null });
  expect(await worker.evaluate(() => (self as unknown as { subscribedWithKey?: string }).subscribedWithKey)).toBe(
    publicKey.replace(/=+$/, ''),
  );
  from = pushService().received.length;
  await withdrawn(`Resubscribed stew ${tag}`);
  await expect
    .poll(() => pushesTo(thirdEndpoint, third, from).map((push) => push.body), { timeout: 60_000 })
    .toEqual([expect.stringContaining(`Resubscribed stew ${tag}`)]);
  expect(
    pushService()
      .received.slice(from)
      .filter((push) => push.path === new URL(secondEndpoint).pathname),
  ).toEqual([]);
  await context.close();
  await cook.context().close();
});
