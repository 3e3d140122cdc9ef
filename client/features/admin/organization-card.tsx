// One organization on /admin/organizations: its name and user count, e-mail domains and offices, and what an admin
// can change (its domains and offices are the super admins': docs/decisions/039-admins-scoped-to-their-organization.md).
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import type { AdminOrganization } from './admin-model';

export type OrganizationEdit = 'rename' | 'domains' | 'assign';

export function OrganizationCard({
  org,
  superAdmin,
  onEdit,
}: {
  org: AdminOrganization;
  superAdmin: boolean;
  onEdit: (kind: OrganizationEdit) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const name = { name: org.name };
  const edits: { kind: OrganizationEdit; label: string; of: string }[] = [
    { kind: 'rename', label: t('organizations.rename'), of: t('organizations.renameOf', name) },
    ...(superAdmin
      ? ([
          { kind: 'domains', label: t('organizations.editDomains'), of: t('organizations.domainsOf', name) },
          { kind: 'assign', label: t('organizations.assign'), of: t('organizations.assignTo', name) },
        ] as const)
      : []),
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`org-${org.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={`org-${org.id}`}>
            {org.name}
          </Title>
          <Badge variant="light">
            {t('organizations.users', { count: org.userCount, formatted: format.number(org.userCount) })}
          </Badge>
        </Group>
        <Badges
          label={t('organizations.domains')}
          none={t('organizations.anyDomain')}
          items={org.allowedEmailDomains.map((domain) => ({ key: domain, name: domain }))}
          variant="outline"
        />
        <Badges
          label={t('organizations.offices')}
          none={t('organizations.noOffices')}
          items={org.offices.map((office) => ({ key: office.id, name: office.name }))}
          variant="light"
          color="gray"
        />
        <Group gap="xs">
          {edits.map((edit) => (
            <Button key={edit.kind} size="xs" variant="default" onClick={() => onEdit(edit.kind)} aria-label={edit.of}>
              {edit.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/** A labelled row of badges, or the words for none. */
function Badges({
  label,
  none,
  items,
  variant,
  color,
}: {
  label: string;
  none: string;
  items: { key: string; name: string }[];
  variant: string;
  color?: string;
}) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {items.length === 0 ? (
        <Text size="sm">{none}</Text>
      ) : (
        <Group gap={6} mt={4}>
          {items.map((item) => (
            <Badge key={item.key} variant={variant} color={color} tt="none">
              {item.name}
            </Badge>
          ))}
        </Group>
      )}
    </div>
  );
}
