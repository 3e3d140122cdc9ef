// Office time (shared/office-time.ts), which the server and the browser both use: the office's calendar date, and
// the instant a wall-clock time in the office's zone stands for, also on the nights the clocks change. Where a time
// does not exist or happens twice, the answer is PostgreSQL's (tests/integration/office-time-sql.test.ts compares):
// the reserve statement decides the cutoff with AT TIME ZONE, and the menu and the meal form must agree with it.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  hhmm,
  isoWeekday,
  localDate,
  seriesDates,
  utcParts,
  wallClock,
  zonedInstant,
} from '../../shared/office-time';

const VILNIUS = 'Europe/Vilnius';
const NEW_YORK = 'America/New_York';
const at = (isoDate: string, time: string, timeZone: string) => zonedInstant(isoDate, time, timeZone).toISOString();

describe('office time rules', () => {
  it('finds the calendar date in the office time zone, not the server one', () => {
    // 22:30 UTC on 21 Nov is already 22 Nov in Vilnius (UTC+2) but still 21 Nov in New York.
    const instant = new Date('2026-11-21T22:30:00Z');
    expect(localDate(instant, VILNIUS)).toBe('2026-11-22');
    expect(localDate(instant, NEW_YORK)).toBe('2026-11-21');
    expect(localDate(instant, 'Europe/London')).toBe('2026-11-21');
  });

  it('changes the date at the office midnight, in winter and in summer', () => {
    expect(localDate(new Date('2026-01-14T21:59:59Z'), VILNIUS)).toBe('2026-01-14');
    expect(localDate(new Date('2026-01-14T22:00:00Z'), VILNIUS)).toBe('2026-01-15');
    expect(localDate(new Date('2026-07-14T20:59:59Z'), VILNIUS)).toBe('2026-07-14');
    expect(localDate(new Date('2026-07-14T21:00:00Z'), VILNIUS)).toBe('2026-07-15');
    expect(localDate(new Date('2026-07-15T03:59:59Z'), NEW_YORK)).toBe('2026-07-14');
    expect(localDate(new Date('2026-07-15T04:00:00Z'), NEW_YORK)).toBe('2026-07-15');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // A day is a calendar day, also across a clock change (the night has 23 or 25 hours).
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('turns an office wall-clock time into the right instant in winter and summer', () => {
    expect(at('2026-01-15', '18:00', VILNIUS)).toBe('2026-01-15T16:00:00.000Z');
    expect(at('2026-07-15', '18:00:00', VILNIUS)).toBe('2026-07-15T15:00:00.000Z');
    expect(at('2026-11-02', '09:00', NEW_YORK)).toBe('2026-11-02T14:00:00.000Z');
    expect(at('2026-07-15', '09:00', NEW_YORK)).toBe('2026-07-15T13:00:00.000Z');
  });

  describe('spring forward: a wall time that does not exist', () => {
    it('is read with the offset from before the jump in Vilnius (03:00 -> 04:00 on 29 March 2026)', () => {
      const instant = zonedInstant('2026-03-29', '03:30', VILNIUS);
      expect(instant.toISOString()).toBe('2026-03-29T01:30:00.000Z');
      expect(wallClock(instant, VILNIUS)).toMatchObject({ hour: 4, minute: 30 });
      // The jump's own minute is the first instant of summer time.
      expect(at('2026-03-29', '03:00', VILNIUS)).toBe('2026-03-29T01:00:00.000Z');
      expect(at('2026-03-29', '02:59', VILNIUS)).toBe('2026-03-29T00:59:00.000Z');
      expect(at('2026-03-29', '04:00', VILNIUS)).toBe('2026-03-29T01:00:00.000Z');
    });

    it('is read with the offset from before the jump in New York (02:00 -> 03:00 on 8 March 2026)', () => {
      const instant = zonedInstant('2026-03-08', '02:30', NEW_YORK);
      expect(instant.toISOString()).toBe('2026-03-08T07:30:00.000Z');
      expect(wallClock(instant, NEW_YORK)).toMatchObject({ hour: 3, minute: 30 });
      expect(at('2026-03-08', '01:59', NEW_YORK)).toBe('2026-03-08T06:59:00.000Z');
      expect(at('2026-03-08', '03:00', NEW_YORK)).toBe('2026-03-08T07:00:00.000Z');
    });
  });

  describe('fall back: a wall time that happens twice counts at its later instant', () => {
    it('in Vilnius (04:00 -> 03:00 on 25 October 2026: 03:00-03:59 happen twice)', () => {
      // 03:30 is 00:30Z in summer time and again 01:30Z in winter time; a cutoff at 03:30 closes at the later.
      expect(at('2026-10-25', '03:30', VILNIUS)).toBe('2026-10-25T01:30:00.000Z');
      expect(at('2026-10-25', '03:00', VILNIUS)).toBe('2026-10-25T01:00:00.000Z');
      expect(at('2026-10-25', '03:59', VILNIUS)).toBe('2026-10-25T01:59:00.000Z');
      // Just outside the repeated hour, each time has one instant.
      expect(at('2026-10-25', '02:59', VILNIUS)).toBe('2026-10-24T23:59:00.000Z');
      expect(at('2026-10-25', '04:00', VILNIUS)).toBe('2026-10-25T02:00:00.000Z');
    });

    it('in New York (02:00 -> 01:00 on 1 November 2026: 01:00-01:59 happen twice)', () => {
      expect(at('2026-11-01', '01:30', NEW_YORK)).toBe('2026-11-01T06:30:00.000Z');
      expect(at('2026-11-01', '01:00', NEW_YORK)).toBe('2026-11-01T06:00:00.000Z');
      expect(at('2026-11-01', '00:59', NEW_YORK)).toBe('2026-11-01T04:59:00.000Z');
      expect(at('2026-11-01', '02:00', NEW_YORK)).toBe('2026-11-01T07:00:00.000Z');
    });
  });

  it('keeps 18:00 at 18:00 local on both sides of each clock change', () => {
    for (const [zone, dates] of [
      [VILNIUS, ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26']],
      [NEW_YORK, ['2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01', '2026-11-02']],
    ] as const) {
      for (const date of dates) {
        const instant = zonedInstant(date, '18:00', zone);
        expect(wallClock(instant, zone), `${zone} ${date}`).toMatchObject({ hour: 18, minute: 0 });
        expect(localDate(instant, zone), `${zone} ${date}`).toBe(date);
      }
    }
  });

  it('gives the UTC parts of a calendar entry, and a time column as HH:MM', () => {
    expect(utcParts('2026-07-15', '12:30:00', VILNIUS)).toEqual([2026, 7, 15, 9, 30]);
    expect(utcParts('2026-01-15', '12:30', NEW_YORK)).toEqual([2026, 1, 15, 17, 30]);
    expect(hhmm('12:30:00')).toBe('12:30');
  });
});

describe('seriesDates (a weekly series, in the office time zone)', () => {
  it('starts tomorrow in the office, not in UTC, on the night before the spring change (late March)', () => {
    // 22:30 UTC on Friday 27 March is 00:30 on Saturday 28 March in Vilnius (UTC+2); clocks go forward on the 29th.
    const now = new Date('2026-03-27T22:30:00Z');
    expect(seriesDates([6], 1, VILNIUS, now)).toEqual(['2026-04-04']);
    expect(seriesDates([6], 1, 'UTC', now)).toEqual(['2026-03-28']);
    expect(seriesDates([7, 1], 2, VILNIUS, now)).toEqual(['2026-03-29', '2026-03-30', '2026-04-05', '2026-04-06']);
  });

  it('keeps the weekdays across the autumn change (late October), in order', () => {
    // 21:30 UTC on Saturday 24 October is 00:30 on Sunday 25 October in Vilnius (UTC+3); clocks go back that night.
    const now = new Date('2026-10-24T21:30:00Z');
    expect(seriesDates([7], 2, VILNIUS, now)).toEqual(['2026-11-01', '2026-11-08']);
    expect(seriesDates([7], 2, 'UTC', now)).toEqual(['2026-10-25', '2026-11-01']);
    expect(seriesDates([5, 1, 3], 2, VILNIUS, now)).toEqual([
      '2026-10-26',
      '2026-10-28',
      '2026-10-30',
      '2026-11-02',
      '2026-11-04',
      '2026-11-06',
    ]);
    expect(seriesDates([1, 2, 3, 4, 5, 6, 7], 8, VILNIUS, now)).toHaveLength(56);
  });

  it('numbers weekdays the ISO way (Monday 1, Sunday 7)', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});
