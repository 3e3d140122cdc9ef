// One field to change (a name, a list of domains): validated with the server's own schema as you submit, the
// server's refusal shown on the field or as the admin error toast, and nothing typed lost on a failure.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { appError } from '../../lib/app-error';
import { useValidationText } from '../../lib/use-validation-text';
import { useAdminErrorToast } from './admin-model';

/** The field: its label and help, the value it starts from, the server's schema of it, and what saving sends. */
interface FieldProps {
  label: string;
  description?: string;
  initial: string;
  field: z.ZodType;
  onSubmit: (value: string) => Promise<unknown>;
  onClose: () => void;
}

export function TextFieldDialog({ opened, title, ...field }: FieldProps & { opened: boolean; title: string }) {
  return (
    <Modal opened={opened} onClose={field.onClose} title={title} centered>
      {opened && <TextFieldForm {...field} />}
    </Modal>
  );
}

function TextFieldForm({ label, description, initial, field, onSubmit, onClose }: FieldProps) {
  const { t } = useTranslation();
  const text = useValidationText();
  const toastError = useAdminErrorToast();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = field.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setSaving(true);
    try {
      await onSubmit(value);
      onClose();
    } catch (failure) {
      const info = appError(failure);
      if (info.issues[0]) setError(info.issues[0].message);
      else toastError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={label}
          description={description}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
          error={text(error)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
