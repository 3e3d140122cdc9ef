// The ledger tab of the cook's workspace (the cash ledger): what is still to be paid, per week or month
// (by the meal's pickup date) the portions handed out, paid, waived and unpaid with their euro totals, and who owes
// what, each with "Settle". A table on wide screens, cards on phones; the CSV holds the same periods, one row per
// preorder.
import { Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_PERIODS, type LedgerPeriod } from '../../../shared/schemas/ledger';
import { trpc } from '../../app/trpc';
import { CsvButton } from '../../components/csv-button';
import { useFormat } from '../../lib/use-format';
import { CookLedgerView } from './cook-ledger-view';
import type { PaymentTarget } from './payment-dialogs';
import { SettleDialog } from './settle-dialog';
import { EmptyState } from '../../components/kit/empty-state';
import { QueryBoundary } from '../../components/kit/query-boundary';

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

      <QueryBoundary
        query={ledger}
        skeleton={<Skeleton h={280} radius="md" />}
        errorTitle={t('cook.loadFailed')}
        isEmpty={(data) => data.periods.length === 0}
        empty={
          <EmptyState
            title={t('cook.empty.title')}
            text={t('cook.empty.text')}
            action={
              <Button variant="default" mt="sm" onClick={onGoToPreorders}>
                {t('cook.empty.action')}
              </Button>
            }
          />
        }
      >
        {(data) => <CookLedgerView data={data} periodLabel={periodLabel} onSettle={setSettling} />}
      </QueryBoundary>
      <SettleDialog target={settling} onClose={() => setSettling(null)} onDone={afterSettle} />
    </Stack>
  );
}
