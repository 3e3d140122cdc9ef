// Keeps an open menu live: the server pushes changes (menu.live, server-sent events), an office's changes a few
// times a second at most (server/realtime/hub.ts). Portions changes are written into every cached copy of this
// office's menu; heartbeats only keep the stream open; "the meals changed" and "changes may have been missed" (a
// resync, or this connection coming back after a loss) fetch the menu again. Those refetches wait a small random time
// and coalesce, so the open menus of a whole office do not all ask at the same moment, and one page asks once.
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { trpc } from '../../app/trpc';
import type { MenuMeal } from './menu-model';

/** The longest random wait before refetching after a meal changed, and after changes may have been missed. */
export const CHANGED_JITTER_MS = 500;
export const RESYNC_JITTER_MS = 3000;
/**
 * An answer this recent when the stream first opens is not asked again: a page the server rendered a moment ago
 * (its answers came with the HTML) takes a few seconds on a slow phone to load, hydrate and connect, and asking again
 * then would fetch the menu twice on every first visit. Older copies (kept from an earlier visit) are asked again.
 */
export const FIRST_CONNECT_GRACE_MS = 10_000;

/** `onPortions` hears each meal whose portions moved (the viewer may have been promoted from its waitlist). */
export function useLiveMenu(slug: string, enabled: boolean, onPortions?: (mealId: string) => void) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** One refetch of the office and its meals after a random wait; later requests join the one already waiting. */
  const refetchSoon = useCallback(
    (maxDelayMs: number) => {
      if (pending.current !== undefined) return;
      pending.current = setTimeout(() => {
        pending.current = undefined;
        void utils.menu.office.invalidate({ slug });
        void utils.menu.meals.invalidate({ slug });
      }, Math.random() * maxDelayMs);
    },
    [slug, utils],
  );
  useEffect(() => () => clearTimeout(pending.current), []);

  const subscription = trpc.menu.live.useSubscription(
    { slug },
    {
      enabled,
      onData: (event) => {
        if (event.kind === 'heartbeat') return;
        if (event.kind === 'resync') return refetchSoon(RESYNC_JITTER_MS);
        if (event.kind === 'changed') return refetchSoon(CHANGED_JITTER_MS);
        const portions = new Map(event.meals.map((meal) => [meal.mealId, meal.availablePortions]));
        queryClient.setQueriesData<MenuMeal[]>({ queryKey: getQueryKey(trpc.menu.meals, { slug }, 'query') }, (meals) =>
          meals?.map((meal) => {
            const availablePortions = portions.get(meal.id);
            return availablePortions === undefined ? meal : { ...meal, availablePortions };
          }),
        );
        for (const mealId of portions.keys()) onPortions?.(mealId);
      },
    },
  );

  const live = subscription.status === 'pending';
  const wasLive = useRef(false);
  const lost = useRef(false);
  useEffect(() => {
    // Back after a loss: whatever changed meanwhile was missed.
    if (live && lost.current) refetchSoon(RESYNC_JITTER_MS);
    // The first connection: what changed between the menu's answer and now was never sent to this page (a page
    // rendered a moment ago, a copy kept from an earlier visit): asked again unless the answer is that recent.
    if (live && !wasLive.current && !lost.current) {
      const answeredAt = queryClient
        .getQueriesData<MenuMeal[]>({ queryKey: getQueryKey(trpc.menu.meals, { slug }, 'query') })
        .map(([key]) => queryClient.getQueryState(key)?.dataUpdatedAt ?? 0);
      if (answeredAt.some((at) => Date.now() - at > FIRST_CONNECT_GRACE_MS)) refetchSoon(CHANGED_JITTER_MS);
    }
    if (live) lost.current = false;
    else if (wasLive.current) lost.current = true;
    wasLive.current = live;
  }, [live, refetchSoon, queryClient, slug]);

  return { live };
}
