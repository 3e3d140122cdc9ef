// The e-mail and password form of /auth (with the full name and the password's strength when signing up, and
// "Forgot password?" when signing in).
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/link-button';
import { PasswordStrengthHint } from './password-strength-hint';
import type { Auth } from './use-auth';

export function AuthForm({ auth }: { auth: Auth }) {
  const { t } = useTranslation(['auth', 'errors']);
  const { mode, form, fieldError, weakReasons, setWeakReasons, submit, busy } = auth;
  return (
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
  );
}
