// /auth/reset: "Forgot password?". Without a token: ask for the link by e-mail (the answer is the same whether or
// not the address has an account). With the e-mailed token: choose a new password (the sign-up rules); every
// session of the account ends, then sign in.
import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RequestPasswordResetInput, ResetPasswordInput } from '../../../shared/schemas/auth';
import { trpc } from '../../app/trpc';
import { ZodForm } from '../../components/kit/zod-form';
import { ButtonLink } from '../../components/link-button';
import { appError } from '../../lib/app-error';
import { PasswordStrengthHint, weakPasswordReasons } from './password-strength-hint';
import { useValidationText } from '../../lib/use-validation-text';
import { useZodForm } from '../../lib/use-zod-form';

export function ResetPasswordPage({ token }: { token?: string }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  return (
    <Container size={440} py={64} component="main">
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="md">
          <Title order={1} fz={24}>
            {t(token ? 'reset.newTitle' : 'reset.title')}
          </Title>
          {token ? <NewPasswordForm token={token} /> : <RequestForm />}
          <ButtonLink to="/auth" variant="subtle" style={{ alignSelf: 'flex-start' }}>
            {t('reset.backToSignIn')}
          </ButtonLink>
        </Stack>
      </Paper>
    </Container>
  );
}

function RequestForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const text = useValidationText();
  const form = useZodForm(RequestPasswordResetInput, { email: '' });
  const request = trpc.auth.requestPasswordReset.useMutation();
  if (request.isSuccess) {
    return (
      <Alert color="teal" icon={<IconMailCheck size={20} aria-hidden />} role="status">
        {t('reset.sent')}
      </Alert>
    );
  }
  return (
    <ZodForm validate={form.validate} onValid={(data) => request.mutate(data)}>
      <Text size="sm" c="dimmed">
        {t('reset.intro')}
      </Text>
      <TextInput
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        value={form.values.email}
        onChange={(e) => form.setField('email', e.currentTarget.value)}
        error={text(form.errors.email)}
        data-autofocus
      />
      {request.isError && (
        <Alert color="red" role="alert">
          {t(`errors:codes.${appError(request.error).code}`, appError(request.error).details)}
        </Alert>
      )}
      <Button type="submit" loading={request.isPending} fullWidth>
        {t('reset.send')}
      </Button>
    </ZodForm>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const text = useValidationText();
  const form = useZodForm(ResetPasswordInput, { token, password: '' });
  const reset = trpc.auth.resetPassword.useMutation();
  if (reset.isSuccess) {
    return (
      <Stack>
        <Alert color="teal" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
          {t('reset.done')}
        </Alert>
        <ButtonLink to="/auth">{t('reset.signIn')}</ButtonLink>
      </Stack>
    );
  }
  return (
    <ZodForm validate={form.validate} onValid={(data) => reset.mutate(data)}>
      <PasswordInput
        label={t('reset.newPassword')}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
        value={form.values.password}
        onChange={(e) => {
          if (reset.isError) reset.reset();
          form.setField('password', e.currentTarget.value);
        }}
        error={text(form.errors.password ?? form.errors.token)}
        aria-describedby="password-strength"
        data-autofocus
      />
      <PasswordStrengthHint
        id="password-strength"
        password={form.values.password}
        serverReasons={
          reset.isError && appError(reset.error).code === 'weakPassword'
            ? weakPasswordReasons(appError(reset.error).details)
            : []
        }
      />
      {reset.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          {appError(reset.error).code === 'invalidToken'
            ? t('reset.invalid')
            : t(`errors:codes.${appError(reset.error).code}`)}
        </Alert>
      )}
      <Button type="submit" loading={reset.isPending} fullWidth>
        {t('reset.save')}
      </Button>
    </ZodForm>
  );
}
