// The profile's notification settings (docs/decisions/042-notification-preferences-and-web-push.md): push on this
// device (the browser's permission is asked only when the person turns it on here), and per kind of event whether
// it comes as a push and, where that kind has an e-mail choice of its own, by e-mail. The centre (the bell) always
// lists everything.
import { Box, Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { LoadError } from '../../components/kit/load-error';
import { notifications } from '../../lib/toast';
import { ThisDevice } from './this-device';
import { TALL_LABEL } from '../../components/tall-label';

export function NotificationSettings({ cook }: { cook: boolean }) {
  const { t } = useTranslation('profile');
  const utils = trpc.useUtils();
  const prefs = trpc.notifications.prefs.useQuery();
  const save = trpc.notifications.setPref.useMutation({
    onSuccess: (saved) => utils.notifications.prefs.setData(undefined, saved),
    onError: () => notifications.show({ color: 'red', message: t('notificationPrefs.error') }),
  });
  const set = (kind: NotificationKind, field: 'push' | 'email', value: boolean) =>
    save.mutate({ kind, [field]: value });

  return (
    <Stack gap="md" id="notification-settings" style={{ scrollMarginTop: 80 }}>
      <Text size="sm" c="dimmed">
        {t('notificationPrefs.text')}
      </Text>
      <ThisDevice />
      {prefs.isError ? (
        <LoadError onRetry={prefs.refetch} retrying={prefs.isFetching} />
      ) : !prefs.data ? (
        <Skeleton h={200} />
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {prefs.data.kinds
            .filter((row) => cook || !row.forCooks)
            .map((row) => {
              const name = t(`notificationPrefs.kinds.${row.kind}`);
              return (
                <Group
                  key={row.kind}
                  component="li"
                  justify="space-between"
                  wrap="wrap"
                  gap="xs"
                  py={4}
                  data-testid="notification-pref"
                  data-kind={row.kind}
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)', rowGap: 0 }}
                >
                  <Text size="sm" style={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                  <Group gap="md" wrap="nowrap">
                    <Checkbox
                      checked={row.push}
                      disabled={save.isPending}
                      onChange={(e) => set(row.kind, 'push', e.currentTarget.checked)}
                      label={t('notificationPrefs.push')}
                      aria-label={t('notificationPrefs.pushFor', { name })}
                      styles={TALL_LABEL}
                    />
                    {row.emailChoice ? (
                      <Checkbox
                        checked={row.email}
                        disabled={save.isPending}
                        onChange={(e) => set(row.kind, 'email', e.currentTarget.checked)}
                        label={t('notificationPrefs.email')}
                        aria-label={t('notificationPrefs.emailFor', { name })}
                        miw={84}
                        styles={TALL_LABEL}
                      />
                    ) : (
                      // The daily menu's e-mail is the marketing one, chosen with the e-mail preferences.
                      <Box miw={84} />
                    )}
                  </Group>
                </Group>
              );
            })}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {t('notificationPrefs.centreNote')}
      </Text>
      <Button variant="subtle" w="fit-content" component={Link} to="/notifications" mih={44}>
        {t('notificationPrefs.openCentre')}
      </Button>
    </Stack>
  );
}
