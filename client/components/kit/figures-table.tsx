// Rows of money figures (a ledger's months or periods): a table on wide screens, one card a row on phones, each
// figure with its label. The eater's ledger (client/features/activity/ledger-sections.tsx) and the cook's
// (client/features/cook/cook-ledger-view.tsx) differ only in their rows, figures and test ids.
import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';

/** One money column: its label, its amount and, if it has one, the line under the amount (portions). */
export interface Figure<Row> {
  key: string;
  label: string;
  testId: string;
  amount: (row: Row) => string;
  under?: (row: Row) => string;
  /** The table shows this amount bold (amounts with a line under are always bold). */
  strong?: boolean;
}

interface Props<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column's header, and each row's name in it. */
  rowHeader: string;
  rowLabel: (row: Row) => string;
  /** A column before the figures: in the table a column, on a card beside the row's name. */
  aside?: { label: string; text: (row: Row) => string };
  figures: readonly Figure<Row>[];
  caption: string;
  /** From `wideFrom` on, the table (scrolling below `minWidth`); under it, cards of `cardCols` figures a line. */
  layout: { wideFrom: 'sm' | 'md'; minWidth: number; cardCols: number };
  testIds: { table: string; row: string; card: string };
}

export function FiguresTable<Row>(props: Props<Row>) {
  const { rows, rowKey, rowLabel, aside, figures, layout, testIds } = props;
  return (
    <>
      <Table.ScrollContainer minWidth={layout.minWidth} visibleFrom={layout.wideFrom}>
        <Table verticalSpacing="sm" data-testid={testIds.table} aria-label={props.caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{props.rowHeader}</Table.Th>
              {aside && <Table.Th ta="right">{aside.label}</Table.Th>}
              {figures.map((figure) => (
                <Table.Th key={figure.key} ta="right">
                  {figure.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} data-testid={testIds.row}>
                <Table.Th scope="row" fw={600}>
                  {rowLabel(row)}
                </Table.Th>
                {aside && <Table.Td ta="right">{aside.text(row)}</Table.Td>}
                {figures.map((figure) => (
                  <Table.Td
                    key={figure.key}
                    ta="right"
                    fw={figure.strong ? 700 : undefined}
                    data-testid={figure.testId}
                  >
                    {figure.under ? <Amount figure={figure} row={row} /> : figure.amount(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom={layout.wideFrom} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <Card key={rowKey(row)} component="li" withBorder radius="md" padding="md" data-testid={testIds.card}>
            {aside ? (
              <Group justify="space-between" mb="xs">
                <Text fw={700}>{rowLabel(row)}</Text>
                <Text size="sm" c="dimmed">
                  {aside.text(row)}
                </Text>
              </Group>
            ) : (
              <Text fw={700} mb="xs">
                {rowLabel(row)}
              </Text>
            )}
            <SimpleGrid cols={layout.cardCols} spacing="xs">
              {figures.map((figure) => (
                <div key={figure.key}>
                  <Text size="xs" c="dimmed">
                    {figure.label}
                  </Text>
                  <Amount figure={figure} row={row} />
                </div>
              ))}
            </SimpleGrid>
          </Card>
        ))}
      </Stack>
    </>
  );
}

function Amount<Row>({ figure, row }: { figure: Figure<Row>; row: Row }) {
  return (
    <>
      <Text size="sm" fw={700}>
        {figure.amount(row)}
      </Text>
      {figure.under && (
        <Text size="xs" c="dimmed">
          {figure.under(row)}
        </Text>
      )}
    </>
  );
}
