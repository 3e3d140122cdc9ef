import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../shared/enums';
import { mainNavItems } from './navigation';

/** The mobile bottom tab bar with the four main items. */
export function BottomTabs({ role }: { role: Role | undefined }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Group component="nav" aria-label={t('nav.label')} grow gap={0} h="100%" data-testid="bottom-tabs">
      {mainNavItems(role).map((item) => {
        const active = item.isActive(pathname);
        return (
          <UnstyledButton
            key={item.key}
            component={Link}
            to={item.to}
            // The item says itself whether it is current; the router alone would also mark an ancestor's link.
            activeOptions={{ exact: true }}
            aria-current={active ? 'page' : undefined}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              minHeight: 56,
              color: active ? 'var(--mantine-color-brand-text)' : 'var(--mantine-color-dimmed)',
            }}
          >
            <item.icon size={24} aria-hidden stroke={active ? 2.2 : 1.6} />
            <Text size="xs" fw={active ? 700 : 500} c="inherit">
              {t(`nav.${item.key}`)}
            </Text>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
