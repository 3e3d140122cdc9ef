// The cook's ledger once it has data (client/features/cook/ledger-tab.tsx): what is still to be paid, the periods
// (a table on wide screens, cards on phones), and who owes what.
import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import type { CookLedger } from './cook-model';
import { DebtList } from './debt-list';
import type { PaymentTarget } from './payment-dialogs';

type Period = CookLedger['periods'][number];
type Figure = keyof Omit<Period, 'start'>;
const FIGURES: readonly Figure[] = ['handedOut', 'paid', 'waived', 'unpaid'];

export function CookLedgerView({
  data,
  periodLabel,
  onSettle,
}: {
  data: CookLedger;
  /** A period by its first day, in words. */
  periodLabel: (start: string) => string;
  onSettle: (target: PaymentTarget) => void;
}) {
  const { t } = useTranslation(['ledger', 'common']);
  const format = useFormat();
  return (
    <>
      <Card withBorder radius="md" padding="md" maw={420}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCash size={28} aria-hidden style={{ flex: 'none', marginTop: 4 }} />
          <div>
            <Text size="sm" c="dimmed">
              {t('cook.outstanding')}
            </Text>
            <Text fz={28} fw={800} data-testid="ledger-outstanding">
              {format.price(data.outstanding.cents)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('cook.outstandingPortions', { count: data.outstanding.portions })}
            </Text>
          </div>
        </Group>
      </Card>

      <Stack gap="sm" component="section" aria-labelledby="ledger-periods">
        <Title order={2} fz="lg" id="ledger-periods">
          {t('cook.periodsTitle')}
        </Title>
        <Table.ScrollContainer minWidth={640} visibleFrom="md">
          <Table verticalSpacing="sm" data-testid="ledger-periods" aria-label={t('cook.table.caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cook.table.period')}</Table.Th>
                {FIGURES.map((figure) => (
                  <Table.Th key={figure} ta="right">
                    {t(`cook.table.${figure}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.periods.map((row) => (
                <Table.Tr key={row.start} data-testid="ledger-period">
                  <Table.Th scope="row" fw={600}>
                    {periodLabel(row.start)}
                  </Table.Th>
                  {FIGURES.map((figure) => (
                    <Table.Td key={figure} ta="right" data-testid={`period-${figure}`}>
                      <Text size="sm" fw={700}>
                        {format.price(row[figure].cents)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('cook.portions', { count: row[figure].portions })}
                      </Text>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap="sm" hiddenFrom="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.periods.map((row) => (
            <Card key={row.start} component="li" withBorder radius="md" padding="md" data-testid="ledger-period-card">
              <Text fw={700} mb="xs">
                {periodLabel(row.start)}
              </Text>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
                {FIGURES.map((figure) => (
                  <div key={figure}>
                    <Text size="xs" c="dimmed">
                      {t(`cook.table.${figure}`)}
                    </Text>
                    <Text size="sm" fw={700}>
                      {format.price(row[figure].cents)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('cook.portions', { count: row[figure].portions })}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </Card>
          ))}
        </Stack>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="ledger-unpaid">
        <Title order={2} fz="lg" id="ledger-unpaid">
          {t('cook.unpaidTitle')}
        </Title>
        {data.unpaid.length === 0 ? (
          <Text c="dimmed" data-testid="ledger-unpaid-empty">
            {t('cook.unpaidEmpty')}
          </Text>
        ) : (
          <DebtList debts={data.unpaid} onSettle={onSettle} />
        )}
        {data.unpaidTruncated && (
          <Text size="sm" c="dimmed">
            {t('cook.unpaidMore', { count: data.unpaid.length })}
          </Text>
        )}
      </Stack>
    </>
  );
}
