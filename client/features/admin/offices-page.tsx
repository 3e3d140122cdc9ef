// /admin/offices: every office with its organization, time zone and the pickup window and cutoff its cooks' meal
// forms start from; create, rename, move to another organization, change the defaults, set its own subdomain
// (docs/decisions/030-office-subdomains.md); the kitchen QR code (copy the link, open the printable poster); and
// the office's chat channel (docs/decisions/043-office-channels.md).
import { useSignedInUser } from '../../app/session';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../app/config';
import { trpc } from '../../app/trpc';
import { AdminListPage } from '../../components/kit/admin-list-page';
import { useFormat } from '../../lib/use-format';
import type { AdminOffice } from './admin-model';
import { CreateOfficeDialog } from './create-office-dialog';
import { OfficeDialogs, type OfficeEditing } from './office-dialogs';
import { OfficeRowActions } from './office-row-actions';

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
  const [editing, setEditing] = useState<OfficeEditing>(null);
  const refresh = () =>
    Promise.all([
      utils.admin.offices.invalidate(),
      utils.admin.organizations.invalidate(),
      utils.admin.auditLog.invalidate(),
    ]);

  return (
    <AdminListPage<AdminOffice>
      title={t('offices.title')}
      subtitle={t('offices.subtitle')}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          {t('offices.create')}
        </Button>
      }
      list={offices}
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
            <OfficeRowActions
              office={o}
              superAdmin={superAdmin}
              onEdit={(kind) => setEditing({ kind, office: o })}
              onChannel={() => onChannel(o.id)}
            />
          ),
        },
      ]}
    >
      <CreateOfficeDialog opened={creating} onClose={() => setCreating(false)} onCreated={refresh} />
      <OfficeDialogs
        editing={editing}
        onClose={() => setEditing(null)}
        channelOffice={offices.data?.find((office) => office.id === channelOf) ?? null}
        onCloseChannel={() => onChannel(null)}
        refresh={refresh}
      />
    </AdminListPage>
  );
}
