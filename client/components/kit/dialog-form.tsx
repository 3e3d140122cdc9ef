// The form inside a dialog: its fields, the server's refusal said in words (nothing typed is lost), Cancel and the
// submit button with its sending state. Validation is the caller's, in `onSubmit`.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function DialogForm({
  onSubmit,
  onCancel,
  submitLabel,
  submitColor,
  loading,
  refusal,
  children,
}: {
  onSubmit: () => void;
  onCancel: () => void;
  submitLabel: string;
  submitColor?: string;
  loading: boolean;
  refusal?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack>
        {children}
        {refusal && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" color={submitColor} loading={loading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
