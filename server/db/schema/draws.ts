// The fair draw of a popular meal (docs/features.md "Fair draw", docs/decisions/064-fair-draw.md): while its window
// is open colleagues enter instead of reserving; at its end the minute tick draws once. The draw row keeps the seed
// and the portions drawn for, each entry its weight, place in the order and outcome, so the draw can be replayed.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MEAL_LIMITS } from '../../../shared/constants';
import { createdAt } from './columns';
import { drawOutcomeEnum } from './enums';
import { meals } from './meals';
import { preorders } from './preorders';
import { users } from './users';
import { waitlistEntries } from './waitlist-handovers-follows';

export const mealDraws = pgTable(
  'meal_draws',
  {
    mealId: uuid()
      .primaryKey()
      .references(() => meals.id, { onDelete: 'cascade' }),
    /** Entries are taken before this instant; the draw runs at the first tick from it. */
    closesAt: timestamp({ withTimezone: true }).notNull(),
    /** Set once, by the one conditional UPDATE that runs the draw (server/db/queries/draws.ts, claimDueDraw). */
    drawnAt: timestamp({ withTimezone: true }),
    /** The seed of the PRNG (server/domain/draws.ts), an unsigned 32-bit integer. */
    seed: bigint({ mode: 'number' }),
    /** The portions the draw shared out (the meal's available portions when it ran). */
    portions: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('meal_draws_due_idx')
      .on(t.closesAt)
      .where(sql`${t.drawnAt} is null`),
  ],
);

export const mealDrawEntries = pgTable(
  'meal_draw_entries',
  {
    mealId: uuid()
      .notNull()
      .references(() => mealDraws.mealId, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: smallint().notNull(),
    /** Recorded by the draw: the weight it gave, the place in its order (1 first) and what came of it. */
    weight: smallint(),
    position: integer(),
    outcome: drawOutcomeEnum(),
    preorderId: uuid().references(() => preorders.id, { onDelete: 'set null' }),
    waitlistEntryId: uuid().references(() => waitlistEntries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.mealId, t.userId] }),
    index('meal_draw_entries_user_idx').on(t.userId, t.outcome),
    check(
      'meal_draw_entries_quantity_range',
      sql`${t.quantity} between 1 and ${sql.raw(String(MEAL_LIMITS.portionsMax))}`,
    ),
  ],
);
