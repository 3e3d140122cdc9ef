// The navigation model: the four main items (sidebar, drawer, bottom tab bar) and the admin group.
import {
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconBulb,
  IconChartBar,
  IconChefHat,
  IconFlag,
  IconHistory,
  IconInbox,
  IconMailForward,
  IconHome,
  IconMail,
  IconReceipt,
  IconSalad,
  IconToolsKitchen2,
  IconUser,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { Role } from '../../../shared/enums';

export interface NavItem {
  key: 'home' | 'menu' | 'cooks' | 'wishes' | 'activity' | 'profile';
  to: string;
  icon: Icon;
  isActive: (pathname: string) => boolean;
}

/** /menu, /o/{slug}/menu and /{slug}/menu all belong to the Menu section. */
export const isMenuPath = (pathname: string) => /^\/(?:menu|o\/[^/]+\/menu|[^/]+\/menu)\/?$/.test(pathname);

export function mainNavItems(role: Role | undefined): NavItem[] {
  return [
    {
      key: 'home',
      to: role ? '/dashboard' : '/',
      icon: IconHome,
      isActive: (p) => p === '/' || p.startsWith('/dashboard'),
    },
    { key: 'menu', to: '/menu', icon: IconToolsKitchen2, isActive: isMenuPath },
    {
      key: 'activity',
      to: role === 'cook' ? '/cook' : '/activity',
      icon: IconReceipt,
      isActive: (p) => p.startsWith('/activity') || p.startsWith('/cook') || p === '/my-lunches',
    },
    { key: 'profile', to: '/profile', icon: IconUser, isActive: (p) => p.startsWith('/profile') },
  ];
}

/**
 * The sidebar's and drawer's items: the four main ones with the Cooks Directory and the wish board after Menu for a
 * signed-in user (the bottom tab bar keeps the four: a fifth would crowd a 360 px phone; the drawer has them there).
 */
export function sideNavItems(role: Role | undefined): NavItem[] {
  const items = mainNavItems(role);
  if (!role) return items;
  const cooks: NavItem = {
    key: 'cooks',
    to: '/cooks',
    icon: IconChefHat,
    isActive: (p) => p === '/cooks' || p.startsWith('/cooks/'),
  };
  const wishes: NavItem = { key: 'wishes', to: '/wishes', icon: IconBulb, isActive: (p) => p === '/wishes' };
  return [...items.slice(0, 2), cooks, wishes, ...items.slice(2)];
}

export interface AdminNavItem {
  key:
    | 'dashboard'
    | 'organizations'
    | 'offices'
    | 'users'
    | 'meals'
    | 'emailTemplates'
    | 'emailQueue'
    | 'moderation'
    | 'accessRequests'
    | 'audit';
  to: string;
  icon: Icon;
}

/** The Admin group: the specification's seven pages, plus the e-mail queue, access requests and the audit log. */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { key: 'dashboard', to: '/admin', icon: IconChartBar },
  { key: 'organizations', to: '/admin/organizations', icon: IconBuildingCommunity },
  { key: 'offices', to: '/admin/offices', icon: IconBuildingSkyscraper },
  { key: 'users', to: '/admin/users', icon: IconUsers },
  { key: 'meals', to: '/admin/meals', icon: IconSalad },
  { key: 'emailTemplates', to: '/admin/email-templates', icon: IconMail },
  { key: 'emailQueue', to: '/admin/email-queue', icon: IconMailForward },
  { key: 'moderation', to: '/admin/moderation', icon: IconFlag },
  { key: 'accessRequests', to: '/admin/access-requests', icon: IconInbox },
  { key: 'audit', to: '/admin/audit', icon: IconHistory },
];

/** The admin item a path belongs to: the longest matching prefix, so exactly one item is highlighted. */
export function activeAdminItem(pathname: string): AdminNavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ADMIN_NAV_ITEMS.filter((item) => path === item.to || path.startsWith(`${item.to}/`)).sort(
    (a, b) => b.to.length - a.to.length,
  )[0];
}

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
