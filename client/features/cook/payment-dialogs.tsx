// What the cook's payment dialogs (the cash ledger) share: "Mark collected" (client/features/cook/collect-dialog.tsx)
// asks how the eater paid, or not yet ("collected, pays later", which keeps it in the ledger as a debt); "Settle"
// (client/features/cook/settle-dialog.tsx) records how a debt was paid later. Each says what will happen before it
// happens; the safe choice has the focus. Each is a Sheet (client/components/sheet.tsx); every choice is 44 px tall.
import { Radio, Stack } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButtons, type ConfirmButtonsProps } from '../../components/kit/confirm-dialog';
import { Sheet } from '../../components/sheet';
import { notifications } from '../../lib/toast';
import { appError } from '../../lib/app-error';

/** What the dialogs need of a preorder (from the preorders table or the ledger's unpaid list). */
export interface PaymentTarget {
  id: string;
  eater: string;
  meal: string;
  quantity: number;
  totalCents: number;
  pickupDate: string;
}

const CHOICE_STYLES = {
  root: { minHeight: 44, display: 'flex', alignItems: 'center' },
  body: { alignItems: 'center' },
};

interface MethodChoicesProps<T extends string> {
  label: string;
  value: T;
  choices: readonly T[];
  onChange: (value: T) => void;
  text: (value: T) => string;
}

function MethodChoices<T extends string>({ label, value, choices, onChange, text }: MethodChoicesProps<T>) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as T)}>
      <Stack gap={2} mt={6}>
        {choices.map((choice) => (
          <Radio
            key={choice}
            value={choice}
            label={text(choice)}
            styles={CHOICE_STYLES}
            data-testid={`choice-${choice}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** What each payment dialog gets: the preorder, and what to do once it is closed and once the server answered. */
export interface PaymentDialogProps {
  target: PaymentTarget | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}

/** The answer to a payment dialog: said in a toast, then the dialog closes and the lists are asked for again. */
export function usePaymentOutcome({ onClose, onDone }: Omit<PaymentDialogProps, 'target'>, failedTitle: string) {
  const { t } = useTranslation('errors');
  return {
    done: async (message: string) => {
      notifications.show({ color: 'teal', message });
      onClose();
      await onDone();
    },
    failed: (error: unknown) => {
      notifications.show({ color: 'red', title: failedTitle, message: t(`codes.${appError(error).code}`) });
      onClose();
      void onDone();
    },
  };
}

/** What a payment dialog's form gets: its preorder, the answer's toasts, and the safe way out. */
export interface PaymentFormProps {
  target: PaymentTarget;
  outcome: ReturnType<typeof usePaymentOutcome>;
  onCancel: () => void;
}

/** A payment dialog: a Sheet whose form mounts afresh for each preorder. */
export function PaymentSheet({
  title,
  failedTitle,
  form: Form,
  target,
  ...close
}: PaymentDialogProps & { title: string; failedTitle: string; form: ComponentType<PaymentFormProps> }) {
  return (
    <Sheet opened={target !== null} onClose={close.onClose} title={title}>
      {target && <PaymentForm key={target.id} target={target} failedTitle={failedTitle} form={Form} {...close} />}
    </Sheet>
  );
}

function PaymentForm({
  form: Form,
  target,
  failedTitle,
  ...close
}: PaymentDialogProps & { target: PaymentTarget; failedTitle: string; form: ComponentType<PaymentFormProps> }) {
  const outcome = usePaymentOutcome(close, failedTitle);
  return <Form target={target} outcome={outcome} onCancel={close.onClose} />;
}

/** A payment form's body: what will happen, how it is paid, then the safe button (with the focus) and the confirm. */
export function PaymentChoice<T extends string>({
  summary,
  method,
  buttons,
}: {
  summary: ReactNode;
  method: MethodChoicesProps<T>;
  buttons: Omit<ConfirmButtonsProps, 'color'>;
}) {
  return (
    <Stack>
      {summary}
      <MethodChoices {...method} />
      <ConfirmButtons color="teal" {...buttons} />
    </Stack>
  );
}
