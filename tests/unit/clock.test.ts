// The server's clock (server/domain/clock.ts): the real one, or under test one that starts at a set instant and runs
// on at the real pace (TEST_CLOCK_START, server/env.ts).
import { expect, it } from 'vitest';
import { clockFrom, processClock, systemClock } from '../../server/domain/clock';

it('starts at the set instant and runs on from there', () => {
  let real = Date.parse('2027-03-01T20:00:00Z');
  const clock = clockFrom(new Date('2026-11-26T08:00:00Z'), () => real);
  expect(clock.now().toISOString()).toBe('2026-11-26T08:00:00.000Z');
  real += 90_000;
  expect(clock.now().toISOString()).toBe('2026-11-26T08:01:30.000Z');
});

it('is the real clock unless a start is given', () => {
  expect(processClock(undefined)).toBe(systemClock);
  const set = processClock(new Date('2026-11-26T08:00:00Z'));
  expect(Math.abs(set.now().getTime() - Date.parse('2026-11-26T08:00:00Z'))).toBeLessThan(1000);
});
