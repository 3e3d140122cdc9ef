// Who owes the cook what, each with "Settle": a table on wide screens, cards on phones.
import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import type { CookLedger } from './cook-model';
import { ClaimedBadge } from './payment-claim';
import type { PaymentTarget } from './payment-dialogs';

type Debt = CookLedger['unpaid'][number];

const debtTarget = (debt: Debt): PaymentTarget => ({
  id: debt.id,
  eater: debt.person,
  meal: debt.mealTitle,
  quantity: debt.quantity,
  totalCents: debt.amountCents,
  pickupDate: debt.pickupDate,
});

export function DebtList({ debts: owed, onSettle }: { debts: Debt[]; onSettle: (target: PaymentTarget) => void }) {
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
