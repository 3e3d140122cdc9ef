// What colleagues do for each other beyond reserving: the waitlist of a sold-out meal, a reservation
// handed to a colleague, and following a cook.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEAL_LIMITS } from '../../../shared/constants';
import { createdAt, id, updatedAt } from './columns';
import { handoverStatusEnum, waitlistStatusEnum } from './enums';
import { meals } from './meals';
import { preorders } from './preorders';
import { users } from './users';

/** A place in a sold-out meal's line; `seq` is the arrival order (the clock may repeat, a sequence never does). */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    mealId: uuid()
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    eaterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    status: waitlistStatusEnum().notNull().default('waiting'),
    /** The reservation the waitlist made for this place. */
    preorderId: uuid().references(() => preorders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One place per eater and meal while waiting.
    uniqueIndex('waitlist_entries_waiting_key')
      .on(t.mealId, t.eaterId)
      .where(sql`${t.status} = 'waiting'`),
    // The line itself: promotion walks it in arrival order.
    index('waitlist_entries_line_idx')
      .on(t.mealId, t.seq)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_eater_idx').on(t.eaterId, t.createdAt),
    check(
      'waitlist_entries_quantity_range',
      sql`${t.quantity} between 1 and ${sql.raw(String(MEAL_LIMITS.portionsMax))}`,
    ),
  ],
);

/** A reservation offered to a named colleague (`toEaterId`) or to anyone in the office (null). */
export const handovers = pgTable(
  'handovers',
  {
    id: id(),
    preorderId: uuid()
      .notNull()
      .references(() => preorders.id, { onDelete: 'cascade' }),
    mealId: uuid()
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    fromEaterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toEaterId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** Who took it (the named colleague, or the first taker of an offer to anyone). */
    takerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: handoverStatusEnum().notNull().default('offered'),
    /** Not taken by then, it stays the eater's: the pickup start, or the pickup end for an offer made during pickup. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * Offered by the meal's cook, not its eater: a "last call" on a reservation not yet collected
     * (server/services/handovers.ts, lastCall). It runs to the pickup end; the eater may still withdraw it.
     */
    lastCall: boolean().notNull().default(false),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('handovers_open_per_preorder_key')
      .on(t.preorderId)
      .where(sql`${t.status} = 'offered'`),
    index('handovers_open_meal_idx')
      .on(t.mealId)
      .where(sql`${t.status} = 'offered'`),
    index('handovers_open_to_idx')
      .on(t.toEaterId)
      .where(sql`${t.status} = 'offered'`),
    index('handovers_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'offered'`),
    index('handovers_from_idx').on(t.fromEaterId, t.createdAt),
  ],
);

/** An eater follows a cook: their meals are marked on the menu and a daily digest tells of new ones. */
export const cookFollows = pgTable(
  'cook_follows',
  {
    followerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cookId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.cookId] }),
    index('cook_follows_cook_idx').on(t.cookId),
    check('cook_follows_not_self', sql`${t.followerId} <> ${t.cookId}`),
  ],
);
