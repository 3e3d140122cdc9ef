// The eater's ledger once it has data (client/features/activity/ledger-page.tsx): what is still owed, and the months.
import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { useFormat } from '../../lib/use-format';

type Month = inferRouterOutputs<AppRouter>['ledger']['eater']['months'][number];
const FIGURES = ['spentCents', 'waivedCents', 'owedCents'] as const satisfies readonly (keyof Month)[];
const FIGURE_KEY = { spentCents: 'spent', waivedCents: 'waived', owedCents: 'owed' } as const;

type Ledger = inferRouterOutputs<AppRouter>['ledger']['eater'];

/** What the user still owes, in total and to each cook. */
export function OwedSection({ data }: { data: Ledger }) {
  const { t } = useTranslation('ledger');
  const format = useFormat();
  return (
    <Stack gap="sm" component="section" aria-labelledby="ledger-owed">
      <Title order={2} fz="lg" id="ledger-owed">
        {t('eater.owedTitle')}
      </Title>
      {data.owed.length === 0 ? (
        <Text c="dimmed" data-testid="ledger-owed-nothing">
          {t('eater.owedNothing')}
        </Text>
      ) : (
        <>
          <Text fz={28} fw={800} data-testid="ledger-owed-total">
            {format.price(data.totalOwedCents)}
          </Text>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="sm"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t('eater.owedCaption')}
          >
            {data.owed.map((debt) => (
              <Card key={debt.cookId} component="li" withBorder radius="md" padding="md" data-testid="ledger-owed-to">
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
  );
}

/** Per month: collected, spent, got for free and still owed; a table on wide screens, cards on phones. */
export function MonthsSection({ data }: { data: Ledger }) {
  const { t } = useTranslation('ledger');
  const format = useFormat();
  return (
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
            {data.months.map((month) => (
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
        {data.months.map((month) => (
          <Card key={month.month} component="li" withBorder radius="md" padding="md" data-testid="ledger-month-card">
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
  );
}
