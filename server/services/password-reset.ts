// Forgotten password: a request answers the same, after the same work, whether or not the address has an account
// (and is throttled per address and per IP); an account gets a single-use link valid for 1 hour (only its SHA-256
// is stored) by the PASSWORD_RESET e-mail, queued like every other. Setting the new password (the sign-up rules,
// throttled per IP) ends every session.
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../shared/errors';
import { hashPassword } from '../auth/password';
import { endAllSessions } from '../auth/sessions';
import type { Visitor } from '../auth/auth-user';
import { hashToken } from '../auth/tokens';
import { enqueueEmail } from '../db/queries/email-events';
import { consumePasswordResetToken, setPassword } from '../db/queries/password-reset';
import type { LinkRequest } from '../email/account-links';
import type { AppDeps } from '../deps';
import { requireStrongPassword } from './auth';
import { LIMITS, takeAttempt, throttleKeys } from './throttle';

/**
 * Queues the PASSWORD_RESET e-mail for the address, whatever it is: the account is looked up and the link made
 * when the e-mail is sent (server/email/account-links.ts), so known and unknown addresses cost this request the
 * same work and time.
 */
export async function requestPasswordReset(deps: AppDeps, visitor: Visitor, input: { email: string }) {
  const db = deps.database.db;
  const now = deps.clock.now();
  await takeAttempt(db, [throttleKeys.resetIp(visitor.ip)], LIMITS.passwordResetIp, now);
  await takeAttempt(db, [throttleKeys.resetAccount(input.email)], LIMITS.passwordResetAccount, now);
  await enqueueEmail(db, {
    templateCode: 'PASSWORD_RESET',
    recipientUserId: null,
    recipientEmail: input.email,
    payload: { linkFor: 'passwordReset' } satisfies LinkRequest,
    idempotencyKey: `PASSWORD_RESET:${randomUUID()}`,
    nextAttemptAt: now,
  });
  return { status: 'resetSent' as const };
}

/** Sets the new password of a reset link (throttled per IP: each attempt costs a password hash). */
export async function resetPassword(deps: AppDeps, visitor: Visitor, input: { token: string; password: string }) {
  const db = deps.database.db;
  const now = deps.clock.now();
  await takeAttempt(db, [throttleKeys.resetSubmitIp(visitor.ip)], LIMITS.passwordResetSubmit, now);
  requireStrongPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const owner = await consumePasswordResetToken(tx, hashToken(input.token), now);
    if (!owner) return undefined;
    await setPassword(tx, owner, passwordHash, now);
    await endAllSessions(tx, owner);
    return owner;
  });
  if (!userId) throw new DomainError('invalidToken');
  deps.sessions.invalidateUser(userId);
  return { status: 'passwordReset' as const };
}
