// Hand a reservation to a colleague: offer it to a named colleague of the office (they are e-mailed and
// accept or decline in the app) or to anyone (shown "up for grabs" on the menu; the first taker wins), until the
// pickup window ends, after the cutoff too. Taking moves the reservation, payment status and all, to the taker, in
// one conditional statement. Not taken by the pickup start, it stays the offerer's. Before the cutoff the waitlist
// comes first: an offer to anyone, a declined offer or an expired one passes the portions to the people waiting
// (when one of them fits), as a cancel would.
import { displayName } from '../../shared/people';
import { DomainError } from '../../shared/errors';
import type { AuthUser } from '../auth/auth-user';
import type { AppDeps } from '../deps';
import type { Database } from '../db/client';
import {
  closeHandover,
  findHandover,
  findLastCallMeal,
  insertHandover,
  listDueHandovers,
  listHandedOver,
  listOwnHandovers,
  lockLastCallPreorders,
  lockOfferablePreorder,
  officeOfUser,
  releaseToWaitlist,
  searchColleagues,
  takeHandover,
  type HandoverRow,
} from '../db/queries/handovers';
import { offerExpiry, offerRefusal } from '../domain/handover';

const COLLEAGUES_LIMIT = 8;

export async function offer(deps: AppDeps, user: AuthUser, input: { preorderId: string; toUserId: string | null }) {
  const db = deps.database.db;
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const facts = await lockOfferablePreorder(tx, input.preorderId, user.id);
    if (!facts) throw new DomainError('notFound');
    const times = { pickupStartAt: new Date(facts.pickupStartAt), pickupEndAt: new Date(facts.pickupEndAt) };
    const refusal = offerRefusal(
      {
        status: facts.status,
        withdrawn: facts.withdrawnAt !== null,
        hasOpenOffer: facts.openOffer !== null,
        ...times,
      },
      now,
    );
    if (refusal) throw new DomainError(refusal);
    if (input.toUserId !== null) {
      if (input.toUserId === user.id) throw new DomainError('ownOffer');
      const office = await officeOfUser(tx, input.toUserId);
      if (office === undefined) throw new DomainError('notFound');
      if (office !== facts.officeId) throw new DomainError('officeMismatch');
      if (input.toUserId === facts.cookId) throw new DomainError('ownMeal');
    }
    const values = {
      preorderId: facts.id,
      mealId: facts.mealId,
      fromId: user.id,
      toId: input.toUserId,
      expiresAt: offerExpiry(times, now),
      now,
    };
    if (input.toUserId === null) {
      const released = await releaseToWaitlist(tx, facts.id, now);
      if (released) {
        const { id } = await insertHandover(tx, { ...values, status: 'released' });
        return { id, status: 'released' as const, promoted: released.promoted };
      }
    }
    const { id } = await insertHandover(tx, { ...values, status: 'offered' });
    return { id, status: 'offered' as const, promoted: 0 };
  });
}

/**
 * The cook's last call (docs/decisions/050-last-call.md): before the pickup window ends, each reservation of their meal
 * not yet collected (nor paid, nor said to be paid) is offered to anyone in the office on its eater's behalf, exactly
 * as the eater's own offer to anyone: before the cutoff it goes to the waitlist first when someone waiting fits,
 * otherwise it is up for grabs on the menu at the same price until the window ends, and the eater may still withdraw
 * it. Each eater is told (the handovers trigger, `lastCall`).
 */
export async function lastCall(deps: AppDeps, user: AuthUser, { id: mealId }: { id: string }) {
  const db = deps.database.db;
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const meal = await findLastCallMeal(tx, mealId, user.id);
    if (!meal) throw new DomainError('notFound');
    if (meal.withdrawn) throw new DomainError('mealWithdrawn');
    if (now.getTime() >= meal.pickupEndAt.getTime()) throw new DomainError('pickupEnded');
    if (!meal.onMenu) throw new DomainError('mealDisabled');
    const open = await lockLastCallPreorders(tx, mealId);
    if (open.length === 0) throw new DomainError('lastCallNothing');
    const outcome = { offered: 0, released: 0, promoted: 0 };
    for (const preorder of open) {
      const released = await releaseToWaitlist(tx, preorder.id, now);
      await insertHandover(tx, {
        preorderId: preorder.id,
        mealId,
        fromId: preorder.eaterId,
        toId: null,
        status: released ? 'released' : 'offered',
        expiresAt: meal.pickupEndAt,
        now,
        lastCall: true,
      });
      if (released) {
        outcome.released += preorder.quantity;
        // The places promoted at this instant so far (afterPortionsReturned reads them all back), not this one's.
        outcome.promoted = released.promoted;
      } else outcome.offered += preorder.quantity;
    }
    return outcome;
  });
}

/** Why taking an offer did nothing: an offer named to someone else is answered like one that does not exist. */
async function takeRefusal(db: Database, user: AuthUser, handoverId: string) {
  const offer = await findHandover(db, handoverId);
  if (!offer || (offer.toEaterId !== null && offer.toEaterId !== user.id)) return 'notFound' as const;
  if (offer.fromEaterId === user.id) return 'ownOffer' as const;
  if (offer.officeId !== user.officeId) return 'officeMismatch' as const;
  if (offer.cookId === user.id) return 'ownMeal' as const;
  return 'handoverNotOpen' as const;
}

export async function take(deps: AppDeps, user: AuthUser, { handoverId }: { handoverId: string }) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const taken = await takeHandover(db, { handoverId, takerId: user.id, takerOfficeId: user.officeId, now });
  if (taken) return { id: taken.id, status: 'accepted' as const, preorderId: taken.preorderId };
  throw new DomainError(await takeRefusal(db, user, handoverId));
}

