// The preorders tab's two summary cards: the portions and the expected revenue of the open reservations.
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';

interface Summary {
  activePortions: number;
  expectedRevenueCents: number;
}

function SummaryCard({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value !== undefined ? (
        <Text fz={28} fw={800} data-testid={testId}>
          {value}
        </Text>
      ) : (
        <Skeleton h={36} mt={4} />
      )}
    </Card>
  );
}

/** `summary` is undefined until the first page has come. */
export function PreorderSummary({ summary }: { summary: Summary | undefined }) {
  const { t } = useTranslation('cook');
  const format = useFormat();
  return (
    <SimpleGrid cols={2} spacing="md">
      <SummaryCard
        label={t('preorders.summary.portions')}
        value={summary && format.number(summary.activePortions)}
        testId="summary-portions"
      />
      <SummaryCard
        label={t('preorders.summary.revenue')}
        value={summary && format.price(summary.expectedRevenueCents)}
        testId="summary-revenue"
      />
    </SimpleGrid>
  );
}
