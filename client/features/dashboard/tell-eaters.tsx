// The cook's word to today's eaters of a meal: "It's in the kitchen" (with an optional place note) and a short
// message ("ten minutes late"). Each opens a small dialog; the server's refusal (the daily limit, a meal no longer
// there) is said in the dialog and nothing typed is lost; focus returns to the button on close (Mantine's Modal).
import { Button, Group, Modal, Textarea, TextInput } from '@mantine/core';

import { IconMessage, IconToolsKitchen } from '@tabler/icons-react';
import { useState } from 'react';
import { NOTIFICATION_LIMITS } from '../../../shared/constants';
import { AnnounceReadyInput, MessageEatersInput } from '../../../shared/schemas/notifications';
import { useTranslation } from '../../app/i18n';
import { trpc } from '../../app/trpc';
import { DialogForm } from '../../components/dialog-form';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useValidationText } from '../../lib/use-validation-text';

type Mode = 'ready' | 'message';

export function TellEaters({ mealId, title }: { mealId: string; title: string }) {
  const { t } = useTranslation('dashboard');
  const [mode, setMode] = useState<Mode | null>(null);
  return (
    <>
      <Group gap="xs" grow>
        <Button
          variant="filled"
          color="teal"
          size="sm"
          mih={44}
          leftSection={<IconToolsKitchen size={18} aria-hidden />}
          aria-label={t('cook.tell.readyFor', { meal: title })}
          onClick={() => setMode('ready')}
        >
          {t('cook.tell.ready')}
        </Button>
        <Button
          variant="default"
          size="sm"
          mih={44}
          leftSection={<IconMessage size={18} aria-hidden />}
          aria-label={t('cook.tell.messageFor', { meal: title })}
          onClick={() => setMode('message')}
        >
          {t('cook.tell.message')}
        </Button>
      </Group>
      <Modal
        opened={mode !== null}
        onClose={() => setMode(null)}
        title={
          mode === 'message' ? t('cook.tell.messageTitle', { meal: title }) : t('cook.tell.readyTitle', { meal: title })
        }
        centered
      >
        {mode && <TellForm mode={mode} mealId={mealId} onDone={() => setMode(null)} />}
      </Modal>
    </>
  );
}

function TellForm({ mode, mealId, onDone }: { mode: Mode; mealId: string; onDone: () => void }) {
  const { t } = useTranslation(['dashboard', 'errors']);
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
    notifications.show({ color: 'teal', message: t('cook.tell.sent', { count: result.eatersTold }) });
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
      submitLabel={mode === 'ready' ? t('cook.tell.readySubmit') : t('cook.tell.messageSubmit')}
      loading={ready.isPending || message.isPending}
      refusal={refusal}
    >
      {mode === 'ready' ? (
        <TextInput
          label={t('cook.tell.noteLabel')}
          description={t('cook.tell.noteHint')}
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
          label={t('cook.tell.messageLabel')}
          description={t('cook.tell.messageHint', {
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
