// The signed-in user as the client knows it (auth.session), for layouts, guards and features.
import { trpc } from './trpc';

export const SESSION_STALE_MS = 30_000;

export function useSessionUser() {
  const query = trpc.auth.session.useQuery(undefined, { staleTime: SESSION_STALE_MS });
  return { user: query.data ?? null, isLoading: query.isPending };
}

export type SessionUser = NonNullable<ReturnType<typeof useSessionUser>['user']>;

/** Inside guarded routes: the user the guard let in, kept fresh by the session query (null while signing out). */
export function useSignedInUser() {
  return useSessionUser().user;
}
