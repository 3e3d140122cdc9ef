// Changing an office's time zone, pickup window and cutoff: what its cooks' meal forms start from.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TIME_ZONES } from '../../../shared/enums';
import { SetOfficeDefaultsInput } from '../../../shared/schemas/admin';
import { trpc } from '../../app/trpc';
import { Modal } from '../../components/modal';
import { useZodForm } from '../../lib/use-zod-form';
import { FormActions, submitWith, useFormRefusal } from './admin-form';
import { type AdminOffice, useAdminSuccessToast } from './admin-model';
import { OfficeTimesFields } from './office-times-fields';

type Office = AdminOffice;

export function OfficeDefaultsDialog({
  office,
  onClose,
  onDone,
}: {
  office: Office | null;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      opened={office !== null}
      onClose={onClose}
      title={t('offices.defaultsTitle', { name: office?.name ?? '' })}
      centered
    >
      {office && <OfficeDefaultsForm office={office} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function OfficeDefaultsForm({
  office,
  onClose,
  onDone,
}: {
  office: Office;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const success = useAdminSuccessToast();
  const form = useZodForm(SetOfficeDefaultsInput, {
    id: office.id,
    timeZone: office.timeZone as (typeof TIME_ZONES)[number],
    pickupStart: office.pickupStart,
    pickupEnd: office.pickupEnd,
    cutoffTime: office.cutoffTime,
  });
  const save = trpc.admin.setOfficeDefaults.useMutation({
    onSuccess: () => {
      success(t('offices.defaultsSaved'));
      onClose();
    },
    onError: useFormRefusal(form),
    onSettled: onDone,
  });
  return (
    <form noValidate onSubmit={submitWith(form, save.mutate)}>
      <Stack>
        <OfficeTimesFields form={form as never} />
        <FormActions submitLabel={t('common:actions.save')} loading={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
