// The in-app notification centre (docs/decisions/032-notification-centre.md): one row per thing a person was told,
// written in the transaction of the change that caused it, read by its owner only, kept 60 days.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, queueColumns, queueIndexes, updatedAt } from './columns';
import { deliveryChannelEnum, localeEnum, notificationKindEnum, officeChannelKindEnum } from './enums';
import { offices } from './organizations';
import { meals } from './meals';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum().notNull(),
    /** The meal it is about, if any: the link opens it; a deleted meal keeps the notification (its title is in payload). */
    mealId: uuid().references(() => meals.id, { onDelete: 'set null' }),
    /** The facts shown, as they were when it happened (meal title, pickup date, quantity, note, ...). */
    payload: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** One notification per cause (`waitlistPromoted:<preorder id>`): a second write of the same cause does nothing. */
    dedupeKey: varchar({ length: 200 }).notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/**
 * A person's choice per kind of notification (docs/decisions/042-notification-preferences-and-web-push.md): push
 * and e-mail. No row means the defaults: both on. The in-app centre is always written, whatever the choice.
 */
export const notificationPrefs = pgTable(
  'notification_prefs',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum().notNull(),
    push: boolean().notNull().default(true),
    email: boolean().notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * A browser's push subscription (RFC 8030): its endpoint at the push service and the keys its payloads are encrypted
 * for (RFC 8291). One endpoint belongs to whoever subscribed it last on that browser.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: varchar({ length: 1000 }).notNull(),
    p256dh: varchar({ length: 100 }).notNull(),
    auth: varchar({ length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The delivery queue's table for what is not e-mail (server/outbound/queue.ts), with the e-mail queue's shape
 * (server/db/schema/columns.ts): web pushes, one per notification and subscription, and office channel posts.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: id(),
    channel: deliveryChannelEnum().notNull(),
    pushSubscriptionId: uuid().references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    notificationId: uuid().references(() => notifications.id, { onDelete: 'cascade' }),
    /** A webhook post's office (its channel's URL is read at send time). */
    officeId: uuid().references(() => offices.id, { onDelete: 'cascade' }),
    payload: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...queueColumns(),
  },
  (t) => [...queueIndexes('deliveries', t), index('deliveries_created_idx').on(t.createdAt)],
);

/** Values the application makes once and keeps (the VAPID key pair when none is configured). */
export const appSettings = pgTable('app_settings', {
  name: varchar({ length: 100 }).primaryKey(),
  value: jsonb().notNull(),
  createdAt: createdAt(),
});

/**
 * An office's chat channel (docs/decisions/043-office-channels.md): an incoming-webhook URL (a secret: shown only
 * masked, changed only by admins, audited) and what to post there.
 */
export const officeChannels = pgTable('office_channels', {
  officeId: uuid()
    .primaryKey()
    .references(() => offices.id, { onDelete: 'cascade' }),
  kind: officeChannelKindEnum().notNull(),
  url: varchar({ length: 1000 }).notNull(),
  /** Tomorrow's menu is posted at this time of the office's day; null: not posted. */
  menuAt: time(),
  /** A last call this many minutes before the day's first cutoff; null: none. */
  lastCallMinutes: integer(),
  /** Each meal posted as it is published. */
  newMeals: boolean().notNull().default(false),
  /** The language its posts are written in (an office has none of its own; a channel is read by its people). */
  locale: localeEnum().notNull().default('en'),
  updatedAt: updatedAt(),
});
