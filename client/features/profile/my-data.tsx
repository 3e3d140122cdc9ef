// "Your data" on the profile: download everything the product holds about you as one JSON file, or erase the
// account (docs/privacy.md describes both).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { trpc } from '../../app/trpc';
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
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" style={{ flex: '1 1 16rem' }}>
        {t('myData.downloadText')}
      </Text>
      <Button
        variant="default"
        mih={44}
        loading={busy}
        leftSection={<IconDownload size={18} aria-hidden />}
        onClick={() => void download()}
      >
        {t('myData.download')}
      </Button>
    </Group>
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
      </Stack>
    </Card>
  );
}
