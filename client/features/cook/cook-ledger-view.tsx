// The cook's ledger once it has data (client/features/cook/ledger-tab.tsx): what is still to be paid, the periods
// (a table on wide screens, cards on phones), and who owes what.
import { Card, Group, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FiguresTable } from '../../components/kit/figures-table';
import { TitledSection } from '../../components/kit/titled-section';
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

      <TitledSection id="ledger-periods" title={t('cook.periodsTitle')}>
        <FiguresTable
          rows={data.periods}
          rowKey={(row) => row.start}
          rowHeader={t('cook.table.period')}
          rowLabel={(row) => periodLabel(row.start)}
          figures={FIGURES.map((figure) => ({
            key: figure,
            label: t(`cook.table.${figure}`),
            testId: `period-${figure}`,
            amount: (row: Period) => format.price(row[figure].cents),
            under: (row: Period) => t('cook.portions', { count: row[figure].portions }),
          }))}
          caption={t('cook.table.caption')}
          layout={{ wideFrom: 'md', minWidth: 640, cardCols: 2 }}
          testIds={{ table: 'ledger-periods', row: 'ledger-period', card: 'ledger-period-card' }}
        />
      </TitledSection>

      <TitledSection id="ledger-unpaid" title={t('cook.unpaidTitle')}>
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
      </TitledSection>
    </>
  );
}
