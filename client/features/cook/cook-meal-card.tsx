// One of the cook's meals: cover photo, badges, pickup, portions left of total, reserved, expected revenue, and
// the actions (edit, activate/deactivate, view preorders, cook again, withdraw, a word to its eaters) the cook may
// take on it now.
import { Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TellEaters } from '../../components/cook/tell-eaters';
import { useFormat } from '../../lib/use-format';
import { CookMealCover } from './cook-meal-cover';
import { CookMealMenu } from './cook-meal-menu';
import { COOK_BADGE_COLOR } from '../../components/cook/badge-color';
import type { CookMeal } from './cook-model';

export interface MealActions {
  onEdit: (meal: CookMeal) => void;
  onToggleActive: (meal: CookMeal) => void;
  onPreorders: (meal: CookMeal) => void;
  onCookAgain: (meal: CookMeal) => void;
  onWithdraw: (meal: CookMeal) => void;
  /** Withdraw this meal and the later meals of its weekly series. */
  onStopSeries: (meal: CookMeal) => void;
}

interface Props extends MealActions {
  meal: CookMeal;
  /** Create and edit are allowed (not suspended, has an office). Withdrawing and preorders always are. */
  canEdit: boolean;
  toggling: boolean;
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

export function CookMealCard({ meal, canEdit, toggling, onEdit, onPreorders, ...actions }: Props) {
  const { t } = useTranslation('cook');
  const format = useFormat();
  const headingId = `cook-meal-${meal.id}`;
  const withdrawn = meal.withdrawn;
  const editable = canEdit && !withdrawn;

  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      component="article"
      aria-labelledby={headingId}
      data-testid="cook-meal-card"
    >
      <Box pos="relative">
        <CookMealCover meal={meal} />
        <Group gap={6} pos="absolute" top={10} left={10}>
          <Badge color={COOK_BADGE_COLOR[meal.badge]} variant="filled" data-testid="meal-badge">
            {t(`badge.${meal.badge}`)}
          </Badge>
          {meal.hasReservations && !withdrawn && (
            <Badge color="blue" variant="filled">
              {t('card.hasReservations')}
            </Badge>
          )}
          {meal.seriesId !== null && (
            <Badge color="grape" variant="filled" data-testid="series-badge">
              {t('card.series')}
            </Badge>
          )}
        </Group>
        <CookMealMenu meal={meal} canEdit={canEdit} toggling={toggling} {...actions} />
      </Box>
      <Stack gap="sm" p="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {meal.title}
          </Title>
          <Text fw={800} fz="lg" c="brand" style={{ whiteSpace: 'nowrap' }}>
            {format.price(meal.priceCents)}
          </Text>
        </Group>
        <Stack gap={2}>
          <Text size="sm">
            {t('card.pickup', {
              date: format.date(meal.pickupDate, 'weekday'),
              window: format.timeRange(meal.pickupStart, meal.pickupEnd),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('card.orderBy', { when: format.dateTime(new Date(meal.cutoffAt), meal.timeZone) })}
          </Text>
        </Stack>
        <SimpleGrid cols={3} spacing="xs">
          <Figure
            label={t('card.left')}
            value={t('card.leftOf', { left: meal.availablePortions, total: meal.totalPortions })}
            testId="meal-portions"
          />
          <Figure
            label={t('card.reserved')}
            value={format.number(meal.reservedPortions + meal.collectedPortions)}
            testId="meal-reserved"
          />
          <Figure label={t('card.revenue')} value={format.price(meal.expectedRevenueCents)} />
        </SimpleGrid>
        <TellEaters meal={meal} />
        <Group gap="xs" mt="auto" wrap="nowrap">
          {editable && (
            <Button
              variant="light"
              px="md"
              onClick={() => onEdit(meal)}
              style={{ flex: 1 }}
              aria-label={t('card.actions.editMeal', { meal: meal.title })}
            >
              {t('card.actions.edit')}
            </Button>
          )}
          <Button
            variant="default"
            px="md"
            onClick={() => onPreorders(meal)}
            style={{ flex: 1 }}
            aria-label={t('card.actions.preordersOf', { meal: meal.title })}
          >
            {t('card.actions.preorders')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
