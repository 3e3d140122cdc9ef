/* global self, URL, atob, fetch */
// Web push in the service worker (imported by the generated worker: vite.config.ts, workbox importScripts). The
// server writes each push's title and text in the person's language (server/services/push-text.ts); a click opens
// the page it names, in an open tab of the app when there is one. Only same-origin pages are ever opened.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/notifications';
  event.waitUntil(
    self.registration.showNotification(typeof message.title === 'string' ? message.title : 'Lunchbox', {
      body: typeof message.body === 'string' ? message.body : '',
      lang: typeof message.lang === 'string' ? message.lang : undefined,
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/notifications', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(target.href).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});

// The browser replaced this device's subscription (it expired, or the push service rotated it): subscribe again with
// the same application server key and tell the server, whose `notifications.resubscribePush` stores the new one and
// drops the old. The request carries the session cookie, which is what authorises it
// (docs/decisions/049-push-resubscription-by-session.md); signed out, nothing is stored and the profile's switch
// shows push off until it is turned on again.
const fromBase64Url = (value) => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

async function serverKey() {
  const response = await fetch('/trpc/notifications.pushConfig', { credentials: 'same-origin' });
  const body = await response.json();
  return fromBase64Url(body.result.data.json.publicKey);
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const next =
        event.newSubscription ??
        (await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: old?.options?.applicationServerKey ?? (await serverKey()),
        }));
      const json = next.toJSON();
      await fetch('/trpc/notifications.resubscribePush', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          json: { oldEndpoint: old?.endpoint ?? null, endpoint: next.endpoint, keys: json.keys },
        }),
      });
    })(),
  );
});
