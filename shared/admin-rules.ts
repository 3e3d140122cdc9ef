// Who may change whose role and office, as pure rules: the server enforces them on the rows it
// has locked (server/services/admin.ts), and the users page uses the same rules to disable what would be refused.
// Which organization's people an admin reaches at all is the server's (server/db/queries/tenancy.ts): these rules
// see only people of the admin's organization.
import type { AppErrorCode } from './errors';
import { isAdminRole, type Role } from './enums';

interface Person {
  id: string;
  role: Role;
}

/**
 * Why `actor` may not give `target` the role `next` (null: allowed). `superAdmins` is how many super admins there
 * are and `organizationAdmins` how many admins the target's organization has (the server counts the locked rows;
 * the UI does not know and leaves them out).
 */
export function roleChangeRefusal(
  actor: Person,
  target: Person,
  next: Role,
  superAdmins = Infinity,
  organizationAdmins = Infinity,
): AppErrorCode | null {
  if (!isAdminRole(actor.role)) return 'unauthorized';
  const demotesLastSuperAdmin = target.role === 'super_admin' && next !== 'super_admin' && superAdmins <= 1;
  // The last super admin trying to step down learns what to do instead of just "not your own role".
  if (actor.id === target.id) return demotesLastSuperAdmin ? 'lastSuperAdmin' : 'ownRole';
  // An admin appoints and removes admins of their organization; only a super admin grants or removes super_admin
  // and changes a super admin in any way.
  if (actor.role !== 'super_admin' && (target.role === 'super_admin' || next === 'super_admin')) {
    return 'roleChangeNotAllowed';
  }
  if (demotesLastSuperAdmin) return 'lastSuperAdmin';
  if (target.role === 'admin' && next !== 'admin' && organizationAdmins <= 1) return 'lastOrganizationAdmin';
  return null;
}

/** Why `actor` may not bind `target` to an office or unbind them (null: allowed). */
export function officeChangeRefusal(actor: Person, target: Person): AppErrorCode | null {
  if (!isAdminRole(actor.role)) return 'unauthorized';
  if (target.role === 'super_admin' && actor.role !== 'super_admin') return 'roleChangeNotAllowed';
  return null;
}

/** The roles `actor` may offer for `target` in the role picker (the current role is always listed). */
export const assignableRoles = (actor: Person, target: Person, roles: readonly Role[]): Role[] =>
  roles.filter((role) => role === target.role || roleChangeRefusal(actor, target, role) === null);

/**
 * Why `actor` may not erase `target`'s account from the admin console (null: allowed). Their own account is erased
 * from the profile, with the password; only a super admin erases an admin; the last super admin stays.
 */
export function eraseRefusal(actor: Person, target: Person, superAdmins = Infinity): AppErrorCode | null {
  if (!isAdminRole(actor.role)) return 'unauthorized';
  if (actor.id === target.id) return 'ownRole';
  if (actor.role !== 'super_admin' && isAdminRole(target.role)) return 'roleChangeNotAllowed';
  if (target.role === 'super_admin' && superAdmins <= 1) return 'lastSuperAdmin';
  return null;
}
