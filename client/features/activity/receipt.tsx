// The receipt of a paid reservation on /activity: what, how many, the total, when and how it was paid.
import { Card, Group, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import type { Preorder } from './activity-model';

export function Receipt({ preorder }: { preorder: Preorder }) {
  const { t } = useTranslation('activity');
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="sm" bg="var(--mantine-color-default-hover)" aria-label={t('receipt.title')}>
      <Group gap={6} mb={6}>
        <IconReceipt size={16} aria-hidden />
        <Text fw={600} size="sm">
          {t('receipt.title')}
        </Text>
      </Group>
      <Table verticalSpacing={4} fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('receipt.item')}</Table.Th>
            <Table.Td>{preorder.meal.title}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('receipt.quantity')}</Table.Th>
            <Table.Td>{preorder.quantity}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('receipt.total')}</Table.Th>
            <Table.Td>{format.price(preorder.totalCents)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('receipt.paidAt')}</Table.Th>
            <Table.Td>{format.dateTime(preorder.paidAt!, preorder.meal.officeTimeZone)}</Table.Td>
          </Table.Tr>
          {preorder.paidMethod && (
            <Table.Tr>
              <Table.Th>{t('receipt.method')}</Table.Th>
              <Table.Td>{t(`methods.${preorder.paidMethod}`)}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
