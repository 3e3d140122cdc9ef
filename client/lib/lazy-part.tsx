// A part of a page whose code loads when first wanted (a dialog, a drawer, a menu), and which may not load: offline
// with a file the service worker does not keep, or weak Wi-Fi. React.lazy would then throw into the page's error
// screen, and a pointer resting on a button that preloads the part would leave an uncaught rejection. Here a part
// that cannot load says so in a toast, closes (its `onClose`, when it has one) and is tried again the next time it
// is rendered; preloading never throws.
import { lazy, useEffect, type ComponentType } from 'react';
import { i18n } from '../app/i18n';
import { notifications } from './toast';

/** How browsers word a module that could not be fetched (Chromium, Firefox, Safari), and Vite's preload failure. */
const CHUNK_LOAD_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|preload CSS/i;

export const isChunkLoadError = (error: unknown) =>
  CHUNK_LOAD_ERROR.test(error instanceof Error ? error.message : String(error));

/** Says the part could not load and closes it; from then on, rendering the part tries to load it again. */
function unavailable(retry: () => void) {
  return function Unavailable({ onClose }: { onClose?: () => void }) {
    useEffect(() => {
      retry();
      const offline = !navigator.onLine;
      notifications.show({
        id: 'part-unavailable',
        color: offline ? 'orange' : 'red',
        title: offline ? undefined : i18n.t('common:state.loadFailed'),
        message: i18n.t(offline ? 'common:state.offline' : 'common:state.loadFailedText'),
      });
      onClose?.();
    }, [onClose]);
    return null;
  };
}

/**
 * `lazyPart(() => import('./x'), (module) => module.X)`: the component (render it inside a Suspense boundary) and
 * `preload`, for pointing at or focusing what opens it.
 */
export function lazyPart<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  const attempt = () =>
    lazy(async (): Promise<{ default: ComponentType<Props> }> => {
      try {
        return { default: pick(await load()) };
      } catch (error) {
        if (!isChunkLoadError(error)) throw error;
        return { default: unavailable(() => (current = attempt())) as ComponentType<Props> };
      }
    });
  let current = attempt();
  function Part(props: Props) {
    const Current = current;
    return <Current {...props} />;
  }
  return { Part, preload: () => void load().catch(() => {}) };
}
