// Housekeeping: expired sessions, expired confirmation tokens, old preference links, old throttle windows and
// idempotency keys past their 24 hours are deleted; notifications after 60 days, and what settled e-mails said and
// to whom after EMAIL_CONTENT_RETENTION_MS (docs/privacy.md). Safe to run on every instance at once (plain deletes
// and updates by time).
import { pruneSettledEmails } from '../db/queries/email-events';
import { deleteOldUnsubscribeTokens } from '../db/queries/email-prefs';
import { deleteIdempotencyKeysBefore } from '../db/queries/idempotency';
import { deleteStaleRateLimits } from '../db/queries/rate-limits';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../shared/idempotency';
import { deleteExpiredSessions } from '../db/queries/sessions';
import { deleteUnconfirmedAccounts } from '../db/queries/users';
import { deleteExpiredPasswordResetTokens } from '../db/queries/password-reset';
import { deleteExpiredVerificationTokens } from '../db/queries/verification-tokens';
import type { AppDeps } from '../deps';
import { pruneNotifications } from './notifications';
import { deleteOldDeliveries } from '../db/queries/deliveries';

export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;
/** How long the preference link of an e-mail keeps working (every e-mail brings a new one: docs/security.md). */
export const PREFERENCE_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/**
 * How long a sent, skipped or failed e-mail keeps its contents and address: long enough to answer "did I get the
 * confirmation?" and for an admin to retry a failure, then only the record that it went out stays.
 */
export const EMAIL_CONTENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export async function runMaintenance(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const db = deps.database.db;
  const now = deps.clock.now();
  await deleteExpiredSessions(db, now);
  await deleteExpiredVerificationTokens(db, now);
  await deleteExpiredPasswordResetTokens(db, now);
  await pruneNotifications(deps);
  await pruneSettledEmails(db, new Date(now.getTime() - EMAIL_CONTENT_RETENTION_MS));
  // Settled pushes are kept a week for looking into a complaint; pending ones stay until sent.
  await deleteOldDeliveries(db, new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000));
  await deleteOldUnsubscribeTokens(db, new Date(now.getTime() - PREFERENCE_LINK_TTL_MS));
  await deleteStaleRateLimits(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  await deleteIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
  // Sign-ups never confirmed within a week: their links expired long ago and they only block the address.
  await deleteUnconfirmedAccounts(db, new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000));
}
