import type { Role } from '../../shared/enums';

/** The signed-in user as procedures see it (resolved from the session cookie per request). */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  officeId: string | null;
  suspendedUntil: Date | null;
  sessionId: string;
}

/**
 * Whoever calls a procedure that needs no sign-in, as its service sees them: the address the throttles count by,
 * and the user signed in on this browser, if any (signing in as someone else signs them out first).
 */
export interface Visitor {
  ip: string;
  user: AuthUser | null;
}

/**
 * An admin acting in the console: the organization they act for, or null for a super admin, who acts for every
 * organization (server/trpc/procedures.ts resolves it per request; docs/decisions/039).
 */
export interface AdminActor extends AuthUser {
  organizationId: string | null;
}
