// The signed-in viewer's side of the menu: their reservations and waitlist places per meal, the offers
// to anyone they may take (not their own, not past their time), the join/take dialogs, and the moment the waitlist
// promotes them (a live portions change of a meal they wait for): the card and a toast say so at once.
import { notifications } from '../../lib/toast';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { useOpenedOnce } from '../../lib/use-opened-once';
import type { ColleagueView, Grab } from './waitlist-and-handover-actions';
import { JoinWaitlistDialog, TakeGrabDialog } from './menu-dialogs';
import type { MenuMeal } from './menu-model';

const isOpen = (status: string) => status === 'reserved' || status === 'active';

export function useColleagueMenu({
  signedIn,
  returnTo,
  meals,
  now,
  timeZone,
}: {
  signedIn: boolean;
  returnTo: string;
  meals: MenuMeal[];
  now: number;
  timeZone: string;
}) {
  const { t } = useTranslation(['waitlist-and-handovers', 'errors']);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const places = trpc.waitlist.mine.useQuery(undefined, { enabled: signedIn });
  // The eater's own reservations (the newest 200: every open one of this week's menus), not `upcoming`, which
  // holds only the next three.
  const reservations = trpc.preorders.mine.useQuery(undefined, { enabled: signedIn });
  const anyGrabs = meals.some((meal) => meal.grabs.length > 0);
  const offers = trpc.handovers.mine.useQuery(undefined, { enabled: signedIn && anyGrabs });
  const [joining, setJoining] = useState<MenuMeal | null>(null);
  const [taking, setTaking] = useState<{ meal: MenuMeal; grab: Grab } | null>(null);
  const leave = trpc.waitlist.leave.useMutation({
    onSuccess: () => notifications.show({ color: 'teal', message: t('waitlist.left') }),
    onError: (error) => notifications.show({ color: 'red', message: t(`errors:codes.${appError(error).code}`) }),
    onSettled: () => utils.waitlist.mine.invalidate(),
  });

  /**
   * Places whose promotion was announced. One promotion reaches the menu as several portions events (the cancel
   * gives the portion back, the promotion takes it: two), each checked against the waitlist while the first
   * refetch is on its way, so each would find the place gone; the toast is shown once per place.
   */
  const announced = useRef(new Set<string>());
  /** A live portions change: if the viewer waits for that meal, they may just have been promoted. */
  const onPortions = useCallback(
    async (mealId: string) => {
      const place = utils.waitlist.mine.getData()?.find((p) => p.mealId === mealId);
      if (!place) return;
      await Promise.all([
        utils.waitlist.mine.invalidate(),
        utils.preorders.mine.invalidate(),
        utils.preorders.upcoming.invalidate(),
      ]);
      const stillWaiting = utils.waitlist.mine.getData()?.some((p) => p.id === place.id);
      const reserved = utils.preorders.mine.getData()?.some((r) => r.meal.id === mealId && isOpen(r.status));
      if (!stillWaiting && reserved && !announced.current.has(place.id)) {
        announced.current.add(place.id);
        notifications.show({
          color: 'teal',
          title: t('waitlist.promotedTitle'),
          message: t('waitlist.promoted', { meal: place.meal.title }),
          autoClose: 10_000,
        });
      }
    },
    [t, utils],
  );

  const toSignIn = () => void navigate({ to: '/auth', search: { next: returnTo } });
  const ownOffers = new Set((offers.data?.made ?? []).map((offer) => offer.id));
  const viewFor = (meal: MenuMeal): ColleagueView => ({
    reservedPortions: (reservations.data ?? [])
      .filter((r) => r.meal.id === meal.id && isOpen(r.status))
      .reduce((sum, r) => sum + r.quantity, 0),
    place: places.data?.find((p) => p.mealId === meal.id) ?? null,
    grabs: meal.grabs.filter((grab) => Date.parse(grab.expiresAt) > now && !ownOffers.has(grab.id)),
    onJoin: (m) => (signedIn ? setJoining(m) : toSignIn()),
    onLeave: (place) => leave.mutate({ entryId: place.id }),
    onTake: (m, grab) => (signedIn ? setTaking({ meal: m, grab }) : toSignIn()),
    leaving: leave.isPending,
  });

  // Loaded when first opened (menu-dialogs.ts), then kept.
  const wanted = useOpenedOnce(joining !== null || taking !== null);
  const dialogs = wanted && (
    <Suspense fallback={null}>
      <JoinWaitlistDialog meal={joining} timeZone={timeZone} onClose={() => setJoining(null)} />
      <TakeGrabDialog target={taking} onClose={() => setTaking(null)} />
    </Suspense>
  );
  return { viewFor, onPortions, dialogs };
}
