// The wish board (docs/features.md "Wish board"): a colleague's wish for a dish in their office, and the colleagues
// backing it with the portions they would take.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { MEAL_LIMITS, WISH_LIMITS } from '../../../shared/constants';
import { createdAt, id } from './columns';
import { wishStatusEnum } from './enums';
import { meals } from './meals';
import { offices } from './organizations';
import { users } from './users';

export const wishes = pgTable(
  'wishes',
  {
    id: id(),
    officeId: uuid()
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar({ length: MEAL_LIMITS.titleMax }).notNull(),
    /** Office dates the author could eat it on, both included; null: any day. */
    fromDate: date({ mode: 'string' }),
    toDate: date({ mode: 'string' }),
    maxPriceCents: integer(),
    status: wishStatusEnum().notNull().default('open'),
    /** Off the board after this, unless claimed. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The cook who claimed it and the meal they published for it (status 'claimed'); names of backers are theirs. */
    claimedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    mealId: uuid().references(() => meals.id, { onDelete: 'set null' }),
    claimedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('wishes_office_idx').on(t.officeId, t.status, t.expiresAt),
    index('wishes_author_idx').on(t.authorId, t.status),
    index('wishes_meal_idx').on(t.mealId),
    check('wishes_days_order', sql`${t.fromDate} is null or ${t.toDate} is null or ${t.fromDate} <= ${t.toDate}`),
    check(
      'wishes_price_range',
      sql`${t.maxPriceCents} is null or ${t.maxPriceCents} between ${sql.raw(String(MEAL_LIMITS.priceMinCents))} and ${sql.raw(String(MEAL_LIMITS.priceMaxCents))}`,
    ),
  ],
);

export const wishBackings = pgTable(
  'wish_backings',
  {
    wishId: uuid()
      .notNull()
      .references(() => wishes.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: smallint().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.wishId, t.userId] }),
    index('wish_backings_user_idx').on(t.userId),
    check('wish_backings_quantity_range', sql`${t.quantity} between 1 and ${sql.raw(String(WISH_LIMITS.quantityMax))}`),
  ],
);
