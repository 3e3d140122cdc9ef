// Account support tables: one-time e-mail confirmation tokens and the throttle counters of SECURITY.md.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** A table of one-time tokens: only the token's SHA-256 (hex) is stored; the token itself is in the e-mailed link. */
const oneTimeTokens = (name: string) =>
  pgTable(
    name,
    {
      tokenHash: varchar({ length: 64 }).primaryKey(),
      userId: uuid()
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      expiresAt: timestamp({ withTimezone: true }).notNull(),
      createdAt: createdAt(),
    },
    (t) => [index(`${name}_user_idx`).on(t.userId)],
  );

/** E-mail confirmation links (24 hours). */
export const emailVerificationTokens = oneTimeTokens('email_verification_tokens');

/** Password reset links (1 hour; a new request replaces the old). */
export const passwordResetTokens = oneTimeTokens('password_reset_tokens');

/** Fixed-window counters shared by every server instance (nothing kept in process memory). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar({ length: 300 }).primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull(),
  },
  (t) => [check('rate_limits_count_positive', sql`${t.count} > 0`), index('rate_limits_window_idx').on(t.windowStart)],
);
