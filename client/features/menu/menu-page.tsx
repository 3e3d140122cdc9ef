// The office menu: day views and filters in the URL, banners, meal cards with live
// portions, the reserve and report-a-meal dialogs, the sample menu for an empty menu seen by visitors, and Office Not Found.
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '../../../shared/enums';
import { useSessionUser } from '../../app/session';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { useNow } from '../../lib/use-now';
import { useOnline } from '../../lib/use-online';
import { MenuBanners } from './menu-banners';
import { MenuDays } from './menu-days';
import { MenuHeader } from './menu-header';
import { MenuEmpty, MenuLoading } from './menu-placeholders';
import { MenuFilters } from './menu-filters';
import { menuMealsInput, type MenuSearch } from './menu-model';
import { ClosedDayNotices, OfflineNotice } from './menu-notices';
import { OfficeNotFound } from './office-not-found';
import { SampleMenu } from './sample-menu';
import { useColleagueMenu } from './use-waitlist-and-handovers';
import { useMenuDialogs } from './use-menu-dialogs';
import { useMenuSavedAt } from './use-menu-saved-at';
import { LoadError } from '../../components/kit/load-error';

export { OfficeNotFound } from './office-not-found';

interface Props {
  slug: string;
  search: MenuSearch;
  /** False while the filters still wait for the saved diet (the session). */
  ready?: boolean;
  onSearchChange: (next: Partial<MenuSearch>) => void;
}

export function MenuPage({ slug, search, ready = true, onSearchChange }: Props) {
  const { t } = useTranslation(['menu', 'common']);
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

  const menuDialogs = useMenuDialogs({ slug, user, online, returnTo });

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

  return (
    <Stack gap="lg" py="md">
      <MenuHeader
        slug={slug}
        office={office.data}
        updating={meals.isRefetching && online}
        liveEnabled={office.isSuccess}
        onPortions={(mealId) => void colleague.onPortions(mealId)}
      />

      <OfflineNotice online={online} savedAt={savedAt} />
      {office.data && (
        <Suspense fallback={null}>
          <MenuBanners user={user} office={office.data} returnTo={returnTo} />
        </Suspense>
      )}
      <ClosedDayNotices office={office.data} day={search.day} now={now} />
      <Suspense fallback={null}>
        <MenuFilters search={search} onChange={onSearchChange} />
      </Suspense>

      {office.isError && appError(office.error).code !== 'officeNotFound' ? (
        <LoadError title={t('loadFailed')} onRetry={office.refetch} retrying={office.isFetching} />
      ) : (
        meals.isError && <LoadError title={t('loadFailed')} onRetry={meals.refetch} retrying={meals.isFetching} />
      )}

      {(office.isPending || meals.isPending) && !meals.isError && !office.isError && <MenuLoading />}

      {showSample && <SampleMenu next={returnTo} />}

      {meals.isSuccess && list.length === 0 && !showSample && <MenuEmpty filtered={filtered} day={search.day} />}

      {office.data && (
        <MenuDays
          meals={list}
          office={office.data}
          search={search}
          now={now}
          user={user}
          memberOrAdmin={memberOrAdmin}
          onReserve={menuDialogs.startReserve}
          onReport={menuDialogs.startReport}
          colleague={colleague}
        />
      )}

      {colleague.dialogs}
      {menuDialogs.dialogs}
    </Stack>
  );
}
