// The waitlist of a sold-out meal: join with a quantity until the cutoff, see one's place, leave. Promotion happens in
// the statement that makes portions reservable again, whatever it is (a cancel, more portions, a hand-over passed on,
// the meal back on the menu): the meals trigger (server/db/sql/serve_waitlist_after_meal_change.sql). The line closes
// at the cutoff (closeDueWaitlists, on the minute tick).
import { DomainError } from '../../shared/errors';
import type { JoinWaitlistInput } from '../../shared/schemas/waitlist-and-handovers';
import type { AuthUser } from '../auth/auth-user';
import type { AppDeps } from '../deps';
import { findOwnEntryStatus, joinWaitlist, leaveWaitlist, listOwnWaiting } from '../db/queries/waitlist';

export async function join(deps: AppDeps, user: AuthUser, input: Required<JoinWaitlistInput>) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const outcome = await joinWaitlist(db, {
    mealId: input.mealId,
    eaterId: user.id,
    officeId: user.officeId,
    quantity: input.quantity,
    now,
  });
  if (outcome.refusal) throw new DomainError(outcome.refusal);
  return { id: outcome.id };
}

export async function leave(deps: AppDeps, user: AuthUser, { entryId }: { entryId: string }) {
  const db = deps.database.db;
  const now = deps.clock.now();
  if (await leaveWaitlist(db, { entryId, eaterId: user.id, now })) return { id: entryId, status: 'left' as const };
  const status = await findOwnEntryStatus(db, entryId, user.id);
  throw new DomainError(status === undefined ? 'notFound' : 'invalidTransition');
}

/** The user's places in line: position 1 is next; `portionsAhead` are wanted by the people before them. */
export async function mine(deps: AppDeps, user: AuthUser) {
  const db = deps.database.db;
  return (await listOwnWaiting(db, user.id)).map((row) => ({
    id: row.id,
    mealId: row.mealId,
    quantity: row.quantity,
    position: row.position,
    portionsAhead: row.portionsAhead,
    joinedAt: new Date(row.createdAt),
    meal: { title: row.title, pickupDate: row.pickupDate, officeSlug: row.officeSlug },
  }));
}
