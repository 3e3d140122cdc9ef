// The browser's push service, stood in for (tests/e2e/push.spec.ts says why): headless Chromium's PushManager refuses
// to register, so the page's PushManager keeps subscriptions in localStorage with real P-256 keys and an endpoint at
// a push service the test runs (tests/helpers/push-service.ts). Pass to `context.addInitScript(fakePushManager, origin)`,
// or take a context from `pushDevice`.
import type { Browser } from '@playwright/test';
import { test } from './fixtures';
import { startPushService, type PushService } from '../helpers/push-service';

/**
 * The stand-in push service of a spec file: started before its tests, closed after them; the app's service worker
 * allowed in its contexts. Call at the top of the file; answers the running service.
 */
export function standInPushService(): () => PushService {
  let service: PushService | undefined;
  test.use({ serviceWorkers: 'allow' });
  test.beforeAll(async () => {
    service = await startPushService();
  });
  test.afterAll(() => service?.close());
  return () => service!;
}

/** A device of its own: a browser context that may show notifications and pushes to the service at `origin`. */
export async function pushDevice(browser: Browser, origin: string) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications']);
  await context.addInitScript(fakePushManager, origin);
  return context;
}

/** The browser's push service, stood in for: subscriptions kept in localStorage with their private keys. */
export function fakePushManager(origin: string) {
  const KEY = 'test-push-subscription';
  const b64 = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const asSubscription = (saved: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({
    endpoint: saved.endpoint,
    toJSON: () => ({ endpoint: saved.endpoint, keys: saved.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.getSubscription = async function () {
    const saved = localStorage.getItem(KEY);
    return (saved ? asSubscription(JSON.parse(saved)) : null) as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async function () {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
    const auth = crypto.getRandomValues(new Uint8Array(16));
    const saved = {
      endpoint: `${origin}/push/${Date.now()}`,
      keys: { p256dh: b64(raw), auth: b64(auth) },
      privateKey: jwk.d,
    };
    localStorage.setItem(KEY, JSON.stringify(saved));
    return asSubscription(saved) as unknown as PushSubscription;
  };
}
