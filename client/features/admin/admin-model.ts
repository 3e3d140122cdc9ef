// What the admin pages share: the list inputs their loaders and pages both use (so the loader fills exactly the
// cache entry the page reads), the keyset cursor, and the generic admin error toast of the specification.
import { notifications } from '../../lib/toast';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/_app';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_MEAL_STATES,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  EMAIL_EVENT_STATUSES,
  EMAIL_TEMPLATE_CODES,
  ROLES,
  type AdminMealState,
  type AuditAction,
  type AuditTargetType,
  type EmailEventStatus,
  type EmailTemplateCode,
  type Role,
} from '../../../shared/enums';
import { appError } from '../../lib/app-error';
import { pickOne } from '../../lib/search';

// Search parameters of the list pages (validated like every URL input: unknown values are dropped).
export interface UsersSearch {
  q?: string;
  role?: Role;
  office?: string;
}
export const parseUsersSearch = (search: Record<string, unknown>): UsersSearch => ({
  q: typeof search.q === 'string' && search.q.trim() ? search.q.slice(0, 100) : undefined,
  role: pickOne(search.role, ROLES),
  office: typeof search.office === 'string' && /^([0-9a-f-]{36}|none)$/.test(search.office) ? search.office : undefined,
});
export const usersInput = (search: UsersSearch) => ({
  search: search.q ?? '',
  role: search.role ?? null,
  office: search.office ?? null,
});

export interface MealsSearch {
  q?: string;
  office?: string;
  date?: string;
  state?: AdminMealState;
}
export const parseMealsSearch = (search: Record<string, unknown>): MealsSearch => ({
  q: typeof search.q === 'string' && search.q.trim() ? search.q.slice(0, 100) : undefined,
  office: typeof search.office === 'string' && /^[0-9a-f-]{36}$/.test(search.office) ? search.office : undefined,
  date: typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? search.date : undefined,
  state: pickOne(search.state, ADMIN_MEAL_STATES),
});
export const mealsInput = (search: MealsSearch) => ({
  search: search.q ?? '',
  officeId: search.office ?? null,
  date: search.date ?? null,
  state: search.state ?? null,
});

export interface AuditSearch {
  action?: AuditAction;
  target?: AuditTargetType;
  actor?: string;
}
export const parseAuditSearch = (search: Record<string, unknown>): AuditSearch => ({
  action: pickOne(search.action, AUDIT_ACTIONS),
  target: pickOne(search.target, AUDIT_TARGET_TYPES),
  actor: typeof search.actor === 'string' && search.actor.trim() ? search.actor.slice(0, 100) : undefined,
});
export const auditInput = (search: AuditSearch) => ({
  action: search.action ?? null,
  targetType: search.target ?? null,
  actor: search.actor ?? '',
});

export interface EmailQueueSearch {
  status?: EmailEventStatus;
  template?: EmailTemplateCode;
}
export const parseEmailQueueSearch = (search: Record<string, unknown>): EmailQueueSearch => ({
  status: pickOne(search.status, EMAIL_EVENT_STATUSES),
  template: pickOne(search.template, EMAIL_TEMPLATE_CODES),
});
export const emailQueueInput = (search: EmailQueueSearch) => ({
  status: search.status ?? null,
  templateCode: search.template ?? null,
});

export interface AccessRequestsSearch {
  state?: 'new' | 'contacted';
}
export const parseAccessRequestsSearch = (search: Record<string, unknown>): AccessRequestsSearch => ({
  state: pickOne(search.state, ['new', 'contacted'] as const),
});
export const accessRequestsInput = (search: AccessRequestsSearch) => ({ state: search.state ?? null });

/** The admin error toast: a generic title and what the server said. */
export function useAdminErrorToast() {
  const { t } = useTranslation(['admin', 'errors']);
  return (error: unknown) => {
    const { code } = appError(error);
    notifications.show({ color: 'red', title: t('admin:error'), message: t(`errors:codes.${code}`) });
  };
}

export function useAdminSuccessToast() {
  return (message: string) => notifications.show({ color: 'teal', message });
}

type Outputs = inferRouterOutputs<AppRouter>['admin'];
export type AdminDashboard = Outputs['dashboard'];
export type AdminOrganization = Outputs['organizations'][number];
export type AdminOffice = Outputs['offices'][number];
/** An office's chat channel as the server shows it (its URL masked), or null when it has none. */
export type AdminOfficeChannel = Outputs['officeChannel'];
export type AdminUser = Outputs['users']['items'][number];
export type AdminMeal = Outputs['meals']['items'][number];
export type AccessRequest = Outputs['accessRequests']['items'][number];
export type AuditEntry = Outputs['auditLog']['items'][number];
export type EmailQueueEvent = inferRouterOutputs<AppRouter>['email']['queue']['items'][number];
export type EmailTemplate = inferRouterOutputs<AppRouter>['email']['templates'][number];
