// The reservations, each with its actions: a table on wider screens, cards on phones (both are rendered; the
// breakpoint shows one).
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import {
  EaterDetails,
  PaymentBadges,
  PickupText,
  QuantityText,
  StatusBadges,
  type PreorderListProps,
} from './preorder-parts';

export function PreorderList(props: PreorderListProps) {
  return (
    <>
      <PreordersTable {...props} />
      <PreorderCards {...props} />
    </>
  );
}

const COLUMNS = ['meal', 'eater', 'quantity', 'status', 'payment', 'created', 'actions'] as const;

function PreordersTable({ preorders, actions }: PreorderListProps) {
  const { t } = useTranslation('cook');
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={860} visibleFrom="md">
      <Table
        verticalSpacing="sm"
        highlightOnHover
        data-testid="preorders-table"
        aria-label={t('preorders.table.caption')}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} ta={column === 'quantity' ? 'right' : undefined}>
                {t(`preorders.table.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preorders.map((preorder) => (
            <Table.Tr key={preorder.id} data-testid="preorder-row">
              <Table.Td>
                <Text fw={600} size="sm">
                  {preorder.meal.title}
                </Text>
                <PickupText preorder={preorder} />
              </Table.Td>
              <Table.Td>
                <EaterDetails preorder={preorder} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <QuantityText preorder={preorder} />
                <Text size="sm" fw={700}>
                  {format.price(preorder.totalCents)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <StatusBadges preorder={preorder} />
                </Group>
              </Table.Td>
              <Table.Td>
                <PaymentBadges preorder={preorder} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.dateTime(preorder.createdAt)}</Text>
              </Table.Td>
              <Table.Td>{actions(preorder)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PreorderCards({ preorders, actions }: PreorderListProps) {
  const { t } = useTranslation('cook');
  const format = useFormat();
  return (
    <Stack gap="sm" hiddenFrom="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {preorders.map((preorder) => (
        <Card key={preorder.id} component="li" withBorder radius="md" padding="md" data-testid="preorder-item">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {preorder.meal.title}
                </Text>
                <PickupText preorder={preorder} />
              </div>
              <Text fw={800} style={{ whiteSpace: 'nowrap' }}>
                {format.price(preorder.totalCents)}
              </Text>
            </Group>
            <div>
              <EaterDetails preorder={preorder} />
            </div>
            <QuantityText preorder={preorder} />
            <Group gap={6}>
              <StatusBadges preorder={preorder} />
              <PaymentBadges preorder={preorder} />
            </Group>
            <Text size="xs" c="dimmed">
              {t('preorders.createdAt', { when: format.dateTime(preorder.createdAt) })}
            </Text>
            {actions(preorder)}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
