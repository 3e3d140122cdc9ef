// The readiness page's parts (client/features/readiness/readiness-page.tsx): a titled card, and how prices, dates
// and times read in each language.
import { Card, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../shared/enums';
import { formatCalendarDate, formatDateTime, formatPrice, formatTimeOfDay } from '../../../shared/format';

export function ReadinessCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** A sample price, date, time and instant in every language, as the app formats them. */
export function FormattingSamples({ now }: { now: Date }) {
  const { t } = useTranslation('readiness');
  const today = now.toISOString().slice(0, 10);
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          {LOCALES.map((language) => (
            <Table.Th key={language}>{language.toUpperCase()}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(
          [
            ['price', (l: string) => formatPrice(1250, l)],
            ['date', (l: string) => formatCalendarDate(today, l, 'long')],
            ['time', (l: string) => formatTimeOfDay('12:30', l)],
            ['dateTime', (l: string) => formatDateTime(now, l)],
          ] as const
        ).map(([key, sample]) => (
          <Table.Tr key={key}>
            <Table.Th scope="row">{t(`formatting.${key}`)}</Table.Th>
            {LOCALES.map((language) => (
              <Table.Td key={language}>{sample(language)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
