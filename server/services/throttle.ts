// Throttling of sign-in and public forms (SECURITY.md). Counters live in the database, so every instance shares
// them, and each call counts once, even inside a tRPC batch.
import { DomainError } from '../../shared/errors';
import type { Executor } from '../db/client';
import { hitRateLimit, releaseRateLimit, resetRateLimit } from '../db/queries/rate-limits';

const MINUTE = 60_000;

export interface Limit {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  /** Failed sign-ins per IP and per account. */
  signInFailures: { max: 10, windowMs: 10 * MINUTE },
  /** Sign-ups per IP: generous, a whole office may join from one address. */
  signUp: { max: 20, windowMs: 10 * MINUTE },
  /** Confirmation e-mails re-sent per IP. */
  resendConfirmation: { max: 5, windowMs: 10 * MINUTE },
  /** Access requests (the landing page's wizard) per IP. */
  lead: { max: 5, windowMs: 60 * MINUTE },
  /** Password reset links per IP and per address. */
  passwordResetIp: { max: 5, windowMs: 10 * MINUTE },
  passwordResetAccount: { max: 3, windowMs: 60 * MINUTE },
  /** New passwords set with a reset link, per IP (each costs a password hash). */
  passwordResetSubmit: { max: 10, windowMs: 10 * MINUTE },
  /** Reports of meals per user. */
  report: { max: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

export const throttleKeys = {
  signInIp: (ip: string) => `signin:ip:${ip}`,
  signInAccount: (email: string) => `signin:account:${email.trim().toLowerCase()}`,
  signUpIp: (ip: string) => `signup:ip:${ip}`,
  resendIp: (ip: string) => `resend:ip:${ip}`,
  leadIp: (ip: string) => `lead:ip:${ip}`,
  reportUser: (userId: string) => `report:user:${userId}`,
  resetIp: (ip: string) => `reset:ip:${ip}`,
  resetAccount: (email: string) => `reset:account:${email.trim().toLowerCase()}`,
  resetSubmitIp: (ip: string) => `reset-submit:ip:${ip}`,
};

/**
 * Counts one attempt against every key; refuses (tooManyRequests, with the seconds until the window reopens) when
 * any key is past its limit. The attempt is counted before the work, so parallel calls cannot slip through.
 */
export async function takeAttempt(db: Executor, keys: string[], limit: Limit, now: Date): Promise<void> {
  const counts = await Promise.all(keys.map((key) => hitRateLimit(db, key, limit.windowMs, now)));
  const over = counts.filter((c) => c.count > limit.max);
  if (over.length === 0) return;
  const reopensAt = Math.max(...over.map((c) => c.windowStart.getTime() + limit.windowMs));
  throw new DomainError('tooManyRequests', {
    retryAfterSeconds: Math.max(1, Math.ceil((reopensAt - now.getTime()) / 1000)),
  });
}

/** The attempt was not a failure after all: give its count back. */
export const giveBackAttempt = (db: Executor, key: string) => releaseRateLimit(db, key);
export const clearAttempts = (db: Executor, key: string) => resetRateLimit(db, key);
