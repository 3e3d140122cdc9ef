// The small, non-blocking offer to turn push on, shown after a person's reservation or waitlist join
// (client/lib/push-offer.ts) when this device can push, is not subscribed and the browser has not refused. It takes
// no focus and covers nothing that matters; "Turn on" runs the profile's own path (client/lib/push-device.ts), and
// either answer is remembered on this device.
import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../app/trpc';
import { appError } from '../lib/app-error';
import { turnOnThisDevice, watchPushState } from '../lib/push-device';
import { answerPushPrompt } from '../lib/push-offer';
import { notifications } from '../lib/toast';
import { TAB_BAR_HEIGHT } from './layout/app-layout';

export function PushPrompt() {
  const { t } = useTranslation(['common', 'errors']);
  const titleId = useId();
  const utils = trpc.useUtils();
  const subscribe = trpc.notifications.subscribePush.useMutation();
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  // 'off': the browser can push, nothing is subscribed here, and the permission is not refused.
  useEffect(() => watchPushState((state) => setShown(state === 'off')), []);
  if (!shown) return null;

  const turnOn = async () => {
    setBusy(true);
    try {
      const state = await turnOnThisDevice(() => utils.notifications.pushConfig.fetch(), subscribe.mutateAsync);
      notifications.show(
        state === 'on'
          ? { color: 'teal', message: t('pushPrompt.turnedOn') }
          : { color: 'orange', message: t('pushPrompt.notAllowed') },
      );
      answerPushPrompt();
    } catch (error) {
      const code = appError(error).code;
      notifications.show({
        color: 'red',
        message: code === 'generic' ? t('pushPrompt.error') : t(`errors:codes.${code}`),
      });
      setBusy(false);
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      data-testid="push-prompt"
      shadow="md"
      withBorder
      p="md"
      radius="md"
      style={{
        position: 'fixed',
        insetInlineEnd: 16,
        bottom: `calc(${TAB_BAR_HEIGHT}px + 16px + env(safe-area-inset-bottom, 0px))`,
        width: 'min(360px, calc(100vw - 32px))',
        zIndex: 150,
      }}
    >
      <Text id={titleId} fw={700}>
        {t('pushPrompt.title')}
      </Text>
      <Text size="sm" mt={4}>
        {t('pushPrompt.text')}
      </Text>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="default" onClick={answerPushPrompt} disabled={busy}>
          {t('pushPrompt.notNow')}
        </Button>
        <Button onClick={() => void turnOn()} loading={busy}>
          {t('pushPrompt.turnOn')}
        </Button>
      </Group>
    </Paper>
  );
}
