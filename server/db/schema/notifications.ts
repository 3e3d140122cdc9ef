// The in-app notification centre (docs/decisions/032-notification-centre.md): one row per thing a person was told,
// written in the transaction of the change that caused it, read by its owner only, kept 60 days.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { notificationKindEnum } from './enums';
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