async function closeRefusal(db: Database, user: AuthUser, handoverId: string, as: 'to' | 'from') {
  const offer = await findHandover(db, handoverId);
  const theirs = offer && (as === 'to' ? offer.toEaterId === user.id : offer.fromEaterId === user.id);
  return theirs ? ('handoverNotOpen' as const) : ('notFound' as const);
}

/** The named colleague says no. Before the cutoff, with someone waiting who fits, the portions go to the line. */
export async function decline(deps: AppDeps, user: AuthUser, { handoverId }: { handoverId: string }) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const outcome = await db.transaction(async (tx) => {
    const closed = await closeHandover(tx, { handoverId, status: 'declined', byUserId: user.id, now });
    if (!closed) return null;
    return { released: (await releaseToWaitlist(tx, closed.preorderId, now)) !== undefined };
  });
  if (!outcome) throw new DomainError(await closeRefusal(db, user, handoverId, 'to'));
  return { id: handoverId, status: 'declined' as const, ...outcome };
}

/** The offerer takes their offer back (they can come after all). */
export async function withdraw(deps: AppDeps, user: AuthUser, { handoverId }: { handoverId: string }) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const closed = await closeHandover(db, { handoverId, status: 'withdrawn', byUserId: user.id, now });
  if (!closed) throw new DomainError(await closeRefusal(db, user, handoverId, 'from'));
  return { id: handoverId, status: 'withdrawn' as const };
}

/**
 * The minute tick: offers past their time expire (the reservation stays the offerer's, or before the cutoff goes
 * to the waitlist when someone fits), offers whose reservation was cancelled meanwhile close (a safety net: the
 * preorders trigger, server/db/sql/close_offers_of_closed_preorder.sql, closes those at once). Each in its own
 * transaction; safe on every instance at once (closing is conditional).
 */
export async function settleDueOffers(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const db = deps.database.db;
  const now = deps.clock.now();
  let settled = 0;
  for (const due of await listDueHandovers(db, now)) {
    const done = await db.transaction(async (tx) => {
      const closed = await closeHandover(tx, {
        handoverId: due.id,
        status: due.gone ? 'withdrawn' : 'expired',
        byUserId: null,
        now,
      });
      if (closed && !due.gone) await releaseToWaitlist(tx, closed.preorderId, now);
      return closed !== undefined;
    });
    if (done) settled += 1;
  }
  return settled;
}

const person = (name: string | null, email: string | null) =>
  displayName({ firstName: name ?? '', lastName: '', email: email ?? '' });

const toView = (row: HandoverRow) => ({
  id: row.id,
  status: row.status,
  expiresAt: new Date(row.expiresAt),
  createdAt: new Date(row.createdAt),
  preorderId: row.preorderId,
  quantity: row.quantity,
  totalCents: row.quantity * row.priceCents,
  toAnyone: row.toEaterId === null,
  /** Put up at the cook's last call, not by the eater. */
  lastCall: row.lastCall,
  from: person(row.fromName, row.fromEmail),
  to: row.toEaterId === null ? null : person(row.toName, row.toEmail),
  meal: {
    id: row.mealId,
    title: row.title,
    pickupDate: row.pickupDate,
    pickupStart: row.pickupStart,
    pickupEnd: row.pickupEnd,
    officeSlug: row.officeSlug,
    timeZone: row.timeZone,
    cookName: person(row.cookName, row.cookEmail),
  },
});
export type HandoverView = ReturnType<typeof toView>;

/** The user's offers (open, and decided in the last days) and the open offers named to them. */
export async function mine(deps: AppDeps, user: AuthUser) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const rows = await listOwnHandovers(db, user.id, now);
  return {
    made: rows.filter((row) => row.fromEaterId === user.id).map(toView),
    received: rows.filter((row) => row.toEaterId === user.id && row.status === 'offered').map(toView),
  };
}

const HANDED_OVER_LIMIT = 200;

/**
 * What the user handed over to colleagues (the reservation is the taker's now, so it is no longer among the user's
 * own): to whom and when, with the meal, for their /activity.
 */
export async function given(deps: AppDeps, user: AuthUser) {
  const db = deps.database.db;
  return (await listHandedOver(db, user.id, HANDED_OVER_LIMIT)).map((row) => ({
    id: row.id,
    preorderId: row.preorderId,
    /** The colleague who took it, or null when their account is gone. */
    to: row.takerEmail === null ? null : person(row.takerName, row.takerEmail),
    handedOverAt: new Date(row.decidedAt),
    reservedAt: new Date(row.reservedAt),
    quantity: row.quantity,
    totalCents: row.quantity * row.priceCents,
    meal: {
      id: row.mealId,
      title: row.title,
      priceCents: row.priceCents,
      pickupDate: row.pickupDate,
      pickupStart: row.pickupStart,
      pickupEnd: row.pickupEnd,
      cookName: person(row.cookName, row.cookEmail),
      officeName: row.officeName,
      officeTimeZone: row.timeZone,
    },
  }));
}
export type HandedOverView = Awaited<ReturnType<typeof given>>[number];

export async function colleagues(deps: AppDeps, user: AuthUser, { query }: { query: string }) {
  const db = deps.database.db;
  if (!user.officeId) throw new DomainError('noOffice');
  if (query.length === 0) return [];
  const rows = await searchColleagues(db, { officeId: user.officeId, userId: user.id, query, limit: COLLEAGUES_LIMIT });
  return rows.map((row) => ({
    id: row.userId,
    name: displayName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '', email: row.email }),
    email: row.email,
  }));
}
