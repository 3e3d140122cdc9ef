// Private feedback after pickup: thumbs up or down and an optional note to the cook, once per
// collected reservation. The cook sees the note without the name, and the thumbs only as counts from three on. A
// thumbs down can also report a food-safety problem to the office admins, in the same step.
import { Checkbox, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { Modal } from '../../components/modal';
import { notifications } from '../../lib/toast';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackRating } from '../../../shared/enums';
import { NOTE_MAX } from '../../../shared/schemas/moderation';
import { trpc } from '../../app/trpc';
import { DialogForm } from '../../components/kit/dialog-form';
import { appError } from '../../lib/app-error';

/** The two answers, each with its thumb. */
const RATINGS = [
  { value: 'up', Icon: IconThumbUp },
  { value: 'down', Icon: IconThumbDown },
] as const satisfies readonly { value: FeedbackRating; Icon: unknown }[];

export function FeedbackDialog({
  preorder,
  onClose,
}: {
  preorder: { id: string; mealTitle: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('activity');
  return (
    <Modal
      opened={preorder !== null}
      onClose={onClose}
      title={preorder ? t('feedback.title', { meal: preorder.mealTitle }) : ''}
      centered
      radius="lg"
    >
      {preorder && <FeedbackForm key={preorder.id} preorderId={preorder.id} onDone={onClose} />}
    </Modal>
  );
}

function FeedbackForm({ preorderId, onDone }: { preorderId: string; onDone: () => void }) {
  const { t } = useTranslation(['activity', 'errors']);
  const utils = trpc.useUtils();
  const [rating, setRating] = useState<FeedbackRating | ''>('');
  const [note, setNote] = useState('');
  const [reportFoodSafety, setReportFoodSafety] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [missing, setMissing] = useState(false);
  const leave = trpc.feedback.leave.useMutation({
    onSuccess: async (result) => {
      notifications.show({ color: 'teal', message: t(result.reported ? 'feedback.sentReported' : 'feedback.sent') });
      onDone();
      await utils.preorders.mine.invalidate();
    },
    onError: (error) => setRefusal(t(`errors:codes.${appError(error).code}`)),
  });

  return (
    <DialogForm
      onSubmit={() => {
        setRefusal(undefined);
        if (!rating) return setMissing(true);
        leave.mutate({ preorderId, rating, note, reportFoodSafety: rating === 'down' && reportFoodSafety });
      }}
      onCancel={onDone}
      submitLabel={t('feedback.send')}
      loading={leave.isPending}
      refusal={refusal}
    >
      <Text size="sm" c="dimmed">
        {t('feedback.intro')}
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="feedback-rating-label">
          {t('feedback.question')}
        </Text>
        <SegmentedControl
          aria-labelledby="feedback-rating-label"
          fullWidth
          size="md"
          value={rating}
          onChange={(value) => {
            setRating(value as FeedbackRating);
            setMissing(false);
          }}
          data={RATINGS.map(({ value, Icon }) => ({
            value,
            label: (
              <Group gap={6} justify="center" wrap="nowrap">
                <Icon size={18} aria-hidden />
                {t(`feedback.${value}`)}
              </Group>
            ),
          }))}
        />
        {missing && (
          <Text size="sm" c="red" role="alert">
            {t('feedback.choose')}
          </Text>
        )}
      </Stack>
      <Textarea
        label={t('feedback.note')}
        description={t('feedback.noteHint')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={NOTE_MAX}
        autosize
        minRows={3}
      />
      {rating === 'down' && (
        <Checkbox
          checked={reportFoodSafety}
          onChange={(event) => setReportFoodSafety(event.currentTarget.checked)}
          label={t('feedback.foodSafety')}
          description={t('feedback.foodSafetyHint')}
          color="red"
        />
      )}
    </DialogForm>
  );
}
