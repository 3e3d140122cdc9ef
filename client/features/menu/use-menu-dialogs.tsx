// The menu's reserve and report-a-meal dialogs: which meal each is open for, and the way to them (a visitor signs
// in first; reserving needs the network). The reserve dialog's code is loaded when first opened
// (client/features/menu/menu-dialogs.ts), then kept.
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../app/session';
import { notifications } from '../../lib/toast';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { ReportMealDialog, ReserveDialog } from './menu-dialogs';
import type { MenuMeal } from './menu-model';

interface Options {
  slug: string;
  user: SessionUser | null;
  online: boolean;
  /** Where signing in comes back to. */
  returnTo: string;
}

export function useMenuDialogs({ slug, user, online, returnTo }: Options) {
  const { t } = useTranslation('menu');
  const navigate = useNavigate();
  const [reserving, setReserving] = useState<MenuMeal | null>(null);
  const reserveWanted = useOpenedOnce(reserving !== null);
  const [reporting, setReporting] = useState<MenuMeal | null>(null);

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

  const dialogs = (
    <>
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
    </>
  );
  return { startReserve, startReport, dialogs };
}
