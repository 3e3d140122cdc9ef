// The cook's workspace: list, create, edit, publish, withdraw and duplicate meals, order their photos, run the
// preorders (mark collected, waive) and the day's figures. Only a cook with an office who is not suspended may
// create or edit (server/domain/cook.ts); every read and write is scoped to the cook in SQL.
//
// Editing once people have reserved: title, description, photos, tags and allergens stay editable (an allergen
// change is flagged to the eaters who reserved, on /activity and by e-mail); total portions can go up, and down
// only to the portions already reserved; price, pickup date, pickup window and cutoff are locked
// (mealHasReservations, LOCKED_WHEN_RESERVED in shared/schemas/meals.ts) while reserved or active preorders exist.
import { DomainError } from '../../shared/errors';
import type { PaymentMethod } from '../../shared/enums';
import { cookBadge } from '../../shared/reservation-rules';
import {
  changedLockedFields,
  type CreateMealData,
  type LockedMealValues,
  type UpdateMealData,
} from '../../shared/schemas/meals';
import type { CookMealStatus, CookPreorderFilter } from '../../shared/url-filters';
import type { AuthUser } from '../auth/auth-user';
import {
  activeReservations,
  cookDayFigures,
  cookPreorderSummary,
  duplicateCookMeal,
  findCookMeal,
  findCookPreorder,
  listCookMeals,
  listCookMealsOn,
  listCookPreorders,
  listMealPhotos,
  lockCookMeal,
  preordersOfMeals,
  replaceMealPhotos,
  setMealActive as setMealActiveRow,
  settleCookPreorder,
  updateCookMeal,
  withdrawCookMeal,
  type CookMealRow,
  type CookPreorderRow,
} from '../db/queries/cook';
import type { Executor } from '../db/client';
import { findClosedDay } from '../db/queries/closed-days';
import { insertMeal } from '../db/queries/meals';
import { findProfile } from '../db/queries/users';
import type { AppDeps } from '../deps';
import { closedDayRefusal } from '../domain/closed-days';
import { requireCook } from '../domain/cook';
import { cutoffAfterPickup, cutoffInstant, isClosed, isPastDate } from '../domain/menu';
import { hhmm, localDate, zonedInstant } from '../../shared/office-time';
import { keepDrawBeforeCutoff, openDraw } from './draws';
import { enqueueEmail } from '../db/queries/email-events';
import { insertNotifications } from '../db/queries/notifications';
import { reserveForRegulars } from './regulars';
import { sendQueuedNow } from '../outbound/dispatch';
import { allergenChangeVariables } from '../email/meal-messages';
import { photoUrls, type PhotoStorage } from '../storage';
import { removeUnusedImage } from './photos';
import { preorderPayment } from './preorders';
import { conditionOf } from '../domain/conditional-meals';
import { claimWishForMeal } from './conditional-meals';

const MEALS_PAGE = 50;
const PREORDERS_PAGE = 100;

function toCookMeal(row: CookMealRow, storage: PhotoStorage, now: Date) {
  const cutoff = new Date(row.cutoffAt);
  const activePortions = row.reservedPortions;
  return {
    id: row.id,
    officeSlug: row.officeSlug,
    title: row.title,
    description: row.description,
    priceCents: row.priceCents,
    totalPortions: row.totalPortions,
    availablePortions: row.availablePortions,
    reservedPortions: activePortions,
    collectedPortions: row.collectedPortions,
    /** What the reserved and collected portions bring in. */
    expectedRevenueCents: (activePortions + row.collectedPortions) * row.priceCents,
    pickupDate: row.pickupDate,
    pickupStart: hhmm(row.pickupStart),
    pickupEnd: hhmm(row.pickupEnd),
    cutoffDate: row.cutoffDate,
    cutoffTime: hhmm(row.cutoffTime),
    cutoffAt: cutoff.toISOString(),
    timeZone: row.timeZone,
    isActive: row.isActive,
    isSoftDisabled: row.isSoftDisabled,
    withdrawn: row.withdrawnAt !== null,
    /** The weekly series the meal was published in (server/services/meal-series.ts), or null. */
    seriesId: row.seriesId,
    dietaryTags: row.dietaryTags,
    allergens: row.allergens,
    noAllergens: row.noAllergens,
    photos: row.photos.map((photo) => ({ id: photo.id, ...photoUrls(storage, photo) })),
    badge: cookBadge({ ...row, withdrawnAt: row.withdrawnAt }, cutoff, now),
    /** Price, pickup date, window and cutoff are locked while this is true. */
    hasReservations: activePortions > 0,
    ...conditionOf(row, cutoff, now),
  };
}
export type CookMeal = ReturnType<typeof toCookMeal>;

