// Reservations. Reserve and cancel are single statements: the conditional UPDATE of the meal's portions, the
// preorder row and the NOTIFY of the change commit together or not at all, under any concurrency.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { UPCOMING_ORDERS_LIMIT } from '../../../shared/constants';
import type { PaymentStatus, PreorderStatus } from '../../../shared/enums';
import { rowsOf, type Executor } from '../client';
import { meals, offices, preorders, profiles } from '../schema';

export const MENU_CHANNEL = 'menu_changes';

/** The NOTIFY payload: which office's menu changed, and the meal's portions now. */
export interface MenuChangeRow {
  officeId: string;
  mealId: string;
  availablePortions: number;
}

export interface ReservedRow {
  id: string;
  mealId: string;
  quantity: number;
  status: PreorderStatus;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  availablePortions: number;
}

/**
 * Takes `quantity` portions only where enough remain, the meal is active, not soft-disabled, before its cutoff
 * (in the office time zone) and in the eater's office (unless `anyOffice`), then inserts the preorder and
 * notifies, all in one statement. No row: nothing taken.
 */
export async function reserveAtomically(
  db: Executor,
  input: { mealId: string; eaterId: string; quantity: number; now: Date; officeId: string | null; anyOffice: boolean },
): Promise<ReservedRow | undefined> {
  const now = input.now.toISOString();
  const rows = rowsOf<{
    id: string;
    meal_id: string;
    quantity: number;
    status: PreorderStatus;
    payment_status: PaymentStatus;
    created_at: string | Date;
    available_portions: number;
  }>(
    await db.execute(sql`
      with taken as (
        update meals m
           set available_portions = m.available_portions - ${input.quantity}, updated_at = ${now}::timestamptz
          from offices o
         where m.id = ${input.mealId}
           and o.id = m.office_id
           and m.available_portions >= ${input.quantity}
           and m.is_active
           and not m.is_soft_disabled
           and ${now}::timestamptz < ((coalesce(m.cutoff_date, m.pickup_date) + m.cutoff_time) at time zone o.time_zone)
           and (${input.anyOffice} or m.office_id = ${input.officeId}::uuid)
        returning m.id, m.office_id, m.available_portions
      ),
      notified as (
        select pg_notify(${MENU_CHANNEL}, json_build_object(
          'officeId', t.office_id, 'mealId', t.id, 'availablePortions', t.available_portions)::text)
          from taken t
      ),
      inserted as (
        insert into preorders (meal_id, eater_id, quantity, status, created_at, updated_at)
        select t.id, ${input.eaterId}, ${input.quantity}, 'reserved', ${now}::timestamptz, ${now}::timestamptz
          from taken t
        returning id, meal_id, quantity, status, payment_status, created_at
      )
      select i.id, i.meal_id, i.quantity, i.status, i.payment_status, i.created_at, t.available_portions
        from inserted i cross join taken t cross join notified`),
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    mealId: row.meal_id,
    quantity: row.quantity,
    status: row.status,
    paymentStatus: row.payment_status,
    createdAt: new Date(row.created_at),
    availablePortions: row.available_portions,
  };
}

/**
 * Cancels the eater's preorder only from reserved/active and gives its portions back, once, with the notify, in
 * one statement. Answers the meal's portions now, or undefined when nothing changed.
 */
export async function cancelAtomically(db: Executor, input: { preorderId: string; eaterId: string; now: Date }) {
  const now = input.now.toISOString();
  const rows = rowsOf<{ meal_id: string; available_portions: number }>(
    await db.execute(sql`
      with cancelled as (
        update preorders
           set status = 'cancelled', updated_at = ${now}::timestamptz
         where id = ${input.preorderId} and eater_id = ${input.eaterId} and status in ('reserved', 'active')
        returning meal_id, quantity
      ),
      restored as (
        update meals m
           set available_portions = m.available_portions + c.quantity, updated_at = ${now}::timestamptz
          from cancelled c
         where m.id = c.meal_id
        returning m.id, m.office_id, m.available_portions
      ),
      notified as (
        select pg_notify(${MENU_CHANNEL}, json_build_object(
          'officeId', r.office_id, 'mealId', r.id, 'availablePortions', r.available_portions)::text)
          from restored r
      )
      select r.id as meal_id, r.available_portions from restored r cross join notified`),
  );
  return rows[0] ? { mealId: rows[0].meal_id, availablePortions: rows[0].available_portions } : undefined;
}

/** The status of the eater's own preorder, or undefined when it is not theirs (or does not exist). */
export async function findOwnPreorderStatus(db: Executor, preorderId: string, eaterId: string) {
  const [row] = await db
    .select({ status: preorders.status })
    .from(preorders)
    .where(and(eq(preorders.id, preorderId), eq(preorders.eaterId, eaterId)))
    .limit(1);
  return row?.status;
}

const cook = sql<string>`(select concat_ws(' ', cp.first_name, cp.last_name) from ${profiles} cp where cp.user_id = ${meals.cookId})`;

const preorderView = {
  id: preorders.id,
  quantity: preorders.quantity,
  status: preorders.status,
  paymentStatus: preorders.paymentStatus,
  paidAt: preorders.paidAt,
  paidMethod: preorders.paidMethod,
  createdAt: preorders.createdAt,
  mealId: meals.id,
  title: meals.title,
  description: meals.description,
  priceCents: meals.priceCents,
  pickupDate: meals.pickupDate,
  pickupStart: meals.pickupStart,
  pickupEnd: meals.pickupEnd,
  cookName: cook,
  officeName: offices.name,
  officeSlug: offices.slug,
  officeTimeZone: offices.timeZone,
};

/** Preorders with their meal, cook and office, as the eater's screens show them. */
const preordersWithMeals = (db: Executor) =>
  db
    .select(preorderView)
    .from(preorders)
    .innerJoin(meals, eq(meals.id, preorders.mealId))
    .innerJoin(offices, eq(offices.id, meals.officeId));

/** The eater's reservations, newest first. */
export async function listEaterPreorders(db: Executor, eaterId: string, limit: number) {
  return preordersWithMeals(db)
    .where(eq(preorders.eaterId, eaterId))
    .orderBy(desc(preorders.createdAt), desc(preorders.id))
    .limit(limit);
}
export type EaterPreorderRow = Awaited<ReturnType<typeof listEaterPreorders>>[number];

/** The next open reservations with pickup today or later in their office's time zone. */
export async function listUpcomingPreorders(db: Executor, eaterId: string, now: Date) {
  return preordersWithMeals(db)
    .where(
      and(
        eq(preorders.eaterId, eaterId),
        inArray(preorders.status, ['reserved', 'active']),
        sql`${meals.pickupDate} >= (${now.toISOString()}::timestamptz at time zone ${offices.timeZone})::date`,
      ),
    )
    .orderBy(meals.pickupDate, meals.pickupStart, preorders.createdAt)
    .limit(UPCOMING_ORDERS_LIMIT);
}
