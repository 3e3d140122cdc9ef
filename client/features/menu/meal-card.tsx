// One meal on the office menu: photo, title, cook, price, portions left (live), pickup window, order-by time,
// diet tags, allergens (the user's own flagged) and the reserve action (none on the cook's own meal).
import { Alert, Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Allergen } from '../../../shared/enums';
import { AllergenList, DietTags } from '../../components/food/allergens';
import { useFormat } from '../../lib/use-format';
import type { ColleagueView } from './waitlist-and-handover-actions';
import { FollowBadge } from './follow-cook';
import { MealCardAction } from './meal-card-action';
import { MealMoreButton } from './meal-more-button';
import { MealPhoto } from './meal-photo';
import type { MenuMeal, MenuState } from './menu-model';

const STATE_COLOR: Record<MenuState, string> = {
  available: 'teal',
  closed: 'gray',
  soldOut: 'red',
  unavailable: 'gray',
};

interface MealCardProps {
  meal: MenuMeal;
  state: MenuState;
  timeZone: string;
  showDate: boolean;
  myAllergens: Allergen[];
  /** Why the viewer may not reserve here at all (another office, no office): the button stays disabled. */
  canReserve: boolean;
  /** A signed-in member of the meal's office may follow its cook. */
  canFollow?: boolean;
  onReserve: (meal: MenuMeal) => void;
  /**
   * Opens the report-a-meal dialog (or sign-in first); offered to those who may reserve here, never on the cook's
   * own meal (the server refuses the rest).
   */
  onReport: (meal: MenuMeal) => void;
  /** The viewer's reservation, waitlist place and the offers to anyone they may take. */
  colleague: ColleagueView;
  /** The first card of the page (its photo is loaded first). */
  first?: boolean;
}

export function MealCard({
  meal,
  state,
  timeZone,
  showDate,
  myAllergens,
  canReserve,
  canFollow = false,
  onReserve,
  onReport,
  colleague,
  first = false,
}: MealCardProps) {
  const { t } = useTranslation('menu');
  const format = useFormat();
  const pickupWindow = format.timeRange(meal.pickupStart, meal.pickupEnd);
  const flagged = meal.allergens.filter((allergen) => myAllergens.includes(allergen));
  const headingId = `meal-${meal.id}`;

  return (
    <Card withBorder radius="lg" padding={0} component="article" aria-labelledby={headingId} data-testid="meal-card">
      <Box pos="relative">
        <MealPhoto photo={meal.photos[0]} alt={t('card.photo', { meal: meal.title })} first={first} />
        <Group gap={6} pos="absolute" top={10} left={10}>
          {state !== 'available' && (
            <Badge color={STATE_COLOR[state]} variant="filled">
              {t(`card.state.${state}`)}
            </Badge>
          )}
          {meal.isOwn && <Badge color="brand">{t('card.own')}</Badge>}
        </Group>
        {!meal.isOwn && canReserve && <MealMoreButton meal={meal} canFollow={canFollow} onReport={onReport} />}
      </Box>
      <Stack gap="sm" p="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {meal.title}
            </Title>
            <Group gap={6} wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('card.by', { name: [meal.cook.firstName, meal.cook.lastName].filter(Boolean).join(' ') })}
              </Text>
              <FollowBadge cookId={meal.cook.id} />
            </Group>
          </div>
          <Text fw={800} fz="xl" c="brand" style={{ whiteSpace: 'nowrap' }}>
            {format.price(meal.priceCents)}
          </Text>
        </Group>
        {meal.description && (
          <Text size="sm" lineClamp={3}>
            {meal.description}
          </Text>
        )}
        <Stack gap={2}>
          <Text size="sm">
            {showDate
              ? t('card.pickupOn', { date: format.date(meal.pickupDate, 'weekday'), window: pickupWindow })
              : t('card.pickup', { window: pickupWindow })}
          </Text>
          <Group gap={4} c="dimmed">
            <IconClock size={14} aria-hidden />
            <Text size="xs">{t('card.orderBy', { when: format.dateTime(new Date(meal.cutoffAt), timeZone) })}</Text>
          </Group>
        </Stack>
        <DietTags tags={meal.dietaryTags} />
        <AllergenList allergens={meal.allergens} mine={myAllergens} />
        {flagged.length > 0 && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
            <Text size="sm">
              {t('card.yourAllergens', { list: flagged.map((a) => t(`allergens.${a}`)).join(', ') })}
            </Text>
          </Alert>
        )}
        <MealCardAction
          meal={meal}
          state={state}
          canReserve={canReserve}
          onReserve={onReserve}
          colleague={colleague}
          timeZone={timeZone}
        />
      </Stack>
    </Card>
  );
}
