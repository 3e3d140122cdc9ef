// The header avatar menu: name (or e-mail), e-mail, role badge, the cook-mode switch (not for admins), sign out.
// The button's accessible name starts with the initials it shows (WCAG 2.5.3: a voice user says what they see).
import { Box, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { forwardRef, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '../../../shared/enums';
import { displayName, initialsOf } from '../../../shared/people';
import type { SessionUser } from '../../app/session';
import { RoleBadge } from './role-badge';
import { useAccountActions } from './use-account-actions';
import { UserAvatar } from './user-avatar';

/**
 * A switch drawn for the eye only: the menu item itself is the checkbox (role menuitemcheckbox, aria-checked), so a
 * real <input> here would be a second, nested control. The off track is dimmed grey, over 3:1 against the menu as
 * WCAG 1.4.11 asks of a control's parts.
 */
function SwitchLook({ on }: { on: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      style={{
        display: 'inline-flex',
        justifyContent: on ? 'flex-end' : 'flex-start',
        width: 36,
        height: 20,
        padding: 2,
        borderRadius: 999,
        background: on ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-dimmed)',
        transition: 'background-color 150ms ease',
      }}
    >
      <span style={{ width: 16, height: 16, borderRadius: 999, background: 'var(--mantine-color-white)' }} />
    </Box>
  );
}

/**
 * A plain avatar button until the menu is first wanted, then the menu, opened at once: Mantine's Menu measures its
 * target from ref callbacks and renders again synchronously when it mounts, which made a long task of hydrating every
 * signed-in page's header (docs/benchmarks.md, "The phone front door"). The same pattern as the meal card's "⋯" menu
 * (client/features/menu/meal-more-menu.tsx).
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const label = t('account.menuFor', { initials: initialsOf(user) });
  if (!wanted) return <AvatarButton user={user} label={label} aria-haspopup="menu" onClick={() => setWanted(true)} />;
  return <AccountMenu user={user} label={label} />;
}

const AvatarButton = forwardRef<
  HTMLButtonElement,
  { user: SessionUser; label: string } & ComponentPropsWithoutRef<'button'>
>(function AvatarButton({ user, label, ...props }, ref) {
  return (
    <UnstyledButton ref={ref} {...props} aria-label={label} style={{ minWidth: 44, minHeight: 44, borderRadius: 999 }}>
      <UserAvatar person={user} size={40} radius="xl" />
    </UnstyledButton>
  );
});

/** Mounted when first wanted, so it opens at once; closing gives focus to its own button (the first one is gone). */
function AccountMenu({ user, label }: { user: SessionUser; label: string }) {
  const { t } = useTranslation();
  const { toggleCookMode, signOut } = useAccountActions();
  const admin = isAdminRole(user.role);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Menu
      position="bottom-end"
      width={280}
      shadow="md"
      withinPortal
      defaultOpened
      returnFocus={false}
      onClose={() => button.current?.focus()}
    >
      <Menu.Target>
        <AvatarButton ref={button} user={user} label={label} />
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
          <Menu.CheckboxItem
            checked={user.role === 'cook'}
            onChange={() => toggleCookMode.mutate()}
            disabled={toggleCookMode.isPending}
            rightSection={<SwitchLook on={user.role === 'cook'} />}
            styles={{ itemIndicator: { display: 'none' } }}
          >
            <Text size="sm">{t('account.cookMode')}</Text>
            <Text size="xs" c="dimmed">
              {t('account.cookModeHint')}
            </Text>
          </Menu.CheckboxItem>
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
        {/* Red text from the theme's readable shades; Mantine's color= would use shade 6 (3.3:1 on white) and a
            hover background that red text does not read on. */}
        <Menu.Item c="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => signOut.mutate()}>
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
