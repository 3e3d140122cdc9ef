import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  timestamp,
  smallint,
  time,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { DEFAULT_CUTOFF_TIME, MEAL_LIMITS } from '../../../shared/constants';
import { createdAt, id, updatedAt } from './columns';
import { allergenEnum, dietaryTagEnum, mealConditionOutcomeEnum } from './enums';
import { offices } from './organizations';
import { users } from './users';

export const meals = pgTable(
  'meals',
  {
    id: id(),
    cookId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    officeId: uuid()
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    title: varchar({ length: MEAL_LIMITS.titleMax }).notNull(),
    description: varchar({ length: MEAL_LIMITS.descriptionMax }).notNull().default(''),
    priceCents: integer().notNull(),
    totalPortions: integer().notNull(),
    availablePortions: integer().notNull(),
    pickupDate: date({ mode: 'string' }).notNull(),
    pickupStart: time().notNull(),
    pickupEnd: time().notNull(),
    /** Null means the pickup date. */
    cutoffDate: date({ mode: 'string' }),
    cutoffTime: time().notNull().default(DEFAULT_CUTOFF_TIME),
    isActive: boolean().notNull().default(true),
    isSoftDisabled: boolean().notNull().default(false),
    dietaryTags: dietaryTagEnum()
      .array()
      .notNull()
      .default(sql`'{}'::dietary_tag[]`),
    allergens: allergenEnum()
      .array()
      .notNull()
      .default(sql`'{}'::allergen[]`),
    /** The cook's allergen decision: true means "contains none of the 14" (then `allergens` is empty). */
    noAllergens: boolean().notNull().default(false),
    /** When the allergens last changed after someone had reserved (their reservations show a warning). */
    allergensChangedAt: timestamp({ withTimezone: true }),
    /** The cook withdrew the meal (could not cook after all): inactive, every reservation cancelled. */
    withdrawnAt: timestamp({ withTimezone: true }),
    withdrawReason: varchar({ length: 300 }),
    /**
     * Meals published together as a weekly series share this id (server/services/meal-series.ts); each is still a
     * meal of its own. Null for a meal published alone.
     */
    seriesId: uuid(),
    /**
     * A conditional meal (docs/features.md "Conditional meals"): it goes ahead only if this many portions are
     * reserved by its cutoff. Null: an ordinary meal. The outcome is set exactly once, by the trigger of
     * server/db/sql/settle_meal_condition.sql (minimum reached) or by server/db/sql/settle_conditional_meals.sql
     * (at the cutoff); from then on the meal is ordinary, or withdrawn when called off.
     */
    minimumPortions: integer(),
    conditionOutcome: mealConditionOutcomeEnum(),
    conditionSettledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meals_office_pickup_idx').on(t.officeId, t.pickupDate),
    index('meals_cook_idx').on(t.cookId, t.pickupDate),
    /** The admin meals list: newest pickup first, keyset pages. */
    index('meals_pickup_idx').on(t.pickupDate, t.id),
    index('meals_series_idx').on(t.seriesId, t.pickupDate),
    check(
      'meals_price_range',
      sql`${t.priceCents} between ${sql.raw(String(MEAL_LIMITS.priceMinCents))} and ${sql.raw(String(MEAL_LIMITS.priceMaxCents))}`,
    ),
    check(
      'meals_total_portions_range',
      sql`${t.totalPortions} between ${sql.raw(String(MEAL_LIMITS.portionsMin))} and ${sql.raw(String(MEAL_LIMITS.portionsMax))}`,
    ),
    check('meals_available_portions_range', sql`${t.availablePortions} between 0 and ${t.totalPortions}`),
    check('meals_pickup_order', sql`${t.pickupStart} < ${t.pickupEnd}`),
    check(
      'meals_minimum_portions_range',
      sql`${t.minimumPortions} is null or ${t.minimumPortions} between 2 and ${t.totalPortions}`,
    ),
    check(
      'meals_condition_settled',
      sql`(${t.conditionOutcome} is null) = (${t.conditionSettledAt} is null) and (${t.conditionOutcome} is null or ${t.minimumPortions} is not null)`,
    ),
    check('meals_title_not_blank', sql`char_length(btrim(${t.title})) > 0`),
    // Every meal carries an allergen decision: some of the 14 ticked, or "none of them" confirmed, never neither.
    check('meals_allergen_decision', sql`(cardinality(${t.allergens}) = 0) = ${t.noAllergens}`),
  ],
);

export const mealPhotos = pgTable(
  'meal_photos',
  {
    id: id(),
    mealId: uuid()
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    /**
     * Server-made storage key of the re-encoded image (content-hashed); its variants are `<key>-card.webp`,
     * `<key>-medium.webp` and `<key>-large.webp`, and the storage module derives their public URLs.
     */
    imageKey: varchar({ length: 200 }).notNull(),
    /** Size of the large variant, so pages can reserve the space before the image arrives. */
    width: smallint().notNull(),
    height: smallint().notNull(),
    /**
     * Whether the medium variant is stored: uploads since the medium variant was added have it; older photos get it from the backfill
     * at start-up (server/services/photo-backfill.ts). Pages name it only once it exists.
     */
    hasMedium: boolean().notNull().default(false),
    /** 0 is the cover photo. The unique (meal, position) pair within 0..4 caps a meal at 5 photos. */
    position: smallint().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('meal_photos_meal_position_key').on(t.mealId, t.position),
    check('meal_photos_position_range', sql`${t.position} between 0 and ${sql.raw(String(MEAL_LIMITS.photosMax - 1))}`),
  ],
);

/** What a page needs of a photo's row to name its files (storage/index.ts photoUrls). */
export type StoredPhoto = Pick<typeof mealPhotos.$inferSelect, 'imageKey' | 'width' | 'height' | 'hasMedium'>;
