// /admin/organizations: every organization with its e-mail domains, offices and user count; create one, rename it,
// edit its domains, assign an office to it.
import { useSignedInUser } from '../../app/session';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { Modal } from '../../components/modal';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateOrganizationInput, DomainListField, OrganizationNameField } from '../../../shared/schemas/admin';
import { trpc } from '../../app/trpc';
import { AdminPage } from '../../components/kit/admin-page';
import { useFormat } from '../../lib/use-format';
import { useValidationText } from '../../lib/use-validation-text';
import { useZodForm } from '../../lib/use-zod-form';
import { type AdminOrganization, useAdminSuccessToast } from './admin-model';
import { FormActions, submitWith, useFormRefusal } from './admin-form';
import { MoveOfficeDialog } from './move-office-dialog';
import { TextFieldDialog } from './text-field-dialog';
import { LoadError } from '../../components/kit/load-error';

type Organization = AdminOrganization;
type Editing = { kind: 'rename' | 'domains' | 'assign'; org: Organization } | null;

export function OrganizationsPage() {
  const { t } = useTranslation('admin');
  // Super admins only (docs/decisions/039-admins-scoped-to-their-organization.md); the server refuses the rest.
  const superAdmin = useSignedInUser()?.role === 'super_admin';
  const format = useFormat();
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
    <AdminPage
      title={t('organizations.title')}
      subtitle={t('organizations.subtitle')}
      actions={
        superAdmin && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {t('organizations.create')}
          </Button>
        )
      }
    >
      {orgs.isError ? (
        <LoadError onRetry={orgs.refetch} retrying={orgs.isFetching} />
      ) : orgs.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label={t('loading')}>
          {[0, 1].map((i) => (
            <Skeleton key={i} h={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : orgs.data?.length === 0 ? (
        <Card withBorder padding="xl" radius="md">
          <Text c="dimmed" ta="center">
            {t('organizations.empty')}
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {orgs.data?.map((org) => (
            <Card
              key={org.id}
              withBorder
              radius="md"
              padding="lg"
              component="article"
              aria-labelledby={`org-${org.id}`}
            >
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Title order={2} size="h4" id={`org-${org.id}`}>
                    {org.name}
                  </Title>
                  <Badge variant="light">
                    {t('organizations.users', { count: org.userCount, formatted: format.number(org.userCount) })}
                  </Badge>
                </Group>
                <div>
                  <Text size="sm" c="dimmed">
                    {t('organizations.domains')}
                  </Text>
                  {org.allowedEmailDomains.length === 0 ? (
                    <Text size="sm">{t('organizations.anyDomain')}</Text>
                  ) : (
                    <Group gap={6} mt={4}>
                      {org.allowedEmailDomains.map((d) => (
                        <Badge key={d} variant="outline" tt="none">
                          {d}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </div>
                <div>
                  <Text size="sm" c="dimmed">
                    {t('organizations.offices')}
                  </Text>
                  {org.offices.length === 0 ? (
                    <Text size="sm">{t('organizations.noOffices')}</Text>
                  ) : (
                    <Group gap={6} mt={4}>
                      {org.offices.map((o) => (
                        <Badge key={o.id} variant="light" color="gray" tt="none">
                          {o.name}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </div>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing({ kind: 'rename', org })}
                    aria-label={t('organizations.renameOf', { name: org.name })}
                  >
                    {t('organizations.rename')}
                  </Button>
                  {superAdmin && (
                    <>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing({ kind: 'domains', org })}
                        aria-label={t('organizations.domainsOf', { name: org.name })}
                      >
                        {t('organizations.editDomains')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing({ kind: 'assign', org })}
                        aria-label={t('organizations.assignTo', { name: org.name })}
                      >
                        {t('organizations.assign')}
                      </Button>
                    </>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
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
    </AdminPage>
  );
}

function CreateOrganizationDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: () => unknown;
}) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Modal opened={opened} onClose={onClose} title={t('organizations.createTitle')} centered>
      {opened && <CreateOrganizationForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateOrganizationForm({ onClose, onCreated }: { onClose: () => void; onCreated: () => unknown }) {
  const { t } = useTranslation(['admin', 'common']);
  const text = useValidationText();
  const success = useAdminSuccessToast();
  const form = useZodForm(CreateOrganizationInput, { name: '', domains: '' });
  const create = trpc.admin.createOrganization.useMutation({
    onSuccess: (org) => {
      success(t('organizations.created', { name: org.name }));
      void onCreated();
      onClose();
    },
    onError: useFormRefusal(form),
  });
  return (
    <form noValidate onSubmit={submitWith(form, () => create.mutate(form.values as { name: string; domains: string }))}>
      <Stack>
        <TextInput
          label={t('organizations.name')}
          required
          value={form.values.name as string}
          onChange={(e) => form.setField('name', e.currentTarget.value)}
          error={text(form.errors.name)}
          data-autofocus
        />
        <TextInput
          label={t('organizations.domains')}
          description={t('organizations.domainsHelp')}
          value={(form.values.domains as string | undefined) ?? ''}
          onChange={(e) => form.setField('domains', e.currentTarget.value)}
          error={text(form.errors.domains)}
        />
        <FormActions submitLabel={t('organizations.create')} loading={create.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
