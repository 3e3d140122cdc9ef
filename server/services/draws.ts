// The fair draw of a popular meal (docs/features.md "Fair draw", docs/decisions/064-fair-draw.md): entering and
// leaving while the window is open, the draw itself (run once by the minute tick on any instance), and its record
// for the meal's cook and the organization's admins, replayed from its seed.
import { randomInt } from 'node:crypto';
import { isAdminRole } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import type { AuthUser } from '../auth/auth-user';
import type { Executor } from '../db/client';
import {
  claimDueDraw,
  drawEntrants,
  drawRecord,
  dueDraws,
  enterDraw,
  findDraw,
  insertDraw,
  leaveDraw,
  listOwnEntries,
  recordEntrant,
} from '../db/queries/draws';
import { insertNotifications } from '../db/queries/notifications';
import { enqueueChannelPost } from '../db/queries/office-channels';
import { reserveAtomically } from '../db/queries/preorders';
import { adminOrganizationOf } from '../db/queries/tenancy';
import { joinWaitlist } from '../db/queries/waitlist';
import type { AppDeps } from '../deps';
import { drawInstant, drawWeight, drawWindowAllowed, replayDraw, runDraw } from '../domain/draws';

type Deps = Pick<AppDeps, 'database' | 'clock'>;

/**
 * Called by meal creation (server/services/cook.ts) in its transaction: the window must end after now and no later
 * than the cutoff, on a meal published at once (a draft's draw would close before anyone could see it).
 */
export async function openDraw(
  tx: Executor,
  input: { mealId: string; closesAt: Date; cutoff: Date; isActive: boolean; now: Date },
) {
  if (!input.isActive || !drawWindowAllowed(input.closesAt, input.cutoff, input.now)) {
    throw new DomainError('drawWindowInvalid');
  }
  await insertDraw(tx, { mealId: input.mealId, closesAt: input.closesAt, now: input.now });
}

/** An edit may not move the cutoff before an open draw's end: its winners could no longer be reserved. */
export async function keepDrawBeforeCutoff(tx: Executor, mealId: string, cutoff: Date) {
  const draw = await findDraw(tx, mealId);
  if (draw && draw.drawnAt === null && draw.closesAt.getTime() > cutoff.getTime()) {
    throw new DomainError('drawWindowInvalid');
  }
}

/** Reserving a meal whose draw has not run is refused (the draw shares it); admins acting for anyone too. */
export async function refuseWhileDrawOpen(deps: Deps, user: AuthUser, mealId: string) {
  const draw = await findDraw(deps.database.db, mealId);
  if (draw && draw.drawnAt === null && (isAdminRole(user.role) || draw.officeId === user.officeId)) {
    throw new DomainError('drawOpen');
  }
}

export async function enter(deps: Deps, user: AuthUser, input: { mealId: string; quantity: number }) {
  const now = deps.clock.now();
  const refusal = await enterDraw(deps.database.db, { ...input, userId: user.id, officeId: user.officeId, now });
  if (refusal) throw new DomainError(refusal);
  return { mealId: input.mealId, quantity: input.quantity };
}

export async function leave(deps: Deps, user: AuthUser, input: { mealId: string }) {
  const now = deps.clock.now();
  const refusal = await leaveDraw(deps.database.db, { ...input, userId: user.id, officeId: user.officeId, now });
  if (refusal) throw new DomainError(refusal === 'notEntered' ? 'notFound' : refusal);
  return { mealId: input.mealId };
}

/** The person's own entries (the menu card's Enter / Leave draw, and what came of each). */
export async function mine(deps: Deps, user: AuthUser) {
  return listOwnEntries(deps.database.db, user.id, deps.clock.now());
}

/**
 * A draw's record: its seed, the portions it shared, each entrant's weight, place and outcome, and whether replaying
 * it from the seed gives the same. Only the meal's cook, and admins of its organization (super admins of any), may
 * read it; anyone else is answered as if it did not exist.
 */
