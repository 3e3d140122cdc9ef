import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, queueColumns, queueIndexes, updatedAt } from './columns';
import { emailTemplateCodeEnum, localeEnum } from './enums';
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

/** The e-mail queue: one of the delivery queue's tables (server/outbound/queue.ts), one row per e-mail. */
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
    ...queueColumns(),
  },
  (t) => [index('email_events_status_idx').on(t.status, t.createdAt), ...queueIndexes('email_events', t)],
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
