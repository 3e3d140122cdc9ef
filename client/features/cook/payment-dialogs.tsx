// What the cook's payment dialogs (the cash ledger) share: "Mark collected" (client/features/cook/collect-dialog.tsx)
// asks how the eater paid, or not yet ("collected, pays later", which keeps it in the ledger as a debt); "Settle"
// (client/features/cook/settle-dialog.tsx) records how a debt was paid later. Each says what will happen before it
// happens; the safe choice has the focus. A bottom sheet on phones, a dialog on wider screens; every choice is
// 44 px tall.
import { Button, Group, Radio, Stack } from '@mantine/core';
import { Drawer, Modal } from '../../components/modal';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '../../lib/toast';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/constants';
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

export function Sheet({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  if (mobile) {
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        position="bottom"
        title={title}
        styles={{
          content: {
            height: 'auto',
            maxHeight: '90dvh',
            flex: '0 0 auto',
            borderTopLeftRadius: 16,
            borderTopRightRadius: 16,
          },
        }}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {children}
    </Modal>
  );
}

export function MethodChoices<T extends string>({
  label,
  value,
  choices,
  onChange,
  text,
}: {
  label: string;
  value: T;
  choices: readonly T[];
  onChange: (value: T) => void;
  text: (value: T) => string;
}) {
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

/** The dialog's two buttons: the safe one (with the focus) closes, the other confirms. */
export function PaymentButtons(props: {
  cancel: string;
  confirm: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel} data-autofocus>
        {props.cancel}
      </Button>
      <Button color="teal" loading={props.loading} onClick={props.onConfirm}>
        {props.confirm}
      </Button>
    </Group>
  );
}
