// The live preview of an e-mail template being edited, in both languages: the server renders the template as typed,
// or the same code's template of the other language as saved, with sample values formatted for that language
// (debounced), as HTML or plain text.
import { Box, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../shared/enums';
import { SaveTemplateInput } from '../../../shared/schemas/email';
import { trpc } from '../../app/trpc';
import type { TemplateValues } from './template-code-field';

export function TemplatePreview({ values }: { values: TemplateValues }) {
  const { t } = useTranslation('admin');
  const [previewLocale, setPreviewLocale] = useState<Locale>(values.locale);
  const saved = trpc.email.templates.useQuery();
  const [debounced] = useDebouncedValue(values, 400);
  const preview = trpc.email.previewTemplate.useMutation();
  const sibling = saved.data?.find((tpl) => tpl.templateCode === values.templateCode && tpl.locale === previewLocale);
  useEffect(() => {
    const source =
      previewLocale === debounced.locale || !sibling
        ? debounced
        : {
            templateCode: sibling.templateCode,
            locale: sibling.locale,
            subject: sibling.subject,
            bodyHtml: sibling.bodyHtml,
            bodyText: sibling.bodyText,
          };
    const parsed = SaveTemplateInput.safeParse(source);
    if (parsed.success) preview.mutate(parsed.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, previewLocale, sibling?.id]);
  const [view, setView] = useState<'html' | 'text'>('html');

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={700}>{t('emailTemplates.preview')}</Text>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(v) => setView(v as 'html' | 'text')}
          data={[
            { value: 'html', label: 'HTML' },
            { value: 'text', label: t('emailTemplates.plainText') },
          ]}
          aria-label={t('emailTemplates.previewKind')}
        />
      </Group>
      <SegmentedControl
        size="xs"
        value={previewLocale}
        onChange={(v) => setPreviewLocale(v as Locale)}
        aria-label={t('emailTemplates.previewLanguage')}
        data={LOCALES.map((locale) => ({
          value: locale,
          label:
            locale === values.locale
              ? t('emailTemplates.thisLanguage', { locale: locale.toUpperCase() })
              : t('emailTemplates.savedLanguage', { locale: locale.toUpperCase() }),
        }))}
      />
      <Text size="sm">
        <b>{t('emailTemplates.subject')}:</b> {preview.data?.subject ?? '…'}
      </Text>
      {view === 'html' ? (
        <Box
          component="iframe"
          title={t('emailTemplates.preview')}
          sandbox=""
          srcDoc={preview.data?.html ?? ''}
          w="100%"
          h={380}
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, background: '#fff' }}
        />
      ) : (
        <Box
          component="pre"
          p="sm"
          h={380}
          style={{
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 8,
            margin: 0,
          }}
        >
          {preview.data?.text ?? ''}
        </Box>
      )}
      <Text size="xs" c="dimmed">
        {t('emailTemplates.previewHint')}
      </Text>
    </Stack>
  );
}
