// Signing in and signing up on /auth: the form over the shared schemas, the server's refusals in words (an
// unconfirmed address offers to resend the link; a taken address switches to sign-in; a weak password says why),
// and where to go afterwards.
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInInput, SignUpInput } from '../../../shared/schemas/auth';
import { safeRedirectPath } from '../../../shared/redirect';
import { SIGNED_IN_HOME as HOME } from '../../app/guards';
import { currentLocale } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useValidationText } from '../../lib/use-validation-text';
import { useZodForm } from '../../lib/use-zod-form';
import { weakPasswordReasons } from './password-strength-hint';

export type Mode = 'signin' | 'signup';

export function useAuth(search: { redirect?: string; next?: string; mode?: Mode }) {
  const { t } = useTranslation(['auth', 'errors']);
  const validationText = useValidationText();
  const router = useRouter();
  const utils = trpc.useUtils();
  const target = safeRedirectPath(search.redirect ?? search.next, HOME);
  const [mode, setMode] = useState<Mode>(search.mode ?? 'signin');
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string>();
  /** Why the server refused the new password as too easy to guess. */
  const [weakReasons, setWeakReasons] = useState<string[] | null>(null);

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
  /** The resend link's destination: none when it is the signed-in home. */
  const redirect = target === HOME ? undefined : target;
  return {
    target,
    mode,
    setMode,
    unconfirmedEmail,
    setUnconfirmedEmail,
    weakReasons,
    setWeakReasons,
    form,
    fieldError,
    resend,
    submit,
    busy,
    redirect,
  };
}

export type Auth = ReturnType<typeof useAuth>;