export async function mine(deps: AppDeps, user: AuthUser, input: { status: CookMealStatus; cursor: string | null }) {
  const now = deps.clock.now();
  const rows = await listCookMeals(deps.database.db, { cookId: user.id, ...input, now, limit: MEALS_PAGE + 1 });
  const page = rows.slice(0, MEALS_PAGE).map((row) => toCookMeal(row, deps.storage, now));
  return { meals: page, nextCursor: rows.length > MEALS_PAGE ? page.at(-1)!.id : null };
}

export const get = (deps: AppDeps, user: AuthUser, { id }: { id: string }) => mealOf(deps, user, id, deps.clock.now());

/** The cook's meal as of `now` (its badge depends on the time): the answer of every change to a meal. */
export async function mealOf(deps: AppDeps, user: AuthUser, id: string, now: Date) {
  const row = await findCookMeal(deps.database.db, user.id, id);
  if (!row) throw new DomainError('notFound');
  return toCookMeal(row, deps.storage, now);
}

/** Office time zone of the cook (the meal's office is always the cook's office, never an input). */
export async function officeTimeZone(deps: AppDeps, userId: string) {
  const profile = await findProfile(deps.database.db, userId);
  if (!profile?.officeId || !profile.officeTimeZone) throw new DomainError('noOffice');
  return { officeId: profile.officeId, timeZone: profile.officeTimeZone };
}

/** No meal on a day its office is closed (server/domain/closed-days.ts). */
async function checkOpen(db: Executor, officeId: string, date: string) {
  const refusal = closedDayRefusal(await findClosedDay(db, officeId, date));
  if (refusal) throw new DomainError(refusal.code, { label: refusal.label });
}

export function checkTiming(
  meal: Pick<CreateMealData, 'pickupDate' | 'pickupEnd' | 'cutoffDate' | 'cutoffTime'>,
  timeZone: string,
) {
  if (cutoffAfterPickup(meal, timeZone)) throw new DomainError('cutoffAfterPickup');
}

