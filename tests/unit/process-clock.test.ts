// The test clock of the browser tests: the server and the pages read the same time though they start seconds apart.
import { describe, expect, it } from 'vitest';
import { clockFrom } from '../../server/domain/clock';

describe('clockFrom', () => {
  it('reads start at the real instant setAt, and runs on at the real pace', () => {
    let real = 1_000_000;
    const start = new Date('2026-11-27T08:00:00Z');
    // Set 5 s before this process made its clock (the pages' clocks were set when the run began).
    const clock = clockFrom(start, () => real, real - 5_000);
    expect(clock.now().toISOString()).toBe('2026-11-27T08:00:05.000Z');
    real += 1_000;
    expect(clock.now().toISOString()).toBe('2026-11-27T08:00:06.000Z');
  });

  it('reads start now when no setAt is given', () => {
    const real = 42;
    expect(
      clockFrom(new Date('2026-11-27T08:00:00Z'), () => real)
        .now()
        .toISOString(),
    ).toBe('2026-11-27T08:00:00.000Z');
  });
});
