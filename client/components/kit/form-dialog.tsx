// A form in a dialog: the form is mounted afresh each time the dialog opens (nothing left over from the last
// time), validated with the shared zod schema the server uses (client/lib/use-zod-form.ts; its messages are keys of
// errors.json), and the server's refusal said in the dialog in the words of the error catalogue
// (shared/errors.ts): field issues on their fields, any other code above the buttons. Nothing typed is lost.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AppErrorCode } from '../../../shared/errors';
import { appError, type AppErrorInfo } from '../../lib/app-error';
import { useValidationText } from '../../lib/use-validation-text';
import { useZodForm } from '../../lib/use-zod-form';
import { Modal } from '../modal';
import type { DialogFrameProps } from '../sheet';

/** `children` is the form (a DialogForm), rendered only while the dialog is open. */
export function FormDialog({ opened, title, onClose, children }: DialogFrameProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      {opened && children}
    </Modal>
  );
}

/** Where a refusal shows in the dialog: its field issues on their fields, any other catalogue code above the buttons. */
export function dialogRefusal(error: unknown): { issues: AppErrorInfo['issues'] } | { code: AppErrorCode } {
  const info = appError(error);
  return info.issues.length ? { issues: info.issues } : { code: info.code };
}

/** The state of a dialog's form over `schema`, with what DialogForm needs to show the refusal. */
export function useDialogForm<S extends z.ZodType<Record<string, unknown>>>(schema: S, initial: z.input<S>) {
  const form = useZodForm(schema, initial);
  const validation = useValidationText();
  const { t } = useTranslation('errors');
  const [refusal, setRefusal] = useState<string>();
  return {
    ...form,
    /** A field's error in words. */
    fieldError: (name: string) => validation(form.errors[name]),
    refusal,
    /** A mutation's onError: the issues on their fields, any other code as the refusal. */
    refuse: (error: unknown) => {
      const place = dialogRefusal(error);
      if ('issues' in place) form.setServerIssues(place.issues);
      else setRefusal(t(`codes.${place.code}`));
    },
    /** DialogForm's onSubmit: validate, then send what the schema parsed. */
    submit: (send: (data: z.output<S>) => void) => () => {
      setRefusal(undefined);
      const data = form.validate();
      if (data) send(data);
    },
  };
}
