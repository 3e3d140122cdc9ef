import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../shared/enums';

/** Cook or Eater, with an Admin (or Super admin) suffix for administrators. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  const base = role === 'cook' ? t('role.cook') : t('role.eater');
  const suffix =
    role === 'admin' ? t('role.adminSuffix') : role === 'super_admin' ? t('role.superAdminSuffix') : undefined;
  return (
    <Badge variant="light" color={role === 'cook' ? 'brand' : suffix ? 'grape' : 'teal'}>
      {suffix ? `${base} · ${suffix}` : base}
    </Badge>
  );
}
