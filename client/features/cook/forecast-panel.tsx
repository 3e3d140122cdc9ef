// Who is in, beside the new meal's form (docs/features.md, "Office days and forecast"): for each of the next 10 days
// how many colleagues are in, how many of them usually eat (with how far off that was in the past 4 weeks), their
// saved diets and allergens, and the portions other cooks already offer. The server sends no count under 5
// (docs/decisions/065-forecast-privacy-and-prediction.md); such a count reads "fewer than 5".
import { Accordion, Stack, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIETARY_TAGS } from '../../../shared/enums';
import { FORECAST_DAYS_MAX } from '../../../shared/schemas/office-days';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/_app';
import { trpc } from '../../app/trpc';
import { EmptyState } from '../../components/kit/empty-state';
import { QueryBoundary } from '../../components/kit/query-boundary';
import { useFormat } from '../../lib/use-format';

type ForecastDay = inferRouterOutputs<AppRouter>['meals']['forecast'][number];

export function ForecastPanel() {
  const { t } = useTranslation('cook');
  // The table (and its query) only while open: a folded panel's content is kept hidden, where its query would not
  // start and its loading skeleton would stay in the page unseen.
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Accordion variant="contained" radius="md" mb="md" data-testid="forecast" value={open} onChange={setOpen}>
      <Accordion.Item value="forecast">
        <Accordion.Control icon={<IconUsers size={18} aria-hidden />} mih={44}>
          {t('forecast.title')}
        </Accordion.Control>
        <Accordion.Panel>{open === 'forecast' && <ForecastTable />}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function ForecastTable() {
  const { t } = useTranslation(['cook', 'menu']);
  const format = useFormat();
  const query = trpc.meals.forecast.useQuery({ days: FORECAST_DAYS_MAX });
  const count = (value: number | null) => (value === null ? t('forecast.fewer') : format.number(value));
  const allergens = (day: ForecastDay) => {
    const shown = Object.entries(day.allergens).filter(([, n]) => n !== null);
    return shown.length === 0
      ? t('forecast.none')
      : shown.map(([allergen, n]) => `${t(`menu:allergens.${allergen as 'milk'}`)} ${format.number(n!)}`).join(', ');
  };
  return (
    <QueryBoundary
      query={query}
      errorTitle={t('forecast.error')}
      isEmpty={(days) => days.every((day) => day.present === null)}
      empty={<EmptyState title={t('forecast.emptyTitle')} text={t('forecast.empty')} testId="forecast-empty" />}
    >
      {(days) => (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('forecast.intro')}
          </Text>
          <Table.ScrollContainer minWidth={560} visibleFrom="sm">
            <Table striped withTableBorder fz="sm" verticalSpacing={6} data-testid="forecast-table">
              <Table.Caption>{t('forecast.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('forecast.day')}</Table.Th>
                  <Table.Th scope="col">{t('forecast.present')}</Table.Th>
                  <Table.Th scope="col">{t('forecast.usuallyEat')}</Table.Th>
                  <Table.Th scope="col">{t('forecast.diets')}</Table.Th>
                  <Table.Th scope="col">{t('forecast.allergens')}</Table.Th>
                  <Table.Th scope="col">{t('forecast.offered')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((day) => (
                  <Table.Tr key={day.date} data-testid="forecast-day">
                    <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                      {format.date(day.date, 'weekday')}
                      {day.closed && (
                        <Text span size="xs" c="dimmed" display="block">
                          {t('forecast.closed')}
                        </Text>
                      )}
                    </Table.Th>
                    <Table.Td>{count(day.present)}</Table.Td>
                    <Table.Td>
                      {count(day.usuallyEat)}
                      {day.meanAbsoluteError !== null && (
                        <Text span size="xs" c="dimmed" display="block">
                          {t('forecast.maeLine', { error: format.number(day.meanAbsoluteError) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {DIETARY_TAGS.map((tag) => `${t(`menu:tags.${tag}`)} ${count(day.diets[tag])}`).join(', ')}
                    </Table.Td>
                    <Table.Td>{allergens(day)}</Table.Td>
                    <Table.Td>{count(day.offeredPortions)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {/* A phone gets one short block per day instead of a table it would have to scroll sideways. */}
          <Stack gap="xs" hiddenFrom="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {days.map((day) => (
              <li key={day.date} data-testid="forecast-day-line">
                <Text size="sm" fw={600}>
                  {format.date(day.date, 'weekday')}
                  {day.closed && ` · ${t('forecast.closed')}`}
                </Text>
                <Text size="sm">
                  {t('forecast.present')}: {count(day.present)} · {t('forecast.usuallyEat')}: {count(day.usuallyEat)}
                  {day.meanAbsoluteError !== null &&
                    ` (${t('forecast.maeLine', { error: format.number(day.meanAbsoluteError) })})`}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('forecast.diets')}:{' '}
                  {DIETARY_TAGS.map((tag) => `${t(`menu:tags.${tag}`)} ${count(day.diets[tag])}`).join(', ')} ·{' '}
                  {t('forecast.allergens')}: {allergens(day)} · {t('forecast.offered')}: {count(day.offeredPortions)}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </QueryBoundary>
  );
}
