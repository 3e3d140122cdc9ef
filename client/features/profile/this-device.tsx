// This device's web push on /profile: whether it may notify, turning it on or off, and a test notification.
import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import {
  currentSubscription,
  pushState,
  turnOnThisDevice,
  unsubscribeThisDevice,
  watchPushState,
  type PushState,
} from '../../lib/push-device';
import { TALL_LABEL } from '../../components/tall-label';

export function ThisDevice() {
  const { t } = useTranslation(['profile', 'errors']);
  const utils = trpc.useUtils();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const subscribe = trpc.notifications.subscribePush.useMutation();
  const unsubscribe = trpc.notifications.unsubscribePush.useMutation();
  // React Query keeps `mutate` stable across renders, so the effect below still runs once.
  const storeAgain = subscribe.mutate;
  useEffect(
    () =>
      watchPushState((value) => {
        setState(value);
        // The browser may have rotated its subscription while the server could not hear of it (signed out: see
        // docs/decisions/049-push-resubscription-by-session.md); storing it again is harmless and repairs that.
        if (value === 'on') void currentSubscription().then((current) => current && storeAgain(current));
      }),
    [storeAgain],
  );

  const turn = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        const result = await turnOnThisDevice(() => utils.notifications.pushConfig.fetch(), subscribe.mutateAsync);
        setState(result);
        if (result === 'on') notifications.show({ color: 'teal', message: t('notificationPrefs.device.turnedOn') });
      } else {
        const endpoint = await unsubscribeThisDevice();
        if (endpoint) await unsubscribe.mutateAsync({ endpoint });
        setState('off');
        notifications.show({ color: 'teal', message: t('notificationPrefs.device.turnedOff') });
      }
    } catch (error) {
      const code = appError(error).code;
      notifications.show({
        color: 'red',
        message: code === 'generic' ? t('notificationPrefs.device.error') : t(`errors:codes.${code}`),
      });
      setState(await pushState());
    } finally {
      setBusy(false);
    }
  };

  if (state === null) return <Skeleton h={44} />;
  if (state === 'unsupported') {
    return (
      <Text size="sm" c="dimmed" data-testid="push-unsupported">
        {t('notificationPrefs.device.unsupported')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Switch
        checked={state === 'on'}
        disabled={busy || state === 'blocked'}
        onChange={(e) => void turn(e.currentTarget.checked)}
        label={t('notificationPrefs.device.label')}
        description={t('notificationPrefs.device.hint')}
        data-testid="push-switch"
        styles={TALL_LABEL}
      />
      {state === 'blocked' && (
        <Text size="sm" c="red" role="status">
          {t('notificationPrefs.device.blocked')}
        </Text>
      )}
    </Stack>
  );
}
