// Housekeeping: expired sessions, expired confirmation tokens and old throttle windows are deleted. Safe to run
// on every instance at once (plain deletes by time).
import type { Database } from '../db/client';
import { deleteStaleRateLimits } from '../db/queries/rate-limits';
import { deleteExpiredSessions } from '../db/queries/sessions';
import { deleteUnconfirmedAccounts } from '../db/queries/users';
import { deleteExpiredPasswordResetTokens } from '../db/queries/password-reset';
import { deleteExpiredVerificationTokens } from '../db/queries/verification-tokens';
import { pruneNotifications } from './notifications';

export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

export async function runMaintenance(db: Database, now: Date) {
  await deleteExpiredSessions(db, now);
  await deleteExpiredVerificationTokens(db, now);
  await deleteExpiredPasswordResetTokens(db, now);
  await pruneNotifications(db, now);
  await deleteStaleRateLimits(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  // Sign-ups never confirmed within a week: their links expired long ago and they only block the address.
  await deleteUnconfirmedAccounts(db, new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000));
}
