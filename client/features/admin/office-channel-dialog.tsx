// An office's chat channel (docs/decisions/043-office-channels.md): the admin picks Slack, Teams or Mattermost,
// pastes the incoming-webhook URL and chooses what is posted. The URL is a secret: the server shows it back only
// masked, so on an edit the field starts empty and a blank one keeps the stored URL. The channel is read by the
// offices route's loader (client/routes/_app/_authed/_admin/admin.offices.tsx, `?channel=<office id>`).
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { ConfirmDialog } from '../../components/kit/confirm-dialog';
import { appError } from '../../lib/app-error';
import { useZodForm } from '../../lib/use-zod-form';
import { FormActions, submitWith } from './admin-form';
import { ChannelFieldInputs, ChannelFields } from './office-channel-fields';
import { OfficeDialog } from './office-dialog';
import { type AdminOffice, type AdminOfficeChannel, useAdminErrorToast, useAdminSuccessToast } from './admin-model';

/** Server refusals that belong to the URL field. */
const URL_CODES = new Set(['webhookUrlNotAllowed', 'webhookUrlRequired']);

export function OfficeChannelDialog({
  office,
  onClose,
}: {
  office: Pick<AdminOffice, 'id' | 'name'> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <OfficeDialog office={office} title={(name) => t('channel.title', { name })} onClose={onClose}>
      {(open) => <OfficeChannel office={open} onClose={onClose} />}
    </OfficeDialog>
  );
}

function OfficeChannel({ office, onClose }: { office: Pick<AdminOffice, 'id' | 'name'>; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const channel = trpc.admin.officeChannel.useQuery({ officeId: office.id });
  if (channel.isPending) return <Loader size="sm" aria-label={t('common:state.loading')} />;
  if (channel.isError) {
    return (
      <Group>
        <Text size="sm" c="red" role="alert">
          {t('channel.loadFailed')}
        </Text>
        <Button variant="light" loading={channel.isFetching} onClick={() => void channel.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Group>
    );
  }
  // Keyed on what is stored, so a save or a removal starts the form again from the server's answer.
  return <ChannelForm key={JSON.stringify(channel.data)} office={office} stored={channel.data} onClose={onClose} />;
}

function ChannelForm({
  office,
  stored,
  onClose,
}: {
  office: Pick<AdminOffice, 'id' | 'name'>;
  stored: AdminOfficeChannel;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'common', 'errors']);
  const utils = trpc.useUtils();
  const success = useAdminSuccessToast();
  const toastError = useAdminErrorToast();
  const [confirming, setConfirming] = useState(false);
  const form = useZodForm(ChannelFields, {
    officeId: office.id,
    kind: stored?.kind ?? 'slack',
    url: '',
    menuAt: stored?.menuAt ?? '',
    lastCallMinutes: stored?.lastCallMinutes ?? '',
    newMeals: stored?.newMeals ?? false,
    locale: stored?.locale ?? 'en',
  });
  const refresh = () =>
    Promise.all([utils.admin.officeChannel.invalidate({ officeId: office.id }), utils.admin.auditLog.invalidate()]);
  const save = trpc.admin.setOfficeChannel.useMutation({
    onSuccess: (saved) => {
      success(t('channel.saved', { name: office.name }));
      utils.admin.officeChannel.setData({ officeId: office.id }, saved);
      void refresh();
    },
    onError: (error) => {
      const info = appError(error);
      if (info.issues.length) form.setServerIssues(info.issues);
      else if (URL_CODES.has(info.code)) form.setServerIssues([{ path: 'url', message: `codes.${info.code}` }]);
      else toastError(error);
    },
  });
  const remove = trpc.admin.removeOfficeChannel.useMutation({
    onSuccess: () => {
      success(t('channel.removed', { name: office.name }));
      setConfirming(false);
      utils.admin.officeChannel.setData({ officeId: office.id }, null);
      void refresh();
    },
    onError: (error) => {
      setConfirming(false);
      toastError(error);
    },
  });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('channel.help')}
      </Text>
      <form noValidate onSubmit={submitWith(form, save.mutate)}>
        <Stack>
          <ChannelFieldInputs form={form} stored={stored} />
          <Group justify="space-between" wrap="wrap">
            {stored ? (
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                {t('channel.remove')}
              </Button>
            ) : (
              <span />
            )}
            <FormActions submitLabel={t('common:actions.save')} loading={save.isPending} onCancel={onClose} />
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={t('channel.removeTitle', { name: office.name })}
        confirmLabel={t('channel.remove')}
        loading={remove.isPending}
        onConfirm={() => remove.mutate({ officeId: office.id })}
        onClose={() => setConfirming(false)}
      >
        {t('channel.removeEffect')}
      </ConfirmDialog>
    </Stack>
  );
}
