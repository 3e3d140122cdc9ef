// The pieces of the pay dialog (client/features/activity/pay-dialog.tsx): the payment QR code drawn from its text,
// and a payment detail with its copy button.
import { Button, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function useQrSvg(text: string | undefined) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    if (!text) return;
    let live = true;
    void import('qrcode').then(({ toString }) =>
      toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((markup) => {
        if (live) setSvg(markup);
      }),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return svg;
}

export function CopyRow({ label, value, shown }: { label: string; value: string; shown?: string }) {
  const { t } = useTranslation('activity');
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={`pay-${label}`}>
          {shown ?? value}
        </Text>
      </div>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            size="sm"
            mih={44}
            onClick={copy}
            aria-label={t('payUp.copy', { what: label })}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          >
            {copied ? t('payUp.copied') : t('payUp.copyShort')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
