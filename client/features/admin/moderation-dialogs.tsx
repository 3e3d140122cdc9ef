// The dialogs of /admin/moderation's actions: each says what will happen and asks before doing it; resolving asks
// for notes (validated with the server's ResolveReportInput), dismissing takes optional ones.
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUSPENSION_DAYS, type SuspensionDays } from '../../../shared/enums';
import { ResolveReportInput } from '../../../shared/schemas/moderation';
import { trpc } from '../../app/trpc';
import { ConfirmDialog } from '../../components/kit/confirm-dialog';
import { useAdminErrorToast, useAdminSuccessToast } from './admin-model';
import type { ModerationAction } from './moderation-model';
import { NotesDialog } from './moderation-notes-dialog';

export function ActionDialogs({ action, onClose }: { action: ModerationAction | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const toastError = useAdminErrorToast();
  const success = useAdminSuccessToast();
  const [days, setDays] = useState<SuspensionDays>(7);
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string | undefined>();
  const refresh = () =>
    Promise.all([
      utils.moderation.reports.invalidate(),
      utils.admin.auditLog.invalidate(),
      utils.admin.dashboard.invalidate(),
      utils.admin.meals.invalidate(),
    ]);
  const done = (message: string) => () => {
    success(message);
    setNotes('');
    setNotesError(undefined);
    onClose();
  };
  const options = (message: string) => ({ onSuccess: done(message), onError: toastError, onSettled: refresh });
  const setDisabled = trpc.moderation.setMealDisabled.useMutation({
    onSuccess: (result) => {
      done(result.disabled ? t('moderation.disabled', { count: result.eatersTold }) : t('moderation.enabled'))();
    },
    onError: toastError,
    onSettled: refresh,
  });
  const suspend = trpc.moderation.suspendCook.useMutation(options(t('moderation.suspended')));
  const lift = trpc.moderation.liftSuspension.useMutation(options(t('moderation.lifted')));
  const resolve = trpc.moderation.resolve.useMutation(options(t('moderation.resolved')));
  const dismiss = trpc.moderation.dismiss.useMutation(options(t('moderation.dismissed')));
  const takeDownWish = trpc.moderation.takeDownWish.useMutation(options(t('moderation.wish.takenDown')));

  const report = action?.report;
  const meal = report?.meal;
  const cookName = meal?.cook?.name ?? '';
  const kind = action?.kind;
  const close = () => {
    setNotesError(undefined);
    onClose();
  };

  return (
    <>
      <ConfirmDialog
        opened={kind === 'disable' || kind === 'enable'}
        title={t(kind === 'disable' ? 'moderation.disableTitle' : 'moderation.enableTitle')}
        confirmLabel={t(kind === 'disable' ? 'moderation.disable' : 'moderation.enable')}
        color={kind === 'disable' ? 'orange' : 'teal'}
        loading={setDisabled.isPending}
        onConfirm={() => report && setDisabled.mutate({ reportId: report.id, disabled: kind === 'disable' })}
        onClose={close}
      >
        {t(kind === 'disable' ? 'moderation.disableText' : 'moderation.enableText', {
          title: meal?.title ?? '',
          cook: cookName,
        })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={kind === 'takeDownWish'}
        title={t('moderation.wish.takeDownTitle')}
        confirmLabel={t('moderation.wish.takeDown')}
        color="orange"
        loading={takeDownWish.isPending}
        onConfirm={() => report && takeDownWish.mutate({ reportId: report.id })}
        onClose={close}
      >
        {t('moderation.wish.takeDownText', { title: report?.wish?.title ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={kind === 'suspend'}
        title={t('moderation.suspendTitle', { name: cookName })}
        confirmLabel={t('moderation.suspendFor', { count: days })}
        loading={suspend.isPending}
        onConfirm={() => report && suspend.mutate({ reportId: report.id, days })}
        onClose={close}
      >
        <Stack>
          <Text>{t('moderation.suspendText', { name: cookName })}</Text>
          <Radio.Group
            label={t('moderation.duration')}
            value={String(days)}
            onChange={(value) => setDays(Number(value) as SuspensionDays)}
          >
            <Group mt="xs">
              {SUSPENSION_DAYS.map((option) => (
                <Radio key={option} value={String(option)} label={t('moderation.days', { count: option })} />
              ))}
            </Group>
          </Radio.Group>
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        opened={kind === 'lift'}
        title={t('moderation.liftTitle', { name: cookName })}
        confirmLabel={t('moderation.lift')}
        color="teal"
        loading={lift.isPending}
        onConfirm={() => meal?.cook && lift.mutate({ userId: meal.cook.id })}
        onClose={close}
      >
        {t('moderation.liftText', { name: cookName })}
      </ConfirmDialog>
      <NotesDialog
        opened={kind === 'resolve' || kind === 'dismiss'}
        resolving={kind === 'resolve'}
        notes={notes}
        onNotes={(value) => {
          setNotes(value);
          setNotesError(undefined);
        }}
        error={notesError}
        loading={resolve.isPending || dismiss.isPending}
        onSubmit={() => {
          if (!report) return;
          if (kind === 'resolve') {
            const parsed = ResolveReportInput.safeParse({ reportId: report.id, notes });
            if (!parsed.success) return setNotesError(parsed.error.issues[0]?.message);
            resolve.mutate(parsed.data);
          } else {
            dismiss.mutate({ reportId: report.id, notes });
          }
        }}
        onClose={close}
      />
    </>
  );
}
