// Office closed days (holidays): the admin's list, the check a meal's date must pass, and the dates e-mails skip.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client';
import { officeClosedDays } from '../schema';

export interface ClosedDay {
  date: string;
  label: string;
}

const columns = { date: officeClosedDays.date, label: officeClosedDays.label };

export async function listClosedDays(db: Executor, officeId: string): Promise<ClosedDay[]> {
  return db
    .select(columns)
    .from(officeClosedDays)
    .where(eq(officeClosedDays.officeId, officeId))
    .orderBy(asc(officeClosedDays.date));
}

export async function findClosedDay(db: Executor, officeId: string, date: string): Promise<ClosedDay | undefined> {
  const [row] = await db
    .select(columns)
    .from(officeClosedDays)
    .where(and(eq(officeClosedDays.officeId, officeId), eq(officeClosedDays.date, date)))
    .limit(1);
  return row;
}

/** The office's closed days among `dates`. */
export async function closedDaysAmong(db: Executor, officeId: string, dates: string[]): Promise<ClosedDay[]> {
  if (dates.length === 0) return [];
  return db
    .select(columns)
    .from(officeClosedDays)
    .where(and(eq(officeClosedDays.officeId, officeId), inArray(officeClosedDays.date, dates)));
}

/** Marks the day closed; undefined when it already was. */
export async function insertClosedDay(db: Executor, officeId: string, day: ClosedDay, now: Date) {
  const [row] = await db
    .insert(officeClosedDays)
    .values({ officeId, date: day.date, label: day.label, createdAt: now })
    .onConflictDoNothing()
    .returning(columns);
  return row;
}

/** Opens the day again; the removed row, or undefined when it was not closed. */
export async function deleteClosedDay(db: Executor, officeId: string, date: string) {
  const [row] = await db
    .delete(officeClosedDays)
    .where(and(eq(officeClosedDays.officeId, officeId), eq(officeClosedDays.date, date)))
    .returning(columns);
  return row;
}
