// The reservation rules as pure functions of a meal whose cutoff instant is known, shared by the server's domain
// (server/domain/menu.ts works out the cutoff in the office time zone) and the client (the badge and the reserve
// button). The server's single reserve statement (server/db/queries/preorders.ts) enforces the same rules in SQL,
// and tests/integration/reservation-rules.test.ts feeds both the same cases and requires the same answers.
import { MEAL_LIMITS } from './constants';
import type { AppErrorCode } from './errors';
import { isAdminRole, type Role } from './enums';

export type MenuState = 'available' | 'closed' | 'soldOut' | 'unavailable';

export interface MealStateFacts {
  isActive: boolean;
  isSoftDisabled: boolean;
  availablePortions: number;
}

export interface ReservableMeal extends MealStateFacts {
  officeId: string;
  cookId: string;
  totalPortions: number;
}

export interface Reserver {
  id: string;
  role: Role;
  officeId: string | null;
}

const ms = (instant: Date | number) => (typeof instant === 'number' ? instant : instant.getTime());

/** The menu badge: unavailable (inactive or soft-disabled), closed (cutoff passed), sold out, or available. */
export function menuStateAt(meal: MealStateFacts, cutoff: Date | number, now: Date | number): MenuState {
  if (!meal.isActive || meal.isSoftDisabled) return 'unavailable';
  if (ms(now) >= ms(cutoff)) return 'closed';
  if (meal.availablePortions <= 0) return 'soldOut';
  return 'available';
}

/** The reserve refusals in the order they are decided; the SQL statement follows the same order. */
export const RESERVATION_REFUSALS = [
  'noOffice',
  'officeMismatch',
  'ownMeal',
  'mealDisabled',
  'cutoffPassed',
  'quantityInvalid',
  'capacityExceeded',
] as const satisfies readonly AppErrorCode[];
export type ReservationRefusal = (typeof RESERVATION_REFUSALS)[number];

/** Whether `user` may reserve `quantity` of `meal` now: the first rule broken, or null. */
export function reservationRefusal(
  user: Reserver,
  meal: ReservableMeal,
  cutoff: Date | number,
  quantity: number,
  now: Date | number,
): ReservationRefusal | null {
  const admin = isAdminRole(user.role);
  if (!admin && !user.officeId) return 'noOffice';
  if (!admin && user.officeId !== meal.officeId) return 'officeMismatch';
  if (user.id === meal.cookId) return 'ownMeal';
  if (!meal.isActive || meal.isSoftDisabled) return 'mealDisabled';
  if (ms(now) >= ms(cutoff)) return 'cutoffPassed';
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > Math.min(meal.totalPortions, MEAL_LIMITS.portionsMax)) {
    return 'quantityInvalid';
  }
  if (quantity > meal.availablePortions) return 'capacityExceeded';
  return null;
}

export type CookBadge = 'withdrawn' | 'disabled' | 'inactive' | 'closed' | 'soldOut' | 'active';

/**
 * The badge a cook sees on their own meal (inactive, closed, sold out, active), plus withdrawn
 * (the cook cancelled it) and disabled (taken down by moderation).
 */
export function cookBadge(
  meal: MealStateFacts & { withdrawnAt: Date | string | null },
  cutoff: Date | number,
  now: Date | number,
): CookBadge {
  if (meal.withdrawnAt !== null) return 'withdrawn';
  if (meal.isSoftDisabled) return 'disabled';
  if (!meal.isActive) return 'inactive';
  if (ms(now) >= ms(cutoff)) return 'closed';
  if (meal.availablePortions <= 0) return 'soldOut';
  return 'active';
}
