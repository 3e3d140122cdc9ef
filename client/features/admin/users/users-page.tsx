// /admin/users: search by name or e-mail, filter by role and office, "Load more" (keyset pages of 25); change a
// role and bind or unbind an office, or erase an account on the person's request, each confirmed first
// (user-change-dialog.tsx). A super admin sees what only they may do.
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../../../shared/enums';
import { trpc } from '../../../app/trpc';
import { AdminListPage } from '../../../components/kit/admin-list-page';
import { SearchFilter, SelectFilter } from '../../../components/kit/list-filters';
import { filterSetter } from '../../../components/kit/list-search';
import { listOptions } from '../../../components/kit/query-state';
import { type AdminUser, usersInput, type UsersSearch } from '../admin-model';
import { NO_OFFICE, type UserChange } from './user-change';
import { UserChangeDialog } from './user-change-dialog';
import { useUserColumns } from './user-columns';

export function UsersPage({
  me,
  search,
  onSearch,
}: {
  me: { id: string; role: Role };
  search: UsersSearch;
  onSearch: (next: UsersSearch) => void;
}) {
  const { t } = useTranslation('admin');
  const users = trpc.admin.users.useInfiniteQuery(usersInput(search), listOptions);
  const offices = trpc.admin.offices.useQuery();
  const [change, setChange] = useState<UserChange | null>(null);
  const superAdmin = me.role === 'super_admin';
  const filter = filterSetter(search, onSearch);
  const officeOptions = [
    { value: NO_OFFICE, label: t('users.noOffice') },
    ...(offices.data ?? []).map((o) => ({ value: o.id, label: o.name })),
  ];
  const officeName = (id: string | null) =>
    id ? (offices.data?.find((o) => o.id === id)?.name ?? '') : t('users.noOffice');
  const columns = useUserColumns({ meId: me.id, officeOptions, onChange: setChange });

  return (
    <AdminListPage<AdminUser>
      title={t('users.title')}
      subtitle={t('users.subtitle')}
      notice={
        <Alert variant="light" color={superAdmin ? 'grape' : 'blue'} icon={<IconInfoCircle size={18} aria-hidden />}>
          {superAdmin ? t('users.superAdminNotice') : t('users.adminNotice')}
        </Alert>
      }
      filtersLabel={t('users.filters')}
      filters={
        <>
          <SearchFilter
            label={t('users.search')}
            placeholder={t('users.searchPlaceholder')}
            value={search.q}
            onChange={filter('q')}
            width={280}
          />
          <SelectFilter
            label={t('users.role')}
            allLabel={t('users.allRoles')}
            options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            value={search.role}
            onChange={filter('role')}
            width={180}
          />
          <SelectFilter
            label={t('users.office')}
            allLabel={t('users.allOffices')}
            options={officeOptions}
            value={search.office}
            onChange={filter('office')}
            searchable
            width={220}
          />
        </>
      }
      list={users}
      columns={columns}
      rowKey={(user) => user.id}
      empty={t('users.empty')}
    >
      <UserChangeDialog
        change={change}
        superAdmin={superAdmin}
        officeName={officeName}
        onClose={() => setChange(null)}
      />
    </AdminListPage>
  );
}
