// The service worker (vite.config.ts, installableApp): registered after the page has loaded, so it never competes
// with the first paint. When a new version has been deployed, a toast offers "Reload"; nothing reloads by itself
// (a half-filled form is never lost to an update).
import { Button, Stack, Text } from '@mantine/core';
import { KEPT_MENU_READ_URL, KEPT_PHOTO_URL } from '../../shared/offline';
import { SERVER_RENDERED_URL } from '../../shared/ssr';
import { notifications } from '../lib/toast';
import { i18n } from './i18n';
import { registerSW } from 'virtual:pwa-register';

/**
 * The visit that installs the worker was loaded before the worker ran, so the worker saw none of it: once it takes
 * the page over, the page asks again, through it, for what it keeps (the page itself when server-rendered, its
 * menu reads and photos), so one visit is enough to open the menu offline. The code is precached by the install.
 */
function handOverThisVisit() {
  const urls = new Set<string>();
  if (SERVER_RENDERED_URL.test(location.href)) urls.add(location.href);
  for (const entry of performance.getEntriesByType('resource'))
    if (KEPT_MENU_READ_URL.test(entry.name) || KEPT_PHOTO_URL.test(entry.name)) urls.add(entry.name);
  for (const url of urls) void fetch(url, { credentials: 'same-origin' }).catch(() => {});
}

export function startServiceWorker() {
  if (!navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener('controllerchange', handOverThisVisit, { once: true });
  const update = registerSW({
    onNeedRefresh() {
      notifications.show({
        id: 'app-update',
        autoClose: false,
        title: i18n.t('common:update.title'),
        message: (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{i18n.t('common:update.text')}</Text>
            <Button size="sm" mih={44} onClick={() => void update(true)}>
              {i18n.t('common:update.reload')}
            </Button>
          </Stack>
        ),
      });
    },
  });
}
