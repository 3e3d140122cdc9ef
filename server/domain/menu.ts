// Menu rules without I/O: which days a view shows, when ordering closes, the state of a meal, and whether a
// user may reserve it. Times are the office's, never the server's.
import { MEAL_LIMITS } from '../../shared/constants';
import type { AppErrorCode } from '../../shared/errors';
import { isAdminRole, type Role } from '../../shared/enums';
import type { MenuDay } from '../../shared/schemas/menu';
import { addDays, localDate, zonedInstant } from './time';

export type MenuState = 'available' | 'closed' | 'soldOut' | 'unavailable';

export interface MealTiming {
  pickupDate: string;
  cutoffDate: string | null;
  cutoffTime: string;
}

export interface MealAvailability extends MealTiming {
  isActive: boolean;
  isSoftDisabled: boolean;
  availablePortions: number;
  totalPortions: number;
}

/** The calendar dates a menu view covers, in the office's time zone: today, tomorrow, or the next 7 days. */
export function menuDates(day: MenuDay, timeZone: string, now: Date): string[] {
  const today = localDate(now, timeZone);
  if (day === 'today') return [today];
  if (day === 'tomorrow') return [addDays(today, 1)];
  return Array.from({ length: 7 }, (_, i) => addDays(today, i));
}

/** Ordering closes at the cutoff time on the cutoff date (the pickup date when none), in the office time zone. */
export const cutoffInstant = (meal: MealTiming, timeZone: string): Date =>
  zonedInstant(meal.cutoffDate ?? meal.pickupDate, meal.cutoffTime, timeZone);

export const isClosed = (meal: MealTiming, timeZone: string, now: Date) =>
  now.getTime() >= cutoffInstant(meal, timeZone).getTime();

/** The menu badge: unavailable (inactive or soft-disabled), closed (cutoff passed), sold out, or available. */
export function menuState(meal: MealAvailability, timeZone: string, now: Date): MenuState {
  return menuStateAt(meal, cutoffInstant(meal, timeZone), now);
}

/** menuState with the cutoff instant already known (the menu cache computes it once per meal). */
export function menuStateAt(
  meal: Pick<MealAvailability, 'isActive' | 'isSoftDisabled' | 'availablePortions'>,
  cutoff: Date,
  now: Date,
): MenuState {
  if (!meal.isActive || meal.isSoftDisabled) return 'unavailable';
  if (now.getTime() >= cutoff.getTime()) return 'closed';
  if (meal.availablePortions <= 0) return 'soldOut';
  return 'available';
}

export interface Reserver {
  role: Role;
  officeId: string | null;
}

/**
 * Whether `user` may reserve `quantity` of `meal` now; the first rule broken, or null. The server's atomic
 * update enforces capacity, state and cutoff again, so a race can never get past it.
 */
export function reservationRefusal(
  user: Reserver,
  meal: MealAvailability & { officeId: string },
  timeZone: string,
  quantity: number,
  now: Date,
): AppErrorCode | null {
  const admin = isAdminRole(user.role);
  if (!admin && !user.officeId) return 'noOffice';
  if (!admin && user.officeId !== meal.officeId) return 'officeMismatch';
  if (!meal.isActive || meal.isSoftDisabled) return 'mealDisabled';
  if (isClosed(meal, timeZone, now)) return 'cutoffPassed';
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > Math.min(meal.totalPortions, MEAL_LIMITS.portionsMax)) {
    return 'quantityInvalid';
  }
  if (quantity > meal.availablePortions) return 'capacityExceeded';
  return null;
}

/** Meals an eater never sees: inactive or soft-disabled ones (their cooks and admins still do). */
export function visibleTo(user: { id: string; role: Role } | null, meal: { cookId: string; isActive: boolean; isSoftDisabled: boolean }) {
  if (meal.isActive && !meal.isSoftDisabled) return true;
  if (!user) return false;
  return isAdminRole(user.role) || meal.cookId === user.id;
}
