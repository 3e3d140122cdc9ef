// The form of a report to the office admins, whatever is reported (a meal: client/features/menu/report-dialog.tsx; a
// wish: client/features/wishes/report-wish-dialog.tsx): a reason and an optional note, checked by the report's shared
// schema; a refusal is said in the dialog and nothing typed is lost.
import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { REPORT_REASONS } from '../../../shared/enums';
import { NOTE_MAX } from '../../../shared/schemas/moderation';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useValidationText } from '../../lib/use-validation-text';
import { DialogForm } from './dialog-form';

interface SendOptions {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

export function ReportForm<Input>({
  parse,
  report,
  intro,
  sent,
  onDone,
}: {
  /** The report's input from what was typed, through its shared schema. */
  parse: (fields: { reason: string; note: string }) => z.ZodSafeParseResult<Input>;
  report: { mutate: (input: Input, options: SendOptions) => void; isPending: boolean };
  intro: string;
  /** The toast once it is sent. */
  sent: { title?: string; message: string };
  onDone: () => void;
}) {
  const { t } = useTranslation(['menu', 'errors']);
  const validation = useValidationText();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  return (
    <DialogForm
      onSubmit={() => {
        setRefusal(undefined);
        const parsed = parse({ reason, note });
        if (!parsed.success)
          return setReasonError(
            parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? 'validation.choiceRequired',
          );
        report.mutate(parsed.data, {
          onSuccess: () => {
            notifications.show({ color: 'teal', ...sent });
            onDone();
          },
          onError: (error) => setRefusal(t(`errors:codes.${appError(error).code}`)),
        });
      }}
      onCancel={onDone}
      submitLabel={t('report.send')}
      submitColor="red"
      loading={report.isPending}
      refusal={refusal}
    >
      <Text size="sm" c="dimmed">
        {intro}
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
