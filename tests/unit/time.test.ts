import { describe, expect, it } from 'vitest';
import { addDays, localDate, wallClock, zonedInstant } from '../../server/domain/time';

const VILNIUS = 'Europe/Vilnius';

describe('office time rules', () => {
  it('finds the calendar date in the office time zone, not the server one', () => {
    // 22:30 UTC on 21 Nov is already 22 Nov in Vilnius (UTC+2) but still 21 Nov in New York.
    const instant = new Date('2026-11-21T22:30:00Z');
    expect(localDate(instant, VILNIUS)).toBe('2026-11-22');
    expect(localDate(instant, 'America/New_York')).toBe('2026-11-21');
    expect(localDate(instant, 'Europe/London')).toBe('2026-11-21');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('turns an office wall-clock time into the right instant in winter and summer', () => {
    expect(zonedInstant('2026-01-15', '18:00', VILNIUS).toISOString()).toBe('2026-01-15T16:00:00.000Z');
    expect(zonedInstant('2026-07-15', '18:00:00', VILNIUS).toISOString()).toBe('2026-07-15T15:00:00.000Z');
    expect(zonedInstant('2026-11-02', '09:00', 'America/New_York').toISOString()).toBe('2026-11-02T14:00:00.000Z');
  });

  it('reads a time inside the spring-forward gap with the offset from before the jump', () => {
    // Vilnius jumps from 03:00 to 04:00 on 29 March 2026.
    const instant = zonedInstant('2026-03-29', '03:30', VILNIUS);
    expect(instant.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallClock(instant, VILNIUS)).toMatchObject({ hour: 4, minute: 30 });
  });

  it('takes the later reading of a time repeated in the autumn overlap, as PostgreSQL does', () => {
    // Vilnius falls back from 04:00 to 03:00 on 25 October 2026: 03:30 happens twice (00:30Z and 01:30Z).
    expect(zonedInstant('2026-10-25', '03:30', VILNIUS).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });

  it('keeps 18:00 at 18:00 local on both sides of a DST change', () => {
    expect(wallClock(zonedInstant('2026-03-28', '18:00', VILNIUS), VILNIUS).hour).toBe(18);
    expect(wallClock(zonedInstant('2026-03-29', '18:00', VILNIUS), VILNIUS).hour).toBe(18);
    expect(wallClock(zonedInstant('2026-10-25', '18:00', VILNIUS), VILNIUS).hour).toBe(18);
  });
});