export async function record(deps: Deps, user: AuthUser, input: { mealId: string }) {
  const db = deps.database.db;
  const found = await drawRecord(db, input.mealId);
  if (!found || !(await mayReadRecord(db, user, found))) throw new DomainError('notFound');
  const { cookId: _cook, officeId: _office, organizationId: _organization, ...draw } = found;
  const replay =
    draw.drawnAt === null || draw.seed === null || draw.portions === null
      ? null
      : replayDraw({
          seed: draw.seed,
          portions: draw.portions,
          entrants: draw.entrants.map((e) => ({ ...e, weight: e.weight ?? 1 })),
        }).matches;
  return { ...draw, replayMatches: replay };
}

async function mayReadRecord(db: Executor, user: AuthUser, draw: { cookId: string; organizationId: string }) {
  if (user.id === draw.cookId || user.role === 'super_admin') return true;
  if (user.role !== 'admin') return false;
  return (await adminOrganizationOf(db, user.id)) === draw.organizationId;
}

/**
 * Runs every draw whose window has closed (the minute tick, on every instance). Each draw is claimed by one
 * conditional UPDATE in its own transaction, so two instances never both run it. Answers how many this call ran.
 * `nextSeed` gives each draw's seed: the crypto RNG, or the demo world's own seeded generator.
 */
export async function runDueDraws(deps: Deps, nextSeed: () => number = () => randomInt(0, 2 ** 32)) {
  const now = deps.clock.now();
  let ran = 0;
  for (const { mealId } of await dueDraws(deps.database.db, now)) {
    if (await runDraw_(deps, mealId, now, nextSeed())) ran++;
  }
  return ran;
}

/**
 * One draw, in one transaction: claim it (the meal locked), weigh the entrants, draw, then reserve for the winners
 * through the reservation statement and put the others on the waitlist in draw order, recording each outcome and
 * telling each entrant once (drawWon / drawLost, keyed by meal and person).
 */
async function runDraw_(deps: Deps, mealId: string, now: Date, seed: number) {
  return deps.database.db.transaction(async (tx) => {
    const claimed = await claimDueDraw(tx, { mealId, now, seed });
    if (!claimed) return false;
    const entrants = await drawEntrants(tx, mealId, now);
    const weighed = entrants.map((e) => ({ userId: e.userId, quantity: e.quantity, weight: drawWeight(e.misses) }));
    const officeOf = new Map(entrants.map((e) => [e.userId, e.officeId]));
    const at = drawInstant(claimed.closesAt);
    const facts = { mealTitle: claimed.title, pickupDate: claimed.pickupDate };
    const shared = { winners: 0, portions: 0 };
    for (const drawn of runDraw({ seed, portions: claimed.portions, entrants: weighed })) {
      let preorderId: string | null = null;
      let waitlistEntryId: string | null = null;
      if (drawn.outcome === 'won') {
        const outcome = await reserveAtomically(tx, {
          mealId,
          eaterId: drawn.userId,
          quantity: drawn.quantity,
          now: at,
          officeId: officeOf.get(drawn.userId) ?? null,
          anyOffice: false,
        });
        preorderId = outcome.reserved?.id ?? null;
        if (preorderId !== null) {
          shared.winners++;
          shared.portions += drawn.quantity;
        }
      } else {
        const joined = await joinWaitlist(tx, {
          mealId,
          eaterId: drawn.userId,
          officeId: officeOf.get(drawn.userId) ?? null,
          quantity: drawn.quantity,
          now: at,
        });
        waitlistEntryId = joined.id;
      }
      await recordEntrant(tx, { mealId, ...drawn, preorderId, waitlistEntryId });
      // A winner whose reservation the statement refused (they left the office since) is told they got none.
      const won = preorderId !== null;
      await insertNotifications(tx, [
        {
          userId: drawn.userId,
          kind: won ? 'drawWon' : 'drawLost',
          mealId,
          payload: { ...facts, quantity: drawn.quantity, waitlisted: waitlistEntryId !== null },
          dedupeKey: `draw:${mealId}:${drawn.userId}`,
          createdAt: now,
        },
      ]);
    }
    // The office's channel hears the result once (its key), unless the meal was off the menu and shared nothing.
    if (claimed.portions > 0) {
      await enqueueChannelPost(tx, {
        officeId: claimed.officeId,
        payload: { post: 'drawn', mealId, winners: shared.winners, left: claimed.portions - shared.portions },
        idempotencyKey: `drawn:${mealId}`,
        at: now,
      });
    }
    return true;
  });
}
