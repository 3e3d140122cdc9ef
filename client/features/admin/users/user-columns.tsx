// The users table's columns: who, the role and office selects (their changes wait for a confirmation), when they
// joined, and erasing. The controls the rules forbid are disabled (shared/admin-rules.ts, as the server decides).
import { Badge, Button, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../../../shared/enums';
import type { Column } from '../../../components/kit/admin-table';
import { useFormat } from '../../../lib/use-format';
import type { AdminUser } from '../admin-model';
import { NO_OFFICE, type UserChange } from './user-change';

export function useUserColumns({
  meId,
  officeOptions,
  onChange,
}: {
  meId: string;
  officeOptions: { value: string; label: string }[];
  onChange: (change: UserChange) => void;
}): Column<AdminUser>[] {
  const { t } = useTranslation(['admin', 'common']);
  const format = useFormat();
  const roleLabel = (role: Role) => t(`admin:roles.${role}`);
  return [
    {
      key: 'user',
      label: t('admin:users.user'),
      primary: true,
      render: (u) => (
        <div>
          <Text fw={600} size="sm" component="div">
            {u.erased ? t('common:deletedUser') : u.name}
            {u.id === meId && (
              <Badge ml={6} size="xs" variant="light">
                {t('admin:users.you')}
              </Badge>
            )}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {u.email}
          </Text>
        </div>
      ),
    },
    {
      key: 'role',
      label: t('admin:users.role'),
      render: (u) => (
        <Select
          aria-label={t('admin:users.roleOf', { name: u.name })}
          data={ROLES.map((role) => ({
            value: role,
            label: roleLabel(role),
            disabled: !u.assignableRoles.includes(role),
          }))}
          value={u.role}
          onChange={(value) => {
            if (value && value !== u.role) onChange({ kind: 'role', user: u, role: value as Role });
          }}
          disabled={u.assignableRoles.length <= 1}
          allowDeselect={false}
          w={170}
          size="sm"
        />
      ),
    },
    {
      key: 'office',
      label: t('admin:users.office'),
      render: (u) => (
        <Select
          aria-label={t('admin:users.officeOf', { name: u.name })}
          data={officeOptions}
          value={u.officeId ?? NO_OFFICE}
          onChange={(value) => {
            const officeId = !value || value === NO_OFFICE ? null : value;
            if (officeId !== u.officeId) onChange({ kind: 'office', user: u, officeId });
          }}
          disabled={!u.canChangeOffice}
          allowDeselect={false}
          searchable
          w={200}
          size="sm"
        />
      ),
    },
    {
      key: 'joined',
      label: t('admin:users.joined'),
      render: (u) => (
        <Stack gap={2} align="flex-end">
          <Text size="sm">{format.dateTime(u.createdAt)}</Text>
          {!u.emailVerified && (
            <Badge size="xs" color="yellow" variant="light">
              {t('admin:users.unconfirmed')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'erase',
      label: t('admin:users.erase'),
      render: (u) =>
        u.canErase && (
          <Button
            size="sm"
            variant="subtle"
            color="red"
            onClick={() => onChange({ kind: 'erase', user: u })}
            aria-label={t('admin:users.eraseOf', { name: u.name })}
          >
            {t('admin:users.erase')}
          </Button>
        ),
    },
  ];
}
