// A change to a user an admin asked for and has yet to confirm (client/features/admin/users/*).
import type { Role } from '../../../../shared/enums';
import type { AdminUser } from '../admin-model';

export type UserChange =
  | { kind: 'role'; user: AdminUser; role: Role }
  | { kind: 'office'; user: AdminUser; officeId: string | null }
  | { kind: 'erase'; user: AdminUser };

/** The office select's value for "no office". */
export const NO_OFFICE = 'none';
