// An access request's cells on /admin/access-requests: who asked (with links to write or call them), and the
// landing page wizard's answers in words (or the note as it came, for a request the wizard did not make).
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccessRequest } from './admin-model';

export function Requester({ row }: { row: AccessRequest }) {
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {row.details?.name || row.email}
      </Text>
      {row.details?.role ? (
        <Text size="xs" c="dimmed">
          {row.details.role}
        </Text>
      ) : null}
      <Anchor href={`mailto:${row.email}`} size="sm" display="inline-block" py={4}>
        {row.email}
      </Anchor>
      {row.details?.phone ? (
        <Anchor href={`tel:${row.details.phone.replace(/[^+\d]/g, '')}`} size="sm" display="inline-block" py={4}>
          {row.details.phone}
        </Anchor>
      ) : null}
    </Stack>
  );
}

export function WizardAnswers({ row }: { row: AccessRequest }) {
  const { t } = useTranslation('admin');
  /** An answer of the wizard in words, or the raw value when it is not one the wizard offers. */
  const answer = (group: 'cookingInterest' | 'currentSetup' | 'startTimeframe', value: string | undefined) =>
    value
      ? t(`accessRequests.answerTexts.${group}.${value}` as 'accessRequests.answerTexts.cookingInterest.many', {
          defaultValue: value,
        })
      : '—';
  return row.details ? (
    <Stack gap={2}>
      <Text size="sm">
        {t('accessRequests.cooking', { value: answer('cookingInterest', row.details.cookingInterest) })}
      </Text>
      <Text size="sm">{t('accessRequests.setup', { value: answer('currentSetup', row.details.currentSetup) })}</Text>
      <Text size="sm">
        {t('accessRequests.start', { value: answer('startTimeframe', row.details.startTimeframe) })}
      </Text>
    </Stack>
  ) : (
    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
      {row.rawNote ?? '—'}
    </Text>
  );
}
