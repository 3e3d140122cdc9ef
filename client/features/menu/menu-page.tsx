// The office menu: day views and filters in the URL, banners, meal cards with live
// portions, the reserve and report-a-meal dialogs, the sample menu for an empty menu seen by visitors, and Office Not Found.
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '../../lib/toast';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { IconCalendarOff, IconLink, IconMapPinOff, IconWifiOff } from '@tabler/icons-react';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '../../../shared/enums';
import { menuDates } from '../../../shared/office-time';
import { useSessionUser } from '../../app/session';
import { trpc } from '../../app/trpc';
import { ButtonLink } from '../../components/link-button';
import { PageHeader } from '../../components/page-header';
import { appError } from '../../lib/app-error';
import { useFormat } from '../../lib/use-format';
import { useNow } from '../../lib/use-now';
import { useOnline } from '../../lib/use-online';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { MealCard } from './meal-card';
import { MenuBanners } from './menu-banners';
import { MenuFilters } from './menu-filters';
import { currentState, menuMealsInput, type MenuMeal, type MenuSearch } from './menu-model';
import { ReportMealDialog, ReserveDialog } from './menu-dialogs';
import { SampleMenu } from './sample-menu';
import { useColleagueMenu } from './use-waitlist-and-handovers';
import { useLiveMenu } from './use-live-menu';
import { LoadError } from '../../components/kit/load-error';

interface Props {
  slug: string;
  search: MenuSearch;
  /** False while the filters still wait for the saved diet (the session). */
  ready?: boolean;
  onSearchChange: (next: Partial<MenuSearch>) => void;
}

