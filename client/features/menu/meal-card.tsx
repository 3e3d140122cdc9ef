// One meal on the office menu: photo, title, cook, price, portions left (live), pickup window, order-by time,
// diet tags, allergens (the user's own flagged) and the reserve action (none on the cook's own meal).
import {
  ActionIcon,
  Alert,
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconClock, IconDots, IconSoup } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Allergen } from '../../../shared/enums';
import { photoSrcSet, type PhotoVariantUrls } from '../../../shared/photo-variants';
import { AllergenList, DietTags } from '../../components/food/allergens';
import { ButtonLink } from '../../components/link-button';
import { useFormat } from '../../lib/use-format';
import { GrabsNotice, MyReservationNote, WaitlistControl, type ColleagueView } from './waitlist-and-handover-actions';
import { FollowBadge } from './follow-cook';
import { MealMoreMenu, preloadMenuDialogs, preloadMoreMenu } from './menu-dialogs';
import type { MenuMeal, MenuState } from './menu-model';

const STATE_COLOR: Record<MenuState, string> = {
  available: 'teal',
  closed: 'gray',
  soldOut: 'red',
  unavailable: 'gray',
};

/**
 * The card's width in the menu's grid: three of 384 px from `lg` (a 1200 px page), two from `sm` (at most half the
 * screen), one on phones (the screen less the page's 16 px padding on each side).
 */
const CARD_PHOTO_SIZES = '(min-width: 75em) 384px, (min-width: 48em) 50vw, calc(100vw - 32px)';

/**
 * `first`: the page's first photo, its largest paint on a phone: fetched at once and first, not when scrolled to.
 * The browser picks the variant (640, 1080 or 1600 px wide) that the card's width and the screen's density need.
 */
export function MealPhoto({ photo, alt, first = false }: { photo?: PhotoVariantUrls; alt: string; first?: boolean }) {
  return (
    <AspectRatio ratio={16 / 9}>
      {photo ? (
        // The photo's own size as attributes: the browser knows its shape before it arrives (no layout shift).
        <Image
          src={photo.card}
          srcSet={photoSrcSet(photo)}
          sizes={CARD_PHOTO_SIZES}
          alt={alt}
          fit="cover"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          width={photo.width}
          height={photo.height}
          style={{ height: 'auto' }}
        />
      ) : (
        <Box
          aria-hidden
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: 'linear-gradient(135deg, var(--mantine-color-brand-light), var(--mantine-color-yellow-light))',
          }}
        >
          <IconSoup size={48} color="var(--mantine-color-brand-6)" stroke={1.4} />
        </Box>
      )}
    </AspectRatio>
  );
}

/** The card's "⋯" button, the same before and after its menu is loaded (meal-more-menu.tsx). */
export const moreButtonProps = {
  pos: 'absolute',
  top: 6,
  right: 6,
  size: 44,
  radius: 'xl',
  variant: 'default',
  'aria-haspopup': 'menu',
} as const;

/** A plain button until first pressed; then the menu, loaded, takes its place and opens. */
function MealMoreButton({
  meal,
  canFollow,
  onReport,
}: {
  meal: MenuMeal;
  canFollow: boolean;
  onReport: (meal: MenuMeal) => void;
}) {
  const { t } = useTranslation('menu');
  const [wanted, setWanted] = useState(false);
  const button = (
    <ActionIcon
      {...moreButtonProps}
      aria-label={t('report.openOf', { meal: meal.title })}
      onClick={() => setWanted(true)}
      {...preloadMoreMenu.onIntent}
    >
      <IconDots size={20} aria-hidden />
    </ActionIcon>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <MealMoreMenu meal={meal} canFollow={canFollow} onReport={onReport} />
    </Suspense>
  );
}

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
        <Box mt="auto">
          <Group justify="space-between" mb={6}>
            <Text size="sm" fw={600} data-testid="portions-left" aria-live="polite">
              {t('card.portionsLeft', { count: meal.availablePortions })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('card.ofTotal', { total: meal.totalPortions })}
            </Text>
          </Group>
          <Progress value={(meal.availablePortions / meal.totalPortions) * 100} size="sm" aria-hidden mb="sm" />
          {meal.isOwn ? (
            // A cook cannot reserve their own meal (the server refuses it too): the card leads to the kitchen.
            <Stack gap={6} data-testid="own-meal">
              <Text size="sm" c="dimmed">
                {t('card.ownNote')}
              </Text>
              <ButtonLink to="/cook/$tab" params={{ tab: 'my-meals' }} variant="light" fullWidth>
                {t('card.manage')}
              </ButtonLink>
            </Stack>
          ) : (
            <Stack gap="xs">
              <MyReservationNote portions={colleague.reservedPortions} />
              {state !== 'unavailable' && <GrabsNotice meal={meal} view={colleague} />}
              {state === 'soldOut' ? (
                <WaitlistControl meal={meal} view={colleague} allowed={canReserve} />
              ) : (
                <Button
                  fullWidth
                  disabled={state !== 'available' || !canReserve}
                  onClick={() => onReserve(meal)}
                  {...preloadMenuDialogs.onIntent}
                >
                  {t('card.reserve')}
                </Button>
              )}
            </Stack>
          )}
        </Box>
      </Stack>
    </Card>
  );
}
