/* global self, URL */
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
