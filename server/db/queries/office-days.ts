// Office days (a person's usual weekdays in the office) and the counts behind a cook's forecast
// (docs/decisions/065-forecast-privacy-and-prediction.md). The counts here are true counts: only
// server/domain/forecast.ts decides what a cook may see of them.
import { eq, sql } from 'drizzle-orm';
import type { Allergen, DietaryTag } from '../../../shared/enums';
import { rowsOf, type Executor } from '../client';
import { officeToday, onMenu } from '../fragments';
import { profiles } from '../schema';

export async function officeDaysOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ weekdays: profiles.officeWeekdays, menuWhenOut: profiles.menuWhenOut })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}

export async function setOfficeDays(
  db: Executor,
  input: { userId: string; weekdays: number[]; menuWhenOut: boolean; now: Date },
) {
  const [row] = await db
    .update(profiles)
    .set({ officeWeekdays: input.weekdays, menuWhenOut: input.menuWhenOut, updatedAt: input.now })
    .where(eq(profiles.userId, input.userId))
    .returning({ weekdays: profiles.officeWeekdays, menuWhenOut: profiles.menuWhenOut });
  return row;
}

/**
 * In the office on a date, as SQL over a profile alias `p` and a date expression: it is one of their office days,
 * they are not away, and the office is not closed that day. The daily menu e-mail and the forecast share it.
 */
export function inOfficeOn(date: ReturnType<typeof sql>, p = 'p') {
  const person = sql.identifier(p);
  return sql`(extract(isodow from ${date})::smallint = any(${person}.office_weekdays)
          and not exists (select 1 from absences ab where ab.user_id = ${person}.user_id
                                                     and ${date} between ab.from_date and ab.to_date)
          and not exists (select 1 from office_closed_days icd where icd.office_id = ${person}.office_id
                                                                 and icd.date = ${date}))`;
}

export interface ForecastCountsRow {
  date: string;
  ahead: boolean;
  closed: boolean;
  present: number;
  usuallyEat: number;
  actual: number;
  diets: Partial<Record<DietaryTag, number>>;
  allergens: Partial<Record<Allergen, number>>;
  offeredPortions: number;
}

/**
 * The true counts of each day from `pastDays` ago to `days - 1` ahead, for a cook's office: the cook's colleagues
 * (members of the office other than the cook, not erased) who are in, those of them who usually eat on that
 * weekday (a reservation in the office on at least `usualMinWeeks` of the `usualWeeks` same weekdays before the
 * day, or before today for days ahead), their saved diets and allergens, how many of them reserved (past days),
 * and the portions other cooks offer (days ahead).
 */
export async function forecastCounts(
  db: Executor,
  input: {
    officeId: string;
    cookId: string;
    now: Date;
    days: number;
    pastDays: number;
    usualWeeks: number;
    usualMinWeeks: number;
  },
) {
  const span = input.usualWeeks * 7;
  const rows = rowsOf<ForecastCountsRow>(
    await db.execute(sql`
      with today as (select ${officeToday(input.now)} as d from offices o where o.id = ${input.officeId}),
      days as (
        select (t.d + i)::date as d, i >= 0 as ahead, least((t.d + i)::date, t.d) as until
          from today t, generate_series(${-input.pastDays}::int, ${input.days - 1}::int) i
      ),
      people as (
        select p.user_id, p.office_id, p.office_weekdays, p.diet, p.allergens
          from profiles p
         where p.office_id = ${input.officeId} and p.user_id <> ${input.cookId} and p.deleted_at is null
      ),
      presence as (
        select dd.d, pp.user_id, pp.diet, pp.allergens
          from days dd join people pp on ${inOfficeOn(sql`dd.d`, 'pp')}
      ),
      history as (
        select distinct pr.eater_id as user_id, m.pickup_date as d
          from preorders pr join meals m on m.id = pr.meal_id
         where m.office_id = ${input.officeId} and pr.status <> 'cancelled'
           and m.pickup_date >= (select min(until) from days) - ${span}::int
           and m.pickup_date < (select t.d from today t)
      ),
      usual as (
        select pz.d
          from presence pz join days dd on dd.d = pz.d
         where (select count(*) from history h
                 where h.user_id = pz.user_id and extract(isodow from h.d) = extract(isodow from pz.d)
                   and h.d >= dd.until - ${span}::int and h.d < dd.until) >= ${input.usualMinWeeks}::int
      )
      select dd.d::text as date, dd.ahead,
             exists (select 1 from office_closed_days cd where cd.office_id = ${input.officeId} and cd.date = dd.d) as closed,
             (select count(*) from presence pz where pz.d = dd.d)::int as present,
             (select count(*) from usual u where u.d = dd.d)::int as "usuallyEat",
             (select count(distinct h.user_id) from history h join people pp on pp.user_id = h.user_id
               where h.d = dd.d)::int as actual,
             (select coalesce(json_object_agg(x.tag, x.n), '{}'::json)
                from (select tag::text, count(*)::int as n from presence pz, unnest(pz.diet) tag
                       where pz.d = dd.d group by tag) x) as diets,
             (select coalesce(json_object_agg(x.allergen, x.n), '{}'::json)
                from (select allergen::text, count(*)::int as n from presence pz, unnest(pz.allergens) allergen
                       where pz.d = dd.d group by allergen) x) as allergens,
             (select coalesce(sum(m.total_portions), 0)::int from meals m
               where m.office_id = ${input.officeId} and m.pickup_date = dd.d and m.cook_id <> ${input.cookId}
                 and ${onMenu('m')}) as "offeredPortions"
        from days dd
       order by dd.d`),
  );
  return rows;
}
