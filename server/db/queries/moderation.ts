// Reports of meals, and private feedback after pickup.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FeedbackRating, ReportReason } from '../../../shared/enums';
import { rowsOf, type Executor } from '../client';
import { mealFeedback, meals, preorders } from '../schema';

/**
 * Opens a report of a meal, unless the reporter already has an open one of it (the partial unique index decides,
 * under any concurrency). Undefined when the meal does not exist or is already reported by them.
 */
export async function insertMealReport(
  db: Executor,
  input: { mealId: string; reporterId: string; reason: ReportReason; note: string | null; now: Date },
) {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into reports (reason, note, status, target_type, target_id, reporter_id, created_at)
      select ${input.reason}::report_reason, ${input.note}, 'open', 'meal', m.id, ${input.reporterId}, ${input.now.toISOString()}::timestamptz
        from meals m where m.id = ${input.mealId}
      on conflict (reporter_id, target_type, target_id) where status = 'open' do nothing
      returning id`),
  );
  return row;
}

export async function mealExists(db: Executor, mealId: string) {
  const [row] = await db.select({ id: meals.id }).from(meals).where(eq(meals.id, mealId)).limit(1);
  return row !== undefined;
}

/**
 * Records feedback on the eater's own fulfilled preorder, once (the unique preorder index decides). Undefined when
 * the preorder is not theirs, not collected yet, or already has feedback.
 */
export async function insertFeedback(
  db: Executor,
  input: { preorderId: string; eaterId: string; rating: FeedbackRating; note: string | null; reportedFoodSafety: boolean; now: Date },
) {
  const [row] = rowsOf<{ id: string; meal_id: string }>(
    await db.execute(sql`
      insert into meal_feedback (preorder_id, meal_id, cook_id, rating, note, reported_food_safety, created_at)
      select p.id, p.meal_id, m.cook_id, ${input.rating}::feedback_rating, ${input.note}, ${input.reportedFoodSafety},
             ${input.now.toISOString()}::timestamptz
        from preorders p join meals m on m.id = p.meal_id
       where p.id = ${input.preorderId} and p.eater_id = ${input.eaterId} and p.status = 'fulfilled'
      on conflict (preorder_id) do nothing
      returning id, meal_id`),
  );
  return row;
}

/** What stopped feedback on a preorder: not the eater's (undefined), its status, and whether feedback exists. */
export async function feedbackState(db: Executor, preorderId: string, eaterId: string) {
  const [row] = await db
    .select({
      status: preorders.status,
      // Spelled out: Drizzle leaves a column unqualified in a one-table select, and a bare "id" would be f.id here.
      given: sql<boolean>`exists (select 1 from meal_feedback f where f.preorder_id = preorders.id)`,
    })
    .from(preorders)
    .where(and(eq(preorders.id, preorderId), eq(preorders.eaterId, eaterId)))
    .limit(1);
  return row;
}

/** The cook's feedback: notes (never who wrote them) and per-meal counts, newest first. */
export async function listCookFeedback(db: Executor, cookId: string, mealId: string | null, limit: number) {
  return db
    .select({
      id: mealFeedback.id,
      mealId: mealFeedback.mealId,
      mealTitle: meals.title,
      pickupDate: meals.pickupDate,
      rating: mealFeedback.rating,
      note: mealFeedback.note,
    })
    .from(mealFeedback)
    .innerJoin(meals, eq(meals.id, mealFeedback.mealId))
    .where(and(eq(mealFeedback.cookId, cookId), mealId ? eq(mealFeedback.mealId, mealId) : undefined))
    .orderBy(desc(mealFeedback.createdAt), desc(mealFeedback.id))
    .limit(limit);
}

/** Thumbs up and down of the cook's meals (or one meal). */
export async function cookFeedbackCounts(db: Executor, cookId: string, mealId: string | null) {
  const [row] = await db
    .select({
      up: sql<number>`count(*) filter (where ${mealFeedback.rating} = 'up')::int`,
      down: sql<number>`count(*) filter (where ${mealFeedback.rating} = 'down')::int`,
    })
    .from(mealFeedback)
    .where(and(eq(mealFeedback.cookId, cookId), mealId ? eq(mealFeedback.mealId, mealId) : undefined));
  return row!;
}
