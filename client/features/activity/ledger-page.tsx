// /activity/ledger (the cash ledger): what the user still owes and to whom (collected, paid later), and
// per month of the pickup date what they collected, spent, got for free and still owe; the CSV has one row per
// collected preorder. A table on wide screens, cards on phones.
import { Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { trpc } from '../../app/trpc';
import { CsvButton } from '../../components/csv-button';
import { ButtonLink } from '../../components/link-button';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/use-format';
import { LoadError } from '../../components/kit/load-error';

type Month = inferRouterOutputs<AppRouter>['ledger']['eater']['months'][number];
const FIGURES = ['spentCents', 'waivedCents', 'owedCents'] as const satisfies readonly (keyof Month)[];
const FIGURE_KEY = { spentCents: 'spent', waivedCents: 'waived', owedCents: 'owed' } as const;

export function EaterLedgerPage() {
  const { t } = useTranslation(['ledger', 'common']);
  useDocumentTitle(t('eater.title'));
  const format = useFormat();
  const utils = trpc.useUtils();
  const ledger = trpc.ledger.eater.useQuery();

  return (
    <Stack gap="lg" py="md">
      <PageHeader
        title={t('eater.title')}
        subtitle={t('eater.subtitle')}
        actions={
          <Group gap="xs">
            <ButtonLink to="/activity" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
              {t('eater.backToReservations')}
            </ButtonLink>
            <CsvButton load={(locale) => utils.ledger.eaterCsv.fetch({ locale }, { staleTime: 0 })} />
          </Group>
        }
      />
      {ledger.isPending && <Skeleton h={240} radius="md" />}
      {ledger.isError && (
        <LoadError title={t('eater.loadFailed')} onRetry={ledger.refetch} retrying={ledger.isFetching} />
      )}
      {ledger.isSuccess && ledger.data.months.length === 0 && (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" ta="center" gap="xs">
            <Title order={2} fz="lg">
              {t('eater.empty.title')}
            </Title>
            <Text c="dimmed">{t('eater.empty.text')}</Text>
            <ButtonLink to="/menu" mt="sm">
              {t('eater.empty.action')}
            </ButtonLink>
          </Stack>
        </Card>
      )}
      {ledger.isSuccess && ledger.data.months.length > 0 && (
        <>
          <Stack gap="sm" component="section" aria-labelledby="ledger-owed">
            <Title order={2} fz="lg" id="ledger-owed">
              {t('eater.owedTitle')}
            </Title>
            {ledger.data.owed.length === 0 ? (
              <Text c="dimmed" data-testid="ledger-owed-nothing">
                {t('eater.owedNothing')}
              </Text>
            ) : (
              <>
                <Text fz={28} fw={800} data-testid="ledger-owed-total">
                  {format.price(ledger.data.totalOwedCents)}
                </Text>
                <SimpleGrid
                  cols={{ base: 1, sm: 2, lg: 3 }}
                  spacing="sm"
                  component="ul"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  aria-label={t('eater.owedCaption')}
                >
                  {ledger.data.owed.map((debt) => (
                    <Card
                      key={debt.cookId}
                      component="li"
                      withBorder
                      radius="md"
                      padding="md"
                      data-testid="ledger-owed-to"
                    >
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <div style={{ minWidth: 0 }}>
                          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                            {t('eater.owedTo', { cook: debt.cook })}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {t('eater.portions', { count: debt.portions })}
                          </Text>
                        </div>
                        <Text fw={800} style={{ whiteSpace: 'nowrap' }}>
                          {format.price(debt.cents)}
                        </Text>
                      </Group>
                    </Card>
                  ))}
                </SimpleGrid>
              </>
            )}
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby="ledger-months">
            <Title order={2} fz="lg" id="ledger-months">
              {t('eater.monthsTitle')}
            </Title>
            <Table.ScrollContainer minWidth={560} visibleFrom="sm">
              <Table verticalSpacing="sm" data-testid="ledger-months" aria-label={t('eater.monthsCaption')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('eater.table.month')}</Table.Th>
                    <Table.Th ta="right">{t('eater.table.collected')}</Table.Th>
                    {FIGURES.map((figure) => (
                      <Table.Th key={figure} ta="right">
                        {t(`eater.table.${FIGURE_KEY[figure]}`)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {ledger.data.months.map((month) => (
                    <Table.Tr key={month.month} data-testid="ledger-month">
                      <Table.Th scope="row" fw={600}>
                        {format.month(month.month)}
                      </Table.Th>
                      <Table.Td ta="right">{t('eater.portions', { count: month.collectedPortions })}</Table.Td>
                      {FIGURES.map((figure) => (
                        <Table.Td
                          key={figure}
                          ta="right"
                          fw={figure === 'spentCents' ? 700 : undefined}
                          data-testid={`month-${FIGURE_KEY[figure]}`}
                        >
                          {format.price(month[figure])}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack gap="sm" hiddenFrom="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {ledger.data.months.map((month) => (
                <Card
                  key={month.month}
                  component="li"
                  withBorder
                  radius="md"
                  padding="md"
                  data-testid="ledger-month-card"
                >
                  <Group justify="space-between" mb="xs">
                    <Text fw={700}>{format.month(month.month)}</Text>
                    <Text size="sm" c="dimmed">
                      {t('eater.portions', { count: month.collectedPortions })}
                    </Text>
                  </Group>
                  <SimpleGrid cols={3} spacing="xs">
                    {FIGURES.map((figure) => (
                      <div key={figure}>
                        <Text size="xs" c="dimmed">
                          {t(`eater.table.${FIGURE_KEY[figure]}`)}
                        </Text>
                        <Text size="sm" fw={700}>
                          {format.price(month[figure])}
                        </Text>
                      </div>
                    ))}
                  </SimpleGrid>
                </Card>
              ))}
            </Stack>
          </Stack>
        </>
      )}
    </Stack>
  );
}
