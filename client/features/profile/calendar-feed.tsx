// The calendar feed on the profile (beyond SPEC.md): a secret link phone calendars subscribe to, with the user's
// pickups and cooking. Make one, copy it, make a new one (the old stops working) or turn it off, each change
// confirmed where it breaks a subscription.
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '../../lib/toast';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { appError } from '../../lib/app-error';

export function CalendarFeed() {
  const { t } = useTranslation(['profile', 'errors']);
  const utils = trpc.useUtils();
  const link = trpc.calendar.link.useQuery();
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: t(`errors:codes.${appError(error).code}`) });
  const done = (message: string) => (result: { url: string | null }) => {
    utils.calendar.link.setData(undefined, result);
    setConfirm(null);
    notifications.show({ color: 'teal', message });
  };
  const create = trpc.calendar.createLink.useMutation({ onSuccess: done(t('calendar.created')), onError });
  const revoke = trpc.calendar.revokeLink.useMutation({ onSuccess: done(t('calendar.revoked')), onError });
  const url = link.data?.url ?? null;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('calendar.text')}
      </Text>
      {url ? (
        <>
          <TextInput
            label={t('calendar.link')}
            description={t('calendar.secret')}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group gap="xs">
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                >
                  {copied ? t('calendar.copied') : t('calendar.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="subtle" onClick={() => setConfirm('rotate')}>
              {t('calendar.rotate')}
            </Button>
            <Button variant="subtle" color="red" onClick={() => setConfirm('revoke')}>
              {t('calendar.revoke')}
            </Button>
          </Group>
        </>
      ) : (
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          loading={create.isPending || link.isPending}
          onClick={() => create.mutate()}
        >
          {t('calendar.create')}
        </Button>
      )}
      <ConfirmDialog
        opened={confirm !== null}
        title={t(confirm === 'revoke' ? 'calendar.revokeTitle' : 'calendar.rotateTitle')}
        confirmLabel={t(confirm === 'revoke' ? 'calendar.revoke' : 'calendar.rotate')}
        loading={create.isPending || revoke.isPending}
        onConfirm={() => (confirm === 'revoke' ? revoke.mutate() : create.mutate())}
        onClose={() => setConfirm(null)}
      >
        {t(confirm === 'revoke' ? 'calendar.revokeText' : 'calendar.rotateText')}
      </ConfirmDialog>
    </Stack>
  );
}
