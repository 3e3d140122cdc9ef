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
