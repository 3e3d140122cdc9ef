import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../app/config';
import { useFormat } from '../../lib/use-format';

const LAST_UPDATED = '2026-11-26';

const SECTIONS = {
  privacy: [
    ['privacy.collectTitle', 'privacy.collect'],
    ['privacy.useTitle', 'privacy.use'],
    ['privacy.shareTitle', 'privacy.share'],
    ['privacy.retentionTitle', 'privacy.retention'],
    ['privacy.rightsTitle', 'privacy.rights'],
  ],
  terms: [
    ['terms.serviceTitle', 'terms.service'],
    ['terms.cooksTitle', 'terms.cooks'],
    ['terms.eatersTitle', 'terms.eaters'],
    ['terms.conductTitle', 'terms.conduct'],
    ['terms.contactTitle', 'terms.contact'],
  ],
} as const;

/** The privacy policy or the terms: a title, an intro and short titled sections. */
export function LegalPage({ kind }: { kind: keyof typeof SECTIONS }) {
  const { t } = useTranslation('legal');
  const format = useFormat();
  const email = appConfig().company.email;
  useDocumentTitle(t(`${kind}.title`));
  return (
    <Stack gap="md" maw={760} py="md" component="article">
      <Title order={1}>{t(`${kind}.title`)}</Title>
      <Text size="sm" c="dimmed">
        {t(`${kind}.updated`, { date: format.date(LAST_UPDATED, 'long') })}
      </Text>
      <Text size="lg">{t(`${kind}.intro`)}</Text>
      {SECTIONS[kind].map(([titleKey, textKey]) => (
        <Stack key={textKey} gap={4} component="section">
          <Title order={2} fz="lg">
            {t(titleKey)}
          </Title>
          <Text>{t(textKey, { email })}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
