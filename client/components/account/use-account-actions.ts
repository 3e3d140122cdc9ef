// Account actions shared by the header menu and the profile page: cook mode, sign-out, saving the language.
import { notifications } from '../../lib/toast';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';

export function useAccountActions() {
  const { t } = useTranslation(['common', 'errors', 'auth']);
  const utils = trpc.useUtils();
  const router = useRouter();

  const toggleCookMode = trpc.auth.toggleCookMode.useMutation({
    onSuccess: async (result) => {
      notifications.show({ color: 'teal', message: t(result.message) });
      // The role decides pages and navigation: reload what depends on it (SPEC: the page reloads).
      await utils.invalidate();
      await router.invalidate();
    },
    onError: (error) => {
      const info = appError(error);
      notifications.show({
        color: 'red',
        message:
          info.code === 'generic' ? t('cookMode.failed', { message: error.message }) : t(`errors:codes.${info.code}`),
      });
    },
  });

  const signOut = trpc.auth.signOut.useMutation({
    onSettled: async () => {
      // What the service worker kept for offline use was this user's: the next person on the device starts clean.
      if ('caches' in window)
        await Promise.all(['menus', 'pages', 'public-pages'].map((name) => caches.delete(name))).catch(() => {});
      utils.auth.session.setData(undefined, null);
      await utils.invalidate();
      await router.invalidate();
      await router.navigate({ to: '/' });
      notifications.show({ color: 'teal', message: t('auth:messages.signedOut') });
    },
  });

  const updateProfile = trpc.auth.updateProfile.useMutation({
    onSuccess: (profile) => utils.auth.session.setData(undefined, profile),
  });

  /** The language follows the signed-in user to other devices and into e-mails; failures are only logged. */
  const saveLanguage = (locale: Locale) =>
    updateProfile.mutate({ locale }, { onError: (error) => console.warn('Could not save the language', error) });

  return { toggleCookMode, signOut, updateProfile, saveLanguage };
}
