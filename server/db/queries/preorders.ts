// Reservations. Reserve and cancel are single statements: the conditional UPDATE of the meal's portions and the
// preorder row commit together or not at all, under any concurrency; the meals trigger
// (server/db/sql/notify_meal_change.sql) NOTIFYs open menus of the portions left.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { UPCOMING_ORDERS_LIMIT } from '../../../shared/constants';
import type { ReservationRefusal } from '../../../shared/reservation-rules';
import type { PaymentStatus, PreorderStatus } from '../../../shared/enums';
import { rowsOf, toDate, type Executor } from '../client';
import { mealViewerRefusals, officeToday, orderableAt, orderedMeal } from '../fragments';
import { meals, offices, preorders, profiles } from '../schema';

export interface ReservedRow {
  id: string;
  mealId: string;
  quantity: number;
  status: PreorderStatus;
  paymentStatus: PaymentStatus;
  note: string | null;
  createdAt: Date;
  availablePortions: number;
}

/**
 * Takes `quantity` portions only where the eater has an office (unless `anyOffice`), the meal is in it and not
 * the eater's own, active,
 * not soft-disabled, before its cutoff (in the office time zone), the quantity is between 1 and the meal's total
 * and enough portions remain; then inserts the preorder, all in one statement (the meals trigger tells open menus).
 * When nothing is taken the same statement names the first rule broken, in the order of
 * shared/reservation-rules.ts, read from its snapshot: where the snapshot breaks no rule, a concurrent
 * reservation took the portions first (capacityExceeded).
 */
export async function reserveAtomically(
  db: Executor,
  input: {
    mealId: string;
    eaterId: string;
    quantity: number;
    now: Date;
    officeId: string | null;
    anyOffice: boolean;
    note?: string | null;
    /** Made for a regular as the meal is published (server/services/regulars.ts); unique per meal and eater. */
    viaRegular?: boolean;
  },
): Promise<{ reserved: ReservedRow; refusal: null } | { reserved: null; refusal: ReservationRefusal | 'notFound' }> {
  const now = input.now.toISOString();
  const q = input.quantity;
  const [row] = rowsOf<{
    id: string | null;
    mealId: string;
    quantity: number;
    status: PreorderStatus;
    paymentStatus: PaymentStatus;
    note: string | null;
    createdAt: string | Date;
    availablePortions: number;
    refusal: ReservationRefusal | 'notFound' | null;
  }>(
    await db.execute(sql`
      with ${orderedMeal(input.mealId)},
      taken as (
        update meals m
           set available_portions = m.available_portions - ${q}, updated_at = ${now}::timestamptz
          from offices o
         where m.id = ${input.mealId}
           and o.id = m.office_id
           and (${input.anyOffice} or m.office_id = ${input.officeId}::uuid)
           and m.cook_id <> ${input.eaterId}
           and ${orderableAt(input.now, 'm', 'o')}
           and ${q} between 1 and m.total_portions
           and m.available_portions >= ${q}
        returning m.id, m.available_portions
      ),
      inserted as (
        insert into preorders (meal_id, eater_id, quantity, status, note, via_regular, created_at, updated_at)
        select t.id, ${input.eaterId}, ${q}, 'reserved', ${input.note ?? null}, ${input.viaRegular ?? false},
               ${now}::timestamptz, ${now}::timestamptz
          from taken t
        returning id, meal_id, quantity, status, payment_status, note, created_at
      )
      select i.id, i.meal_id as "mealId", i.quantity, i.status, i.payment_status as "paymentStatus", i.note, i.created_at as "createdAt",
             t.available_portions as "availablePortions",
             case
               when i.id is not null then null
               ${mealViewerRefusals(input.eaterId, input.officeId, input.anyOffice)}
               when not m.on_menu then 'mealDisabled'
               when ${now}::timestamptz >= m.cutoff_at then 'cutoffPassed'
               when ${q} < 1 or ${q} > m.total_portions then 'quantityInvalid'
               else 'capacityExceeded'
             end as refusal
        from (select 1) as one
        left join meal m on true
        left join taken t on true
        left join inserted i on true`),
  );
  if (!row?.id) return { reserved: null, refusal: row?.refusal ?? 'notFound' };
  return {
    refusal: null,
    reserved: {
      id: row.id,
      mealId: row.mealId,
      quantity: row.quantity,
      status: row.status,
      paymentStatus: row.paymentStatus,
      note: row.note,
      createdAt: toDate(row.createdAt),
      availablePortions: row.availablePortions,
    },
  };
}

/**
 * Cancels the eater's preorder only from reserved/active and gives its portions back, once, in one statement (the meals
 * triggers serve the waitlist, server/db/sql/serve_waitlist_after_meal_change.sql, and tell open menus); an open offer
 * of it closes too (the preorders trigger, server/db/sql/close_offers_of_closed_preorder.sql). Answers the meal, or
 * undefined when nothing changed.
 */
export async function cancelAtomically(db: Executor, input: { preorderId: string; eaterId: string; now: Date }) {
  const now = input.now.toISOString();
  const rows = rowsOf<{ mealId: string }>(
    await db.execute(sql`
      with cancelled as (
        update preorders
           set status = 'cancelled', updated_at = ${now}::timestamptz
         where id = ${input.preorderId} and eater_id = ${input.eaterId} and status in ('reserved', 'active')
        returning id, meal_id, quantity
      )
      update meals m
         set available_portions = m.available_portions + c.quantity, updated_at = ${now}::timestamptz
        from cancelled c
       where m.id = c.meal_id
      returning m.id as "mealId"`),
  );
  return rows[0];
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

/** A preorder's portions and where its payment stands, as the eater's and the cook's lists both show them. */
export const preorderPaymentColumns = {
  id: preorders.id,
  quantity: preorders.quantity,
  status: preorders.status,
  paymentStatus: preorders.paymentStatus,
  paidAt: preorders.paidAt,
  paidMethod: preorders.paidMethod,
  paymentClaimedAt: preorders.paymentClaimedAt,
  notCollectedAt: preorders.notCollectedAt,
};

const preorderView = {
  ...preorderPaymentColumns,
  paymentRejectedAt: preorders.paymentRejectedAt,
  /** The cook gave payment details (pay-up): only whether, never what; the eater asks paymentInstructions. */
  cookTakesTransfers: sql<boolean>`exists (select 1 from ${profiles} pp where pp.user_id = ${meals.cookId} and (pp.payment_iban is not null or pp.payment_link is not null))`,
  note: preorders.note,
  createdAt: preorders.createdAt,
  mealId: meals.id,
  title: meals.title,
  description: meals.description,
  priceCents: meals.priceCents,
  pickupDate: meals.pickupDate,
  pickupStart: meals.pickupStart,
  pickupEnd: meals.pickupEnd,
  allergens: meals.allergens,
  allergensChangedAt: meals.allergensChangedAt,
  withdrawnAt: meals.withdrawnAt,
  withdrawReason: meals.withdrawReason,
  cookName: cook,
  feedbackGiven: sql<boolean>`exists (select 1 from meal_feedback f where f.preorder_id = ${preorders.id})`,
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
        sql`${meals.pickupDate} >= ${officeToday(now, 'offices')}`,
      ),
    )
    .orderBy(meals.pickupDate, meals.pickupStart, preorders.createdAt)
    .limit(UPCOMING_ORDERS_LIMIT);
}
