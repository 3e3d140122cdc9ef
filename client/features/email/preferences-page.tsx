// /u/{token}: the e-mail preference page every e-mail links to. No login: the token in the link is the key. Two
// switches (transactional, marketing) and Save; a bad or old link says so
// (email.unsubscribe.saved, .error, .notFound).
import { Alert, Button, Card, Container, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '../../lib/toast';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { ButtonLink } from '../../components/link-button';
import { appError } from '../../lib/app-error';

export function PreferencesPage({ token }: { token: string }) {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('emailPrefs.title'));
  const prefs = trpc.email.preferences.useQuery({ token }, { retry: false });
  return (
    <Container size={560} px={0} py="md">
      <Stack gap="lg">
        <Title order={1}>{t('emailPrefs.title')}</Title>
        {prefs.isPending ? (
          <Skeleton h={220} radius="md" />
        ) : prefs.isError ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            title={t('emailPrefs.notFoundTitle')}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {appError(prefs.error).code === 'notFound' || appError(prefs.error).code === 'validation'
                  ? t('emailPrefs.notFound')
                  : t('emailPrefs.error')}
              </Text>
              <ButtonLink to="/profile" variant="default">
                {t('emailPrefs.toProfile')}
              </ButtonLink>
            </Stack>
          </Alert>
        ) : (
          <PreferencesForm token={token} email={prefs.data.email} initial={prefs.data} />
        )}
      </Stack>
    </Container>
  );
}

function PreferencesForm({
  token,
  email,
  initial,
}: {
  token: string;
  email: string;
  initial: { transactional: boolean; marketing: boolean };
}) {
  const { t } = useTranslation('profile');
  const utils = trpc.useUtils();
  const [values, setValues] = useState(initial);
  const save = trpc.email.savePreferences.useMutation({
    onSuccess: (saved) => {
      notifications.show({ color: 'teal', message: t('emailPrefs.saved') });
      utils.email.preferences.setData({ token }, (old) => (old ? { ...old, ...saved } : old));
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: appError(error).code === 'notFound' ? t('emailPrefs.notFound') : t('emailPrefs.error'),
      }),
  });
  const changed = values.transactional !== initial.transactional || values.marketing !== initial.marketing;
  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ token, ...values });
        }}
      >
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('emailPrefs.for', { email })}
          </Text>
          <Switch
            size="md"
            checked={values.transactional}
            onChange={(e) => setValues((v) => ({ ...v, transactional: e.currentTarget.checked }))}
            label={t('emailPrefs.transactional')}
            description={t('emailPrefs.transactionalHint')}
          />
          <Switch
            size="md"
            checked={values.marketing}
            onChange={(e) => setValues((v) => ({ ...v, marketing: e.currentTarget.checked }))}
            label={t('emailPrefs.marketing')}
            description={t('emailPrefs.marketingHint')}
          />
          <Text size="xs" c="dimmed">
            {t('emailPrefs.accountNote')}
          </Text>
          <div>
            <Button type="submit" loading={save.isPending} disabled={!changed && !save.isError}>
              {t('emailPrefs.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
