import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page, its texts or the session load. Never suspends itself: it is a Suspense fallback. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Center h={fullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Loader aria-label={ready ? t('state.loading') : 'Loading…'} />
    </Center>
  );
}
