// The cook's word to the eaters of a meal, on the dashboard, My meals and the preorders page: "Message eaters" (a
// short message, "ten minutes late") while the meal is upcoming with reservations, and "It's in the kitchen" (with
// an optional place note) besides on its pickup day, by the server's own rules (shared/meal-messages.ts). Each
// opens a small dialog; the server's refusal (the daily limit, a meal no longer there) is said in the dialog and
// nothing typed is lost; focus returns to the button on close (client/components/modal.tsx).
import { Button, Group, Textarea, TextInput } from '@mantine/core';
import { IconMessage, IconToolsKitchen } from '@tabler/icons-react';
import { useState } from 'react';
import { NOTIFICATION_LIMITS } from '../../../shared/constants';
import { messageRefusal, readyRefusal, type MessageableMeal } from '../../../shared/meal-messages';
import { AnnounceReadyInput, MessageEatersInput } from '../../../shared/schemas/notifications';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useNow } from '../../lib/use-now';
import { useValidationText } from '../../lib/use-validation-text';
import { DialogForm } from '../kit/dialog-form';
import { Modal } from '../modal';

type Mode = 'ready' | 'message';

export function TellEaters({ meal }: { meal: MessageableMeal & { id: string; title: string } }) {
  const { t } = useTranslation('cook');
  const [mode, setMode] = useState<Mode | null>(null);
  const now = useNow();
  const title = meal.title;
  const canMessage = messageRefusal(meal, now) === null;
  // An open dialog stays when the time runs out under it: the server then says why in the dialog.
  if (!canMessage && !mode) return null;
  return (
    <>
      {canMessage && (
        <Group gap="xs" grow>
          {readyRefusal(meal, now) === null && (
            <Button
              variant="filled"
              color="teal"
              size="sm"
              mih={44}
              leftSection={<IconToolsKitchen size={18} aria-hidden />}
              aria-label={t('tell.readyFor', { meal: title })}
              onClick={() => setMode('ready')}
            >
              {t('tell.ready')}
            </Button>
          )}
          <Button
            variant="default"
            size="sm"
            mih={44}
            leftSection={<IconMessage size={18} aria-hidden />}
            aria-label={t('tell.messageFor', { meal: title })}
            onClick={() => setMode('message')}
          >
            {t('tell.message')}
          </Button>
        </Group>
      )}
      <Modal
        opened={mode !== null}
        onClose={() => setMode(null)}
        title={mode === 'message' ? t('tell.messageTitle', { meal: title }) : t('tell.readyTitle', { meal: title })}
        centered
      >
        {mode && <TellForm mode={mode} mealId={meal.id} onDone={() => setMode(null)} />}
      </Modal>
    </>
  );
}

function TellForm({ mode, mealId, onDone }: { mode: Mode; mealId: string; onDone: () => void }) {
  const { t } = useTranslation(['cook', 'errors']);
  const validation = useValidationText();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const onError = (error: unknown) => {
    const info = appError(error);
    if (info.issues[0]) setFieldError(validation(info.issues[0].message));
    else setRefusal(t(`errors:codes.${info.code}`));
  };
  const onSuccess = (result: { eatersTold: number }) => {
    notifications.show({ color: 'teal', message: t('tell.sent', { count: result.eatersTold }) });
    onDone();
  };
  const ready = trpc.meals.announceReady.useMutation({ onSuccess, onError });
  const message = trpc.meals.messageEaters.useMutation({ onSuccess, onError });

  const submit = () => {
    setRefusal(undefined);
    if (mode === 'ready') {
      const parsed = AnnounceReadyInput.safeParse({ mealId, note: value || undefined });
      if (!parsed.success) return setFieldError(validation(parsed.error.issues[0]?.message));
      ready.mutate(parsed.data);
    } else {
      const parsed = MessageEatersInput.safeParse({ mealId, text: value });
      if (!parsed.success) return setFieldError(validation(parsed.error.issues[0]?.message));
      message.mutate(parsed.data);
    }
  };

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={mode === 'ready' ? t('tell.readySubmit') : t('tell.messageSubmit')}
      loading={ready.isPending || message.isPending}
      refusal={refusal}
    >
      {mode === 'ready' ? (
        <TextInput
          label={t('tell.noteLabel')}
          description={t('tell.noteHint')}
          value={value}
          maxLength={NOTIFICATION_LIMITS.readyNoteMax}
          error={fieldError}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setFieldError(undefined);
          }}
          data-autofocus
        />
      ) : (
        <Textarea
          label={t('tell.messageLabel')}
          description={t('tell.messageHint', {
            max: NOTIFICATION_LIMITS.messageMax,
            perDay: NOTIFICATION_LIMITS.messagesPerMealPerDay,
          })}
          value={value}
          required
          autosize
          minRows={2}
          maxLength={NOTIFICATION_LIMITS.messageMax}
          error={fieldError}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setFieldError(undefined);
          }}
          data-autofocus
        />
      )}
    </DialogForm>
  );
}