export function MenuPage({ slug, search, ready = true, onSearchChange }: Props) {
  const { t } = useTranslation(['menu', 'common']);
  const format = useFormat();
  const navigate = useNavigate();
  const now = useNow();
  const { user } = useSessionUser();
  const office = trpc.menu.office.useQuery(
    { slug },
    { retry: (count, error) => appError(error).code !== 'officeNotFound' && count < 3 },
  );
  const meals = trpc.menu.meals.useQuery(menuMealsInput(slug, search), {
    enabled: office.isSuccess && ready,
    placeholderData: keepPreviousData,
  });
  const [reserving, setReserving] = useState<MenuMeal | null>(null);
  // Loaded when first opened (menu-dialogs.ts), then kept.
  const reserveWanted = useOpenedOnce(reserving !== null);
  const [reporting, setReporting] = useState<MenuMeal | null>(null);
  useDocumentTitle(office.data ? t('title', { office: office.data.name }) : t('card.reserve'));

  const returnTo = `/${slug}/menu?day=${search.day}`;
  const online = useOnline();
  const savedAt = useMenuSavedAt(slug, meals.isSuccess && !meals.isPlaceholderData ? meals.dataUpdatedAt : 0, online);
  const colleague = useColleagueMenu({
    signedIn: !!user,
    returnTo,
    meals: meals.data ?? [],
    now,
    timeZone: office.data?.timeZone ?? 'Europe/Vilnius',
  });

  if (office.isError && appError(office.error).code === 'officeNotFound') return <OfficeNotFound />;

  const memberOrAdmin = !!user && (isAdminRole(user.role) || user.officeId === office.data?.id);
  const list = meals.data ?? [];
  const filtered = search.diet.length > 0 || search.exclude.length > 0;
  const showSample =
    !!office.data &&
    meals.isSuccess &&
    list.length === 0 &&
    !filtered &&
    (!user || (!user.officeId && !isAdminRole(user.role)));
  const byDate = groupByDate(list);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/o/${slug}/menu?day=tomorrow`);
      notifications.show({ color: 'teal', message: t('copied') });
    } catch {
      notifications.show({ color: 'red', message: t('copyFailed') });
    }
  };

  const startReserve = (meal: MenuMeal) => {
    if (!online) return void notifications.show({ color: 'orange', message: t('offline.reserveNeedsNetwork') });
    if (!user) void navigate({ to: '/auth', search: { next: returnTo } });
    else setReserving(meal);
  };
  const startReport = (meal: MenuMeal) => {
    setReserving(null);
    if (!user) void navigate({ to: '/auth', search: { next: returnTo } });
    else setReporting(meal);
  };

  return (
    <Stack gap="lg" py="md">
      <PageHeader
        title={office.data ? t('title', { office: office.data.name }) : <Skeleton h={36} w={260} />}
        subtitle={t('subtitle')}
        actions={
          <Group gap="xs">
            <UpdatingBadge updating={meals.isRefetching && online} />
            <LiveMenu
              slug={slug}
              enabled={office.isSuccess}
              onPortions={(mealId) => void colleague.onPortions(mealId)}
            />
            <Button variant="default" leftSection={<IconLink size={16} aria-hidden />} onClick={copyLink}>
              {t('copyLink')}
            </Button>
          </Group>
        }
      />

      {!online && (
        <Alert
          color="gray"
          variant="light"
          icon={<IconWifiOff size={18} />}
          title={t('offline.title')}
          data-testid="offline-notice"
        >
          {savedAt ? t('offline.savedAt', { when: format.dateTime(new Date(savedAt)) }) : t('offline.noCopy')}{' '}
          {t('offline.reserveNeedsNetwork')}
        </Alert>
      )}
      {office.data && (
        <Suspense fallback={null}>
          <MenuBanners user={user} office={office.data} returnTo={returnTo} />
        </Suspense>
      )}
      {office.data &&
        closedDaysIn(office.data.closedDays, menuDates(search.day, office.data.timeZone, new Date(now))).map((day) => (
          <Alert
            key={day.date}
            color="orange"
            icon={<IconCalendarOff size={20} aria-hidden />}
            title={t('closedDay', { label: day.label })}
            data-testid="closed-day-notice"
          >
            {t('closedDayHint', { date: format.date(day.date, 'long') })}
          </Alert>
        ))}
      <Suspense fallback={null}>
        <MenuFilters search={search} onChange={onSearchChange} />
      </Suspense>

      {office.isError && appError(office.error).code !== 'officeNotFound' ? (
        <LoadError title={t('loadFailed')} onRetry={office.refetch} retrying={office.isFetching} />
      ) : (
        meals.isError && <LoadError title={t('loadFailed')} onRetry={meals.refetch} retrying={meals.isFetching} />
      )}

      {(office.isPending || meals.isPending) && !meals.isError && !office.isError && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={420} radius="lg" />
          ))}
        </SimpleGrid>
      )}

      {showSample && <SampleMenu next={returnTo} />}

      {meals.isSuccess && list.length === 0 && !showSample && (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" ta="center" gap={4}>
            <Text fw={600}>{filtered ? t('empty.filtered') : t(`empty.${search.day}`)}</Text>
            <Text c="dimmed" size="sm">
              {t('empty.hint')}
            </Text>
          </Stack>
        </Card>
      )}

      {office.data &&
        byDate.map(([date, dayMeals], dayIndex) => (
          <Stack key={date} gap="sm" component="section" aria-label={format.date(date, 'long')}>
            {/* Every day has its h2 (the cards' titles are h3); one day alone is already named by the tabs. */}
            {search.day === 'week' ? (
              <Title order={2} fz="lg">
                {format.date(date, 'long')}
              </Title>
            ) : (
              <VisuallyHidden component="h2">{format.date(date, 'long')}</VisuallyHidden>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {dayMeals.map((meal, index) => (
                <Suspense key={meal.id} fallback={null}>
                  <MealCard
                    first={dayIndex === 0 && index === 0}
                    meal={meal}
                    state={currentState(meal, now)}
                    timeZone={office.data.timeZone}
                    showDate={search.day === 'week'}
                    myAllergens={user?.allergens ?? []}
                    canReserve={!user || memberOrAdmin}
                    canFollow={!!user && user.officeId === office.data.id}
                    onReserve={startReserve}
                    onReport={startReport}
                    colleague={colleague.viewFor(meal)}
                  />
                </Suspense>
              ))}
            </SimpleGrid>
          </Stack>
        ))}

      {colleague.dialogs}
      {reserveWanted && (
        <Suspense fallback={null}>
          <ReserveDialog
            meal={reserving}
            slug={slug}
            myAllergens={user?.allergens ?? []}
            onClose={() => setReserving(null)}
            onReport={startReport}
          />
        </Suspense>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportMealDialog meal={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

function groupByDate(meals: MenuMeal[]): [string, MenuMeal[]][] {
  const groups = new Map<string, MenuMeal[]>();
  for (const meal of meals) groups.set(meal.pickupDate, [...(groups.get(meal.pickupDate) ?? []), meal]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * When this device last loaded the office's menu from the network (kept per office), to say how old the menu is
 * that the service worker shows offline.
 */
function useMenuSavedAt(slug: string, loadedAt: number, online: boolean) {
  const key = `menu-saved-at:${slug}`;
  useEffect(() => {
    if (!online || loadedAt === 0) return;
    try {
      window.localStorage.setItem(key, String(loadedAt));
    } catch {
      // Storage can be blocked; the offline notice then says it has no time.
    }
  }, [key, loadedAt, online]);
  if (online) return null;
  try {
    const saved = Number(window.localStorage.getItem(key));
    return saved > 0 ? saved : null;
  } catch {
    return null;
  }
}

/** An unknown office's link: said plainly, with the way home (also the server's 404 page for it). */
export function OfficeNotFound() {
  const { t } = useTranslation('menu');
  return (
    <Card withBorder radius="lg" padding="xl" mt="xl" maw={560} mx="auto">
      <Stack align="center" ta="center" gap="sm">
        <IconMapPinOff size={48} stroke={1.4} aria-hidden />
        <Title order={1} fz={26}>
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
      </Stack>
    </Card>
  );
}

const noSubscription = () => () => {};

/**
 * The menu's live stream and its "live" badge. The stream's state lives here, in a leaf, not in the page: its changes
 * (connecting, then live, moments after the page starts) re-render only this badge. Were they the page's, each would
 * render the whole menu again, and React hydrates a part still waiting behind its Suspense boundary synchronously,
 * in one long task, when its parent renders it again (docs/decisions/026-react-in-the-browser.md).
 */
function LiveMenu(props: { slug: string; enabled: boolean; onPortions: (mealId: string) => void }) {
  const { t } = useTranslation('menu');
  const { live } = useLiveMenu(props.slug, props.enabled, props.onPortions);
  if (!live) return null;
  return (
    <Badge variant="dot" color="teal" title={t('live')}>
      {t('liveShort')}
    </Badge>
  );
}

/**
 * "Updating…" while a menu on screen is asked for again (a copy kept from an earlier visit, or a return to the tab).
 * Never during hydration: a kept copy's stale answers count as fetching from the first render in the browser, which
 * would then differ from the server's markup.
 */
function UpdatingBadge({ updating }: { updating: boolean }) {
  const { t } = useTranslation('menu');
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated || !updating) return null;
  return (
    <Badge variant="dot" color="gray" data-testid="menu-updating">
      {t('updating')}
    </Badge>
  );
}

/** The office's closed days among the dates the view shows (the server refuses meals on them). */
const closedDaysIn = <T extends { date: string }>(closed: T[], dates: string[]) =>
  closed.filter((day) => dates.includes(day.date));
