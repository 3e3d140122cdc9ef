// Web push and the notification choices on the profile, in Chromium with the notifications permission granted:
// turning push on subscribes this browser through the app's service worker (the permission used only after that
// click), a reservation then reaches the cook's push service signed and encrypted, a choice per kind is kept, and
// turning push off unsubscribes. Headless Chromium has no push service of its own (its PushManager refuses to
// register), so the page's PushManager stands in for it with real P-256 keys and an endpoint at a push service this
// test runs (tests/helpers/push-pushService().ts); everything from the switch to the server and back is the app's own.
import { expect, test } from './fixtures';
import { callApi, newMealInput, signIn, signedIn, toast } from './helpers';
import { fakePushManager, standInPushService } from './push-helpers';
import { decryptAes128gcm, verifyVapid } from '../helpers/push-service';

const pushService = standInPushService();

test('push on this device: on, a reservation pushed to the cook, a choice per kind kept, off', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['notifications']);
  await context.addInitScript(fakePushManager, pushService().origin);
  await signIn(page, 'cook2@example.com');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Notifications' });
  const device = section.getByRole('switch', { name: 'Push notifications on this device' });
  await expect(device).toBeVisible({ timeout: 30_000 });
  await expect(device).not.toBeChecked();
  await device.click();
  await expect(toast(page, 'Push notifications are on for this device.')).toBeVisible({ timeout: 30_000 });
  await expect(device).toBeChecked();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('test-push-subscription') ?? 'null'));
  expect(saved.endpoint).toContain(pushService().origin);

  // A colleague reserves the cook's meal: the cook's push service gets the news, in English, with the page to open.
  const title = `Push pie ${Date.now().toString(36)}`;
  const meal = await callApi<{ id: string }>(page, 'meals.create', newMealInput(title, 3));
  const eater = await signedIn(browser, 'eater@example.com');
  await callApi(eater, 'preorders.reserve', { mealId: meal.id, quantity: 1 });
  await expect.poll(() => pushService().received.length, { timeout: 60_000 }).toBeGreaterThan(0);
  const push = pushService().received.at(-1)!;
  verifyVapid(push.headers.authorization as string);
  const publicKey = Buffer.from(saved.keys.p256dh, 'base64url');
  const message = JSON.parse(
    decryptAes128gcm(push.body, {
      keys: saved.keys,
      publicKey,
      privateKey: Buffer.from(saved.privateKey, 'base64url'),
      authSecret: Buffer.from(saved.keys.auth, 'base64url'),
    }),
  );
  expect(message).toMatchObject({ url: '/cook/preorders', lang: 'en' });
  expect(message.body).toContain(title);

  const reservations = section.getByRole('checkbox', { name: 'Push: Cooks: a new reservation' });
  await expect(reservations).toBeChecked();
  await reservations.click();
  await expect(reservations).not.toBeChecked();
  // Every kind has an e-mail choice: minutes-urgent ones start off, records on (docs/decisions/051-*.md).
  const ready = section.getByRole('checkbox', { name: 'E-mail: Your lunch is in the kitchen' });
  const notCollected = section.getByRole('checkbox', { name: /^E-mail: .*not collected/i });
  await expect(ready).not.toBeChecked();
  await expect(notCollected).toBeChecked();
  await ready.click();
  await expect(ready).toBeChecked();
  await page.reload();
  await expect(reservations).not.toBeChecked();
  await expect(ready).toBeChecked();
  await ready.click();
  await expect(ready).not.toBeChecked();
  await expect(device).toBeChecked({ timeout: 30_000 });
  await reservations.click();
  await expect(reservations).toBeChecked();

  await device.click();
  await expect(toast(page, 'Push notifications are off for this device.')).toBeVisible({ timeout: 30_000 });
  await expect(device).not.toBeChecked();
  await eater.context().close();
});
