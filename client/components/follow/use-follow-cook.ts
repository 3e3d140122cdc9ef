// Following a cook, shared by the menu card and the profile: the cooks the signed-in user follows, and
// follow/unfollow with an optimistic list, a toast, and the list fetched again afterwards. The callbacks are the
// mutation's own (not mutate's), so they still run when the control that started it has gone (a closed menu, a
// removed row).
import { notifications } from '../../lib/toast';
import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { useSessionUser } from '../../app/session';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';

export type FollowedCook = inferRouterOutputs<AppRouter>['follows']['mine'][number];
export type CookName = Pick<FollowedCook, 'id' | 'firstName' | 'lastName'>;

export const cookName = (cook: Pick<CookName, 'firstName' | 'lastName'>) =>
  [cook.firstName, cook.lastName].filter(Boolean).join(' ');

/** The followed cooks of the signed-in user (nothing is asked for a visitor). */
export function useFollowedCooks() {
  const { user } = useSessionUser();
  return trpc.follows.mine.useQuery(undefined, { enabled: !!user, staleTime: 60_000 });
}

export function useIsFollowing(cookId: string) {
  return useFollowedCooks().data?.some((cook) => cook.id === cookId) ?? false;
}

export function useSetFollow(cook: CookName) {
  const { t } = useTranslation(['follow', 'errors']);
  const utils = trpc.useUtils();
  const name = cookName(cook);
  const mutation = trpc.follows.set.useMutation({
    onMutate: async ({ follow }) => {
      await utils.follows.mine.cancel();
      const previous = utils.follows.mine.getData();
      utils.follows.mine.setData(undefined, (list = []) =>
        follow
          ? list.some((c) => c.id === cook.id)
            ? list
            : [...list, { ...cook, followedAt: new Date() }]
          : list.filter((c) => c.id !== cook.id),
      );
      return { previous };
    },
    onSuccess: ({ following }) =>
      notifications.show({
        color: 'teal',
        message: t(following ? 'follow:toast.followed' : 'follow:toast.unfollowed', { name }),
      }),
    onError: (error, _input, context) => {
      utils.follows.mine.setData(undefined, context?.previous);
      notifications.show({ color: 'red', message: t(`errors:codes.${appError(error).code}`) });
    },
    onSettled: () => utils.follows.mine.invalidate(),
  });
  return { set: (follow: boolean) => mutation.mutate({ cookId: cook.id, follow }), pending: mutation.isPending };
}
