// The eater's ledger once it has data (client/features/activity/ledger-page.tsx): what is still owed, and the months.
import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { FiguresTable } from '../../components/kit/figures-table';
import { TitledSection } from '../../components/kit/titled-section';
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
    <TitledSection id="ledger-owed" title={t('eater.owedTitle')}>
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
    </TitledSection>
  );
}

/** Per month: collected, spent, got for free and still owed; a table on wide screens, cards on phones. */
export function MonthsSection({ data }: { data: Ledger }) {
  const { t } = useTranslation('ledger');
  const format = useFormat();
  const figures = FIGURES.map((figure) => ({
    key: figure,
    label: t(`eater.table.${FIGURE_KEY[figure]}`),
    testId: `month-${FIGURE_KEY[figure]}`,
    amount: (month: Month) => format.price(month[figure]),
    strong: figure === 'spentCents',
  }));
  return (
    <TitledSection id="ledger-months" title={t('eater.monthsTitle')}>
      <FiguresTable
        rows={data.months}
        rowKey={(month) => month.month}
        rowHeader={t('eater.table.month')}
        rowLabel={(month) => format.month(month.month)}
        aside={{
          label: t('eater.table.collected'),
          text: (month) => t('eater.portions', { count: month.collectedPortions }),
        }}
        figures={figures}
        caption={t('eater.monthsCaption')}
        layout={{ wideFrom: 'sm', minWidth: 560, cardCols: 3 }}
        testIds={{ table: 'ledger-months', row: 'ledger-month', card: 'ledger-month-card' }}
      />
    </TitledSection>
  );
}
