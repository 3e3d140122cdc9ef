// The dialogs of /admin/offices' row actions (client/features/admin/office-row-actions.tsx): the one open is the
// one the admin picked, for the office they picked it on.
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OfficeNameField, OfficeSubdomainField } from '../../../shared/schemas/admin';
import { appConfig } from '../../app/config';
import { trpc } from '../../app/trpc';
import { type AdminOffice, useAdminSuccessToast } from './admin-model';
import { ClosedDaysDialog } from './closed-days-dialog';
import { MoveOfficeDialog } from './move-office-dialog';
import { OfficeChannelDialog } from './office-channel-dialog';
import { OfficeDefaultsDialog } from './office-defaults-dialog';
import { OfficeQrDialog } from './office-qr';
import type { OfficeEdit } from './office-row-actions';
import { TextFieldDialog } from './text-field-dialog';

export type OfficeEditing = { kind: OfficeEdit; office: AdminOffice } | null;

/** What the subdomain dialog accepts: a label, or nothing (removes it). */
const SubdomainInput = z.string().trim().pipe(z.literal('').or(OfficeSubdomainField));

export function OfficeDialogs({
  editing,
  onClose,
  channelOffice,
  onCloseChannel,
  refresh,
}: {
  editing: OfficeEditing;
  onClose: () => void;
  /** The office whose chat-channel dialog is open. */
  channelOffice: AdminOffice | null;
  onCloseChannel: () => void;
  refresh: () => unknown;
}) {
  const { t } = useTranslation('admin');
  const success = useAdminSuccessToast();
  const rename = trpc.admin.renameOffice.useMutation({ onSettled: refresh });
  const setSubdomain = trpc.admin.setOfficeSubdomain.useMutation({ onSettled: refresh });
  const office = (kind: OfficeEdit) => (editing?.kind === kind ? editing.office : null);
  const move = office('move');
  return (
    <>
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
        onClose={onClose}
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
        onClose={onClose}
      />
      <MoveOfficeDialog move={move ? { office: move } : null} onClose={onClose} onDone={refresh} />
      <OfficeDefaultsDialog office={office('defaults')} onClose={onClose} onDone={refresh} />
      <OfficeQrDialog office={office('qr')} onClose={onClose} />
      <ClosedDaysDialog office={office('closedDays')} onClose={onClose} />
      <OfficeChannelDialog office={channelOffice} onClose={onCloseChannel} />
    </>
  );
}
