// The cook's payment details on the profile (pay-up): an IBAN with the account holder's name, and/or a payment
// link. Validated with the server's schema (shared/schemas/profile.ts: the IBAN's check digits, https only); an
// emptied field removes that detail. Eaters see them only for a reservation from this cook.
import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIban } from '../../../shared/iban';
import { SetPaymentDetailsInput } from '../../../shared/schemas/profile';
import { trpc } from '../../app/trpc';
import { LoadError } from '../../components/kit/load-error';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useValidationText } from '../../lib/use-validation-text';
import { useZodForm } from '../../lib/use-zod-form';

export function PaymentDetails() {
  const { t } = useTranslation('profile');
  const details = trpc.profile.paymentDetails.useQuery();
  if (details.isError) {
    return <LoadError title={t('payment.loadFailed')} onRetry={details.refetch} retrying={details.isFetching} />;
  }
  if (!details.data) return <Skeleton h={160} />;
  return (
    <PaymentDetailsForm
      initial={{
        iban: details.data.iban ? formatIban(details.data.iban) : '',
        holder: details.data.holder ?? '',
        link: details.data.link ?? '',
      }}
    />
  );
}

function PaymentDetailsForm({ initial }: { initial: { iban: string; holder: string; link: string } }) {
  const { t } = useTranslation(['profile', 'errors']);
  const validationText = useValidationText();
  const utils = trpc.useUtils();
  const form = useZodForm(SetPaymentDetailsInput, initial);
  const [saved, setSaved] = useState(false);
  const error = (name: string) => validationText(form.errors[name]);
  const save = trpc.profile.setPaymentDetails.useMutation({
    onSuccess: (result) => {
      utils.profile.paymentDetails.setData(undefined, result);
      notifications.show({ color: 'teal', message: t('payment.saved') });
      setSaved(true);
    },
    onError: (e) => {
      const info = appError(e);
      if (info.issues.length > 0) form.setServerIssues(info.issues);
      else notifications.show({ color: 'red', message: t(`errors:codes.${info.code}`) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const values = form.validate();
    if (values) save.mutate({ iban: values.iban ?? '', holder: values.holder ?? '', link: values.link ?? '' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('payment.hint')}
        </Text>
        <TextInput
          label={t('payment.iban')}
          value={form.values.iban ?? ''}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => form.setField('iban', e.currentTarget.value)}
          error={error('iban')}
          placeholder="LT12 1000 0111 0100 1000"
        />
        <TextInput
          label={t('payment.holder')}
          value={form.values.holder ?? ''}
          autoComplete="name"
          onChange={(e) => form.setField('holder', e.currentTarget.value)}
          error={error('holder')}
        />
        <TextInput
          label={t('payment.link')}
          description={t('payment.linkHint')}
          type="url"
          value={form.values.link ?? ''}
          onChange={(e) => form.setField('link', e.currentTarget.value)}
          error={error('link')}
          placeholder="https://"
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('payment.save')}
          </Button>
          {saved && (
            <Text size="sm" c="teal" role="status">
              {t('payment.saved')}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
