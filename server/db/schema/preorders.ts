import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { MEAL_LIMITS, RESERVATION_NOTE_MAX } from '../../../shared/constants';
import { createdAt, id, updatedAt } from './columns';
import { paymentMethodEnum, paymentStatusEnum, preorderStatusEnum } from './enums';
import { meals } from './meals';
import { users } from './users';

export const preorders = pgTable(
  'preorders',
  {
    id: id(),
    mealId: uuid()
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    eaterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The meal's cook, copied from the meal by a trigger (server/db/sql/set_preorder_cook.sql) so the cook's preorders
     * page is one index range, not a sort of every preorder of every meal they ever cooked. A meal's cook never
     * changes.
     */
    cookId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    status: preorderStatusEnum().notNull().default('reserved'),
    paymentStatus: paymentStatusEnum().notNull().default('unpaid'),
    paidAt: timestamp({ withTimezone: true }),
    paidMethod: paymentMethodEnum(),
    /**
     * When the eater said "I paid" (by transfer or app). Kept once the cook confirms (the preorder is then paid);
     * an unpaid preorder with a claim waits for the cook; a rejection clears it.
     */
    paymentClaimedAt: timestamp({ withTimezone: true }),
    /** The cook did not find the payment the eater claimed; the eater may claim again. */
    paymentRejectedAt: timestamp({ withTimezone: true }),
    /**
     * The cook marked it "not collected" after the pickup window (a no-show): the preorder is closed (fulfilled) and
     * still owed unless the cook waives it. Private between the two.
     */
    notCollectedAt: timestamp({ withTimezone: true }),
    /** Made by the waitlist (its e-mail is WAITLIST_PROMOTED instead of the confirmation). */
    fromWaitlist: boolean().notNull().default(false),
    /** The eater's note to the cook ("no chili, please"); only the two of them see it. Dropped on a hand-over. */
    note: varchar({ length: RESERVATION_NOTE_MAX }),
    /** Made for a regular when the meal was published (server/services/regulars.ts). */
    viaRegular: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('preorders_eater_idx').on(t.eaterId, t.createdAt),
    // A regular gets at most one reservation per meal, however often it is switched on again.
    uniqueIndex('preorders_regular_once_key')
      .on(t.mealId, t.eaterId)
      .where(sql`${t.viaRegular}`),
    index('preorders_meal_idx').on(t.mealId, t.status),
    index('preorders_created_idx').on(t.createdAt),
    index('preorders_cook_created_idx').on(t.cookId, t.createdAt, t.id),
    // The admin dashboard's payment counts, each an index range rather than a scan of every preorder.
    index('preorders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.paymentStatus} = 'paid'`),
    index('preorders_unpaid_open_idx')
      .on(t.mealId)
      .where(sql`${t.paymentStatus} = 'unpaid' and ${t.status} in ('reserved', 'active')`),
    index('preorders_waived_idx')
      .on(t.mealId)
      .where(sql`${t.paymentStatus} = 'waived'`),
    check('preorders_quantity_range', sql`${t.quantity} between 1 and ${sql.raw(String(MEAL_LIMITS.portionsMax))}`),
    check('preorders_note_not_blank', sql`${t.note} is null or char_length(btrim(${t.note})) > 0`),
    check('preorders_paid_has_time', sql`${t.paymentStatus} <> 'paid' or ${t.paidAt} is not null`),
  ],
);
