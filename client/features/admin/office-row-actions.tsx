// What an admin can do with one office, as the buttons of its row on /admin/offices: each opens a dialog (the
// chat channel's through the route's `?channel=`, so it survives a reload).
import { Button, Group } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminOffice } from './admin-model';

export type OfficeEdit = 'rename' | 'move' | 'defaults' | 'subdomain' | 'qr' | 'closedDays';

export function OfficeRowActions({
  office,
  superAdmin,
  onEdit,
  onChannel,
}: {
  office: AdminOffice;
  /** Moving an office between organizations is the super admins' (docs/decisions/039-admins-scoped-to-their-organization.md). */
  superAdmin: boolean;
  onEdit: (kind: OfficeEdit) => void;
  onChannel: () => void;
}) {
  const { t } = useTranslation('admin');
  const name = { name: office.name };
  const buttons: { key: string; label: string; of: string; onClick: () => void }[] = [
    { key: 'rename', label: t('offices.rename'), of: t('offices.renameOf', name), onClick: () => onEdit('rename') },
    ...(superAdmin
      ? [{ key: 'move', label: t('offices.move'), of: t('offices.moveOf', name), onClick: () => onEdit('move') }]
      : []),
    {
      key: 'defaults',
      label: t('offices.editDefaults'),
      of: t('offices.defaultsOf', name),
      onClick: () => onEdit('defaults'),
    },
    {
      key: 'closedDays',
      label: t('closedDays.button'),
      of: t('closedDays.of', name),
      onClick: () => onEdit('closedDays'),
    },
    { key: 'channel', label: t('channel.button'), of: t('channel.of', name), onClick: onChannel },
    {
      key: 'subdomain',
      label: t('offices.editSubdomain'),
      of: t('offices.subdomainOf', name),
      onClick: () => onEdit('subdomain'),
    },
  ];
  return (
    <Group gap={6} justify="flex-end" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconQrcode size={16} aria-hidden />}
        onClick={() => onEdit('qr')}
        aria-label={t('offices.qrOf', name)}
      >
        {t('offices.qr')}
      </Button>
      {buttons.map((button) => (
        <Button key={button.key} size="xs" variant="default" onClick={button.onClick} aria-label={button.of}>
          {button.label}
        </Button>
      ))}
    </Group>
  );
}
