// Reservations: reserve (never oversells), cancel (portions back exactly once), the eater's lists.
import { MEAL_LIMITS } from '../../shared/constants';
import { isAdminRole } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import type { AuthUser } from '../auth/auth-user';
import type { Database } from '../db/client';
import { findMealForReservation } from '../db/queries/menu';
import {
  cancelAtomically,
  findOwnPreorderStatus,
  listEaterPreorders,
  listUpcomingPreorders,
  reserveAtomically,
  type EaterPreorderRow,
} from '../db/queries/preorders';
import { reservationRefusal } from '../domain/menu';
import { hhmm } from '../domain/time';

const MINE_LIMIT = 200;

/**
 * One atomic statement decides (portions, state, cutoff, office); only when it takes nothing is the meal read,
 * to say which rule stopped it. So the common case costs one round trip and no rule can be raced past.
 */
export async function reserve(db: Database, user: AuthUser, input: { mealId: string; quantity: number }, now: Date) {
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MEAL_LIMITS.portionsMax) {
    throw new DomainError('quantityInvalid');
  }
  if (!isAdminRole(user.role) && !user.officeId) throw new DomainError('noOffice');
  const reserved = await reserveAtomically(db, {
    mealId: input.mealId,
    eaterId: user.id,
    quantity: input.quantity,
    now,
    officeId: user.officeId,
    anyOffice: isAdminRole(user.role),
  });
  if (reserved) return reserved;
  const meal = await findMealForReservation(db, input.mealId);
  if (!meal) throw new DomainError('notFound');
  // Nothing broken now means another reservation took the portions between the statement and this read.
  throw new DomainError(reservationRefusal(user, meal, meal.timeZone, input.quantity, now) ?? 'capacityExceeded');
}

export async function cancel(db: Database, user: AuthUser, preorderId: string, now: Date) {
  const restored = await cancelAtomically(db, { preorderId, eaterId: user.id, now });
  if (restored) return { id: preorderId, status: 'cancelled' as const, ...restored };
  const status = await findOwnPreorderStatus(db, preorderId, user.id);
  // Another user's preorder is answered like one that does not exist.
  throw new DomainError(status === undefined ? 'notFound' : 'invalidTransition');
}

const toView = (row: EaterPreorderRow) => ({
  id: row.id,
  quantity: row.quantity,
  totalCents: row.quantity * row.priceCents,
  status: row.status,
  paymentStatus: row.paymentStatus,
  paidAt: row.paidAt,
  paidMethod: row.paidMethod,
  createdAt: row.createdAt,
  meal: {
    id: row.mealId,
    title: row.title,
    description: row.description,
    priceCents: row.priceCents,
    pickupDate: row.pickupDate,
    pickupStart: hhmm(row.pickupStart),
    pickupEnd: hhmm(row.pickupEnd),
    cookName: row.cookName,
    officeName: row.officeName,
    officeSlug: row.officeSlug,
    officeTimeZone: row.officeTimeZone,
  },
});
export type PreorderView = ReturnType<typeof toView>;

export async function mine(db: Database, user: AuthUser) {
  return (await listEaterPreorders(db, user.id, MINE_LIMIT)).map(toView);
}

export async function upcoming(db: Database, user: AuthUser, now: Date) {
  return (await listUpcomingPreorders(db, user.id, now)).map(toView);
}
