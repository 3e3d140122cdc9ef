// Regulars' standing orders and absences (docs/decisions/048-regulars.md). The reservations they make go through
// reserveAtomically (server/db/queries/preorders.ts), the same statement as anyone's.
import { sql } from 'drizzle-orm';
import { rowsOf, toDate, type Executor } from '../client';
import { cookRefusal } from '../fragments';

export type RegularRefusal = 'notFound' | 'regularSelf' | 'noOffice' | 'officeMismatch';

/**
 * Starts or changes the eater's standing order with a cook of their own office (the first subscription's time
 * stays: it is their place in the queue). Answers the refusal, or null.
 */
export async function upsertSubscription(
  db: Executor,
  input: { eaterId: string; officeId: string | null; cookId: string; weekdays: number[]; quantity: number; now: Date },
): Promise<RegularRefusal | null> {
  const now = input.now.toISOString();
  const [row] = rowsOf<{ refusal: RegularRefusal | null }>(
    await db.execute(sql`
      with cook as (
        select c.user_id, c.office_id from profiles c
         where c.user_id = ${input.cookId} and c.role = 'cook' and c.deleted_at is null
      ),
      saved as (
        insert into regular_subscriptions (eater_id, cook_id, weekdays, quantity, created_at, updated_at)
        select ${input.eaterId}, c.user_id, ${`{${input.weekdays.join(',')}}`}::smallint[], ${input.quantity},
               ${now}::timestamptz, ${now}::timestamptz
          from cook c
         where c.user_id <> ${input.eaterId} and c.office_id = ${input.officeId}::uuid
        on conflict (eater_id, cook_id)
          do update set weekdays = excluded.weekdays, quantity = excluded.quantity, updated_at = excluded.updated_at
        returning id
      )
      ${cookRefusal(input.eaterId, input.officeId, 'regularSelf')}`),
  );
  return row?.refusal ?? null;
}

/** Ends the eater's standing order with a cook; none is no error. */
export async function deleteSubscription(db: Executor, input: { eaterId: string; cookId: string }) {
  await db.execute(
    sql`delete from regular_subscriptions where eater_id = ${input.eaterId} and cook_id = ${input.cookId}`,
  );
}

export interface SubscriptionRow {
  cookId: string;
  firstName: string;
  lastName: string;
  weekdays: number[];
  quantity: number;
  createdAt: Date;
}

export async function listSubscriptions(db: Executor, eaterId: string): Promise<SubscriptionRow[]> {
  const rows = rowsOf<{
    cookId: string;
    firstName: string;
    lastName: string;
    weekdays: number[] | string;
    quantity: number;
    createdAt: Date | string;
  }>(
    await db.execute(sql`
      select s.cook_id as "cookId", p.first_name as "firstName", p.last_name as "lastName",
             to_json(s.weekdays) as weekdays, s.quantity, s.created_at as "createdAt"
        from regular_subscriptions s join profiles p on p.user_id = s.cook_id
       where s.eater_id = ${eaterId}
       order by s.created_at, s.id`),
  );
  return rows.map((row) => ({
    ...row,
    weekdays: (typeof row.weekdays === 'string' ? (JSON.parse(row.weekdays) as number[]) : row.weekdays).map(Number),
    quantity: Number(row.quantity),
    createdAt: toDate(row.createdAt),
  }));
}

export async function insertAbsence(db: Executor, input: { userId: string; from: string; to: string; now: Date }) {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into absences (user_id, from_date, to_date, created_at)
      values (${input.userId}, ${input.from}::date, ${input.to}::date, ${input.now.toISOString()}::timestamptz)
      returning id`),
  );
  return row!.id;
}

export async function countAbsences(db: Executor, userId: string) {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from absences where user_id = ${userId}`),
  );
  return Number(row?.n ?? 0);
}

/** Removes one of the user's own absences; answers whether one was removed. */
export async function deleteAbsence(db: Executor, input: { userId: string; id: string }) {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`delete from absences where id = ${input.id} and user_id = ${input.userId} returning id`),
  );
  return rows.length > 0;
}

export async function listAbsences(db: Executor, userId: string) {
  return rowsOf<{ id: string; from: string; to: string }>(
    await db.execute(sql`
      select id, to_char(from_date, 'YYYY-MM-DD') as "from", to_char(to_date, 'YYYY-MM-DD') as "to"
        from absences where user_id = ${userId}
       order by from_date, id`),
  );
}

/** The regulars a cook's meal on `date` in their office would bring: eaters and portions (absent ones left out). */
export async function countRegularsOn(db: Executor, input: { cookId: string; officeId: string; date: string }) {
  const [row] = rowsOf<{ regulars: number | string; portions: number | string | null }>(
    await db.execute(sql`
      select count(*) as regulars, coalesce(sum(s.quantity), 0) as portions
        from regular_subscriptions s
        join profiles p on p.user_id = s.eater_id
       where s.cook_id = ${input.cookId}
         and p.office_id = ${input.officeId}::uuid and p.deleted_at is null
         and extract(isodow from ${input.date}::date)::smallint = any(s.weekdays)
         and not exists (select 1 from absences a
                          where a.user_id = s.eater_id and ${input.date}::date between a.from_date and a.to_date)`),
  );
  return { regulars: Number(row?.regulars ?? 0), portions: Number(row?.portions ?? 0) };
}

export interface RegularCandidate {
  eaterId: string;
  officeId: string;
  quantity: number;
  mealTitle: string;
  pickupDate: string;
}

/**
 * The regulars a meal serves, first subscribed first: a standing order with its cook for its pickup weekday, the
 * eater in its office, not away that day, not suspended, and not holding a reservation of it already (one made for
 * them before, even cancelled, or one of their own).
 */
export async function regularsForMeal(db: Executor, input: { mealId: string; now: Date }) {
  const rows = rowsOf<Omit<RegularCandidate, 'quantity'> & { quantity: number | string }>(
    await db.execute(sql`
      select s.eater_id as "eaterId", p.office_id as "officeId", s.quantity, m.title as "mealTitle",
             to_char(m.pickup_date, 'YYYY-MM-DD') as "pickupDate"
        from meals m
        join regular_subscriptions s
          on s.cook_id = m.cook_id and extract(isodow from m.pickup_date)::smallint = any(s.weekdays)
        join profiles p on p.user_id = s.eater_id
       where m.id = ${input.mealId}
         and p.office_id = m.office_id and p.deleted_at is null
         and (p.suspended_until is null or p.suspended_until <= ${input.now.toISOString()}::timestamptz)
         and not exists (select 1 from absences a
                          where a.user_id = s.eater_id and m.pickup_date between a.from_date and a.to_date)
         and not exists (select 1 from preorders x
                          where x.meal_id = m.id and x.eater_id = s.eater_id
                            and (x.via_regular or x.status in ('reserved', 'active')))
       order by s.created_at, s.id`),
  );
  return rows.map((row): RegularCandidate => ({ ...row, quantity: Number(row.quantity) }));
}
