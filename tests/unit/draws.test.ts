// The fair draw's pure rules (server/domain/draws.ts): the weight from recent misses, the seeded weighted draw
// (never more portions than there are, each entrant once, the weight honoured) and the replay of a record.
import { describe, expect, it } from 'vitest';
import { DRAW_LIMITS } from '../../shared/constants';
import { drawWeight, replayDraw, runDraw, type DrawEntrant } from '../../server/domain/draws';
import { notificationText } from '../../shared/notification-text';

const entrant = (n: number, weight = 1, quantity = 1): DrawEntrant => ({
  userId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  quantity,
  weight,
});

describe('drawWeight', () => {
  it('is 1 without misses, one more per miss, capped', () => {
    expect(drawWeight(0)).toBe(1);
    expect(drawWeight(1)).toBe(2);
    expect(drawWeight(2)).toBe(1 + DRAW_LIMITS.maxExtraWeight);
    expect(drawWeight(40)).toBe(1 + DRAW_LIMITS.maxExtraWeight);
    expect(drawWeight(-3)).toBe(1);
    expect(drawWeight(Number.NaN)).toBe(1);
  });
});

describe('runDraw', () => {
  const entrants = [entrant(1, 1, 2), entrant(2, 2, 1), entrant(3, 1, 3), entrant(4, 3, 1), entrant(5, 1, 2)];

  it('gives each entrant one place, never more portions than there are, and fills what fits', () => {
    for (let seed = 0; seed < 500; seed++) {
      const result = runDraw({ seed, portions: 4, entrants });
      expect(result.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
      expect(new Set(result.map((r) => r.userId)).size).toBe(entrants.length);
      const won = result.filter((r) => r.outcome === 'won').reduce((sum, r) => sum + r.quantity, 0);
      expect(won).toBeLessThanOrEqual(4);
      // Whoever lost wanted more than was left at their turn.
      let left = 4;
      for (const r of result) {
        if (r.outcome === 'won') left -= r.quantity;
        else expect(r.quantity).toBeGreaterThan(left);
      }
    }
  });

  it('depends on the seed only, not on the order the entrants come in', () => {
    const a = runDraw({ seed: 42, portions: 3, entrants });
    const b = runDraw({ seed: 42, portions: 3, entrants: [...entrants].reverse() });
    expect(b).toEqual(a);
    const others = Array.from({ length: 20 }, (_, seed) => runDraw({ seed, portions: 3, entrants }));
    expect(new Set(others.map((r) => r.map((x) => x.userId).join())).size).toBeGreaterThan(5);
  });

  it('gives everyone their portions when there are enough, and nothing when there are none', () => {
    expect(runDraw({ seed: 7, portions: 50, entrants }).every((r) => r.outcome === 'won')).toBe(true);
    expect(runDraw({ seed: 7, portions: 0, entrants }).every((r) => r.outcome === 'lost')).toBe(true);
    expect(runDraw({ seed: 7, portions: 5, entrants: [] })).toEqual([]);
  });

  it('honours the weight: over many seeded draws a weight-2 entrant wins about twice as often as a weight-1', () => {
    const field = [entrant(1, 2), entrant(2, 2), entrant(3, 2), entrant(4, 1), entrant(5, 1), entrant(6, 1)];
    const wins = new Map<string, number>();
    const runs = 30_000;
    for (let seed = 0; seed < runs; seed++) {
      const winner = runDraw({ seed: (seed * 2_654_435_761) >>> 0, portions: 1, entrants: field }).find(
        (r) => r.outcome === 'won',
      )!;
      wins.set(winner.userId, (wins.get(winner.userId) ?? 0) + 1);
    }
    const rate = (weight: number) =>
      field.filter((e) => e.weight === weight).reduce((sum, e) => sum + (wins.get(e.userId) ?? 0), 0) / runs / 3;
    // Expected: 2/9 and 1/9 of the draws for each; the tolerance is several standard deviations.
    expect(rate(2)).toBeGreaterThan(2 / 9 - 0.012);
    expect(rate(2)).toBeLessThan(2 / 9 + 0.012);
    expect(rate(1)).toBeGreaterThan(1 / 9 - 0.012);
    expect(rate(1)).toBeLessThan(1 / 9 + 0.012);
    expect(rate(2) / rate(1)).toBeGreaterThan(1.8);
    expect(rate(2) / rate(1)).toBeLessThan(2.2);
  });

  it('a weight-3 entrant among weight-1 ones wins three times as often', () => {
    const field = [entrant(1, 3), entrant(2, 1), entrant(3, 1)];
    let heavy = 0;
    const runs = 20_000;
    for (let seed = 0; seed < runs; seed++) {
      if (runDraw({ seed: seed + 1_000_000, portions: 1, entrants: field })[0]!.userId === field[0]!.userId) heavy++;
    }
    expect(heavy / runs).toBeGreaterThan(0.6 - 0.02);
    expect(heavy / runs).toBeLessThan(0.6 + 0.02);
  });
});

describe('replayDraw', () => {
  const entrants = [entrant(1, 1, 2), entrant(2, 3, 1), entrant(3, 2, 1)];

  it('recomputes a recorded draw from its seed and finds it equal', () => {
    const result = runDraw({ seed: 99, portions: 2, entrants });
    const replay = replayDraw({ seed: 99, portions: 2, entrants: result });
    expect(replay.matches).toBe(true);
    expect(replay.result).toEqual(result);
  });

  it('finds a record that was changed (an outcome, a place, a weight or the seed) unequal', () => {
    const result = runDraw({ seed: 99, portions: 2, entrants });
    const flipped = result.map((r, i) => (i === 0 ? { ...r, outcome: r.outcome === 'won' ? 'lost' : 'won' } : r));
    expect(replayDraw({ seed: 99, portions: 2, entrants: flipped as typeof result }).matches).toBe(false);
    const swapped = result.map((r) => ({ ...r, position: result.length + 1 - r.position }));
    expect(replayDraw({ seed: 99, portions: 2, entrants: swapped }).matches).toBe(false);
    const seeds = Array.from({ length: 30 }, (_, s) => replayDraw({ seed: s, portions: 2, entrants: result }).matches);
    expect(seeds.filter((m) => !m).length).toBeGreaterThan(0);
  });
});

describe('the outcome notices', () => {
  const keyOf = (payload: Record<string, string | number | boolean | null>, kind: 'drawWon' | 'drawLost') =>
    notificationText((key) => key, { date: (d) => d, dateTime: (i) => i.toISOString() }, { kind, payload });
  it('say whether a loser is on the waitlist', () => {
    expect(keyOf({ waitlisted: true }, 'drawLost')).toBe('kinds.drawLost_waitlisted');
    expect(keyOf({ waitlisted: false }, 'drawLost')).toBe('kinds.drawLost');
    expect(keyOf({ quantity: 2 }, 'drawWon')).toBe('kinds.drawWon');
  });
});
