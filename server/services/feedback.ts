// Private feedback after pickup: the eater of a collected preorder leaves a thumbs up or down and
// an optional note, once. The cook sees every note but never who wrote it, and the thumbs only as counts once
// there are at least FEEDBACK_MIN_COUNT of them, so one colleague's vote can never be told apart. A thumbs down
// can open a food-safety report in the same step (and the same transaction).
import { DomainError } from '../../shared/errors';
import type { FeedbackRating } from '../../shared/enums';
import type { AuthUser } from '../auth/auth-user';
import {
  cookFeedbackCounts,
  feedbackState,
  insertFeedback,
  insertMealReport,
  listCookFeedback,
} from '../db/queries/moderation';
import type { AppDeps } from '../deps';

export const FEEDBACK_MIN_COUNT = 3;
const NOTES_SHOWN = 100;

export async function leave(
  deps: AppDeps,
  user: AuthUser,
  input: { preorderId: string; rating: FeedbackRating; note?: string; reportFoodSafety: boolean },
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const reportFoodSafety = input.rating === 'down' && input.reportFoodSafety;
  const saved = await db.transaction(async (tx) => {
    const row = await insertFeedback(tx, {
      preorderId: input.preorderId,
      eaterId: user.id,
      rating: input.rating,
      note: input.note ?? null,
      reportedFoodSafety: reportFoodSafety,
      now,
    });
    if (!row) return undefined;
    // An open report by the same person already says it: the feedback still counts.
    if (reportFoodSafety)
      await insertMealReport(tx, {
        mealId: row.mealId,
        reporterId: user.id,
        reason: 'foodSafety',
        note: input.note ?? null,
        now,
      });
    return row;
  });
  if (saved) return { id: saved.id, reported: reportFoodSafety };
  const state = await feedbackState(db, input.preorderId, user.id);
  if (!state) throw new DomainError('notFound');
  if (state.given) throw new DomainError('feedbackAlreadyGiven');
  throw new DomainError('feedbackNotAllowed');
}

/** The cook's feedback: notes without their authors; thumbs as counts only from FEEDBACK_MIN_COUNT on. */
export async function forCook(deps: AppDeps, user: AuthUser, { mealId }: { mealId: string | null }) {
  const db = deps.database.db;
  const [notes, counts] = await Promise.all([
    listCookFeedback(db, user.id, mealId, NOTES_SHOWN),
    cookFeedbackCounts(db, user.id, mealId),
  ]);
  const total = counts.up + counts.down;
  return {
    total,
    thumbs: total >= FEEDBACK_MIN_COUNT ? { up: counts.up, down: counts.down } : null,
    notes: notes
      .filter((row) => row.note !== null)
      .map((row) => ({
        id: row.id,
        mealId: row.mealId,
        mealTitle: row.mealTitle,
        pickupDate: row.pickupDate,
        note: row.note!,
      })),
  };
}
