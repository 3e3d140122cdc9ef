// Account support tables: one-time e-mail confirmation tokens and the throttle counters of SECURITY.md.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    /** SHA-256 of the token, hex; the token itself is only in the e-mailed link. */
    tokenHash: varchar({ length: 64 }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

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
