// Reservations: reserve (never oversells), cancel (portions back exactly once), the eater's lists.
import { isAdminRole } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import type { AuthUser } from '../auth/auth-user';
import type { AppDeps } from '../deps';
import {
  cancelAtomically,
  findOwnPreorderStatus,
  listEaterPreorders,
  listUpcomingPreorders,
  reserveAtomically,
  type EaterPreorderRow,
} from '../db/queries/preorders';
import { afterPortionsReturned } from '../db/queries/waitlist';
import { hhmm } from '../../shared/office-time';
import { refuseWhileDrawOpen } from './draws';

const MINE_LIMIT = 200;

/**
 * One atomic statement decides every rule (office, state, cutoff, quantity, portions) and, when it takes nothing,
 * says which rule stopped it: one round trip whatever the answer, and no rule can be raced past.
 */
export async function reserve(
  deps: AppDeps,
  user: AuthUser,
  input: { mealId: string; quantity: number; note?: string | undefined },
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  await refuseWhileDrawOpen(deps, user, input.mealId);
  const outcome = await reserveAtomically(db, {
    mealId: input.mealId,
    eaterId: user.id,
    quantity: input.quantity,
    note: input.note ?? null,
    now,
    officeId: user.officeId,
    anyOffice: isAdminRole(user.role),
  });
  if (outcome.refusal) throw new DomainError(outcome.refusal);
  return outcome.reserved;
}

/**
 * Cancels; the portions that come back go first to the meal's waitlist, in the same statement (the meals trigger,
 * server/db/sql/serve_waitlist_after_meal_change.sql). Answers the portions left after that and how many places were
 * promoted.
 */
export async function cancel(deps: AppDeps, user: AuthUser, { preorderId }: { preorderId: string }) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const restored = await db.transaction(async (tx) => {
    const freed = await cancelAtomically(tx, { preorderId, eaterId: user.id, now });
    if (!freed) return undefined;
    return { mealId: freed.mealId, ...(await afterPortionsReturned(tx, freed.mealId, now)) };
  });
  if (restored) return { id: preorderId, status: 'cancelled' as const, ...restored };
  const status = await findOwnPreorderStatus(db, preorderId, user.id);
  // Another user's preorder is answered like one that does not exist.
  throw new DomainError(status === undefined ? 'notFound' : 'invalidTransition');
}

/** A preorder's portions, total and payment, as the eater's and the cook's lists both answer them. */
export const preorderPayment = (
  row: Pick<EaterPreorderRow, 'id' | 'quantity' | 'priceCents' | 'status' | 'paymentStatus' | 'paidAt' | 'paidMethod'>,
) => ({
  id: row.id,
  quantity: row.quantity,
  totalCents: row.quantity * row.priceCents,
  status: row.status,
  paymentStatus: row.paymentStatus,
  paidAt: row.paidAt,
  paidMethod: row.paidMethod,
});

const toView = (row: EaterPreorderRow) => ({
  ...preorderPayment(row),
  /** Pay-up: the cook takes transfers, and when the eater said "I paid" (waiting for the cook) or it was rejected. */
  payUp: {
    available: row.cookTakesTransfers,
    claimedAt: row.paymentStatus === 'unpaid' ? row.paymentClaimedAt : null,
    rejectedAt: row.paymentStatus === 'unpaid' && row.paymentClaimedAt === null ? row.paymentRejectedAt : null,
  },
  /** The cook marked it "not collected" after the pickup window (still owed unless waived). */
  notCollectedAt: row.notCollectedAt,
  /** The eater's own note to the cook. */
  note: row.note,
  createdAt: row.createdAt,
  /** The cook changed the meal's allergens after this reservation was made. */
  allergensChanged: row.allergensChangedAt !== null && row.allergensChangedAt.getTime() > row.createdAt.getTime(),
  /** Private feedback was left on this (collected) preorder. */
  feedbackGiven: row.feedbackGiven,
  meal: {
    id: row.mealId,
    title: row.title,
    description: row.description,
    priceCents: row.priceCents,
    pickupDate: row.pickupDate,
    pickupStart: hhmm(row.pickupStart),
    pickupEnd: hhmm(row.pickupEnd),
    allergens: row.allergens,
    /** The cook withdrew the meal (the reservation was cancelled with it), with their note. */
    withdrawn: row.withdrawnAt !== null,
    withdrawReason: row.withdrawReason,
    cookName: row.cookName,
    officeName: row.officeName,
    officeSlug: row.officeSlug,
    officeTimeZone: row.officeTimeZone,
  },
});
export type PreorderView = ReturnType<typeof toView>;

export async function mine(deps: AppDeps, user: AuthUser) {
  const db = deps.database.db;
  return (await listEaterPreorders(db, user.id, MINE_LIMIT)).map(toView);
}

export async function upcoming(deps: AppDeps, user: AuthUser) {
  const db = deps.database.db;
  const now = deps.clock.now();
  return (await listUpcomingPreorders(db, user.id, now)).map(toView);
}
