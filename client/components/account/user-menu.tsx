// The header avatar menu: name (or e-mail), e-mail, role badge, the cook-mode switch (not for admins), sign out.
import { Group, Menu, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '../../../shared/enums';
import { displayName } from '../../../shared/people';
import type { SessionUser } from '../../app/session';
import { RoleBadge } from './role-badge';
import { useAccountActions } from './use-account-actions';
import { UserAvatar } from './user-avatar';

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { toggleCookMode, signOut } = useAccountActions();
  const admin = isAdminRole(user.role);
  return (
    <Menu position="bottom-end" width={280} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('account.menu')} style={{ minWidth: 44, minHeight: 44, borderRadius: 999 }}>
          <UserAvatar person={user} size={40} radius="xl" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={6} p="sm">
          <Text fw={600} truncate>
            {displayName(user)}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {user.email}
          </Text>
          <Group>
            <RoleBadge role={user.role} />
          </Group>
        </Stack>
        <Menu.Divider />
        {!admin && (
          <Menu.Item
            closeMenuOnClick={false}
            onClick={() => toggleCookMode.mutate()}
            disabled={toggleCookMode.isPending}
            rightSection={
              <Switch
                checked={user.role === 'cook'}
                readOnly
                tabIndex={-1}
                aria-hidden
                styles={{ track: { cursor: 'pointer' } }}
              />
            }
            role="menuitemcheckbox"
            aria-checked={user.role === 'cook'}
          >
            <Text size="sm">{t('account.cookMode')}</Text>
            <Text size="xs" c="dimmed">
              {t('account.cookModeHint')}
            </Text>
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          {t('account.profile')}
        </Menu.Item>
        {admin && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShieldLock size={16} aria-hidden />}>
            {t('account.adminPanel')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => signOut.mutate()}>
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
