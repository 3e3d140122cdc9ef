import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { emailEventStatusEnum, emailTemplateCodeEnum, localeEnum } from './enums';
import { users } from './users';

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: id(),
    templateCode: emailTemplateCodeEnum().notNull(),
    locale: localeEnum().notNull(),
    subject: varchar({ length: 200 }).notNull(),
    bodyHtml: text().notNull(),
    bodyText: text().notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('email_templates_code_locale_key').on(t.templateCode, t.locale)],
);

export const emailPrefs = pgTable('email_prefs', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  transactional: boolean().notNull().default(true),
  /** Marketing needs consent under EU rules, so it starts off. */
  marketing: boolean().notNull().default(false),
  locale: localeEnum().notNull().default('en'),
  updatedAt: updatedAt(),
});

/**
 * The secrets of the no-login preference links (/u/{token}) and one-click unsubscribe: a new token for every
 * e-mail that carries one, of which only the SHA-256 (hex) is kept, as for sessions. Any of a user's tokens opens
 * their preferences.
 */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('unsubscribe_tokens_user_idx').on(t.userId)],
);

/** The e-mail queue: claimed with FOR UPDATE SKIP LOCKED; a claim expires at locked_until (the lease). */
export const emailEvents = pgTable(
  'email_events',
  {
    id: id(),
    templateCode: emailTemplateCodeEnum().notNull(),
    recipientUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    recipientEmail: varchar({ length: 254 }).notNull(),
    locale: localeEnum().notNull().default('en'),
    payload: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: emailEventStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** One e-mail per cause, e.g. `RESERVATION_CONFIRMATION:<preorder id>`: a second enqueue of it does nothing. */
    idempotencyKey: varchar({ length: 200 }).notNull(),
    /** Not sent before this (a retry's backoff, a coalesced alert's window). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The lease of the worker that claimed it; once passed, another worker may claim it again. */
    lockedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_events_status_idx').on(t.status, t.createdAt),
    uniqueIndex('email_events_idempotency_key').on(t.idempotencyKey),
    // What a worker claims: pending and due, or processing with an expired lease.
    index('email_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('email_events_leased_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'processing'`),
    check('email_events_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);

/** Messages kept instead of sent when no SMTP_URL is set; listed at /dev/mail outside production. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toEmail: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 300 }).notNull(),
    html: text().notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);
