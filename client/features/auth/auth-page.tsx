// /auth: sign in and sign up with a toggle, Google, and every error message.
// Header and navigation are hidden. Both `redirect` and `next` say where to go afterwards (same-site only).
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Container,
  Divider,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '../../lib/toast';
import { IconBrandGoogle, IconBrandWindows, IconMailCheck } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInInput, SignUpInput } from '../../../shared/schemas/auth';
import { safeRedirectPath } from '../../../shared/redirect';
import { appConfig } from '../../app/config';
import { SIGNED_IN_HOME as HOME } from '../../app/guards';
import { currentLocale } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { BrandMark } from '../../components/layout/brand';
import { ButtonLink } from '../../components/link-button';
import { LanguagePicker } from '../../components/layout/language-picker';
import { appError } from '../../lib/app-error';
import { useValidationText } from '../../lib/use-validation-text';
import { useZodForm } from '../../lib/use-zod-form';
import { WRAPPING_BUTTON } from '../../components/wrapping-button';
import { PasswordStrengthHint, weakPasswordReasons } from './password-strength-hint';

type Mode = 'signin' | 'signup';

export function AuthPage({ search }: { search: { redirect?: string; next?: string; mode?: Mode } }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const validationText = useValidationText();
  const router = useRouter();
  const utils = trpc.useUtils();
  const target = safeRedirectPath(search.redirect ?? search.next, HOME);
  const [mode, setMode] = useState<Mode>(search.mode ?? 'signin');
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string>();
  /** Why the server refused the new password as too easy to guess. */
  const [weakReasons, setWeakReasons] = useState<string[] | null>(null);
  useDocumentTitle(mode === 'signin' ? t('signIn.title') : t('signUp.title'));

  const form = useZodForm(SignUpInput, { fullName: '', email: '', password: '', locale: currentLocale() });
  const fieldError = (name: string) => validationText(form.errors[name]);

  const showFailure = (error: unknown) => {
    const info = appError(error);
    switch (info.code) {
      case 'emailNotConfirmed':
        setUnconfirmedEmail(form.values.email.trim());
        return;
      case 'invalidCredentials':
        notifications.show({ color: 'red', message: t('messages.invalidCredentials') });
        return;
      case 'userAlreadyRegistered':
        notifications.show({ color: 'yellow', message: t('messages.accountExists') });
        setMode('signin');
        return;
      case 'tooManyRequests':
        notifications.show({
          color: 'red',
          message: t('messages.tooManyRequests', {
            minutes: Math.ceil(Number(info.details.retryAfterSeconds ?? 60) / 60),
          }),
        });
        return;
      case 'validation':
        form.setServerIssues(info.issues);
        return;
      case 'weakPassword':
        setWeakReasons(weakPasswordReasons(info.details));
        return;
      default:
        notifications.show({ color: 'red', title: t('messages.authError'), message: t(`errors:codes.${info.code}`) });
    }
  };

  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: async () => {
      await utils.auth.session.invalidate();
      await router.invalidate();
      router.history.push(target);
    },
    onError: showFailure,
  });
  const signUp = trpc.auth.signUp.useMutation({
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        title: t('messages.checkEmailTitle'),
        message: t('messages.signUpDone'),
        autoClose: 10_000,
      });
      void router.navigate({ to: '/' });
    },
    onError: showFailure,
  });
  const resend = trpc.auth.resendConfirmation.useMutation({
    onSuccess: () => notifications.show({ color: 'teal', message: t('messages.resent') }),
    onError: showFailure,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUnconfirmedEmail(undefined);
    if (mode === 'signup') {
      const values = form.validate();
      if (values) signUp.mutate({ ...values, locale: currentLocale(), redirect: target === HOME ? undefined : target });
      return;
    }
    const parsed = SignInInput.safeParse(form.values);
    if (!parsed.success) {
      form.setServerIssues(
        parsed.error.issues.map((issue) => ({ path: String(issue.path[0]), message: issue.message })),
      );
      return;
    }
    signIn.mutate(parsed.data);
  };

  const busy = signIn.isPending || signUp.isPending;
  const googleHref = `/auth/google?${new URLSearchParams({ redirect: target, locale: currentLocale() })}`;
  const microsoftHref = `/auth/microsoft?${new URLSearchParams({ redirect: target, locale: currentLocale() })}`;
  const { googleEnabled, microsoftEnabled } = appConfig();

  return (
    <Box mih="100dvh" py={{ base: 24, sm: 56 }} style={{ background: 'var(--mantine-color-brand-light)' }}>
      <Container size={440} px="md">
        <Stack gap="lg">
          <Center>
            <Anchor
              href="/"
              aria-label={t('common:header.home')}
              style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}
            >
              <BrandMark size={48} />
            </Anchor>
          </Center>
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} component="main">
            <Stack gap="md">
              <div>
                <Title order={1} fz={26}>
                  {mode === 'signin' ? t('signIn.title') : t('signUp.title')}
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  {mode === 'signin' ? t('signIn.subtitle') : t('signUp.subtitle')}
                </Text>
              </div>

              {unconfirmedEmail && (
                <Alert color="yellow" icon={<IconMailCheck size={20} />} title={t('messages.checkEmailTitle')}>
                  <Stack gap="xs">
                    <Text size="sm">{t('messages.emailNotConfirmed')}</Text>
                    <Button
                      variant="light"
                      size="sm"
                      w="fit-content"
                      loading={resend.isPending}
                      onClick={() =>
                        resend.mutate({ email: unconfirmedEmail, redirect: target === HOME ? undefined : target })
                      }
                    >
                      {t('messages.resend')}
                    </Button>
                  </Stack>
                </Alert>
              )}

              <Stack gap={6}>
                <Button
                  component={googleEnabled ? 'a' : 'button'}
                  href={googleEnabled ? googleHref : undefined}
                  disabled={!googleEnabled}
                  variant="default"
                  leftSection={<IconBrandGoogle size={18} aria-hidden />}
                  aria-describedby={googleEnabled ? undefined : 'google-unavailable'}
                  fullWidth
                >
                  {t('google.button')}
                </Button>
                {!googleEnabled && (
                  <Text id="google-unavailable" size="xs" c="dimmed">
                    {t('google.unavailable')}
                  </Text>
                )}
                {/* Offered only where the server is set up for it: most installations sign in with one provider. */}
                {microsoftEnabled && (
                  <Button
                    component="a"
                    href={microsoftHref}
                    variant="default"
                    leftSection={<IconBrandWindows size={18} aria-hidden />}
                    fullWidth
                  >
                    {t('microsoft.button')}
                  </Button>
                )}
              </Stack>

              <Divider label={t('or')} labelPosition="center" />

              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  {mode === 'signup' && (
                    <TextInput
                      label={t('fields.fullName')}
                      placeholder={t('fields.fullNamePlaceholder')}
                      autoComplete="name"
                      required
                      value={form.values.fullName}
                      onChange={(e) => form.setField('fullName', e.currentTarget.value)}
                      error={fieldError('fullName')}
                    />
                  )}
                  <TextInput
                    label={t('fields.email')}
                    placeholder={t('fields.emailPlaceholder')}
                    type="email"
                    autoComplete="email"
                    required
                    value={form.values.email}
                    onChange={(e) => form.setField('email', e.currentTarget.value)}
                    error={fieldError('email')}
                  />
                  <PasswordInput
                    label={t('fields.password')}
                    description={mode === 'signup' ? t('fields.passwordHint') : undefined}
                    autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                    visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
                    required
                    value={form.values.password}
                    onChange={(e) => {
                      setWeakReasons(null);
                      form.setField('password', e.currentTarget.value);
                    }}
                    error={fieldError('password') ?? (weakReasons ? t('errors:codes.weakPassword') : undefined)}
                    aria-describedby={mode === 'signup' ? 'password-strength' : undefined}
                  />
                  {mode === 'signup' && (
                    <PasswordStrengthHint
                      id="password-strength"
                      password={form.values.password}
                      related={[form.values.fullName, form.values.email]}
                      serverReasons={weakReasons ?? []}
                    />
                  )}
                  {mode === 'signin' && (
                    <ButtonLink
                      to="/auth/reset"
                      search={{ token: undefined }}
                      variant="subtle"
                      size="sm"
                      px={4}
                      style={{ alignSelf: 'flex-end' }}
                    >
                      {t('reset.forgot')}
                    </ButtonLink>
                  )}
                  <Button type="submit" loading={busy} fullWidth mt="xs">
                    {mode === 'signin' ? t('signIn.submit') : t('signUp.submit')}
                  </Button>
                </Stack>
              </form>

              <Button
                variant="subtle"
                styles={WRAPPING_BUTTON}
                onClick={() => {
                  setMode(mode === 'signin' ? 'signup' : 'signin');
                  setUnconfirmedEmail(undefined);
                }}
              >
                {mode === 'signin' ? t('signIn.switch') : t('signUp.switch')}
              </Button>
            </Stack>
          </Paper>
          <Group justify="center">
            <LanguagePicker />
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
