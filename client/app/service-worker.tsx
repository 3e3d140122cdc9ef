// The service worker (vite.config.ts, installableApp): registered after the page has loaded, so it never competes
// with the first paint. When a new version has been deployed, a toast offers "Reload"; nothing reloads by itself
// (a half-filled form is never lost to an update).
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '../lib/toast';
import { i18n } from './i18n';
import { registerSW } from 'virtual:pwa-register';

export function startServiceWorker() {
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
