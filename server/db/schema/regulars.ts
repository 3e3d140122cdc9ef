// Regulars (docs/decisions/048-regulars.md): an eater's standing order with a cook for chosen weekdays, and the
// eater's absences, which pause every one of them. Reservations they make are ordinary preorders (via_regular).
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REGULAR_LIMITS } from '../../../shared/constants';
import { createdAt, id } from './columns';
import { users } from './users';

export const regularSubscriptions = pgTable(
  'regular_subscriptions',
  {
    id: id(),
    eaterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cookId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ISO weekdays, 1 = Monday ... 7 = Sunday, of the meal's pickup date in its office. */
    weekdays: smallint().array().notNull(),
    quantity: smallint().notNull(),
    /** The order regulars are served in when a meal is published: first subscribed, first served. */
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('regular_subscriptions_eater_cook_key').on(t.eaterId, t.cookId),
    index('regular_subscriptions_cook_idx').on(t.cookId, t.createdAt, t.id),
    check('regular_subscriptions_not_self', sql`${t.eaterId} <> ${t.cookId}`),
    check(
      'regular_subscriptions_quantity_range',
      sql`${t.quantity} between 1 and ${sql.raw(String(REGULAR_LIMITS.quantityMax))}`,
    ),
    check(
      'regular_subscriptions_weekdays',
      sql`cardinality(${t.weekdays}) between 1 and 7 and ${t.weekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
  ],
);

export const absences = pgTable(
  'absences',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Office dates, both included. */
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('absences_user_idx').on(t.userId, t.fromDate),
    check('absences_range', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);
