// A weekly series: the cook publishes the same meal on chosen weekdays for 1 to 8 weeks in one go. Each day becomes
// a meal of its own (edited, switched off and withdrawn like any other, server/services/cook.ts); the meals share a
// series id only so that "Stop series" can withdraw one and every later one together.
//
// The dates are computed in the office's time zone from tomorrow (seriesDates, shared/office-time.ts). Days the
// office is closed are skipped and reported, not refused: a holiday in week five should not cost the cook the other
// seven weeks (docs/decisions/046-weekly-meal-series.md). Every meal is created in one transaction, so a failure
// leaves none behind; each insert reaches cached menus through the meals trigger (server/db/sql/notify_menu_meals.sql).
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../shared/errors';
import { addDays, seriesDates } from '../../shared/office-time';
import type { CreateSeriesData } from '../../shared/schemas/meals';
import type { AuthUser } from '../auth/auth-user';
import { closedDaysAmong } from '../db/queries/closed-days';
import { seriesMealsFrom, withdrawCookMeal } from '../db/queries/cook';
import { insertMeal } from '../db/queries/meals';
import type { AppDeps } from '../deps';
import { requireCook } from '../domain/cook';
import { checkTiming, mealOf, officeTimeZone } from './cook';
import { reserveForRegulars } from './regulars';

export async function createSeries(deps: AppDeps, user: AuthUser, input: CreateSeriesData) {
  const now = deps.clock.now();
  requireCook(user, now);
  const { officeId, timeZone } = await officeTimeZone(deps, user.id);
  const { weekdays, weeks, cutoffDayBefore, ...meal } = input;
  const dates = seriesDates(weekdays, weeks, timeZone, now);
  const cutoffDateOf = (pickupDate: string) => (cutoffDayBefore ? addDays(pickupDate, -1) : null);
  // The same timing rule as a single meal, for each day (a DST change moves the instants, not the verdict, but
  // checking each day costs nothing and keeps the rule in one place).
  for (const pickupDate of dates) checkTiming({ ...meal, pickupDate, cutoffDate: cutoffDateOf(pickupDate) }, timeZone);
  const db = deps.database.db;
  const seriesId = randomUUID();
  const outcome = await db.transaction(async (tx) => {
    const closed = await closedDaysAmong(tx, officeId, dates);
    const closedOn = new Map(closed.map((day) => [day.date, day.label]));
    const open = dates.filter((date) => !closedOn.has(date));
    if (open.length === 0) throw new DomainError('seriesAllClosed');
    const ids: string[] = [];
    for (const pickupDate of open) {
      const { id } = await insertMeal(tx, {
        ...meal,
        pickupDate,
        cutoffDate: cutoffDateOf(pickupDate),
        cookId: user.id,
        officeId,
        seriesId,
        createdAt: now,
      });
      ids.push(id);
      // Each day is published like a single meal: its regulars are served in the same transaction.
      if (meal.isActive) await reserveForRegulars(tx, { mealId: id, now });
    }
    const skipped = dates.filter((date) => closedOn.has(date)).map((date) => ({ date, label: closedOn.get(date)! }));
    return { ids, skipped };
  });
  const created = [];
  for (const id of outcome.ids) created.push(await mealOf(deps, user, id, now));
  return { seriesId, meals: created, skipped: outcome.skipped };
}

/**
 * Withdraws the meal and every later meal of its series, each exactly as a single withdrawal does (reservations
 * cancelled, their eaters told by the preorders trigger, server/db/sql/enqueue_preorder_emails.sql). Earlier
 * meals of the series stay. Like withdraw, a suspended cook may still stop a series (it only protects eaters).
 */
export async function stopSeries(deps: AppDeps, user: AuthUser, input: { mealId: string }) {
  const now = deps.clock.now();
  if (user.role !== 'cook') throw new DomainError('notCook');
  return deps.database.db.transaction(async (tx) => {
    const series = await seriesMealsFrom(tx, user.id, input.mealId);
    if (!series) throw new DomainError('notFound');
    if (series.seriesId === null) throw new DomainError('notInSeries');
    let cancelledReservations = 0;
    const withdrawn: string[] = [];
    for (const id of series.mealIds) {
      const cancelled = await withdrawCookMeal(tx, { id, cookId: user.id, reason: null, now });
      // Undefined: withdrawn meanwhile by another request; nothing more to do for it.
      if (!cancelled) continue;
      withdrawn.push(id);
      cancelledReservations += cancelled.length;
    }
    return { seriesId: series.seriesId, withdrawn, cancelledReservations };
  });
}
