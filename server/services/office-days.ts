// Office days and the cook's forecast (docs/features.md, "Office days and forecast"): each person's usual weekdays
// in the office, which with their absences decide who gets the daily menu e-mail, and for a cook an anonymous
// forecast of the days ahead in their own office (docs/decisions/065-forecast-privacy-and-prediction.md).
import { DomainError } from '../../shared/errors';
import type { SetOfficeDaysInput } from '../../shared/schemas/office-days';
import type { AuthUser } from '../auth/auth-user';
import { forecastCounts, officeDaysOf, setOfficeDays } from '../db/queries/office-days';
import type { AppDeps } from '../deps';
import { requireCook } from '../domain/cook';
import { buildForecast, ERROR_WEEKS, USUAL_MIN_WEEKS, USUAL_WEEKS } from '../domain/forecast';

const sorted = (weekdays: number[]) => [...weekdays].sort((a, b) => a - b);

export async function officeDays(deps: AppDeps, user: AuthUser) {
  const row = await officeDaysOf(deps.database.db, user.id);
  if (!row) throw new DomainError('notFound');
  return { weekdays: sorted(row.weekdays), menuWhenOut: row.menuWhenOut };
}

export async function saveOfficeDays(deps: AppDeps, user: AuthUser, input: SetOfficeDaysInput) {
  const row = await setOfficeDays(deps.database.db, {
    userId: user.id,
    weekdays: sorted(input.weekdays),
    menuWhenOut: input.menuWhenOut,
    now: deps.clock.now(),
  });
  if (!row) throw new DomainError('notFound');
  return { weekdays: row.weekdays, menuWhenOut: row.menuWhenOut };
}

/**
 * The cook's own office only: there is no office to name, so no other office's people can be asked about. One item
 * per day from the office's today, every count through the domain's threshold.
 */
export async function forecast(deps: AppDeps, user: AuthUser, input: { days: number }) {
  requireCook(user, deps.clock.now());
  const rows = await forecastCounts(deps.database.db, {
    officeId: user.officeId,
    cookId: user.id,
    now: deps.clock.now(),
    days: input.days,
    pastDays: ERROR_WEEKS * 7,
    usualWeeks: USUAL_WEEKS,
    usualMinWeeks: USUAL_MIN_WEEKS,
  });
  const ahead = rows.filter((row) => row.ahead);
  const past = rows
    .filter((row) => !row.ahead)
    .map((row) => ({ date: row.date, present: row.present, predicted: row.usuallyEat, actual: row.actual }));
  return buildForecast(ahead, past);
}
