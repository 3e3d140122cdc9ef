// /readiness: translations, formatting samples, the server's configuration checks and the environment.
import { Badge, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { trpc } from '../../app/trpc';
import { Page } from '../../components/kit/page';
import { checkTranslations } from './translation-check';
import { LoadError } from '../../components/kit/load-error';
import { FormattingSamples, ReadinessCard } from './readiness-parts';

const STATUS_COLOR = { ok: 'teal', warning: 'yellow', error: 'red', info: 'blue' } as const;

export function ReadinessPage() {
  const { t, i18n } = useTranslation('readiness');
  const readiness = trpc.system.readiness.useQuery();
  const translations = useQuery({ queryKey: ['readiness', 'translations'], queryFn: checkTranslations });
  const now = new Date();
  const needsAttention =
    readiness.data?.configuration?.checks.some((check) => check.status === 'warning' || check.status === 'error') ||
    translations.data?.some((status) => status.missing > 0);

  return (
    <Page
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        readiness.data &&
        translations.data && (
          <Badge size="lg" color={needsAttention ? 'yellow' : 'teal'}>
            {needsAttention ? t('overall.attention') : t('overall.ready')}
          </Badge>
        )
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ReadinessCard title={t('sections.translations')}>
          {translations.isPending ? (
            <Skeleton h={48} />
          ) : (
            <Stack gap="xs">
              {translations.data?.map((status) => (
                <Group key={status.language} justify="space-between">
                  <Text>
                    {t('translations.loaded', { language: status.language.toUpperCase(), count: status.loaded })}
                  </Text>
                  <Badge color={status.missing ? 'red' : 'teal'}>
                    {status.missing
                      ? t('translations.missing', { language: status.language.toUpperCase(), count: status.missing })
                      : t('status.ok')}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </ReadinessCard>

        <ReadinessCard title={t('sections.formatting')}>
          <FormattingSamples now={now} />
        </ReadinessCard>

        <ReadinessCard title={t('sections.configuration')}>
          {readiness.isError && (
            <LoadError title={t('loadFailed')} onRetry={readiness.refetch} retrying={readiness.isFetching} />
          )}
          {readiness.isPending && <Skeleton h={160} />}
          {readiness.data && !readiness.data.configuration && <Text c="dimmed">{t('adminsOnly')}</Text>}
          <Stack gap="sm">
            {readiness.data?.configuration?.checks.map((check) => (
              <Stack key={check.id} gap={2}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={500}>{t(`checks.${check.id}`)}</Text>
                  <Badge color={STATUS_COLOR[check.status]}>{t(`status.${check.status}`)}</Badge>
                </Group>
                <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {check.value}
                </Text>
                {check.hint && (
                  <Text size="sm" c={check.status === 'warning' ? 'yellow' : 'dimmed'}>
                    {t(`checks.${check.hint}`, { value: check.value })}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        </ReadinessCard>

        <ReadinessCard title={t('sections.environment')}>
          {readiness.isPending && <Skeleton h={120} />}
          {readiness.data && (
            <Table>
              <Table.Tbody>
                {(
                  [
                    ...(readiness.data.configuration
                      ? ([
                          ['mode', readiness.data.configuration.environment.mode],
                          ['node', readiness.data.configuration.environment.node],
                          ['database', readiness.data.configuration.environment.database],
                        ] as const)
                      : []),
                    ['version', readiness.data.version],
                    ['serverTime', formatDateTime(new Date(readiness.data.serverTime), i18n.language)],
                    ['browser', navigator.language],
                  ] as const
                ).map(([key, value]) => (
                  <Table.Tr key={key}>
                    <Table.Th scope="row">{t(`environment.${key}`)}</Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </ReadinessCard>
      </SimpleGrid>
    </Page>
  );
}
