// The fair draw's pure rules (docs/features.md "Fair draw", docs/decisions/064-fair-draw.md): each entrant's weight
// from their recent misses, and the seeded weighted draw that orders the entrants and shares the portions out. The
// service records the seed and every input, so replayDraw can recompute and compare a recorded draw.
import { DRAW_LIMITS } from '../../shared/constants';
import type { DrawOutcome } from '../../shared/enums';
import { seededRandom } from '../demo/random';

/** 1, plus 1 for each draw lost or waitlist that never reached the person lately, up to DRAW_LIMITS.maxExtraWeight. */
export function drawWeight(recentMisses: number): number {
  const misses = Number.isFinite(recentMisses) ? Math.max(0, Math.floor(recentMisses)) : 0;
  return 1 + Math.min(misses, DRAW_LIMITS.maxExtraWeight);
}

export interface DrawEntrant {
  userId: string;
  quantity: number;
  weight: number;
}

export interface DrawnEntrant extends DrawEntrant {
  /** 1 for the first drawn. */
  position: number;
  outcome: DrawOutcome;
}

export interface DrawInput {
  /** An unsigned 32-bit integer. */
  seed: number;
  /** The portions shared out. */
  portions: number;
  entrants: readonly DrawEntrant[];
}

/** A new seed, from whatever uniform source the caller has (the service passes the crypto RNG). */
export const seedFrom = (uniform: () => number) => Math.floor(uniform() * 2 ** 32) >>> 0;

/**
 * Orders the entrants by a weighted draw without replacement (each next one is drawn with a chance proportional to
 * its weight among those left: Efraimidis and Spirakis' keys, u^(1/w), largest first), then walks that order giving
 * each their whole quantity while it fits. One whose quantity no longer fits loses, and a smaller request after
 * them may still win, so no portion is left while someone who fits waits. The entrants are taken in user id order
 * before any number is drawn: the input's order cannot change the result.
 */
export function runDraw(input: DrawInput): DrawnEntrant[] {
  const random = seededRandom(input.seed);
  const canonical = [...input.entrants].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const keyed = canonical.map((entrant) => {
    // 1 - next() lies in (0, 1], so the logarithm is finite; log(u) / w orders as u^(1/w) does.
    const u = 1 - random.next();
    return { entrant, key: Math.log(u) / Math.max(entrant.weight, 1) };
  });
  keyed.sort((a, b) => b.key - a.key || (a.entrant.userId < b.entrant.userId ? -1 : 1));
  let left = Math.max(0, input.portions);
  return keyed.map(({ entrant }, index) => {
    const wins = entrant.quantity >= 1 && entrant.quantity <= left;
    if (wins) left -= entrant.quantity;
    return { ...entrant, position: index + 1, outcome: wins ? 'won' : 'lost' };
  });
}

/** A recorded draw: its inputs and the order and outcomes it recorded. */
export interface DrawRecord extends DrawInput {
  entrants: readonly (DrawEntrant & { position: number | null; outcome: DrawOutcome | null })[];
}

/** Recomputes a recorded draw from its seed, portions and entrants; equal when every place and outcome is. */
export function replayDraw(record: DrawRecord): { result: DrawnEntrant[]; matches: boolean } {
  const result = runDraw(record);
  const recorded = new Map(record.entrants.map((entrant) => [entrant.userId, entrant]));
  const matches =
    result.length === record.entrants.length &&
    result.every((drawn) => {
      const kept = recorded.get(drawn.userId);
      return kept !== undefined && kept.position === drawn.position && kept.outcome === drawn.outcome;
    });
  return { result, matches };
}

/** A draw's window must end after now and no later than the meal's cutoff (entries are taken before it ends). */
export const drawWindowAllowed = (closesAt: Date, cutoff: Date, now: Date) =>
  closesAt.getTime() > now.getTime() && closesAt.getTime() <= cutoff.getTime();

/**
 * The instant a draw's reservations and waitlist places are made at: the last instant of its window. A window may end
 * at the cutoff itself and the tick runs a little later; the draw decides as of its window, as if it ran on time.
 */
export const drawInstant = (closesAt: Date) => new Date(closesAt.getTime() - 1);
