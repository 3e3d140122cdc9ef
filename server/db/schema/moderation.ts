import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { FEEDBACK_RATINGS } from '../../../shared/enums';
import { createdAt, id } from './columns';
import { reportReasonEnum, reportStatusEnum, reportTargetTypeEnum } from './enums';
import { meals } from './meals';
import { preorders } from './preorders';
import { users } from './users';

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reason: reportReasonEnum().notNull(),
    note: varchar({ length: 1000 }),
    status: reportStatusEnum().notNull().default('open'),
    targetType: reportTargetTypeEnum().notNull(),
    targetId: uuid().notNull(),
    reporterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    resolutionNotes: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
    // One open report per reporter and target: a second one answers alreadyReported.
    uniqueIndex('reports_open_per_reporter_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const feedbackRatingEnum = pgEnum('feedback_rating', FEEDBACK_RATINGS);

/**
 * Private feedback after pickup: once per fulfilled preorder. The cook sees the notes but never who wrote them,
 * and the thumbs only as counts once there are enough of them (server/services/feedback.ts).
 */
export const mealFeedback = pgTable(
  'meal_feedback',
  {
    id: id(),
    preorderId: uuid()
      .notNull()
      .references(() => preorders.id, { onDelete: 'cascade' }),
    mealId: uuid()
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    cookId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: feedbackRatingEnum().notNull(),
    note: varchar({ length: 500 }),
    /** The eater also reported the meal as a food-safety problem (a report was opened with it). */
    reportedFoodSafety: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meal_feedback_preorder_key').on(t.preorderId),
    index('meal_feedback_cook_idx').on(t.cookId, t.createdAt),
    index('meal_feedback_meal_idx').on(t.mealId),
    check('meal_feedback_note_not_blank', sql`${t.note} is null or char_length(btrim(${t.note})) > 0`),
  ],
);
