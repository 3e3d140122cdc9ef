// Toasts (Mantine's notifications) load with the first one shown: most visits never show one, and the library with
// its transitions is about 6 KiB of every page's first load otherwise. `notifications.show` is the one
// call the app makes; the container mounts (lazily, inside the providers) once a toast has been asked for, and the
// store keeps a toast shown before it mounts, so it appears then.
import type { NotificationData } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '../../shared/constants';

const load = () => import('@mantine/notifications');
const Container = lazy(() => load().then((module) => ({ default: module.Notifications })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const notifications = {
  show(data: NotificationData) {
    if (!wanted) {
      wanted = true;
      listeners.forEach((listener) => listener());
    }
    load().then(
      (module) => void module.notifications.show(data),
      // Offline after a deploy, or the file is gone: the page's stale-build handler deals with the latter.
      (error: unknown) => console.error('Toasts could not be loaded', error),
    );
  },
};

/** The toasts' container, once the first toast is wanted (never on the server, so never during hydration). */
export function LazyToasts() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Container limit={TOAST_MAX_VISIBLE} autoClose={TOAST_DURATION_MS} position="top-center" />
    </Suspense>
  );
}
