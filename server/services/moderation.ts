// Trust and safety, the eater's side: reporting a meal. One open report per reporter and meal; limited per user.
import { DomainError } from '../../shared/errors';
import type { ReportReason } from '../../shared/enums';
import type { AuthUser } from '../auth/auth-user';
import { insertMealReport, mealExists } from '../db/queries/moderation';
import type { AppDeps } from '../deps';
import { LIMITS, takeAttempt, throttleKeys } from './throttle';

export async function reportMeal(
  deps: AppDeps,
  user: AuthUser,
  input: { mealId: string; reason: ReportReason; note?: string },
  now: Date,
) {
  const db = deps.database.db;
  await takeAttempt(db, [throttleKeys.reportUser(user.id)], LIMITS.report, now);
  const row = await insertMealReport(db, { mealId: input.mealId, reporterId: user.id, reason: input.reason, note: input.note ?? null, now });
  if (row) return { id: row.id, status: 'open' as const };
  throw new DomainError((await mealExists(db, input.mealId)) ? 'alreadyReported' : 'notFound');
}
