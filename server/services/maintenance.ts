// Housekeeping: expired sessions, expired confirmation tokens, old throttle windows and idempotency keys past their
// 24 hours are deleted. Safe to run on every instance at once (plain deletes by time).
import type { Database } from '../db/client';
import { deleteIdempotencyKeysBefore } from '../db/queries/idempotency';
import { deleteStaleRateLimits } from '../db/queries/rate-limits';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../shared/idempotency';
import { deleteExpiredSessions } from '../db/queries/sessions';
import { deleteUnconfirmedAccounts } from '../db/queries/users';
import { deleteExpiredPasswordResetTokens } from '../db/queries/password-reset';
import { deleteExpiredVerificationTokens } from '../db/queries/verification-tokens';

export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

export async function runMaintenance(db: Database, now: Date) {
  await deleteExpiredSessions(db, now);
  await deleteExpiredVerificationTokens(db, now);
  await deleteExpiredPasswordResetTokens(db, now);
  await deleteStaleRateLimits(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  await deleteIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
  // Sign-ups never confirmed within a week: their links expired long ago and they only block the address.
  await deleteUnconfirmedAccounts(db, new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000));
}
