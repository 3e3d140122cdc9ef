// Forgotten password: a request answers the same whether or not the address has an account (and is throttled per
// address and per IP); an account gets a single-use link valid for 1 hour (only its SHA-256 is stored) by the
// PASSWORD_RESET e-mail, queued like every other. Setting the new password (the sign-up rules) ends every session.
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../shared/errors';
import { displayName } from '../../shared/people';
import { hashPassword } from '../auth/password';
import { endAllSessions } from '../auth/sessions';
import { generateToken, hashToken } from '../auth/tokens';
import { enqueueEmail } from '../db/queries/email-events';
import { consumePasswordResetToken, replacePasswordResetToken, setPassword } from '../db/queries/password-reset';
import { findCredentials, findProfile } from '../db/queries/users';
import type { AppDeps } from '../deps';
import { LIMITS, takeAttempt, throttleKeys } from './throttle';

export const RESET_TTL_MS = 60 * 60_000;

export async function requestPasswordReset(
  deps: AppDeps,
  input: { email: string },
  request: { ip: string; now: Date },
) {
  const db = deps.database.db;
  await takeAttempt(db, [throttleKeys.resetIp(request.ip)], LIMITS.passwordResetIp, request.now);
  await takeAttempt(db, [throttleKeys.resetAccount(input.email)], LIMITS.passwordResetAccount, request.now);
  const user = await findCredentials(db, input.email);
  if (user) {
    const profile = await findProfile(db, user.id);
    const token = generateToken();
    const link = new URL('/auth/reset', deps.env.APP_ORIGIN);
    link.searchParams.set('token', token);
    await db.transaction(async (tx) => {
      await replacePasswordResetToken(tx, {
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(request.now.getTime() + RESET_TTL_MS),
      });
      await enqueueEmail(tx, {
        templateCode: 'PASSWORD_RESET',
        recipientUserId: user.id,
        recipientEmail: user.email,
        payload: { vars: { user_name: profile ? displayName(profile) : user.email, action_link: link.toString() } },
        idempotencyKey: `PASSWORD_RESET:${randomUUID()}`,
        nextAttemptAt: request.now,
      });
    });
  }
  return { status: 'resetSent' as const };
}

export async function resetPassword(deps: AppDeps, input: { token: string; password: string }, now: Date) {
  const db = deps.database.db;
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
