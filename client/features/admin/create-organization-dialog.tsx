// Creating an organization: its name and the e-mail domains its people sign up with, validated with the server's
// CreateOrganizationInput; a refusal is said in the dialog (client/components/kit/form-dialog.tsx).
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateOrganizationInput } from '../../../shared/schemas/admin';
import { trpc } from '../../app/trpc';
import { DialogForm } from '../../components/kit/dialog-form';
import { FormDialog, useDialogForm } from '../../components/kit/form-dialog';
import type { CreateDialogProps } from './admin-form';
import { useAdminSuccessToast } from './admin-model';

export function CreateOrganizationDialog({ opened, onClose, onCreated }: CreateDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('organizations.createTitle')}>
      <CreateOrganizationForm onClose={onClose} onCreated={onCreated} />
    </FormDialog>
  );
}

function CreateOrganizationForm({ onClose, onCreated }: Omit<CreateDialogProps, 'opened'>) {
  const { t } = useTranslation('admin');
  const success = useAdminSuccessToast();
  const form = useDialogForm(CreateOrganizationInput, { name: '', domains: '' });
  const create = trpc.admin.createOrganization.useMutation({
    onSuccess: (org) => {
      success(t('organizations.created', { name: org.name }));
      void onCreated();
      onClose();
    },
    onError: form.refuse,
  });
  return (
    // The server parses the domains itself, so it is sent the text as typed once the form is valid.
    <DialogForm
      onSubmit={form.submit(() => create.mutate(form.values))}
      onCancel={onClose}
      submitLabel={t('organizations.create')}
      loading={create.isPending}
      refusal={form.refusal}
    >
      <TextInput
        label={t('organizations.name')}
        required
        value={form.values.name}
        onChange={(e) => form.setField('name', e.currentTarget.value)}
        error={form.fieldError('name')}
        data-autofocus
      />
      <TextInput
        label={t('organizations.domains')}
        description={t('organizations.domainsHelp')}
        value={form.values.domains ?? ''}
        onChange={(e) => form.setField('domains', e.currentTarget.value)}
        error={form.fieldError('domains')}
      />
    </DialogForm>
  );
}
