// The menu header's two badges, each a leaf that renders alone: "live" while the stream is connected, and
// "Updating…" while the menu on screen is asked for again.
import { Badge } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveMenu } from './use-live-menu';

const noSubscription = () => () => {};

/**
 * The menu's live stream and its "live" badge. The stream's state lives here, in a leaf, not in the page: its changes
 * (connecting, then live, moments after the page starts) re-render only this badge. Were they the page's, each would
 * render the whole menu again, and React hydrates a part still waiting behind its Suspense boundary synchronously,
 * in one long task, when its parent renders it again (docs/decisions/026-react-in-the-browser.md).
 */
export function LiveMenu(props: { slug: string; enabled: boolean; onPortions: (mealId: string) => void }) {
  const { t } = useTranslation('menu');
  const { live } = useLiveMenu(props.slug, props.enabled, props.onPortions);
  if (!live) return null;
  return (
    <Badge variant="dot" color="teal" title={t('live')}>
      {t('liveShort')}
    </Badge>
  );
}

/**
 * "Updating…" while a menu on screen is asked for again (a copy kept from an earlier visit, or a return to the tab).
 * Never during hydration: a kept copy's stale answers count as fetching from the first render in the browser, which
 * would then differ from the server's markup.
 */
export function UpdatingBadge({ updating }: { updating: boolean }) {
  const { t } = useTranslation('menu');
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated || !updating) return null;
  return (
    <Badge variant="dot" color="gray" data-testid="menu-updating">
      {t('updating')}
    </Badge>
  );
}
