// "Your data" on the profile: download everything the product holds about you as one JSON file, or erase the
// account (docs/privacy.md describes both).
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { Modal } from '../../components/modal';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';

/** Hands the browser a file to save, without a round trip through a URL of the server. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** One of the card's rows: what it does, in a line, beside its button. */
function DataRow({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" style={{ flex: '1 1 16rem' }}>
        {text}
      </Text>
      {children}
    </Group>
  );
}

function DownloadMyData() {
  const { t } = useTranslation('profile');
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // Always fresh: the file is what the server holds now.
      const data = await utils.account.exportData.fetch(undefined, { staleTime: 0 });
      const day = new Date().toISOString().slice(0, 10);
      saveFile(`lunchbox-my-data-${day}.json`, JSON.stringify(data, null, 2));
    } catch {
      notifications.show({ color: 'red', message: t('myData.downloadError') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <DataRow text={t('myData.downloadText')}>
      <Button
        variant="default"
        mih={44}
        loading={busy}
        leftSection={<IconDownload size={18} aria-hidden />}
        onClick={() => void download()}
      >
        {t('myData.download')}
      </Button>
    </DataRow>
  );
}

/** The destructive confirmation: the password (or, for a Google-only account, a fresh Google sign-in). */
function DeleteAccountForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['profile', 'errors']);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = trpc.account.delete.useMutation({
    // A full load: every cached answer belonged to the erased account.
    onSuccess: () => window.location.assign('/?accountDeleted=1'),
    onError: (failure) => setError(t(`errors:codes.${appError(failure).code}`)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    remove.mutate(password ? { password } : {});
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="red" title={t('myData.deleteWarningTitle')}>
          {t('myData.deleteWarning')}
        </Alert>
        <PasswordInput
          label={t('myData.password')}
          description={t('myData.passwordHint')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose}>
            {t('myData.cancel')}
          </Button>
          <Button type="submit" color="red" mih={44} loading={remove.isPending}>
            {t('myData.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DeleteAccount() {
  const { t } = useTranslation('profile');
  const [opened, setOpened] = useState(false);
  return (
    <DataRow text={t('myData.deleteText')}>
      <Button
        color="red"
        variant="light"
        mih={44}
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('myData.delete')}
      </Button>
      {/* Mantine gives focus back to the button on close. */}
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('myData.deleteTitle')} centered>
        {opened && <DeleteAccountForm onClose={() => setOpened(false)} />}
      </Modal>
    </DataRow>
  );
}

export function MyData() {
  const { t } = useTranslation('profile');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('myData.title')}>
      <Title order={2} fz="lg" mb="md">
        {t('myData.title')}
      </Title>
      <Stack gap="md">
        <DownloadMyData />
        <DeleteAccount />
      </Stack>
    </Card>
  );
}
