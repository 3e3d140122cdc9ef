// /auth/confirm?token=…: confirms the address once (the e-mailed link is a GET page; the confirmation itself is a
// POST, so mail scanners that open links do not use the token up), then offers sign-in.
import { Alert, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { ButtonLink } from '../../components/link-button';

export function ConfirmEmailPage({ token, redirect }: { token?: string; redirect?: string }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('confirm.title'));
  const confirm = trpc.auth.confirmEmail.useMutation();
  const started = useRef(false);
  useEffect(() => {
    // Once, even under StrictMode's double effects: a second call would find the token used.
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  return (
    <Container size={440} py={64} component="main">
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1} fz={24}>
            {t('confirm.title')}
          </Title>
          {!token && (
            <Alert color="red" icon={<IconAlertTriangle size={20} />}>
              {t('confirm.missing')}
            </Alert>
          )}
          {token && (confirm.isPending || confirm.isIdle) && (
            <Stack gap="xs" align="center" w="100%" role="status">
              <Loader aria-hidden />
              <Text>{t('confirm.working')}</Text>
            </Stack>
          )}
          {confirm.isSuccess && (
            <Alert color="teal" icon={<IconCircleCheck size={20} />} w="100%">
              {t('confirm.done')}
            </Alert>
          )}
          {confirm.isError && (
            <Alert color="red" icon={<IconAlertTriangle size={20} />} w="100%">
              {t('confirm.failed')}
            </Alert>
          )}
          {!confirm.isPending && !confirm.isIdle && (
            <ButtonLink to="/auth" search={{ redirect }}>
              {t('confirm.toSignIn')}
            </ButtonLink>
          )}
          {!token && <ButtonLink to="/auth">{t('confirm.toSignIn')}</ButtonLink>}
        </Stack>
      </Paper>
    </Container>
  );
}
