// /admin/users: search by name or e-mail, filter by role and office, "Load more" (keyset pages of 25); change a
// role and bind or unbind an office, or erase an account on the person's request, each confirmed first. The controls the rules forbid are disabled (the same
// rules the server enforces: shared/admin-rules.ts); a super admin sees what only they may do.
import { Alert, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { AdminPage } from '../../components/kit/admin-page';
import { ConfirmDialog } from '../../components/kit/confirm-dialog';
import { appError } from '../../lib/app-error';
import { useFormat } from '../../lib/use-format';
import { type AdminUser, useAdminErrorToast, useAdminSuccessToast, usersInput, type UsersSearch } from './admin-model';
import { listOptions } from '../../components/kit/query-state';
import { AdminTable } from '../../components/kit/admin-table';

type UserRow = AdminUser;
type Pending =
  | { kind: 'role'; user: UserRow; role: Role }
  | { kind: 'office'; user: UserRow; officeId: string | null }
  | { kind: 'erase'; user: UserRow }
  | null;

const NO_OFFICE = 'none';

export function UsersPage({
  me,
  search,
  onSearch,
}: {
  me: { id: string; role: Role };
  search: UsersSearch;
  onSearch: (next: UsersSearch) => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const format = useFormat();
  const utils = trpc.useUtils();
  const input = usersInput(search);
  const users = trpc.admin.users.useInfiniteQuery(input, listOptions);
  const offices = trpc.admin.offices.useQuery();
  const [query, setQuery] = useState(search.q ?? '');
  const [pending, setPending] = useState<Pending>(null);
  // A super admin appointing an admin picks the organization they will administer (by default their office's);
  // an admin's appointees always administer the admin's own (docs/decisions/039-admins-scoped-to-their-organization.md).
  const superAdmin = me.role === 'super_admin';
  const organizations = trpc.admin.organizations.useQuery(undefined, { enabled: superAdmin });
  const [appointTo, setAppointTo] = useState('');
  const picksOrganization =
    superAdmin && pending?.kind === 'role' && pending.role === 'admin' && pending.user.role !== 'admin';
  const toastError = useAdminErrorToast();
  const success = useAdminSuccessToast();
  const applyQuery = useDebouncedCallback((q: string) => onSearch({ ...search, q: q.trim() || undefined }), 300);
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

  const roleLabel = (role: Role) => t(`admin:roles.${role}`);
  const officeOptions = [
    { value: NO_OFFICE, label: t('admin:users.noOffice') },
    ...(offices.data ?? []).map((o) => ({ value: o.id, label: o.name })),
  ];
  const officeName = (id: string | null) =>
    id ? (offices.data?.find((o) => o.id === id)?.name ?? '') : t('admin:users.noOffice');
  const rows = users.data?.pages.flatMap((page) => page.items);

  const confirm = () => {
    if (!pending) return;
    const done = () => {
      success(t('admin:users.saved', { name: pending.user.name }));
      setPending(null);
    };
    if (pending.kind === 'erase') {
      erase.mutate(
        { userId: pending.user.id },
        {
          onSuccess: () => {
            success(t('admin:users.erased'));
            setPending(null);
          },
          onError: () => setPending(null),
        },
      );
    } else if (pending.kind === 'role') {
      setRole.mutate(
        {
          userId: pending.user.id,
          role: pending.role,
          expectedUpdatedAt: pending.user.updatedAt,
          organizationId: picksOrganization && appointTo ? appointTo : null,
        },
        { onSuccess: done, onError: () => setPending(null) },
      );
    } else {
      setOffice.mutate(
        { userId: pending.user.id, officeId: pending.officeId, expectedUpdatedAt: pending.user.updatedAt },
        { onSuccess: done, onError: () => setPending(null) },
      );
    }
  };

  return (
    <AdminPage title={t('admin:users.title')} subtitle={t('admin:users.subtitle')}>
      <Alert
        variant="light"
        color={me.role === 'super_admin' ? 'grape' : 'blue'}
        icon={<IconInfoCircle size={18} aria-hidden />}
      >
        {me.role === 'super_admin' ? t('admin:users.superAdminNotice') : t('admin:users.adminNotice')}
      </Alert>
      <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('admin:users.filters')}>
        <TextInput
          label={t('admin:users.search')}
          placeholder={t('admin:users.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            applyQuery(e.currentTarget.value);
          }}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label={t('admin:users.role')}
          data={[
            { value: '', label: t('admin:users.allRoles') },
            ...ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
          ]}
          value={search.role ?? ''}
          onChange={(value) => onSearch({ ...search, role: (value || undefined) as Role | undefined })}
          allowDeselect={false}
          w={{ base: '100%', sm: 180 }}
        />
        <Select
          label={t('admin:users.office')}
          data={[{ value: '', label: t('admin:users.allOffices') }, ...officeOptions]}
          value={search.office ?? ''}
          onChange={(value) => onSearch({ ...search, office: value || undefined })}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      <AdminTable<UserRow>
        label={t('admin:users.title')}
        loading={users.isPending}
        query={users}
        rows={rows}
        rowKey={(user) => user.id}
        empty={t('admin:users.empty')}
        hasMore={users.hasNextPage}
        loadingMore={users.isFetchingNextPage}
        onLoadMore={() => void users.fetchNextPage()}
        columns={[
          {
            key: 'user',
            label: t('admin:users.user'),
            primary: true,
            render: (u) => (
              <div>
                <Text fw={600} size="sm" component="div">
                  {u.erased ? t('common:deletedUser') : u.name}
                  {u.id === me.id && (
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
                  if (!value || value === u.role) return;
                  setAppointTo('');
                  setPending({ kind: 'role', user: u, role: value as Role });
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
                  if (officeId !== u.officeId) setPending({ kind: 'office', user: u, officeId });
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
                  onClick={() => setPending({ kind: 'erase', user: u })}
                  aria-label={t('admin:users.eraseOf', { name: u.name })}
                >
                  {t('admin:users.erase')}
                </Button>
              ),
          },
        ]}
      />
      <ConfirmDialog
        opened={pending !== null}
        title={t(
          pending?.kind === 'erase'
            ? 'admin:users.confirmEraseTitle'
            : pending?.kind === 'role'
              ? 'admin:users.confirmRoleTitle'
              : 'admin:users.confirmOfficeTitle',
        )}
        confirmLabel={t(
          pending?.kind === 'erase'
            ? 'admin:users.erase'
            : pending?.kind === 'office' && pending.officeId === null
              ? 'admin:users.unbind'
              : 'admin:users.change',
        )}
        color={
          pending?.kind === 'role' ||
          pending?.kind === 'erase' ||
          (pending?.kind === 'office' && pending.officeId === null)
            ? 'red'
            : 'blue'
        }
        loading={setRole.isPending || setOffice.isPending || erase.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {pending?.kind === 'erase' ? (
          t('admin:users.confirmErase', { name: pending.user.name })
        ) : pending?.kind === 'role' && picksOrganization ? (
          <Stack gap="sm">
            <Text>
              {t('admin:users.confirmRole', {
                name: pending.user.name,
                from: roleLabel(pending.user.role),
                to: roleLabel(pending.role),
              })}
            </Text>
            <Select
              label={t('admin:users.adminOf')}
              data={[
                { value: '', label: t('admin:users.officeOrganization') },
                ...(organizations.data ?? []).map((org) => ({ value: org.id, label: org.name })),
              ]}
              value={appointTo}
              onChange={(value) => setAppointTo(value ?? '')}
              allowDeselect={false}
              searchable
              comboboxProps={{ withinPortal: false }}
            />
          </Stack>
        ) : pending?.kind === 'role' ? (
          t('admin:users.confirmRole', {
            name: pending.user.name,
            from: roleLabel(pending.user.role),
            to: roleLabel(pending.role),
          })
        ) : pending?.kind === 'office' ? (
          pending.officeId === null ? (
            t('admin:users.confirmUnbind', { name: pending.user.name, office: officeName(pending.user.officeId) })
          ) : (
            t('admin:users.confirmOffice', {
              name: pending.user.name,
              from: officeName(pending.user.officeId),
              to: officeName(pending.officeId),
            })
          )
        ) : (
          ''
        )}
      </ConfirmDialog>
    </AdminPage>
  );
}
