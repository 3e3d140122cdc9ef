// Who may cook: a cook (admins are not cooks) with an office, not suspended. Pure rules, no I/O.
import { DomainError } from '../../shared/errors';
import type { AuthUser } from '../auth/auth-user';
import { isSuspended } from './accounts';

/** The refusal for a user who may not create or edit meals now, or null. */
export function cookRefusal(user: Pick<AuthUser, 'role' | 'officeId' | 'suspendedUntil'>, now: Date) {
  if (user.role !== 'cook') return 'notCook' as const;
  if (!user.officeId) return 'noOffice' as const;
  if (isSuspended(user, now)) return 'suspended' as const;
  return null;
}

/** Throws the refusal of cookRefusal; narrows the user to one with an office. */
export function requireCook<T extends Pick<AuthUser, 'role' | 'officeId' | 'suspendedUntil'>>(
  user: T,
  now: Date,
): asserts user is T & { officeId: string } {
  const refusal = cookRefusal(user, now);
  if (refusal)
    throw new DomainError(
      refusal,
      refusal === 'suspended' && user.suspendedUntil ? { until: user.suspendedUntil.toISOString() } : undefined,
    );
}
