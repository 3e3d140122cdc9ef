import { Collapse, NavLink, Stack } from '@mantine/core';
import { IconChevronRight, IconShieldLock } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminRole, type Role } from '../../../shared/enums';
import { ADMIN_NAV_ITEMS, activeAdminItem, isAdminPath, sideNavItems, type NavItem } from './navigation';

/**
 * The router marks a link to any ancestor of the current path as current (/admin on /admin/users); the items
 * here say themselves which one is current, so the router may only mark an exact match.
 */
const EXACT = { exact: true } as const;

/** Sidebar and drawer navigation: the main items, then the Admin group for admins. */
export function NavLinks({
  role,
  onNavigate,
  landmark = true,
}: {
  role: Role | undefined;
  onNavigate?: () => void;
  /** False inside an element that already is the labelled navigation landmark (the sidebar). */
  landmark?: boolean;
}) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onAdminPath = isAdminPath(pathname);
  const adminItem = activeAdminItem(pathname);
  const [adminOpen, setAdminOpen] = useState(onAdminPath);
  // The group opens by itself on arriving at an /admin path and can still be toggled by hand.
  const [wasOnAdminPath, setWasOnAdminPath] = useState(onAdminPath);
  if (wasOnAdminPath !== onAdminPath) {
    setWasOnAdminPath(onAdminPath);
    if (onAdminPath) setAdminOpen(true);
  }

  return (
    <Stack gap={4} component={landmark ? 'nav' : 'div'} aria-label={landmark ? t('nav.label') : undefined}>
      {sideNavItems(role).map((item) => (
        <ItemLink
          key={item.key}
          item={item}
          label={t(`nav.${item.key}`)}
          iconSize={20}
          active={item.isActive(pathname)}
          onNavigate={onNavigate}
        />
      ))}
      {role && isAdminRole(role) && (
        <>
          <NavLink
            component="button"
            type="button"
            label={t('nav.admin')}
            leftSection={<IconShieldLock size={20} aria-hidden />}
            rightSection={
              <IconChevronRight
                size={16}
                aria-hidden
                style={{ transform: adminOpen ? 'rotate(90deg)' : 'none', transition: 'transform 150ms' }}
              />
            }
            aria-expanded={adminOpen}
            aria-controls="admin-nav-group"
            onClick={() => setAdminOpen((open) => !open)}
            active={onAdminPath && !adminOpen}
          />
          <Collapse expanded={adminOpen} id="admin-nav-group" mah={600}>
            <Stack gap={2} pl="md">
              {ADMIN_NAV_ITEMS.map((item) => (
                <ItemLink
                  key={item.key}
                  item={item}
                  label={t(`nav.adminItems.${item.key}`)}
                  iconSize={18}
                  active={item === adminItem}
                  onNavigate={onNavigate}
                />
              ))}
            </Stack>
          </Collapse>
        </>
      )}
    </Stack>
  );
}

/** One item's link; the item, not the router, says whether it is the current page. */
function ItemLink({
  item,
  label,
  iconSize,
  active,
  onNavigate,
}: {
  item: Pick<NavItem, 'to' | 'icon'>;
  label: string;
  iconSize: number;
  active: boolean;
  onNavigate?: () => void;
}) {
  return (
    <NavLink
      component={Link}
      activeOptions={EXACT}
      to={item.to}
      label={label}
      leftSection={<item.icon size={iconSize} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}
