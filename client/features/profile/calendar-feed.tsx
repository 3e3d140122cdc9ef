// The calendar feed on the profile: a secret link phone calendars subscribe to, with the user's
// pickups and cooking. Make one, copy it, make a new one (the old stops working) or turn it off, each change
// confirmed where it breaks a subscription. The server keeps only the link's hash, so the link is shown once,
// right after it is made (docs/decisions/028-link-secrets-stored-hashed.md).
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '../../lib/toast';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { ConfirmDialog } from '../../components/kit/confirm-dialog';
import { appError } from '../../lib/app-error';

export function CalendarFeed() {
  const { t } = useTranslation(['profile', 'errors']);
  const utils = trpc.useUtils();
  const link = trpc.calendar.link.useQuery();
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: t(`errors:codes.${appError(error).code}`) });
  // The link made during this visit: the only time it can be shown.
  const [url, setUrl] = useState<string | null>(null);
  const done = (message: string) => (result: { active: boolean; url: string | null }) => {
    utils.calendar.link.setData(undefined, { active: result.active, url: null });
    setUrl(result.url);
    setConfirm(null);
    notifications.show({ color: 'teal', message });
  };
  const create = trpc.calendar.createLink.useMutation({ onSuccess: done(t('calendar.created')), onError });
  const revoke = trpc.calendar.revokeLink.useMutation({ onSuccess: done(t('calendar.revoked')), onError });
  const active = Boolean(url) || link.data?.active === true;
  const manage = (
    <Group gap="xs">
      {url && (
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
      )}
      <Button variant="subtle" onClick={() => setConfirm('rotate')}>
        {t('calendar.rotate')}
      </Button>
      <Button variant="subtle" color="red" onClick={() => setConfirm('revoke')}>
        {t('calendar.revoke')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('calendar.text')}
      </Text>
      {url ? (
        <>
          <TextInput
            label={t('calendar.link')}
            description={t('calendar.shownOnce')}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          {manage}
        </>
      ) : active ? (
        <>
          <Text size="sm">{t('calendar.active')}</Text>
          {manage}
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
