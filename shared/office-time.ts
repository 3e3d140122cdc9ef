// Calendar dates and times of day in an office's time zone, for the server and the browser alike: which day is
// "today" for the office, and the instant a date and time there stand for (is the cutoff behind us?). Pure
// functions over Intl; no I/O, and neither the server's nor the device's own time zone counts.
// Dates are 'YYYY-MM-DD' strings (as in `date` columns), times 'HH:MM' or 'HH:MM:SS' (as in `time` columns).
import type { MenuDay } from './url-filters';

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
};

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading in `timeZone` at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const out: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour! % 24,
    minute: out.minute!,
    second: out.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date in `timeZone` at `instant`. */
export function localDate(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + days));
  return date.toISOString().slice(0, 10);
}

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (Vilnius in summer: +3 h). */
function offsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant when the wall clock in `timeZone` shows `isoDate` `time`, resolved as PostgreSQL's AT TIME ZONE does
 * (the reservation statement decides cutoffs there, so the menu must agree): in the autumn overlap the later of
 * the two readings; in the spring-forward gap the time is read with the offset from before the jump, so 03:30 on a
 * 03:00->04:00 night becomes 04:30.
 */
export function zonedInstant(isoDate: string, time: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  const naive = Date.UTC(y!, m! - 1, d!, hh!, mm!, ss ?? 0);
  const DAY = 86_400_000;
  // Real zones change offset at most once within a day either side, so these are the only two candidates.
  const before = naive - offsetMs(new Date(naive - DAY), timeZone);
  const after = naive - offsetMs(new Date(naive + DAY), timeZone);
  const valid = [before, after].filter((ms) => {
    const w = wallClock(new Date(ms), timeZone);
    return w.hour === hh && w.minute === mm && localDate(new Date(ms), timeZone) === isoDate;
  });
  return new Date(valid.length > 0 ? Math.max(...valid) : before);
}

/** The UTC [year, month, day, hour, minute] of a wall-clock time in `timeZone` (the form iCalendar entries take). */
export function utcParts(isoDate: string, time: string, timeZone: string): [number, number, number, number, number] {
  const at = zonedInstant(isoDate, time.slice(0, 5), timeZone);
  return [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
}

/** 'HH:MM' of a `time` column value ('HH:MM:SS'). */
export const hhmm = (time: string) => time.slice(0, 5);

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar dates a menu view covers, in the office's time zone: today, tomorrow, or the next 7 days. */
export function menuDates(day: MenuDay, timeZone: string, now: Date): string[] {
  const today = localDate(now, timeZone);
  if (day === 'today') return [today];
  if (day === 'tomorrow') return [addDays(today, 1)];
  return Array.from({ length: 7 }, (_, i) => addDays(today, i));
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday (a date has no time zone, so UTC is exact). */
export function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The pickup dates of a weekly series: the dates on the chosen ISO weekdays within `weeks` weeks from tomorrow in
 * the office's time zone (tomorrow through tomorrow + 7·weeks − 1), in order. Tomorrow, not today: a series is
 * planned ahead, and today's cutoff may already be past.
 */
export function seriesDates(weekdays: readonly number[], weeks: number, timeZone: string, now: Date): string[] {
  const first = addDays(localDate(now, timeZone), 1);
  const wanted = new Set(weekdays);
  const dates: string[] = [];
  for (let i = 0; i < weeks * 7; i++) {
    const date = addDays(first, i);
    if (wanted.has(isoWeekday(date))) dates.push(date);
  }
  return dates;
}
