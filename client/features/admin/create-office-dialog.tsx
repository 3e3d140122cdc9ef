// Creating an office: its name, slug (a taken slug is said on the field), organization and the defaults of its
// cooks' meal forms, validated with the server's CreateOfficeInput.
import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CUTOFF_TIME, DEFAULT_PICKUP } from '../../../shared/constants';
import { CreateOfficeInput } from '../../../shared/schemas/admin';
import { trpc } from '../../app/trpc';
import { Modal } from '../../components/modal';
import { useValidationText } from '../../lib/use-validation-text';
import { useZodForm } from '../../lib/use-zod-form';
import { FormActions, submitWith, useFormRefusal, type CreateDialogProps } from './admin-form';
import { useAdminSuccessToast } from './admin-model';
import { OfficeTimesFields } from './office-times-fields';

export function CreateOfficeDialog({ opened, onClose, onCreated }: CreateDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={opened} onClose={onClose} title={t('offices.createTitle')} centered size="lg">
      {opened && <CreateOfficeForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateOfficeForm({ onClose, onCreated }: Omit<CreateDialogProps, 'opened'>) {
  const { t } = useTranslation(['admin', 'common']);
  const text = useValidationText();
  const success = useAdminSuccessToast();
  const orgs = trpc.admin.organizations.useQuery();
  const form = useZodForm(CreateOfficeInput, {
    name: '',
    slug: '',
    organizationId: '',
    timeZone: 'Europe/Vilnius',
    pickupStart: DEFAULT_PICKUP.start,
    pickupEnd: DEFAULT_PICKUP.end,
    cutoffTime: DEFAULT_CUTOFF_TIME,
  });
  const create = trpc.admin.createOffice.useMutation({
    onSuccess: (office) => {
      success(t('offices.created', { name: office.name }));
      void onCreated();
      onClose();
    },
    onError: useFormRefusal(form, (code) => {
      if (code === 'slugTaken') form.setServerIssues([{ path: 'slug', message: 'codes.slugTaken' }]);
      return code === 'slugTaken';
    }),
  });
  const slugError =
    form.errors.slug === 'codes.slugTaken' ? t('errors:codes.slugTaken' as never) : text(form.errors.slug);
  return (
    <form noValidate onSubmit={submitWith(form, create.mutate)}>
      <Stack>
        <TextInput
          label={t('offices.name')}
          required
          value={form.values.name}
          onChange={(e) => form.setField('name', e.currentTarget.value)}
          error={text(form.errors.name)}
          data-autofocus
        />
        <TextInput
          label={t('offices.slug')}
          required
          description={t('offices.slugHelp')}
          value={form.values.slug}
          onChange={(e) => form.setField('slug', e.currentTarget.value)}
          error={slugError}
        />
        <Select
          label={t('offices.organization')}
          required
          placeholder={t('offices.pickOrganization')}
          data={(orgs.data ?? []).map((org) => ({ value: org.id, label: org.name }))}
          value={form.values.organizationId || null}
          onChange={(value) => form.setField('organizationId', value ?? '')}
          searchable
          error={text(form.errors.organizationId)}
        />
        <OfficeTimesFields form={form as never} />
        <FormActions submitLabel={t('offices.create')} loading={create.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
