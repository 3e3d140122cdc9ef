// /admin/offices: every office with its organization, time zone and the pickup window and cutoff its cooks' meal
// forms start from; create, rename, move to another organization, change the defaults, set its own subdomain
// (docs/decisions/030-office-subdomains.md); the kitchen QR code (copy the link, open the printable poster); and
// the office's chat channel (docs/decisions/043-office-channels.md).
import { useSignedInUser } from '../../app/session';
import { Anchor, Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '../../components/modal';
import { IconPlus, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CUTOFF_TIME, DEFAULT_PICKUP } from '../../../shared/constants';
import { TIME_ZONES } from '../../../shared/enums';
import { z } from 'zod';
import {
  CreateOfficeInput,
  OfficeNameField,
  OfficeSubdomainField,
  SetOfficeDefaultsInput,
} from '../../../shared/schemas/admin';
import { appConfig } from '../../app/config';
import { trpc } from '../../app/trpc';
import { AdminPage } from '../../components/kit/admin-page';
import { MoveOfficeDialog } from './move-office-dialog';
import { useFormat } from '../../lib/use-format';
import { useValidationText } from '../../lib/use-validation-text';
import { useZodForm } from '../../lib/use-zod-form';
import { type AdminOffice, useAdminSuccessToast } from './admin-model';
import { FormActions, submitWith, useFormRefusal } from './admin-form';
import { AdminTable } from '../../components/kit/admin-table';
import { ClosedDaysDialog } from './closed-days-dialog';
import { OfficeChannelDialog } from './office-channel-dialog';
import { OfficeQrDialog } from './office-qr';
import { TextFieldDialog } from './text-field-dialog';

type Office = AdminOffice;
type Editing = { kind: 'rename' | 'move' | 'defaults' | 'subdomain' | 'qr' | 'closedDays'; office: Office } | null;

/** What the subdomain dialog accepts: a label, or nothing (removes it). */
const SubdomainInput = z.string().trim().pipe(z.literal('').or(OfficeSubdomainField));

export function OfficesPage({
  channelOf,
  onChannel,
}: {
  /** The office whose chat-channel dialog is open (the route's `?channel=`). */
  channelOf: string | null;
  onChannel: (officeId: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  // Super admins only (docs/decisions/039-admins-scoped-to-their-organization.md); the server refuses the rest.
  const superAdmin = useSignedInUser()?.role === 'super_admin';
  const format = useFormat();
  const utils = trpc.useUtils();
  const offices = trpc.admin.offices.useQuery();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const success = useAdminSuccessToast();
  const refresh = () =>
    Promise.all([
      utils.admin.offices.invalidate(),
      utils.admin.organizations.invalidate(),
      utils.admin.auditLog.invalidate(),
    ]);
  const rename = trpc.admin.renameOffice.useMutation({ onSettled: refresh });
  const setSubdomain = trpc.admin.setOfficeSubdomain.useMutation({ onSettled: refresh });

  return (
    <AdminPage
      title={t('offices.title')}
      subtitle={t('offices.subtitle')}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          {t('offices.create')}
        </Button>
      }
    >
      <AdminTable<Office>
        label={t('offices.title')}
        loading={offices.isPending}
        query={offices}
        rows={offices.data}
        rowKey={(office) => office.id}
        empty={t('offices.empty')}
        columns={[
          { key: 'name', label: t('offices.name'), primary: true, render: (o) => o.name },
          {
            key: 'slug',
            label: t('offices.slug'),
            render: (o) => (
              <Anchor href={`/${o.slug}/menu?day=tomorrow`} size="sm">
                /{o.slug}
              </Anchor>
            ),
          },
          {
            key: 'subdomain',
            label: t('offices.subdomain'),
            render: (o) =>
              o.subdomain ? (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {o.subdomain}.{appConfig().baseDomain}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('offices.subdomainNone')}
                </Text>
              ),
          },
          { key: 'organization', label: t('offices.organization'), render: (o) => o.organizationName },
          {
            key: 'defaults',
            label: t('offices.defaults'),
            render: (o) => (
              <Text size="sm">
                {format.timeRange(o.pickupStart, o.pickupEnd)} ·{' '}
                {t('offices.cutoffShort', { time: format.time(o.cutoffTime) })}
                <br />
                <Text span size="xs" c="dimmed">
                  {o.timeZone}
                </Text>
              </Text>
            ),
          },
          {
            key: 'users',
            label: t('offices.users'),
            render: (o) => <Badge variant="light">{format.number(o.userCount)}</Badge>,
          },
          {
            key: 'actions',
            label: t('offices.actions'),
            render: (o) => (
              <Group gap={6} justify="flex-end" wrap="wrap">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconQrcode size={16} aria-hidden />}
                  onClick={() => setEditing({ kind: 'qr', office: o })}
                  aria-label={t('offices.qrOf', { name: o.name })}
                >
                  {t('offices.qr')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setEditing({ kind: 'rename', office: o })}
                  aria-label={t('offices.renameOf', { name: o.name })}
                >
                  {t('offices.rename')}
                </Button>
                {superAdmin && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing({ kind: 'move', office: o })}
                    aria-label={t('offices.moveOf', { name: o.name })}
                  >
                    {t('offices.move')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setEditing({ kind: 'defaults', office: o })}
                  aria-label={t('offices.defaultsOf', { name: o.name })}
                >
                  {t('offices.editDefaults')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setEditing({ kind: 'closedDays', office: o })}
                  aria-label={t('closedDays.of', { name: o.name })}
                >
                  {t('closedDays.button')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onChannel(o.id)}
                  aria-label={t('channel.of', { name: o.name })}
                >
                  {t('channel.button')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setEditing({ kind: 'subdomain', office: o })}
                  aria-label={t('offices.subdomainOf', { name: o.name })}
                >
                  {t('offices.editSubdomain')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <CreateOfficeDialog opened={creating} onClose={() => setCreating(false)} onCreated={refresh} />
      <TextFieldDialog
        opened={editing?.kind === 'rename'}
        title={t('offices.renameTitle')}
        label={t('offices.name')}
        initial={editing?.office.name ?? ''}
        field={OfficeNameField}
        onSubmit={async (name) => {
          await rename.mutateAsync({ id: editing!.office.id, name });
          success(t('offices.renamed'));
        }}
        onClose={() => setEditing(null)}
      />
      <TextFieldDialog
        opened={editing?.kind === 'subdomain'}
        title={t('offices.subdomainTitle', { name: editing?.office.name ?? '' })}
        label={t('offices.subdomain')}
        description={t('offices.subdomainHelp', { domain: appConfig().baseDomain })}
        initial={editing?.office.subdomain ?? ''}
        field={SubdomainInput}
        onSubmit={async (value) => {
          const subdomain = value.trim().toLowerCase();
          await setSubdomain.mutateAsync({ id: editing!.office.id, subdomain: subdomain || null });
          success(t('offices.subdomainSaved'));
        }}
        onClose={() => setEditing(null)}
      />
      <MoveOfficeDialog
        move={editing?.kind === 'move' ? { office: editing.office } : null}
        onClose={() => setEditing(null)}
        onDone={refresh}
      />
      <OfficeDefaultsDialog
        office={editing?.kind === 'defaults' ? editing.office : null}
        onClose={() => setEditing(null)}
        onDone={refresh}
      />
      <OfficeQrDialog office={editing?.kind === 'qr' ? editing.office : null} onClose={() => setEditing(null)} />
      <ClosedDaysDialog
        office={editing?.kind === 'closedDays' ? editing.office : null}
        onClose={() => setEditing(null)}
      />
      <OfficeChannelDialog
        office={offices.data?.find((office) => office.id === channelOf) ?? null}
        onClose={() => onChannel(null)}
      />
    </AdminPage>
  );
}

const timeZoneOptions = TIME_ZONES.map((zone) => ({ value: zone, label: zone }));

function OfficeTimesFields({
  form,
}: {
  form: {
    values: Record<string, unknown>;
    errors: Partial<Record<string, string>>;
    setField: (name: never, value: never) => void;
  };
}) {
  const { t } = useTranslation('admin');
  const text = useValidationText();
  const set = form.setField as (name: string, value: unknown) => void;
  return (
    <>
      <Select
        label={t('offices.timeZone')}
        data={timeZoneOptions}
        value={form.values.timeZone as string}
        onChange={(value) => set('timeZone', value)}
        allowDeselect={false}
        error={text(form.errors.timeZone)}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {(['pickupStart', 'pickupEnd', 'cutoffTime'] as const).map((name) => (
          <TextInput
            key={name}
            type="time"
            label={t(`offices.${name}`)}
            value={form.values[name] as string}
            onChange={(e) => set(name, e.currentTarget.value)}
            error={text(form.errors[name])}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('offices.defaultsHelp')}
      </Text>
    </>
  );
}

function CreateOfficeDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: () => unknown;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={opened} onClose={onClose} title={t('offices.createTitle')} centered size="lg">
      {opened && <CreateOfficeForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateOfficeForm({ onClose, onCreated }: { onClose: () => void; onCreated: () => unknown }) {
  const { t } = useTranslation(['admin', 'common']);
  const text = useValidationText();
  const success = useAdminSuccessToast();
  const orgs = trpc.admin.organizations.useQuery();
  const form = useZodForm(CreateOfficeInput, {
    name: '',
    slug: '',
    organizationId: '',
    timeZone: 'Europe/Vilnius',
    pickupStart: DEFAULT_PICKUP.start,
    pickupEnd: DEFAULT_PICKUP.end,
    cutoffTime: DEFAULT_CUTOFF_TIME,
  });
  const create = trpc.admin.createOffice.useMutation({
    onSuccess: (office) => {
      success(t('offices.created', { name: office.name }));
      void onCreated();
      onClose();
    },
    onError: useFormRefusal(form, (code) => {
      if (code === 'slugTaken') form.setServerIssues([{ path: 'slug', message: 'codes.slugTaken' }]);
      return code === 'slugTaken';
    }),
  });
  const slugError =
    form.errors.slug === 'codes.slugTaken' ? t('errors:codes.slugTaken' as never) : text(form.errors.slug);
  return (
    <form noValidate onSubmit={submitWith(form, create.mutate)}>
      <Stack>
        <TextInput
          label={t('offices.name')}
          required
          value={form.values.name}
          onChange={(e) => form.setField('name', e.currentTarget.value)}
          error={text(form.errors.name)}
          data-autofocus
        />
        <TextInput
          label={t('offices.slug')}
          required
          description={t('offices.slugHelp')}
          value={form.values.slug}
          onChange={(e) => form.setField('slug', e.currentTarget.value)}
          error={slugError}
        />
        <Select
          label={t('offices.organization')}
          required
          placeholder={t('offices.pickOrganization')}
          data={(orgs.data ?? []).map((org) => ({ value: org.id, label: org.name }))}
          value={form.values.organizationId || null}
          onChange={(value) => form.setField('organizationId', value ?? '')}
          searchable
          error={text(form.errors.organizationId)}
        />
        <OfficeTimesFields form={form as never} />
        <FormActions submitLabel={t('offices.create')} loading={create.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

function OfficeDefaultsDialog({
  office,
  onClose,
  onDone,
}: {
  office: Office | null;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      opened={office !== null}
      onClose={onClose}
      title={t('offices.defaultsTitle', { name: office?.name ?? '' })}
      centered
    >
      {office && <OfficeDefaultsForm office={office} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function OfficeDefaultsForm({
  office,
  onClose,
  onDone,
}: {
  office: Office;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const success = useAdminSuccessToast();
  const form = useZodForm(SetOfficeDefaultsInput, {
    id: office.id,
    timeZone: office.timeZone as (typeof TIME_ZONES)[number],
    pickupStart: office.pickupStart,
    pickupEnd: office.pickupEnd,
    cutoffTime: office.cutoffTime,
  });
  const save = trpc.admin.setOfficeDefaults.useMutation({
    onSuccess: () => {
      success(t('offices.defaultsSaved'));
      onClose();
    },
    onError: useFormRefusal(form),
    onSettled: onDone,
  });
  return (
    <form noValidate onSubmit={submitWith(form, save.mutate)}>
      <Stack>
        <OfficeTimesFields form={form as never} />
        <FormActions submitLabel={t('common:actions.save')} loading={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
