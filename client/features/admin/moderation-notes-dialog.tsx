// Closing a report on /admin/moderation with notes: required to resolve it (ResolveReportInput), optional to
// dismiss it. The notes are the caller's, kept while the dialog closes and opens again until an action succeeds.
import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESOLUTION_NOTES_MAX } from '../../../shared/schemas/moderation';
import { DialogForm } from '../../components/kit/dialog-form';
import { Modal } from '../../components/modal';
import { useValidationText } from '../../lib/use-validation-text';

export function NotesDialog({
  opened,
  resolving,
  notes,
  onNotes,
  error,
  loading,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  resolving: boolean;
  notes: string;
  onNotes: (notes: string) => void;
  error: string | undefined;
  loading: boolean;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const validation = useValidationText();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(resolving ? 'moderation.resolveTitle' : 'moderation.dismissTitle')}
      centered
    >
      <DialogForm
        onSubmit={onSubmit}
        onCancel={onClose}
        submitLabel={t(resolving ? 'moderation.resolve' : 'moderation.dismiss')}
        submitColor={resolving ? undefined : 'gray'}
        loading={loading}
      >
        <Text size="sm">{t(resolving ? 'moderation.resolveText' : 'moderation.dismissText')}</Text>
        <Textarea
          label={t(resolving ? 'moderation.notes' : 'moderation.notesOptional')}
          description={t('moderation.notesHint')}
          value={notes}
          onChange={(event) => onNotes(event.currentTarget.value)}
          error={validation(error)}
          maxLength={RESOLUTION_NOTES_MAX}
          autosize
          minRows={3}
          required={resolving}
          data-autofocus
        />
      </DialogForm>
    </Modal>
  );
}
