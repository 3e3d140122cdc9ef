// The e-mail switches on /profile.
import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { LoadError } from '../../components/kit/load-error';
import { notifications } from '../../lib/toast';

/** The signed-in user's e-mail switches, saved as they are flipped (the same as the /u/{token} page). */
export function EmailPreferences() {
  const { t } = useTranslation('profile');
  const utils = trpc.useUtils();
  const prefs = trpc.email.myPreferences.useQuery();
  const save = trpc.email.saveMyPreferences.useMutation({
    onSuccess: (saved) => {
      utils.email.myPreferences.setData(undefined, saved);
      notifications.show({ color: 'teal', message: t('emailPrefs.saved') });
    },
    onError: () => notifications.show({ color: 'red', message: t('emailPrefs.error') }),
  });
  const flip = (field: 'transactional' | 'marketing', value: boolean) =>
    prefs.data && save.mutate({ ...prefs.data, [field]: value });
  return (
    <Stack gap="sm" id="email-preferences" style={{ scrollMarginTop: 80 }}>
      <Text c="dimmed" size="sm">
        {t('preferences.notifications')}
      </Text>
      {prefs.isError ? (
        <LoadError onRetry={prefs.refetch} retrying={prefs.isFetching} />
      ) : !prefs.data ? (
        <Skeleton h={80} />
      ) : (
        <>
          <Switch
            checked={prefs.data.transactional}
            disabled={save.isPending}
            onChange={(e) => flip('transactional', e.currentTarget.checked)}
            label={t('emailPrefs.transactional')}
            description={t('emailPrefs.transactionalHint')}
          />
          <Switch
            checked={prefs.data.marketing}
            disabled={save.isPending}
            onChange={(e) => flip('marketing', e.currentTarget.checked)}
            label={t('emailPrefs.marketing')}
            description={t('emailPrefs.marketingHint')}
          />
          <Text size="xs" c="dimmed">
            {t('emailPrefs.accountNote')}
          </Text>
        </>
      )}
    </Stack>
  );
}
