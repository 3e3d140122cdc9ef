// This browser's web push subscription (docs/decisions/042-notification-preferences-and-web-push.md): whether the
// browser can push at all, whether it is subscribed, and turning it on (asking the permission: only ever called from
// a click) or off. The service worker that shows the pushes is the app's (vite.config.ts, client/public/sw-push.js).
// Shared by the profile's switch and the prompt after a first reservation (client/components/push-prompt.tsx).
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window &&
  window.isSecureContext;

/** How long to wait for the app's service worker, which registers after the load event (client/main.tsx). */
const WORKER_WAIT_MS = 4000;

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined;
  // Without a worker (development, or a browser that refuses it) `ready` never settles: nothing can push then.
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS)),
  ]);
}

export async function pushState(): Promise<PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await reg.pushManager.getSubscription()) ? 'on' : 'off';
}

/**
 * Tells `listener` this browser's push state now and, when that is 'unsupported' only because the app's worker was
 * not ready within WORKER_WAIT_MS (a first visit on a slow phone installs it after the load event), once more when it
 * becomes ready: the switch then appears instead of a lasting "cannot push". Answers a stop for unmounting.
 */
export function watchPushState(listener: (state: PushState) => void): () => void {
  let live = true;
  const tell = (state: PushState) => live && listener(state);
  void pushState().then((state) => {
    tell(state);
    if (state === 'unsupported' && supported()) {
      void navigator.serviceWorker.ready.then(() => live && pushState().then(tell));
    }
  });
  return () => {
    live = false;
  };
}

export interface SubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Asks the permission (from a click) and subscribes; answers the subscription to store, or the state it ended in. */
export async function subscribeThisDevice(publicKey: string): Promise<SubscriptionJson | PushState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(publicKey) }));
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Turns push on for this device, as the profile's switch and the prompt both do: the server's key, the browser's
 * permission and subscription, then the subscription stored on the server. Answers the state it ended in.
 */
export async function turnOnThisDevice(
  fetchPublicKey: () => Promise<{ publicKey: string }>,
  store: (subscription: SubscriptionJson) => Promise<unknown>,
): Promise<PushState> {
  const { publicKey } = await fetchPublicKey();
  const result = await subscribeThisDevice(publicKey);
  if (typeof result === 'string') return result;
  await store(result);
  return 'on';
}

/** This browser's current subscription, if it has one (to tell the server again: a rotation it may have missed). */
export async function currentSubscription(): Promise<SubscriptionJson | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** Unsubscribes this browser; answers the endpoint it had (for the server to forget), if any. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
