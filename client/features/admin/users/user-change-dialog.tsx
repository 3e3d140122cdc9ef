// The confirmation of a change to a user (a role, an office, erasing), and sending it. A super admin appointing an
// admin picks the organization they will administer (by default their office's); an admin's appointees always
// administer the admin's own (docs/decisions/039-admins-scoped-to-their-organization.md).
import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../shared/enums';
import { trpc } from '../../../app/trpc';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog';
import { appError } from '../../../lib/app-error';
import { useAdminErrorToast, useAdminSuccessToast } from '../admin-model';
import type { UserChange } from './user-change';

export function UserChangeDialog({
  change,
  superAdmin,
  officeName,
  onClose,
}: {
  change: UserChange | null;
  superAdmin: boolean;
  officeName: (id: string | null) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const organizations = trpc.admin.organizations.useQuery(undefined, { enabled: superAdmin });
  // The organization picked for this change only: a new change starts from the office's.
  const [appoint, setAppoint] = useState<{ change: UserChange | null; to: string }>({ change: null, to: '' });
  const appointTo = appoint.change === change ? appoint.to : '';
  const picksOrganization =
    superAdmin && change?.kind === 'role' && change.role === 'admin' && change.user.role !== 'admin';
  const toastError = useAdminErrorToast();
  const success = useAdminSuccessToast();
  const refresh = () =>
    Promise.all([
      utils.admin.users.invalidate(),
      utils.admin.auditLog.invalidate(),
      utils.admin.dashboard.invalidate(),
    ]);
  const onError = (error: unknown) => {
    toastError(error);
    if (appError(error).code === 'staleRecord') void utils.admin.users.invalidate();
  };
  const setRole = trpc.admin.setUserRole.useMutation({ onError, onSettled: refresh });
  const setOffice = trpc.admin.setUserOffice.useMutation({ onError, onSettled: refresh });
  const erase = trpc.admin.eraseUser.useMutation({ onError, onSettled: refresh });
  const roleLabel = (role: Role) => t(`roles.${role}`);

  const confirm = () => {
    if (!change) return;
    const sent = { onSuccess: () => success(t('users.saved', { name: change.user.name })), onSettled: onClose };
    if (change.kind === 'erase') {
      erase.mutate({ userId: change.user.id }, { ...sent, onSuccess: () => success(t('users.erased')) });
    } else if (change.kind === 'role') {
      setRole.mutate(
        {
          userId: change.user.id,
          role: change.role,
          expectedUpdatedAt: change.user.updatedAt,
          organizationId: picksOrganization && appointTo ? appointTo : null,
        },
        sent,
      );
    } else {
      setOffice.mutate(
        { userId: change.user.id, officeId: change.officeId, expectedUpdatedAt: change.user.updatedAt },
        sent,
      );
    }
  };
  const unbinds = change?.kind === 'office' && change.officeId === null;

  return (
    <ConfirmDialog
      opened={change !== null}
      title={t(
        change?.kind === 'erase'
          ? 'users.confirmEraseTitle'
          : change?.kind === 'role'
            ? 'users.confirmRoleTitle'
            : 'users.confirmOfficeTitle',
      )}
      confirmLabel={t(change?.kind === 'erase' ? 'users.erase' : unbinds ? 'users.unbind' : 'users.change')}
      color={change?.kind === 'role' || change?.kind === 'erase' || unbinds ? 'red' : 'blue'}
      loading={setRole.isPending || setOffice.isPending || erase.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {change?.kind === 'erase' ? (
        t('users.confirmErase', { name: change.user.name })
      ) : change?.kind === 'role' ? (
        <Stack gap="sm">
          <Text>
            {t('users.confirmRole', {
              name: change.user.name,
              from: roleLabel(change.user.role),
              to: roleLabel(change.role),
            })}
          </Text>
          {picksOrganization && (
            <Select
              label={t('users.adminOf')}
              data={[
                { value: '', label: t('users.officeOrganization') },
                ...(organizations.data ?? []).map((org) => ({ value: org.id, label: org.name })),
              ]}
              value={appointTo}
              onChange={(value) => setAppoint({ change, to: value ?? '' })}
              allowDeselect={false}
              searchable
              comboboxProps={{ withinPortal: false }}
            />
          )}
        </Stack>
      ) : change?.kind === 'office' ? (
        unbinds ? (
          t('users.confirmUnbind', { name: change.user.name, office: officeName(change.user.officeId) })
        ) : (
          t('users.confirmOffice', {
            name: change.user.name,
            from: officeName(change.user.officeId),
            to: officeName(change.officeId),
          })
        )
      ) : (
        ''
      )}
    </ConfirmDialog>
  );
}
