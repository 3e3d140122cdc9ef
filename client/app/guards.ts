// Route guards (beforeLoad). They only decide where the browser goes; the server enforces every rule itself.
import { notifications } from '../lib/toast';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { i18n } from './i18n';
import { isAdminRole } from '../../shared/enums';
import { safeRedirectPath } from '../../shared/redirect';
import type { RouterContext } from './router';
import { SESSION_STALE_MS } from './session';

/** The cached session while fresh; refetched once stale or invalidated (after sign-in, sign-out, cook mode). */
export const loadSession = (context: RouterContext) =>
  context.utils.auth.session.fetch(undefined, { staleTime: SESSION_STALE_MS });
export type GuardUser = NonNullable<Awaited<ReturnType<typeof loadSession>>>;

/** Login required: no user -> /auth?redirect=<this path and query>. */
export async function requireUser(context: RouterContext, location: ParsedLocation): Promise<GuardUser> {
  const user = await loadSession(context);
  if (!user) throw redirect({ to: '/auth', search: { redirect: location.href } });
  return user;
}

/**
 * Where a signed-in user is at home: their dashboard. (Not / : that is the landing page for
 * everyone; it has a Dashboard button, but someone who just signed in came for the app, not the brochure.)
 */
export const SIGNED_IN_HOME = '/dashboard';

/** Guest-only page with a user present -> the requested target, else the dashboard. Both `redirect` and `next` are honoured. */
export async function requireGuest(context: RouterContext, search: { redirect?: string; next?: string }) {
  const user = await loadSession(context);
  if (user) throw redirect({ href: safeRedirectPath(search.redirect ?? search.next, SIGNED_IN_HOME) });
}

/** Admin pages: others get the 'unauthorized' toast and go home, their dashboard (not on a hover preload). */
export function requireAdmin(user: GuardUser, preload: boolean) {
  if (isAdminRole(user.role)) return;
  if (!preload) notifications.show({ color: 'red', message: i18n.t('errors:codes.unauthorized') });
  throw redirect({ to: SIGNED_IN_HOME });
}

/** /cook is for cooks: eaters go to their activity, admins to the admin panel, anyone else to the dashboard. */
export function requireCook(user: GuardUser) {
  if (user.role === 'cook') return;
  if (user.role === 'eater') throw redirect({ to: '/activity' });
  if (isAdminRole(user.role)) throw redirect({ to: '/admin' });
  throw redirect({ to: '/dashboard' });
}
