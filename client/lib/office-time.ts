// Calendar dates and wall-clock times in an office's time zone, in the browser: which day is "today" for the
// office (past days are disabled in date pickers), and the instant a date and time there stand for (is the cutoff
// already behind us?). The server decides with the same definitions (server/domain/time.ts).

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date ('YYYY-MM-DD') in `timeZone` at `instant`. */
export function dateIn(timeZone: string, instant: Date = new Date()): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(timeZone: string, instant: number): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the wall clock in `timeZone` reads `isoDate` `time` ('HH:MM'). */
export function zonedInstant(isoDate: string, time: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, h ?? 0, min ?? 0);
  // Two rounds settle the offset, also next to a daylight-saving change.
  let instant = wall - offsetAt(timeZone, wall);
  instant = wall - offsetAt(timeZone, instant);
  return new Date(instant);
}
