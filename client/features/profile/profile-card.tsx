// The top of /profile: avatar, name (edited in place), e-mail and role; cook mode (or the admin panel), the way to
// the notification settings and help.
import { Button, Card, Group, Stack, Switch, Title, Tooltip } from '@mantine/core';
import { IconBell, IconHelp, IconShieldLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '../../../shared/enums';
import { displayName } from '../../../shared/people';
import type { SessionUser } from '../../app/session';
import { RoleBadge } from '../../components/account/role-badge';
import { useAccountActions } from '../../components/account/use-account-actions';
import { UserAvatar } from '../../components/account/user-avatar';
import { NameForm } from './account-forms';
import { Email } from './profile-parts';

export function ProfileCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['profile', 'common']);
  const { toggleCookMode } = useAccountActions();
  const [editingName, setEditingName] = useState(false);
  const admin = isAdminRole(user.role);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <UserAvatar person={user} size={72} radius={72} />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          {editingName ? (
            <NameForm user={user} onDone={() => setEditingName(false)} />
          ) : (
            <Group gap="xs" wrap="wrap">
              <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
                {displayName(user)}
              </Title>
              <Button variant="subtle" size="compact-md" onClick={() => setEditingName(true)}>
                {t('name.edit')}
              </Button>
            </Group>
          )}
          <Email c="dimmed" address={user.email} />
          <Group gap="xs">
            <RoleBadge role={user.role} />
          </Group>
        </Stack>
      </Group>
      <Group mt="lg" gap="sm">
        {!admin && (
          <Switch
            size="md"
            label={t('common:account.cookMode')}
            description={t('common:account.cookModeHint')}
            checked={user.role === 'cook'}
            disabled={toggleCookMode.isPending}
            onChange={() => toggleCookMode.mutate()}
            styles={{ body: { alignItems: 'center', minHeight: 44 } }}
          />
        )}
        {admin && (
          <Button component={Link} to="/admin" leftSection={<IconShieldLock size={18} aria-hidden />}>
            {t('common:account.adminPanel')}
          </Button>
        )}
        <Button
          component="a"
          href="#email-preferences"
          variant="default"
          leftSection={<IconBell size={18} aria-hidden />}
        >
          {t('actions.notifications')}
        </Button>
        <Tooltip label={t('preferences.comingSoon')}>
          <Button variant="default" disabled leftSection={<IconHelp size={18} aria-hidden />}>
            {t('actions.help')}
          </Button>
        </Tooltip>
      </Group>
    </Card>
  );
}
