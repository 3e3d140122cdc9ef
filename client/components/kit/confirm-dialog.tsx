// A confirmation before anything destructive: what will happen, in words, and a clearly labelled action. Its buttons
// (ConfirmButtons) also end the cook's payment, waive and withdraw dialogs (client/features/cook/).
import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../modal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  color = 'red',
  loading = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <ConfirmButtons
          cancel={t('actions.cancel')}
          confirm={confirmLabel}
          color={color}
          loading={loading}
          onCancel={onClose}
          onConfirm={onConfirm}
        />
      </Stack>
    </Modal>
  );
}

export interface ConfirmButtonsProps {
  cancel: string;
  confirm: string;
  color: string;
  loading: boolean;
  disabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A confirmation's two buttons: the safe one has the focus and closes, the other confirms. */
export function ConfirmButtons(props: ConfirmButtonsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel} data-autofocus>
        {props.cancel}
      </Button>
      <Button color={props.color} loading={props.loading} disabled={props.disabled} onClick={props.onConfirm}>
        {props.confirm}
      </Button>
    </Group>
  );
}
