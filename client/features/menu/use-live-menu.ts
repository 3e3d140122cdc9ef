// Keeps an open menu's portions live: the server pushes changes (menu.live, server-sent events); they are written
// into every cached copy of this office's menu. When the connection comes back after a loss, the menu is fetched
// again, since the changes sent meanwhile were missed.
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useEffect, useRef } from 'react';
import { trpc } from '../../app/trpc';
import type { MenuMeal } from './menu-model';

export function useLiveMenu(slug: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();

  const subscription = trpc.menu.live.useSubscription(
    { slug },
    {
      enabled,
      onData: (event) => {
        // The server's own connection to the database came back: changes may have been missed.
        if (event.kind === 'resync') {
          void utils.menu.meals.invalidate({ slug });
          return;
        }
        queryClient.setQueriesData<MenuMeal[]>({ queryKey: getQueryKey(trpc.menu.meals, { slug }, 'query') }, (meals) =>
          meals?.map((meal) => (meal.id === event.mealId ? { ...meal, availablePortions: event.availablePortions } : meal)),
        );
      },
    },
  );

  const live = subscription.status === 'pending';
  const wasLive = useRef(false);
  const lost = useRef(false);
  useEffect(() => {
    if (live && lost.current) void utils.menu.meals.invalidate({ slug });
    if (live) lost.current = false;
    else if (wasLive.current) lost.current = true;
    wasLive.current = live;
  }, [live, slug, utils]);

  return { live };
}
