// The report-a-meal dialog: a reason (food safety, inappropriate, spam, misleading,
// other) and an optional note, for the office admins. The server allows one open report per person and meal and
// limits how many anyone sends; each refusal is said in the dialog, and nothing typed is lost.
import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '../../lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS } from '../../../shared/enums';
import { NOTE_MAX, ReportMealInput } from '../../../shared/schemas/moderation';
import { trpc } from '../../app/trpc';
import { DialogForm } from '../../components/kit/dialog-form';
import { FormDialog } from '../../components/kit/form-dialog';
import { appError } from '../../lib/app-error';
import { useValidationText } from '../../lib/use-validation-text';

export function ReportMealDialog({
  meal,
  onClose,
}: {
  meal: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('menu');
  return (
    <FormDialog opened={meal !== null} onClose={onClose} title={meal ? t('report.title', { meal: meal.title }) : ''}>
      {meal && <ReportForm key={meal.id} mealId={meal.id} onDone={onClose} />}
    </FormDialog>
  );
}

function ReportForm({ mealId, onDone }: { mealId: string; onDone: () => void }) {
  const { t } = useTranslation(['menu', 'errors']);
  const validation = useValidationText();
  const [reason, setReason] = useState<string>('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const report = trpc.moderation.report.useMutation({
    onSuccess: () => {
      notifications.show({ color: 'teal', title: t('report.sentTitle'), message: t('report.sent') });
      onDone();
    },
    onError: (error) => setRefusal(t(`errors:codes.${appError(error).code}`)),
  });

  return (
    <DialogForm
      onSubmit={() => {
        setRefusal(undefined);
        const parsed = ReportMealInput.safeParse({ mealId, reason, note });
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
              label={t(`report.reasons.${value}`)}
              py={10}
              data-autofocus={value === REPORT_REASONS[0] || undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t('report.note')}
        description={t('report.noteHint', { max: NOTE_MAX })}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={NOTE_MAX}
        autosize
        minRows={3}
      />
    </DialogForm>
  );
}
