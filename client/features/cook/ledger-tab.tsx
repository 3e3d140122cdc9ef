// The ledger tab of the cook's workspace (the cash ledger): what is still to be paid, per week or month
// (by the meal's pickup date) the portions handed out, paid, waived and unpaid with their euro totals, and who owes
// what, each with "Settle". A table on wide screens, cards on phones; the CSV holds the same periods, one row per
// preorder.
import { Button, Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_PERIODS, type LedgerPeriod } from '../../../shared/schemas/ledger';
import { trpc } from '../../app/trpc';
import { CsvButton } from '../../components/csv-button';
import { useFormat } from '../../lib/use-format';
import type { CookLedger } from './cook-model';
import { SettleDialog, type PaymentTarget } from './payment-dialogs';
import { LoadError } from '../../components/kit/load-error';
import { ClaimedBadge } from './payment-claim';

type Period = CookLedger['periods'][number];
type Debt = CookLedger['unpaid'][number];
type Figure = keyof Omit<Period, 'start'>;
const FIGURES: readonly Figure[] = ['handedOut', 'paid', 'waived', 'unpaid'];

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

interface Props {
  period: LedgerPeriod;
  onPeriodChange: (period: LedgerPeriod) => void;
  onGoToPreorders: () => void;
}

export function LedgerTab({ period, onPeriodChange, onGoToPreorders }: Props) {
  const { t } = useTranslation(['ledger', 'common']);
  const format = useFormat();
  const utils = trpc.useUtils();
  const ledger = trpc.ledger.cook.useQuery({ period });
  const [settling, setSettling] = useState<PaymentTarget | null>(null);
  /** A week as its Monday to Sunday, a month by its name. */
  const periodLabel = (start: string) =>
    period === 'week' ? format.dateRange(start, addDays(start, 6)) : format.month(start);
  const afterSettle = () =>
    Promise.all([
      utils.ledger.cook.invalidate(),
      utils.preorders.forCook.invalidate(),
      utils.meals.dashboard.invalidate(),
    ]);

  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {t('cook.intro')}
      </Text>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={period}
          onChange={(value) => onPeriodChange(value as LedgerPeriod)}
          data={LEDGER_PERIODS.map((value) => ({ value, label: t(`cook.period.${value}`) }))}
          aria-label={t('cook.periodLabel')}
          data-testid="ledger-period-switch"
          styles={{
            root: { minHeight: 44 },
            label: { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 36 },
          }}
        />
        <CsvButton load={(locale) => utils.ledger.cookCsv.fetch({ period, locale }, { staleTime: 0 })} />
      </Group>

      {ledger.isPending && <Skeleton h={280} radius="md" />}
      {ledger.isError && (
        <LoadError title={t('cook.loadFailed')} onRetry={ledger.refetch} retrying={ledger.isFetching} />
      )}

      {ledger.isSuccess && ledger.data.periods.length === 0 && (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" ta="center" gap="xs">
            <Title order={2} fz="lg">
              {t('cook.empty.title')}
            </Title>
            <Text c="dimmed">{t('cook.empty.text')}</Text>
            <Button variant="default" mt="sm" onClick={onGoToPreorders}>
              {t('cook.empty.action')}
            </Button>
          </Stack>
        </Card>
      )}

      {ledger.isSuccess && ledger.data.periods.length > 0 && (
        <>
          <Card withBorder radius="md" padding="md" maw={420}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconCash size={28} aria-hidden style={{ flex: 'none', marginTop: 4 }} />
              <div>
                <Text size="sm" c="dimmed">
                  {t('cook.outstanding')}
                </Text>
                <Text fz={28} fw={800} data-testid="ledger-outstanding">
                  {format.price(ledger.data.outstanding.cents)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('cook.outstandingPortions', { count: ledger.data.outstanding.portions })}
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
                  {ledger.data.periods.map((row) => (
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
              {ledger.data.periods.map((row) => (
                <Card
                  key={row.start}
                  component="li"
                  withBorder
                  radius="md"
                  padding="md"
                  data-testid="ledger-period-card"
                >
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
            {ledger.data.unpaid.length === 0 ? (
              <Text c="dimmed" data-testid="ledger-unpaid-empty">
                {t('cook.unpaidEmpty')}
              </Text>
            ) : (
              <DebtList debts={ledger.data.unpaid} onSettle={setSettling} />
            )}
            {ledger.data.unpaidTruncated && (
              <Text size="sm" c="dimmed">
                {t('cook.unpaidMore', { count: ledger.data.unpaid.length })}
              </Text>
            )}
          </Stack>
        </>
      )}
      <SettleDialog target={settling} onClose={() => setSettling(null)} onDone={afterSettle} />
    </Stack>
  );
}

const debtTarget = (debt: Debt): PaymentTarget => ({
  id: debt.id,
  eater: debt.person,
  meal: debt.mealTitle,
  quantity: debt.quantity,
  totalCents: debt.amountCents,
  pickupDate: debt.pickupDate,
});

function DebtList({ debts: owed, onSettle }: { debts: Debt[]; onSettle: (target: PaymentTarget) => void }) {
  const { t } = useTranslation(['ledger', 'cook', 'common']);
  // An erased eater has no name left (docs/privacy.md); what they owe stays, under "Deleted user".
  const debts = owed.map((debt) => ({ ...debt, person: debt.person || t('common:deletedUser') }));
  const format = useFormat();
  const settle = (debt: Debt) => (
    <Button
      size="sm"
      variant="light"
      color="teal"
      onClick={() => onSettle(debtTarget(debt))}
      aria-label={t('cook.settleFor', { eater: debt.person, meal: debt.mealTitle })}
    >
      {t('cook.settle')}
    </Button>
  );
  return (
    <>
      <Table.ScrollContainer minWidth={640} visibleFrom="md">
        <Table verticalSpacing="sm" highlightOnHover data-testid="ledger-unpaid" aria-label={t('cook.unpaidCaption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('csv.date')}</Table.Th>
              <Table.Th>{t('csv.meal')}</Table.Th>
              <Table.Th>{t('csv.eater')}</Table.Th>
              <Table.Th ta="right">{t('csv.amount')}</Table.Th>
              <Table.Th>{t('cook:preorders.table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {debts.map((debt) => (
              <Table.Tr key={debt.id} data-testid="ledger-debt">
                <Table.Td>
                  <Text size="sm">{format.date(debt.pickupDate, 'weekday')}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {debt.mealTitle}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('cook:preorders.quantity', { count: debt.quantity, price: format.price(debt.priceCents) })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {debt.person}
                  </Text>
                  {debt.paymentClaimed && <ClaimedBadge />}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={700}>
                    {format.price(debt.amountCents)}
                  </Text>
                </Table.Td>
                <Table.Td>{settle(debt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {debts.map((debt) => (
          <Card key={debt.id} component="li" withBorder radius="md" padding="md" data-testid="ledger-debt-card">
            <Group justify="space-between" align="flex-start" wrap="nowrap" mb={4}>
              <div style={{ minWidth: 0 }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {debt.person}
                </Text>
                {debt.paymentClaimed && <ClaimedBadge />}
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {debt.mealTitle}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.date(debt.pickupDate, 'weekday')} ·{' '}
                  {t('cook:preorders.quantity', { count: debt.quantity, price: format.price(debt.priceCents) })}
                </Text>
              </div>
              <Text fw={800} style={{ whiteSpace: 'nowrap' }}>
                {format.price(debt.amountCents)}
              </Text>
            </Group>
            {settle(debt)}
          </Card>
        ))}
      </Stack>
    </>
  );
}
