// The SQL of the rules every statement shares, in one place: when a meal's ordering closes, whether a meal is on
// the menu, whether it can be ordered at an instant, and an office's date and time of day at an instant. Statements name their tables' aliases ('m' for meals and
// 'o' for offices by default; drizzle selects on the bare tables pass 'meals' and 'offices'). The cutoff rule itself
// is the SQL function meal_cutoff_at (server/db/sql/meal_cutoff_at.sql), so triggers and functions share it too.
import { sql, type SQL } from 'drizzle-orm';

/** A column of a table alias; aliases are constants of the statements, never input. */
const column = (alias: string, name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;

/** The instant ordering of the meal closes: its cutoff time on the cutoff date (else the pickup date), in its office's zone. */
export function cutoffAt(m = 'm', o = 'o'): SQL<Date> {
  return sql<Date>`meal_cutoff_at(${column(m, 'cutoff_date')}, ${column(m, 'pickup_date')}, ${column(m, 'cutoff_time')}, ${column(o, 'time_zone')})`;
}

/** Ordering of the meal closes on this date of its office (the day of its cutoff instant, in the office's zone). */
export function closesOn(date: string, m = 'm', o = 'o'): SQL {
  return sql`((${cutoffAt(m, o)} at time zone ${column(o, 'time_zone')})::date = ${date}::date)`;
}

/** The office's wall-clock time at an instant (a timestamp without zone: its date, its time of day). */
export function officeClock(at: Date, o = 'o'): SQL {
  return sql`(${instant(at)} at time zone ${column(o, 'time_zone')})`;
}

/** The office's date at an instant: its "today". */
export function officeToday(at: Date, o = 'o'): SQL {
  return sql`(${officeClock(at, o)}::date)`;
}

/** On the menu: active, not soft-disabled by a moderator, not withdrawn by its cook. */
export function onMenu(m = 'm'): SQL {
  return sql`(${column(m, 'is_active')} and not ${column(m, 'is_soft_disabled')} and ${column(m, 'withdrawn_at')} is null)`;
}

/** An instant as a timestamptz parameter. */
export const instant = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** Ordering has closed at the instant (the cutoff has come). */
export function cutoffPassed(at: Date, m = 'm', o = 'o'): SQL {
  return sql`(${instant(at)} >= ${cutoffAt(m, o)})`;
}

/** Orderable at the instant: on the menu and before its cutoff (portions are each statement's own concern). */
export function orderableAt(at: Date, m = 'm', o = 'o'): SQL {
  return sql`(${onMenu(m)} and ${instant(at)} < ${cutoffAt(m, o)})`;
}

/** The instant a meal's pickup window ends: its pickup end on the pickup date, wall-clock time in the office's zone. */
export function pickupEndAt(m = 'm', o = 'o'): SQL<Date> {
  return sql<Date>`((${column(m, 'pickup_date')} + ${column(m, 'pickup_end')}) at time zone ${column(o, 'time_zone')})`;
}

/**
 * The `meal` CTE of a statement that reserves or queues for a meal: its office, cook, whether it is on the menu,
 * its portions and its cutoff instant; `lock` adds FOR UPDATE of the meal row.
 */
export function orderedMeal(mealId: string, lock = false) {
  return sql`meal as (
        select m.id, m.office_id, m.cook_id, ${onMenu('m')} as on_menu, m.available_portions, m.total_portions,
               ${cutoffAt('m', 'o')} as cutoff_at
          from meals m join offices o on o.id = m.office_id
         where m.id = ${mealId}
         ${lock ? sql`for update of m` : sql``}
      )`;
}

/**
 * The end of a statement that acts on a colleague cook (a follow, a standing order): why a person of `officeId`
 * may not, or null, for the row `c` of the statement's `cook` CTE: gone (`missing`), themselves (`self`), no office,
 * another office.
 */
export function cookRefusal(personId: string, officeId: string | null, self: string, missing = sql`c.user_id is null`) {
  return sql`
      select case
               when ${missing} then 'notFound'
               when c.user_id = ${personId} then ${self}
               when ${officeId}::uuid is null then 'noOffice'
               when c.office_id is distinct from ${officeId}::uuid then 'officeMismatch'
               else null
             end as refusal
        from (select 1) as one
        left join cook c on true`;
}

/**
 * The refusals every statement by a person at a meal of its `meal` CTE (row `m`) starts with, in this order: no
 * office, the meal gone, another office (none of these when `anyOffice`: an admin may act in any office), the
 * person's own meal. Case branches, for a `case` that names the rule that stopped the statement.
 */
export function mealViewerRefusals(personId: string, officeId: string | null, anyOffice: boolean): SQL {
  return sql`when not ${anyOffice} and ${officeId}::uuid is null then 'noOffice'
               when m.id is null then 'notFound'
               when not ${anyOffice} and m.office_id <> ${officeId}::uuid then 'officeMismatch'
               when m.cook_id = ${personId} then 'ownMeal'`;
}

/**
 * The end of a statement whose `inserted` CTE writes one row for the meal of its `meal` CTE: the row's id, or, when
 * it wrote nothing, the first of the `refusals` (case branches over `m`) that holds.
 */
export function insertedOrRefusal(refusals: SQL): SQL {
  return sql`
      select i.id,
             case
               when i.id is not null then null
               ${refusals}
             end as refusal
        from (select 1) as one
        left join meal m on true
        left join inserted i on true`;
}

/** The answer to a statement ending in insertedOrRefusal; no row at all means the meal is gone. */
export function insertedOutcome<R extends string>(
  row: { id: string | null; refusal: R | null } | undefined,
): { id: string; refusal: null } | { id: null; refusal: R | 'notFound' } {
  if (row?.id) return { id: row.id, refusal: null };
  return { id: null, refusal: row?.refusal ?? 'notFound' };
}
