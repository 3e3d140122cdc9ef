// Menu rules without I/O: which days a view shows, when ordering closes, the state of a meal, and whether a
// user may reserve it. Times are the office's, never the server's.
import { isAdminRole, type Role } from '../../shared/enums';
import {
  menuStateAt,
  reservationRefusal as sharedRefusal,
  type MenuState,
  type ReservationRefusal,
  type Reserver,
} from '../../shared/reservation-rules';
import { localDate, zonedInstant } from '../../shared/office-time';

export type { MenuState };
export { menuStateAt };

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

// The dates of a day view live in shared/office-time.ts: the menu page shows closed days for the same dates.
export { menuDates } from '../../shared/office-time';

/** Ordering closes at the cutoff time on the cutoff date (the pickup date when none), in the office time zone. */
export const cutoffInstant = (meal: MealTiming, timeZone: string): Date =>
  zonedInstant(meal.cutoffDate ?? meal.pickupDate, meal.cutoffTime, timeZone);

export const isClosed = (meal: MealTiming, timeZone: string, now: Date) =>
  now.getTime() >= cutoffInstant(meal, timeZone).getTime();

/** The menu badge: unavailable (inactive or soft-disabled), closed (cutoff passed), sold out, or available. */
export function menuState(meal: MealAvailability, timeZone: string, now: Date): MenuState {
  return menuStateAt(meal, cutoffInstant(meal, timeZone), now);
}

/**
 * Whether `user` may reserve `quantity` of `meal` now; the first rule broken, or null (the shared rule, with the
 * cutoff worked out in the office time zone). The reserve statement enforces the same rules in SQL.
 */
export function reservationRefusal(
  user: Reserver,
  meal: MealAvailability & { officeId: string; cookId: string },
  timeZone: string,
  quantity: number,
  now: Date,
): ReservationRefusal | null {
  return sharedRefusal(user, meal, cutoffInstant(meal, timeZone), quantity, now);
}

/** Meals an eater never sees: inactive or soft-disabled ones (their cooks and admins still do). */
export function visibleTo(
  user: { id: string; role: Role } | null,
  meal: { cookId: string; isActive: boolean; isSoftDisabled: boolean },
) {
  if (meal.isActive && !meal.isSoftDisabled) return true;
  if (!user) return false;
  return isAdminRole(user.role) || meal.cookId === user.id;
}

/** Whether a pickup date is before today in the office's time zone (a new or moved meal cannot be). */
export const isPastDate = (date: string, timeZone: string, now: Date) => date < localDate(now, timeZone);

/** Ordering must close no later than the end of the pickup window. */
export function cutoffAfterPickup(meal: MealTiming & { pickupEnd: string }, timeZone: string): boolean {
  return cutoffInstant(meal, timeZone).getTime() > zonedInstant(meal.pickupDate, meal.pickupEnd, timeZone).getTime();
}
