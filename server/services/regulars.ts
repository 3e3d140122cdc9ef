// Regulars (docs/decisions/048-regulars.md): an eater's standing order with a cook for chosen weekdays, absences
// that pause them all, the count a cook sees before publishing, and the reservations made when a meal is published.
import { REGULAR_LIMITS } from '../../shared/constants';
import { DomainError } from '../../shared/errors';
import type { AddAbsenceInput, SubscribeRegularInput } from '../../shared/schemas/regulars';
import type { AuthUser } from '../auth/auth-user';
import type { Executor } from '../db/client';
import { insertNotifications } from '../db/queries/notifications';
import { reserveAtomically } from '../db/queries/preorders';
import { findDraw } from '../db/queries/draws';
import {
  countAbsences,
  countRegularsOn,
  deleteAbsence,
  deleteSubscription,
  insertAbsence,
  listAbsences,
  listSubscriptions,
  regularsForMeal,
  upsertSubscription,
} from '../db/queries/regulars';
import type { AppDeps } from '../deps';
import { requireCook } from '../domain/cook';

/** Starts or changes the standing order with a cook of one's own office (their queue place stays). */
export async function subscribe(deps: AppDeps, user: AuthUser, input: SubscribeRegularInput) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const weekdays = [...new Set(input.weekdays)].sort();
  return db.transaction(async (tx) => {
    const existing = await listSubscriptions(tx, user.id);
    if (!existing.some((s) => s.cookId === input.cookId) && existing.length >= REGULAR_LIMITS.subscriptionsMax)
      throw new DomainError('regularsLimit');
    const refusal = await upsertSubscription(tx, {
      eaterId: user.id,
      officeId: user.officeId,
      cookId: input.cookId,
      weekdays,
      quantity: input.quantity,
      now,
    });
    if (refusal) throw new DomainError(refusal);
    return { cookId: input.cookId, weekdays, quantity: input.quantity };
  });
}

export async function unsubscribe(deps: AppDeps, user: AuthUser, input: { cookId: string }) {
  await deleteSubscription(deps.database.db, { eaterId: user.id, cookId: input.cookId });
  return { cookId: input.cookId };
}

export const mine = (deps: AppDeps, user: AuthUser) => listSubscriptions(deps.database.db, user.id);

export async function addAbsence(deps: AppDeps, user: AuthUser, input: AddAbsenceInput) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const id = await db.transaction(async (tx) => {
    if ((await countAbsences(tx, user.id)) >= REGULAR_LIMITS.absencesMax) throw new DomainError('absencesLimit');
    return insertAbsence(tx, { userId: user.id, from: input.from, to: input.to, now });
  });
  return { id, from: input.from, to: input.to };
}

export async function removeAbsence(deps: AppDeps, user: AuthUser, input: { id: string }) {
  if (!(await deleteAbsence(deps.database.db, { userId: user.id, id: input.id }))) throw new DomainError('notFound');
  return { id: input.id };
}

export const absences = (deps: AppDeps, user: AuthUser) => listAbsences(deps.database.db, user.id);

/** For the meal form: how many regulars (and portions) a meal of this cook on `date` would bring. */
export async function countFor(deps: AppDeps, user: AuthUser, input: { date: string }) {
  requireCook(user, deps.clock.now());
  return countRegularsOn(deps.database.db, { cookId: user.id, officeId: user.officeId, date: input.date });
}

/**
 * Called in the transaction that publishes a meal (created active, or switched on), after the meal's row is
 * written (and so locked): each regular, first subscribed first, gets a reservation through reserveAtomically,
 * the same statement and rules as anyone's, while portions remain. A regular it cannot serve (not enough left for
 * their quantity, the cutoff passed) is skipped; the next with a smaller quantity may still fit. The partial
 * unique index preorders_regular_once_key keeps it to one per regular per meal, however often it is switched
 * on. Each regular is told (regularReserved); the cook hears of each as of any reservation (its trigger).
 */
export async function reserveForRegulars(tx: Executor, input: { mealId: string; now: Date }) {
  // A meal shared by a draw serves nobody ahead of it: regulars enter like anyone (server/services/draws.ts).
  if ((await findDraw(tx, input.mealId))?.drawnAt === null) return [];
  const candidates = await regularsForMeal(tx, input);
  const reserved: { preorderId: string; eaterId: string; quantity: number }[] = [];
  for (const regular of candidates) {
    const outcome = await reserveAtomically(tx, {
      mealId: input.mealId,
      eaterId: regular.eaterId,
      quantity: regular.quantity,
      now: input.now,
      officeId: regular.officeId,
      anyOffice: false,
      viaRegular: true,
    });
    if (!outcome.reserved) {
      // Not on the menu (inactive, past its cutoff): nobody else can be served either.
      if (outcome.refusal !== 'capacityExceeded' && outcome.refusal !== 'quantityInvalid') break;
      continue;
    }
    reserved.push({ preorderId: outcome.reserved.id, eaterId: regular.eaterId, quantity: regular.quantity });
    await insertNotifications(tx, [
      {
        userId: regular.eaterId,
        kind: 'regularReserved',
        mealId: input.mealId,
        payload: { mealTitle: regular.mealTitle, pickupDate: regular.pickupDate, quantity: regular.quantity },
        dedupeKey: `regularReserved:${outcome.reserved.id}`,
        createdAt: input.now,
      },
    ]);
    if (outcome.reserved.availablePortions === 0) break;
  }
  return reserved;
}
