// The profile's account forms: changing one's name, and joining an office by its code (for someone without one).
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BindOfficeInput, UpdateProfileInput } from '../../../shared/schemas/auth';
import type { SessionUser } from '../../app/session';
import { trpc } from '../../app/trpc';
import { useAccountActions } from '../../components/account/use-account-actions';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useValidationText } from '../../lib/use-validation-text';
import { useZodForm } from '../../lib/use-zod-form';

export function NameForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const validationText = useValidationText();
  const { updateProfile } = useAccountActions();
  const form = useZodForm(UpdateProfileInput, { firstName: user.firstName, lastName: user.lastName });
  const error = (name: string) => validationText(form.errors[name]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    updateProfile.mutate(
      { firstName: values.firstName, lastName: values.lastName },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('name.saved') });
          onDone();
        },
        onError: (e) => form.setServerIssues(appError(e).issues),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            label={t('name.firstName')}
            value={form.values.firstName ?? ''}
            autoComplete="given-name"
            onChange={(e) => form.setField('firstName', e.currentTarget.value)}
            error={error('firstName')}
          />
          <TextInput
            label={t('name.lastName')}
            value={form.values.lastName ?? ''}
            autoComplete="family-name"
            onChange={(e) => form.setField('lastName', e.currentTarget.value)}
            error={error('lastName')}
          />
        </Group>
        <Group>
          <Button type="submit" loading={updateProfile.isPending}>
            {t('name.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function JoinOfficeForm() {
  const { t } = useTranslation(['profile', 'errors']);
  const validationText = useValidationText();
  const utils = trpc.useUtils();
  const form = useZodForm(BindOfficeInput, { slug: '' });
  const bind = trpc.auth.bindOffice.useMutation({
    onSuccess: async (profile) => {
      utils.auth.session.setData(undefined, profile);
      await utils.invalidate();
      notifications.show({
        color: 'teal',
        message: t('joinOffice.joined', { office: profile.officeName ?? profile.officeSlug }),
      });
    },
    onError: (error) => {
      const info = appError(error);
      if (info.code === 'validation') form.setServerIssues(info.issues);
      else notifications.show({ color: 'red', message: t(`errors:codes.${info.code}`) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (values) bind.mutate(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text fw={600}>{t('joinOffice.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('joinOffice.text')}
        </Text>
        <Group align="flex-start">
          <TextInput
            label={t('joinOffice.label')}
            placeholder="vilnius-hq"
            value={form.values.slug}
            onChange={(e) => form.setField('slug', e.currentTarget.value)}
            error={validationText(form.errors.slug)}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button type="submit" mt={{ base: 0, xs: 27 }} loading={bind.isPending}>
            {t('joinOffice.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
