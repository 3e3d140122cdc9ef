// /admin/moderation: reports in tabs open, resolved and dismissed (food safety first in
// the open tab). On an open report an admin takes the meal off the menus or puts it back, suspends its cook for 7
// or 30 days (or lifts a suspension), resolves with notes or dismisses. Every action asks first.
import { Badge, Button, Card, Group, Image, Radio, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { Modal } from '../../components/modal';
import { IconAlertTriangle, IconBan, IconCheck, IconEye, IconEyeOff, IconUserOff, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES, SUSPENSION_DAYS, type ReportStatus, type SuspensionDays } from '../../../shared/enums';
import { RESOLUTION_NOTES_MAX, ResolveReportInput } from '../../../shared/schemas/moderation';
import { trpc } from '../../app/trpc';
import { AdminPage } from '../../components/kit/admin-page';
import { ConfirmDialog } from '../../components/kit/confirm-dialog';
import { DialogForm } from '../../components/kit/dialog-form';
import { useFormat } from '../../lib/use-format';
import { useValidationText } from '../../lib/use-validation-text';
import { useAdminErrorToast, useAdminSuccessToast } from './admin-model';
import { listOptions } from '../../components/kit/query-state';
import { reportsInput, type ModerationReport } from './moderation-model';
import { LoadError } from '../../components/kit/load-error';

const STATE_COLOR = { active: 'teal', inactive: 'gray', softDisabled: 'orange', withdrawn: 'red' } as const;

type Action =
  | { kind: 'disable' | 'enable' | 'suspend' | 'resolve' | 'dismiss'; report: ModerationReport }
  | { kind: 'lift'; report: ModerationReport };

export function ModerationPage({ tab, onTab }: { tab: ReportStatus; onTab: (tab: ReportStatus) => void }) {
  const { t } = useTranslation('admin');
  const reports = trpc.moderation.reports.useInfiniteQuery(reportsInput(tab), listOptions);
  const [action, setAction] = useState<Action | null>(null);
  const counts = reports.data?.pages[0]?.counts;
  const rows = reports.data?.pages.flatMap((page) => page.items);

  return (
    <AdminPage title={t('moderation.title')} subtitle={t('moderation.subtitle')}>
      <Tabs value={tab} onChange={(value) => value && onTab(value as ReportStatus)} keepMounted={false}>
        <Tabs.List>
          {REPORT_STATUSES.map((status) => (
            <Tabs.Tab
              key={status}
              value={status}
              mih={44}
              rightSection={
                counts ? (
                  <Badge size="sm" variant="light" color={status === 'open' && counts.open > 0 ? 'red' : 'gray'}>
                    {counts[status]}
                  </Badge>
                ) : null
              }
            >
              {t(`moderation.tabs.${status}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {reports.isError && !rows ? (
        <LoadError onRetry={reports.refetch} retrying={reports.isFetching} />
      ) : !rows ? (
        <Text c="dimmed" role="status">
          {t('loading')}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t(`moderation.empty.${tab}`)}</Text>
      ) : (
        <Stack
          gap="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t(`moderation.tabs.${tab}`)}
        >
          {rows.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} onAction={setAction} />
            </li>
          ))}
        </Stack>
      )}
      {reports.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={reports.isFetchingNextPage} onClick={() => void reports.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </Group>
      )}
      <ActionDialogs action={action} onClose={() => setAction(null)} />
    </AdminPage>
  );
}

function ReportCard({ report, onAction }: { report: ModerationReport; onAction: (action: Action) => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const meal = report.meal;
  const cook = meal?.cook ?? null;
  const suspended = cook?.suspendedUntil ?? null;
  const titleId = `report-${report.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} data-testid="report-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Badge
              color={report.reason === 'foodSafety' ? 'red' : 'gray'}
              variant={report.reason === 'foodSafety' ? 'filled' : 'light'}
              leftSection={report.reason === 'foodSafety' ? <IconAlertTriangle size={12} aria-hidden /> : null}
            >
              {t(`moderation.reasons.${report.reason}`)}
            </Badge>
            {report.otherReports > 0 && (
              <Badge variant="outline" color="orange">
                {t('moderation.otherReports', { count: report.otherReports, open: report.otherOpenReports })}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {format.dateTime(report.createdAt)}
          </Text>
        </Group>
        <Title order={2} size="h4" id={titleId}>
          {meal ? meal.title : t('moderation.mealGone')}
        </Title>
        <Text size="sm">
          {report.reporter
            ? t('moderation.reportedBy', { name: report.reporter.name, email: report.reporter.email })
            : t('moderation.reporterGone')}
        </Text>
        {report.note ? (
          <Text
            size="sm"
            p="sm"
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 8, whiteSpace: 'pre-wrap' }}
          >
            {report.note}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('moderation.noNote')}
          </Text>
        )}
        {meal && (
          <Stack gap={6}>
            {meal.photos.length > 0 && (
              <Group gap={6}>
                {meal.photos.map((photo, index) => (
                  <Image
                    key={photo.id}
                    src={photo.card}
                    alt={t('moderation.photoOf', { title: meal.title, n: index + 1 })}
                    w={72}
                    h={54}
                    radius="sm"
                    fit="cover"
                  />
                ))}
              </Group>
            )}
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color={STATE_COLOR[meal.state]}>
                {t(`meals.states.${meal.state}`)}
              </Badge>
              <Text size="sm">
                {t('moderation.mealFacts', { office: meal.officeName ?? '—', date: format.date(meal.pickupDate) })}
              </Text>
            </Group>
            {cook && <Text size="sm">{t('moderation.cook', { name: cook.name, email: cook.email })}</Text>}
            {suspended && (
              <Group gap="xs">
                <Badge color="red" variant="light" leftSection={<IconUserOff size={12} aria-hidden />}>
                  {t('moderation.suspendedUntil', { date: format.dateTime(suspended) })}
                </Badge>
                <Button size="xs" variant="subtle" mih={44} onClick={() => onAction({ kind: 'lift', report })}>
                  {t('moderation.lift')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
        {report.status === 'open' ? (
          <Group gap="xs" wrap="wrap">
            {meal &&
              meal.state !== 'withdrawn' &&
              (meal.state === 'softDisabled' ? (
                <Button
                  variant="light"
                  color="teal"
                  leftSection={<IconEye size={16} aria-hidden />}
                  onClick={() => onAction({ kind: 'enable', report })}
                >
                  {t('moderation.enable')}
                </Button>
              ) : (
                <Button
                  variant="light"
                  color="orange"
                  leftSection={<IconEyeOff size={16} aria-hidden />}
                  onClick={() => onAction({ kind: 'disable', report })}
                >
                  {t('moderation.disable')}
                </Button>
              ))}
            {cook && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconBan size={16} aria-hidden />}
                onClick={() => onAction({ kind: 'suspend', report })}
              >
                {t('moderation.suspend')}
              </Button>
            )}
            <Button
              variant="filled"
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => onAction({ kind: 'resolve', report })}
            >
              {t('moderation.resolve')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => onAction({ kind: 'dismiss', report })}
            >
              {t('moderation.dismiss')}
            </Button>
          </Group>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t(`moderation.closed.${report.status === 'resolved' ? 'resolved' : 'dismissed'}`, {
                name: report.resolver?.name ?? '—',
                date: report.resolvedAt ? format.dateTime(report.resolvedAt) : '—',
              })}
            </Text>
            {report.resolutionNotes && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {report.resolutionNotes}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The dialogs of the actions: each says what will happen and asks before doing it. */
function ActionDialogs({ action, onClose }: { action: Action | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const toastError = useAdminErrorToast();
  const success = useAdminSuccessToast();
  const validation = useValidationText();
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

  const report = action?.report;
  const meal = report?.meal;
  const cookName = meal?.cook?.name ?? '';
  const kind = action?.kind;
  const close = () => {
    setNotesError(undefined);
    onClose();
  };

  const notesField = (required: boolean) => (
    <Textarea
      label={t(required ? 'moderation.notes' : 'moderation.notesOptional')}
      description={t('moderation.notesHint')}
      value={notes}
      onChange={(event) => {
        setNotes(event.currentTarget.value);
        setNotesError(undefined);
      }}
      error={validation(notesError)}
      maxLength={RESOLUTION_NOTES_MAX}
      autosize
      minRows={3}
      required={required}
      data-autofocus
    />
  );

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
      <Modal
        opened={kind === 'resolve' || kind === 'dismiss'}
        onClose={close}
        title={t(kind === 'resolve' ? 'moderation.resolveTitle' : 'moderation.dismissTitle')}
        centered
      >
        <DialogForm
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
          onCancel={close}
          submitLabel={t(kind === 'resolve' ? 'moderation.resolve' : 'moderation.dismiss')}
          submitColor={kind === 'dismiss' ? 'gray' : undefined}
          loading={resolve.isPending || dismiss.isPending}
        >
          <Text size="sm">{t(kind === 'resolve' ? 'moderation.resolveText' : 'moderation.dismissText')}</Text>
          {notesField(kind === 'resolve')}
        </DialogForm>
      </Modal>
    </>
  );
}
