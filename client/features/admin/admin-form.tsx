// What the admin forms share: Cancel and the submit button, and what to do with a refusal (the field issues on
// their fields, anything else as the admin error toast).
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appError } from '../../lib/app-error';
import { useAdminErrorToast } from './admin-model';

/** What the page hands a create dialog: whether it is open, how to close it, what to refresh once created. */
export interface CreateDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: () => unknown;
}

export function FormActions({
  submitLabel,
  loading,
  onCancel,
}: {
  submitLabel: string;
  loading: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** An onError for a form's mutation: issues go to the fields, `onCode` may claim a catalogue code, the rest toasts. */
export function useFormRefusal(
  form: { setServerIssues: (issues: { path: string; message: string }[]) => void },
  onCode?: (code: string) => boolean,
) {
  const toastError = useAdminErrorToast();
  return (error: unknown) => {
    const info = appError(error);
    if (info.issues.length) form.setServerIssues(info.issues);
    else if (!onCode?.(info.code)) toastError(error);
  };
}

/** A form's onSubmit: validate with the shared schema (errors on the fields), then send what it parsed. */
export const submitWith =
  <T,>(form: { validate: () => T | undefined }, send: (data: T) => void) =>
  (event: React.FormEvent) => {
    event.preventDefault();
    const data = form.validate();
    if (data) send(data);
  };
