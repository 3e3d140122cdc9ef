// An admin list's rows as columns: a table on desktop, a stack of cards on phones, each card listing the same
// fields with their labels under the row's primary field.
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import type { Column } from './admin-table';

export function Rows<Row>({
  label,
  columns,
  rows,
  rowKey,
  phone,
}: {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  phone: boolean;
}) {
  const primary = columns.find((column) => column.primary) ?? columns[0]!;
  return phone ? (
    <Stack gap="sm" role="list" aria-label={label}>
      {rows.map((row) => (
        <Card key={rowKey(row)} withBorder radius="md" padding="md" role="listitem">
          <Stack gap={6}>
            <Text fw={700} component="div">
              {primary.render(row)}
            </Text>
            {columns
              .filter((column) => column !== primary)
              .map((column) => (
                <Group key={column.key} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" c="dimmed">
                    {column.label}
                  </Text>
                  <div style={{ textAlign: 'right', minWidth: 0 }}>{column.render(row)}</div>
                </Group>
              ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  ) : (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.render(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
