// "Download CSV": asks the server for the file in the interface language (separator, decimal comma, headers) and
// saves it; a failure is said in a toast.
import { Button } from '@mantine/core';
import { notifications } from '../lib/toast';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../shared/enums';
import { appError } from '../lib/app-error';
import { downloadText } from '../lib/download';

export function CsvButton({ load }: { load: (locale: Locale) => Promise<{ filename: string; content: string }> }) {
  const { t, i18n } = useTranslation(['ledger', 'errors']);
  const [busy, setBusy] = useState(false);
  const language = (i18n.resolvedLanguage ?? i18n.language)?.startsWith('lt') ? 'lt' : 'en';
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const file = await load(language);
          downloadText(file.filename, file.content);
        } catch (error) {
          notifications.show({
            color: 'red',
            title: t('csv.failed'),
            message: t(`errors:codes.${appError(error).code}`),
          });
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('csv.button')}
    </Button>
  );
}
