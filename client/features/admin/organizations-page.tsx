// /admin/organizations: every organization with its e-mail domains, offices and user count; create one, rename it,
// edit its domains, assign an office to it.
import { useSignedInUser } from '../../app/session';
import { Button, SimpleGrid } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DomainListField, OrganizationNameField } from '../../../shared/schemas/admin';
import { trpc } from '../../app/trpc';
import { AdminListPage } from '../../components/kit/admin-list-page';
import { type AdminOrganization, useAdminSuccessToast } from './admin-model';
import { CreateOrganizationDialog } from './create-organization-dialog';
import { MoveOfficeDialog } from './move-office-dialog';
import { OrganizationCard, type OrganizationEdit } from './organization-card';
import { TextFieldDialog } from './text-field-dialog';

type Editing = { kind: OrganizationEdit; org: AdminOrganization } | null;

export function OrganizationsPage() {
  const { t } = useTranslation('admin');
  // Super admins only (docs/decisions/039-admins-scoped-to-their-organization.md); the server refuses the rest.
  const superAdmin = useSignedInUser()?.role === 'super_admin';
  const utils = trpc.useUtils();
  const orgs = trpc.admin.organizations.useQuery();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const success = useAdminSuccessToast();
  const refresh = () =>
    Promise.all([
      utils.admin.organizations.invalidate(),
      utils.admin.offices.invalidate(),
      utils.admin.auditLog.invalidate(),
    ]);
  const rename = trpc.admin.renameOrganization.useMutation({ onSettled: refresh });
  const domains = trpc.admin.setOrganizationDomains.useMutation({ onSettled: refresh });

  return (
    <AdminListPage<AdminOrganization>
      title={t('organizations.title')}
      subtitle={t('organizations.subtitle')}
      actions={
        superAdmin && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {t('organizations.create')}
          </Button>
        )
      }
      list={orgs}
      rowKey={(org) => org.id}
      empty={t('organizations.empty')}
      items={(rows) => (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {rows.map((org) => (
            <OrganizationCard
              key={org.id}
              org={org}
              superAdmin={superAdmin}
              onEdit={(kind) => setEditing({ kind, org })}
            />
          ))}
        </SimpleGrid>
      )}
    >
      <CreateOrganizationDialog opened={creating} onClose={() => setCreating(false)} onCreated={refresh} />
      <TextFieldDialog
        opened={editing?.kind === 'rename'}
        title={t('organizations.renameTitle')}
        label={t('organizations.name')}
        initial={editing?.org.name ?? ''}
        field={OrganizationNameField}
        onSubmit={async (name) => {
          await rename.mutateAsync({ id: editing!.org.id, name });
          success(t('organizations.renamed'));
        }}
        onClose={() => setEditing(null)}
      />
      <TextFieldDialog
        opened={editing?.kind === 'domains'}
        title={t('organizations.domainsTitle', { name: editing?.org.name ?? '' })}
        label={t('organizations.domains')}
        description={t('organizations.domainsHelp')}
        initial={editing?.org.allowedEmailDomains.join(', ') ?? ''}
        field={DomainListField}
        onSubmit={async (value) => {
          await domains.mutateAsync({ id: editing!.org.id, domains: value });
          success(t('organizations.domainsSaved'));
        }}
        onClose={() => setEditing(null)}
      />
      <MoveOfficeDialog
        move={editing?.kind === 'assign' ? { organization: editing.org } : null}
        onClose={() => setEditing(null)}
        onDone={refresh}
      />
    </AdminListPage>
  );
}