export async function create(deps: AppDeps, user: AuthUser, input: CreateMealData) {
  const now = deps.clock.now();
  requireCook(user, now);
  const { officeId, timeZone } = await officeTimeZone(deps, user.id);
  if (isPastDate(input.pickupDate, timeZone, now)) throw new DomainError('pickupDateInPast');
  checkTiming(input, timeZone);
  await checkOpen(deps.database.db, officeId, input.pickupDate);
  // Published active, its regulars are served in the same transaction (server/services/regulars.ts).
  const { wishId, ...fields } = input;
  // A minimum needs ordering still open: it is settled at the cutoff (server/services/conditional-meals.ts).
  if (fields.minimumPortions !== null && isClosed(fields, timeZone, now)) {
    throw new DomainError('minimumCutoffPassed');
  }
  const id = await deps.database.db.transaction(async (tx) => {
    const meal = await insertMeal(tx, { ...fields, cookId: user.id, officeId, createdAt: now });
    // Claiming a wish: refused (and the meal not kept) unless it is open in the cook's office.
    if (wishId !== null) await claimWishForMeal(tx, { wishId, mealId: meal.id, cook: user, officeId, now });
    if (fields.drawUntil) {
      const closesAt = zonedInstant(fields.drawUntil.date, fields.drawUntil.time, timeZone);
      const cutoff = cutoffInstant(fields, timeZone);
      await openDraw(tx, { mealId: meal.id, closesAt, cutoff, isActive: fields.isActive, now });
    }
    if (input.isActive) await reserveForRegulars(tx, { mealId: meal.id, now });
    return meal.id;
  });
  return mealOf(deps, user, id, now);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export async function update(deps: AppDeps, user: AuthUser, input: UpdateMealData) {
  const now = deps.clock.now();
  requireCook(user, now);
  const db = deps.database.db;
  const { id, ...values } = input;
  const outcome = await db.transaction(async (tx) => {
    // The meal's row stays locked to the end: a reservation arriving now waits, then sees the edit.
    const meal = await lockCookMeal(tx, user.id, id);
    if (!meal) throw new DomainError('notFound');
    if (meal.withdrawnAt !== null) throw new DomainError('mealWithdrawn');
    // The minimum stays as published; portions may not go below it (meals_minimum_portions_range backs this).
    if (meal.minimumPortions !== null && values.totalPortions < meal.minimumPortions) {
      throw new DomainError('minimumAboveTotal');
    }
    const reservations = await activeReservations(tx, id);
    const saved: LockedMealValues = {
      priceCents: meal.priceCents,
      pickupDate: meal.pickupDate,
      pickupStart: meal.pickupStart,
      pickupEnd: meal.pickupEnd,
      cutoffDate: meal.cutoffDate,
      cutoffTime: meal.cutoffTime,
    };
    if (reservations.length > 0 && changedLockedFields(saved, values).length > 0) {
      throw new DomainError('mealHasReservations');
    }
    if (values.pickupDate !== meal.pickupDate && isPastDate(values.pickupDate, meal.timeZone, now)) {
      throw new DomainError('pickupDateInPast');
    }
    // Only a move is refused: a meal listed before its day was closed may still be edited.
    if (values.pickupDate !== meal.pickupDate) await checkOpen(tx, meal.officeId, values.pickupDate);
    checkTiming(values, meal.timeZone);
    await keepDrawBeforeCutoff(tx, id, cutoffInstant(values, meal.timeZone));
    const allergensChanged = reservations.length > 0 && !sameList(meal.allergens, values.allergens);
    const updated = await updateCookMeal(tx, { ...values, id, cookId: user.id, now, allergensChanged });
    if (!updated)
      throw new DomainError('portionsBelowReserved', { reserved: meal.totalPortions - meal.availablePortions });
    // Switched on by this edit: its regulars are served now, after the waitlist (the trigger ran first).
    if (values.isActive && !meal.isActive) await reserveForRegulars(tx, { mealId: id, now });
    // More portions, the meal switched on, or ordering open longer: the meals trigger
    // (server/db/sql/serve_waitlist_after_meal_change.sql) has served the waitlist in this statement.
    // Each eater who reserved is told, in this transaction (ALLERGENS_CHANGED, in the eater's language).
    const keys: string[] = [];
    if (allergensChanged) {
      await insertNotifications(
        tx,
        reservations.map((reservation) => ({
          userId: reservation.eaterId,
          kind: 'mealChanged' as const,
          mealId: id,
          payload: { mealTitle: values.title, pickupDate: meal.pickupDate, allergens: values.allergens.join(',') },
          dedupeKey: `mealChanged:${reservation.id}:${now.getTime()}`,
          createdAt: now,
        })),
      );
      for (const reservation of reservations) {
        const key = `ALLERGENS_CHANGED:${reservation.id}:${now.getTime()}`;
        keys.push(key);
        await enqueueEmail(tx, {
          templateCode: 'ALLERGENS_CHANGED',
          recipientUserId: reservation.eaterId,
          recipientEmail: reservation.email,
          payload: {
            vars: allergenChangeVariables(
              { title: values.title, pickupDate: meal.pickupDate, allergens: values.allergens },
              reservation,
              deps.env.APP_ORIGIN,
            ),
          },
          idempotencyKey: key,
          nextAttemptAt: now,
        });
      }
    }
    return { keys };
  });
  // Sent at once (the worker would too, moments later); a failed send stays queued and is retried.
  const dispatch = { db, mailer: deps.mailer, origin: deps.env.APP_ORIGIN, now: () => now };
  for (const key of outcome.keys) await sendQueuedNow(dispatch, key);
  return mealOf(deps, user, id, now);
}

/** A cook (not suspended) switches their own meal on and off. (Admins do it from the admin console.) */
export async function setActive(deps: AppDeps, user: AuthUser, input: { id: string; active: boolean }) {
  const now = deps.clock.now();
  requireCook(user, now);
  const row = await deps.database.db.transaction(async (tx) => {
    // Locked first, so switching on serves the regulars once however many presses race (server/services/regulars.ts).
    const before = await lockCookMeal(tx, user.id, input.id);
    if (!before) return undefined;
    const after = await setMealActiveRow(tx, { id: input.id, cookId: user.id, active: input.active, now });
    if (after?.isActive && !before.isActive) await reserveForRegulars(tx, { mealId: input.id, now });
    return after;
  });
  if (!row) throw new DomainError('notFound');
  return row;
}

/**
 * The cook cannot cook after all: every reservation is cancelled and its eater told, and the meal leaves the
 * menu. A suspended cook may still withdraw (it only protects eaters).
 */
export async function withdraw(deps: AppDeps, user: AuthUser, input: { id: string; reason?: string }) {
  const now = deps.clock.now();
  if (user.role !== 'cook') throw new DomainError('notCook');
  const db = deps.database.db;
  const before = await findCookMeal(db, user.id, input.id);
  if (!before) throw new DomainError('notFound');
  const reason = input.reason?.trim() || null;
  // Each eater's RESERVATION_CANCELLED e-mail (with the reason) is queued by the preorders trigger, in this
  // statement's transaction (server/db/sql/enqueue_preorder_emails.sql).
  const cancelled = await withdrawCookMeal(db, { id: input.id, cookId: user.id, reason, now });
  if (!cancelled) throw new DomainError('mealWithdrawn');
  return { id: input.id, cancelledReservations: cancelled.length };
}

/** "Cook again": a new meal from an old one, photos included, for another date. */
export async function duplicate(deps: AppDeps, user: AuthUser, input: { id: string; pickupDate: string }) {
  const now = deps.clock.now();
  requireCook(user, now);
  const { officeId, timeZone } = await officeTimeZone(deps, user.id);
  if (isPastDate(input.pickupDate, timeZone, now)) throw new DomainError('pickupDateInPast');
  await checkOpen(deps.database.db, officeId, input.pickupDate);
  const copy = await deps.database.db.transaction(async (tx) => {
    const made = await duplicateCookMeal(tx, {
      id: input.id,
      cookId: user.id,
      officeId,
      pickupDate: input.pickupDate,
      now,
    });
    // The copy is published active: its regulars are served as for a new meal.
    if (made) await reserveForRegulars(tx, { mealId: made.id, now });
    return made;
  });
  if (!copy) throw new DomainError('notFound');
  return mealOf(deps, user, copy.id, now);
}

/** Puts the meal's photos in the given order; photos left out are removed (and their files, unless shared). */
export async function setPhotos(deps: AppDeps, user: AuthUser, input: { mealId: string; photoIds: string[] }) {
  const now = deps.clock.now();
  requireCook(user, now);
  const db = deps.database.db;
  const removed = await db.transaction(async (tx) => {
    const meal = await lockCookMeal(tx, user.id, input.mealId);
    if (!meal) throw new DomainError('notFound');
    if (meal.withdrawnAt !== null) throw new DomainError('mealWithdrawn');
    const photos = await listMealPhotos(tx, input.mealId);
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    if (input.photoIds.some((photoId) => !byId.has(photoId))) throw new DomainError('notFound');
    await replaceMealPhotos(
      tx,
      input.mealId,
      input.photoIds.map((photoId) => byId.get(photoId)!),
    );
    return photos.filter((photo) => !input.photoIds.includes(photo.id));
  });
  for (const photo of removed) await removeUnusedImage(db, deps.storage, photo.imageKey);
  return mealOf(deps, user, input.mealId, now);
}

export async function removePhoto(deps: AppDeps, user: AuthUser, input: { mealId: string; photoId: string }) {
  requireCook(user, deps.clock.now());
  const photos = await listMealPhotos(deps.database.db, input.mealId);
  const meal = await findCookMeal(deps.database.db, user.id, input.mealId);
  if (!meal || !photos.some((photo) => photo.id === input.photoId)) throw new DomainError('notFound');
  return setPhotos(deps, user, {
    mealId: input.mealId,
    photoIds: photos.map((photo) => photo.id).filter((id) => id !== input.photoId),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Preorders of the cook's meals

function toCookPreorder(row: CookPreorderRow) {
  return {
    ...preorderPayment(row),
    /** The eater said "I paid" (pay-up) and the cook has not confirmed or rejected it yet. */
    paymentClaimed: row.paymentStatus === 'unpaid' && row.paymentClaimedAt !== null,
    /** Marked "not collected" after the pickup window (a no-show), and when. */
    notCollectedAt: row.notCollectedAt,
    /** Made for a regular when the meal was published (server/services/regulars.ts). */
    viaRegular: row.viaRegular,
    /** Up for grabs (offered to anyone, or at the cook's last call) and not taken yet. */
    upForGrabs: row.upForGrabs,
    /** The eater's note with the reservation ("no chili, please"). */
    note: row.note,
    createdAt: row.createdAt,
    meal: {
      id: row.mealId,
      title: row.mealTitle,
      priceCents: row.priceCents,
      pickupDate: row.pickupDate,
      pickupStart: hhmm(row.pickupStart),
      pickupEnd: hhmm(row.pickupEnd),
      officeTimeZone: row.officeTimeZone,
    },
    eater: { name: [row.eaterFirstName, row.eaterLastName].filter(Boolean).join(' '), email: row.eaterEmail },
  };
}
export type CookPreorder = ReturnType<typeof toCookPreorder>;

export async function forCook(
  deps: AppDeps,
  user: AuthUser,
  input: { status: CookPreorderFilter; mealId: string | null; cursor: string | null },
) {
  const db = deps.database.db;
  const [rows, summary] = await Promise.all([
    listCookPreorders(db, {
      cookId: user.id,
      filter: input.status,
      mealId: input.mealId,
      cursor: input.cursor,
      limit: PREORDERS_PAGE + 1,
    }),
    cookPreorderSummary(db, user.id, input.mealId),
  ]);
  const page = rows.slice(0, PREORDERS_PAGE).map(toCookPreorder);
  return {
    preorders: page,
    nextCursor: rows.length > PREORDERS_PAGE ? page.at(-1)!.id : null,
    summary: { activePortions: summary.portions, expectedRevenueCents: summary.revenueCents },
  };
}

/**
 * Collected and paid (in cash unless `method` says otherwise), collected for free (`waived`), or collected and paid
 * later (`unpaid`, settled from the ledger): once, from reserved and unpaid only.
 */
async function settle(
  deps: AppDeps,
  user: AuthUser,
  preorderId: string,
  payment: 'paid' | 'waived' | 'unpaid',
  method: PaymentMethod = 'cash',
) {
  const db = deps.database.db;
  const row = await settleCookPreorder(db, { preorderId, cookId: user.id, payment, method, now: deps.clock.now() });
  if (row) {
    return row;
  }
  const current = await findCookPreorder(db, user.id, preorderId);
  if (!current) throw new DomainError('notFound');
  // Paid and still open only fails for a waiver (collecting a prepaid one keeps its payment).
  if (current.paymentStatus !== 'unpaid') throw new DomainError('paymentAlreadySettled');
  throw new DomainError('invalidTransition');
}

/** Collected and paid now (in cash unless `method` says otherwise), or collected and paid later (`payLater`). */
export const markCollected = (
  deps: AppDeps,
  user: AuthUser,
  input: { preorderId: string; method?: PaymentMethod; payLater?: boolean },
) => settle(deps, user, input.preorderId, input.payLater ? 'unpaid' : 'paid', input.method);

/** Collected for free. */
export const waive = (deps: AppDeps, user: AuthUser, { preorderId }: { preorderId: string }) =>
  settle(deps, user, preorderId, 'waived');

/**
 * The cook's dashboard: today's earnings, portions sold and active meals, and today's meals with their preorders.
 * "Today" is the pickup day in the office's time zone, for every figure (see cookDayFigures).
 */
export async function dashboard(deps: AppDeps, user: AuthUser) {
  const now = deps.clock.now();
  const db = deps.database.db;
  const profile = await findProfile(db, user.id);
  const timeZone = profile?.officeTimeZone ?? 'Europe/Vilnius';
  const today = localDate(now, timeZone);
  const [figures, meals] = await Promise.all([cookDayFigures(db, user.id, today), listCookMealsOn(db, user.id, today)]);
  const preorders = await preordersOfMeals(
    db,
    meals.map((meal) => meal.id),
  );
  return {
    today,
    ...figures,
    meals: meals.map((meal) => ({
      ...toCookMeal(meal, deps.storage, now),
      preorders: preorders.filter((preorder) => preorder.mealId === meal.id).map(toCookPreorder),
    })),
  };
}
