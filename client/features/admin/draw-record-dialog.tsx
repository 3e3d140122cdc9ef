// "Draw record" on a row of /admin/meals: a fair draw's seed, its entrants with their weights, places and outcomes,
// and whether replaying it from the seed gives the same result (meals.drawRecord, server/services/draws.ts; the
// server answers only the meal's cook and its organization's admins). docs/features.md "Fair draw".
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { QueryBoundary } from '../../components/kit/query-boundary';
import { Modal } from '../../components/modal';
import { useFormat } from '../../lib/use-format';
import type { AdminMeal } from './admin-model';

export function DrawRecordDialog({ meal, onClose }: { meal: AdminMeal | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      opened={meal !== null}
      onClose={onClose}
      title={meal ? t('meals.drawRecordTitle', { title: meal.title }) : ''}
      centered
      size="lg"
    >
      {meal && <DrawRecord mealId={meal.id} />}
    </Modal>
  );
}

type Entrant = { outcome: 'won' | 'lost' | null; reserved: boolean; waitlisted: boolean };
const outcomeKey = (e: Entrant) =>
  e.outcome === 'won'
    ? e.reserved
      ? 'won'
      : 'wonNotReserved'
    : e.outcome === 'lost'
      ? e.waitlisted
        ? 'lostWaitlisted'
        : 'lost'
      : 'open';

function DrawRecord({ mealId }: { mealId: string }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const record = trpc.meals.drawRecord.useQuery({ mealId });
  return (
    <QueryBoundary query={record}>
      {(draw) => (
        <Stack gap="sm">
          {draw.drawnAt === null ? (
            <Text size="sm">{t('meals.drawNotRun', { closesAt: format.dateTime(draw.closesAt) })}</Text>
          ) : (
            <Text size="sm">
              {t('meals.drawSeed')}: <code>{draw.seed}</code> · {t('meals.drawPortions')}:{' '}
              {format.number(draw.portions ?? 0)}
            </Text>
          )}
          {draw.entrants.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('meals.drawNoEntrants')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('meals.drawPlace')}</Table.Th>
                    <Table.Th>{t('meals.drawEntrant')}</Table.Th>
                    <Table.Th>{t('meals.drawWeight')}</Table.Th>
                    <Table.Th>{t('meals.drawQuantity')}</Table.Th>
                    <Table.Th>{t('meals.drawOutcome')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {draw.entrants.map((entrant) => (
                    <Table.Tr key={entrant.userId}>
                      <Table.Td>{entrant.position === null ? '' : format.number(entrant.position)}</Table.Td>
                      <Table.Td>{entrant.name}</Table.Td>
                      <Table.Td>{entrant.weight === null ? '' : format.number(entrant.weight)}</Table.Td>
                      <Table.Td>{format.number(entrant.quantity)}</Table.Td>
                      <Table.Td>{t(`meals.drawOutcomes.${outcomeKey(entrant)}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {draw.replayMatches !== null && (
            <Badge variant="light" color={draw.replayMatches ? 'teal' : 'red'} style={{ alignSelf: 'flex-start' }}>
              {t(draw.replayMatches ? 'meals.drawReplayMatches' : 'meals.drawReplayDiffers')}
            </Badge>
          )}
        </Stack>
      )}
    </QueryBoundary>
  );
}
