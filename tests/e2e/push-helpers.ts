// The browser's push service, stood in for (tests/e2e/push.spec.ts says why): headless Chromium's PushManager refuses
// to register, so the page's PushManager keeps subscriptions in localStorage with real P-256 keys and an endpoint at
// a push service the test runs (tests/helpers/push-service.ts). Pass to `context.addInitScript(fakePushManager, origin)`.

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
