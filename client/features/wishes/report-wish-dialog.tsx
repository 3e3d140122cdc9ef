// Reporting a wish to the organization's moderators (docs/features.md, "Wish board"): a reason and an optional note,
// like a meal's report. The server allows one open report per person and wish and never one's own; a refusal is
// said in the dialog and nothing typed is lost.
import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS } from '../../../shared/enums';
import { NOTE_MAX } from '../../../shared/schemas/moderation';
import { ReportWishInput } from '../../../shared/schemas/wishes';
import { trpc } from '../../app/trpc';
import { DialogForm } from '../../components/kit/dialog-form';
import { FormDialog } from '../../components/kit/form-dialog';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useValidationText } from '../../lib/use-validation-text';

export function ReportWishDialog({
  wish,
  onClose,
}: {
  wish: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('wishes');
  return (
    <FormDialog opened={wish !== null} onClose={onClose} title={wish ? t('report.title', { title: wish.title }) : ''}>
      {wish && <ReportWishForm key={wish.id} wishId={wish.id} onDone={onClose} />}
    </FormDialog>
  );
}

function ReportWishForm({ wishId, onDone }: { wishId: string; onDone: () => void }) {
  const { t } = useTranslation(['wishes', 'menu', 'errors']);
  const validation = useValidationText();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const report = trpc.wishes.report.useMutation({
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('report.sent') });
      onDone();
    },
    onError: (error) => setRefusal(t(`errors:codes.${appError(error).code}`)),
  });
  return (
    <DialogForm
      onSubmit={() => {
        setRefusal(undefined);
        const parsed = ReportWishInput.safeParse({ wishId, reason, note });
        if (!parsed.success)
          return setReasonError(
            parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? 'validation.choiceRequired',
          );
        report.mutate(parsed.data);
      }}
      onCancel={onDone}
      submitLabel={t('report.send')}
      submitColor="red"
      loading={report.isPending}
      refusal={refusal}
    >
      <Text size="sm" c="dimmed">
        {t('report.intro')}
      </Text>
      <Radio.Group
        label={t('report.reason')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setReasonError(undefined);
        }}
        error={validation(reasonError)}
        required
      >
        <Stack gap={4} mt="xs">
          {REPORT_REASONS.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`menu:report.reasons.${value}`)}
              py={10}
              data-autofocus={value === REPORT_REASONS[0] || undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t('menu:report.note')}
        description={t('menu:report.noteHint', { max: NOTE_MAX })}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={NOTE_MAX}
        autosize
        minRows={3}
      />
    </DialogForm>
  );
}
