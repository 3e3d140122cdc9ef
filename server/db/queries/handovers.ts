// Hand a reservation to a colleague. The offer is written with the reservation locked; taking it is one
// conditional statement that moves the reservation (payment status and all) to the taker only while the offer is
// open, in time, for them, and the reservation still the offerer's: two colleagues taking at once, one wins.
import { sql } from 'drizzle-orm';
import type { HandoverStatus, PreorderStatus } from '../../../shared/enums';
import { rowsOf, toDate, type Executor } from '../client';
import { cutoffAt, onMenu, orderableAt, pickupEndAt } from '../fragments';
import { afterPortionsReturned } from './waitlist';

/** Everything the offer rules look at, with the reservation row locked until the transaction ends. */
export async function lockOfferablePreorder(db: Executor, preorderId: string, eaterId: string) {
  const [row] = rowsOf<{
    id: string;
    mealId: string;
    quantity: number;
    status: PreorderStatus;
    officeId: string;
    cookId: string;
    withdrawnAt: Date | string | null;
    pickupStartAt: Date | string;
    pickupEndAt: Date | string;
    cutoffAt: Date | string;
    openOffer: string | null;
  }>(
    await db.execute(sql`
      select p.id, p.meal_id as "mealId", p.quantity, p.status, m.office_id as "officeId", m.cook_id as "cookId", m.withdrawn_at as "withdrawnAt",
             (m.pickup_date + m.pickup_start) at time zone o.time_zone as "pickupStartAt",
             ${pickupEndAt('m', 'o')} as "pickupEndAt",
             ${cutoffAt('m', 'o')} as "cutoffAt",
             (select h.id from handovers h where h.preorder_id = p.id and h.status = 'offered') as "openOffer"
        from preorders p join meals m on m.id = p.meal_id join offices o on o.id = m.office_id
       where p.id = ${preorderId} and p.eater_id = ${eaterId}
         for update of p`),
  );
  return (
    row && {
      ...row,
      withdrawnAt: toDate(row.withdrawnAt),
      pickupStartAt: toDate(row.pickupStartAt),
      pickupEndAt: toDate(row.pickupEndAt),
      cutoffAt: toDate(row.cutoffAt),
    }
  );
}

/** The office of a user (the named colleague must share the offerer's). */
export async function officeOfUser(db: Executor, userId: string) {
  const [row] = rowsOf<{ officeId: string | null }>(
    await db.execute(sql`select office_id as "officeId" from profiles where user_id = ${userId}`),
  );
  return row ? row.officeId : undefined;
}

export async function insertHandover(
  db: Executor,
  input: {
    preorderId: string;
    mealId: string;
    fromId: string;
    toId: string | null;
    status: HandoverStatus;
    expiresAt: Date;
    now: Date;
    /** Put up by the meal's cook (lastCall), not by its eater. */
    lastCall?: boolean;
  },
) {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into handovers (preorder_id, meal_id, from_eater_id, to_eater_id, status, expires_at, created_at, decided_at, last_call)
      values (${input.preorderId}, ${input.mealId}, ${input.fromId}, ${input.toId}, ${input.status},
              ${input.expiresAt.toISOString()}::timestamptz, ${input.now.toISOString()}::timestamptz,
              case when ${input.status} = 'offered' then null else ${input.now.toISOString()}::timestamptz end,
              ${input.lastCall ?? false})
      returning id`),
  );
  return row!;
}

/** The cook's own meal as a last call looks at it (undefined for anyone else's). */
export async function findLastCallMeal(db: Executor, mealId: string, cookId: string) {
  const [row] = rowsOf<{
    id: string;
    onMenu: boolean;
    withdrawn: boolean;
    pickupEndAt: Date | string;
  }>(
    await db.execute(sql`
      select m.id, ${onMenu('m')} as "onMenu", m.withdrawn_at is not null as withdrawn,
             ${pickupEndAt('m', 'o')} as "pickupEndAt"
        from meals m join offices o on o.id = m.office_id
       where m.id = ${mealId} and m.cook_id = ${cookId}`),
  );
  return row && { ...row, pickupEndAt: toDate(row.pickupEndAt) };
}

/**
 * The meal's reservations a last call puts up: open (not collected), not paid or said to be paid (the money would
 * move to the taker), and not already offered. Locked first (the order an eater's own offer locks: reservation, then
 * meal), then read again, so a last call racing another one, an offer or a payment sees what they committed.
 */
export async function lockLastCallPreorders(db: Executor, mealId: string) {
  const open = sql`p.meal_id = ${mealId} and p.status in ('reserved', 'active')`;
  await db.execute(sql`select p.id from preorders p where ${open} order by p.id for update of p`);
  return rowsOf<{ id: string; eaterId: string; quantity: number }>(
    await db.execute(sql`
      select p.id, p.eater_id as "eaterId", p.quantity
        from preorders p
       where ${open} and p.payment_status = 'unpaid' and p.payment_claimed_at is null
         and not exists (select 1 from handovers h where h.preorder_id = p.id and h.status = 'offered')
       order by p.created_at, p.id`),
  );
}

/**
 * Cancels the reservation so its portions serve the meal's waitlist, only while ordering is open, the meal is on the
 * menu and someone waiting fits the portions then free; the meals trigger
 * (server/db/sql/serve_waitlist_after_meal_change.sql) promotes the line in the same statement. Call with the
 * reservation locked. Answers the meal and how many places were promoted, or undefined when the reservation stays as it
 * is.
 */
export async function releaseToWaitlist(db: Executor, preorderId: string, now: Date) {
  const at = now.toISOString();
  const [released] = rowsOf<{ mealId: string }>(
    await db.execute(sql`
      with target as (
        select p.id, p.meal_id, p.quantity
          from preorders p join meals m on m.id = p.meal_id join offices o on o.id = m.office_id
         where p.id = ${preorderId} and p.status in ('reserved', 'active')
           and ${orderableAt(now, 'm', 'o')}
           and exists (select 1 from waitlist_entries e
                        where e.meal_id = p.meal_id and e.status = 'waiting' and e.quantity <= m.available_portions + p.quantity)
           for update of m
      ),
      cancelled as (
        update preorders p set status = 'cancelled', updated_at = ${at}::timestamptz
          from target t where p.id = t.id
        returning p.meal_id, p.quantity
      )
      update meals m set available_portions = m.available_portions + c.quantity, updated_at = ${at}::timestamptz
        from cancelled c where m.id = c.meal_id
      returning m.id as "mealId"`),
  );
  if (!released) return undefined;
  return { mealId: released.mealId, promoted: (await afterPortionsReturned(db, released.mealId, now)).promoted };
}

/**
 * Takes an offer: the reservation becomes the taker's (its payment status with it) only while the offer is open
 * and not expired, is for the taker (named) or for anyone but its offerer, the reservation is still the offerer's
 * and reserved, and the taker is of the meal's office and not its cook. One statement: the reservation row is the
 * lock, so of two takers at once the second finds it no longer the offerer's and takes nothing.
 */
export async function takeHandover(
  db: Executor,
  input: { handoverId: string; takerId: string; takerOfficeId: string | null; now: Date },
) {
  const at = input.now.toISOString();
  const [row] = rowsOf<{ id: string; preorderId: string }>(
    await db.execute(sql`
      with moved as (
        -- The note was the offerer's to the cook, not the taker's.
        update preorders p set eater_id = ${input.takerId}, note = null, updated_at = ${at}::timestamptz
          from handovers h, meals m
         where h.id = ${input.handoverId} and p.id = h.preorder_id and m.id = p.meal_id
           and h.status = 'offered' and ${at}::timestamptz < h.expires_at
           and (h.to_eater_id = ${input.takerId} or (h.to_eater_id is null and h.from_eater_id <> ${input.takerId}))
           and p.eater_id = h.from_eater_id and p.status in ('reserved', 'active')
           and m.office_id = ${input.takerOfficeId}::uuid and m.cook_id <> ${input.takerId}
        returning p.id, h.id as handover_id
      )
      update handovers h set status = 'accepted', taker_id = ${input.takerId}, decided_at = ${at}::timestamptz
        from moved where h.id = moved.handover_id and h.status = 'offered'
      returning h.id, h.preorder_id as "preorderId"`),
  );
  return row;
}

/** An offer's facts, to say why it could not be taken or closed. */
export async function findHandover(db: Executor, handoverId: string) {
  const [row] = rowsOf<{
    id: string;
    preorderId: string;
    mealId: string;
    fromEaterId: string;
    toEaterId: string | null;
    status: HandoverStatus;
    expiresAt: Date | string;
    officeId: string;
    cookId: string;
  }>(
    await db.execute(sql`
      select h.id, h.preorder_id as "preorderId", h.meal_id as "mealId", h.from_eater_id as "fromEaterId", h.to_eater_id as "toEaterId", h.status, h.expires_at as "expiresAt", m.office_id as "officeId", m.cook_id as "cookId"
        from handovers h join meals m on m.id = h.meal_id
       where h.id = ${handoverId}`),
  );
  return row && { ...row, expiresAt: toDate(row.expiresAt) };
}

/**
 * Closes an open offer as `status` ('declined' by the named colleague, 'withdrawn' by its offerer, 'expired').
 * The reservation row is locked first, in the order taking an offer locks, so the two cannot deadlock. Answers the
 * offer's reservation, or undefined when it was not open (or not theirs to close).
 */
export async function closeHandover(
  db: Executor,
  input: { handoverId: string; status: 'declined' | 'withdrawn' | 'expired'; byUserId: string | null; now: Date },
) {
  const at = input.now.toISOString();
  // The named colleague declines, the offerer withdraws; the tick (byUserId null) closes any.
  const who =
    input.byUserId === null
      ? sql``
      : input.status === 'declined'
        ? sql`and h.to_eater_id = ${input.byUserId}`
        : sql`and h.from_eater_id = ${input.byUserId}`;
  await db.execute(
    sql`select 1 from preorders p join handovers h on h.preorder_id = p.id where h.id = ${input.handoverId} for update of p`,
  );
  const [row] = rowsOf<{ preorderId: string }>(
    await db.execute(sql`
      update handovers h set status = ${input.status}, decided_at = ${at}::timestamptz
       where h.id = ${input.handoverId} and h.status = 'offered' ${who}
      returning h.preorder_id as "preorderId"`),
  );
  return row;
}

/** Open offers past their time, or whose reservation is no longer the offerer's reserved one (cancelled, withdrawn). */
export async function listDueHandovers(db: Executor, now: Date) {
  return rowsOf<{ id: string; gone: boolean }>(
    await db.execute(sql`
      select h.id, (p.status not in ('reserved', 'active') or p.eater_id <> h.from_eater_id) as gone
        from handovers h join preorders p on p.id = h.preorder_id
       where h.status = 'offered'
         and (h.expires_at <= ${now.toISOString()}::timestamptz or p.status not in ('reserved', 'active') or p.eater_id <> h.from_eater_id)
       limit 500`),
  );
}

/** The handed meal as every hand-over answer names it: its day, window (HH:MM) and price, office zone and cook. */
const handedMeal = sql`
  m.id as "mealId", m.title, m.price_cents as "priceCents", m.pickup_date::text as "pickupDate",
  to_char(m.pickup_start, 'HH24:MI') as "pickupStart", to_char(m.pickup_end, 'HH24:MI') as "pickupEnd",
  o.time_zone as "timeZone", concat_ws(' ', cp.first_name, cp.last_name) as "cookName", cp.email as "cookEmail"`;
/** A hand-over `h` with its reservation `p`, meal `m`, office `o` and cook `cp`. */
const handedFrom = sql`
  from handovers h
  join preorders p on p.id = h.preorder_id
  join meals m on m.id = h.meal_id
  join offices o on o.id = m.office_id
  join profiles cp on cp.user_id = m.cook_id`;
const handoverView = sql`
  h.id, h.status, h.last_call as "lastCall", h.expires_at as "expiresAt", h.created_at as "createdAt", h.to_eater_id as "toEaterId", h.from_eater_id as "fromEaterId", p.id as "preorderId", p.quantity,
  ${handedMeal}, o.slug as "officeSlug",
  concat_ws(' ', fp.first_name, fp.last_name) as "fromName", fp.email as "fromEmail",
  concat_ws(' ', tp.first_name, tp.last_name) as "toName", tp.email as "toEmail"`;
const handoverJoins = sql`
  ${handedFrom}
  join profiles fp on fp.user_id = h.from_eater_id
  left join profiles tp on tp.user_id = h.to_eater_id`;

/** The reservation a hand-over is about, as the statements below read it: its portions, meal and cook. */
interface HandedReservation {
  preorderId: string;
  quantity: number;
  mealId: string;
  title: string;
  priceCents: number;
  pickupDate: string;
  pickupStart: string;
  pickupEnd: string;
  timeZone: string;
  cookName: string;
  cookEmail: string;
}

/** A hand-over as the raw statements read it; handoverDates makes the instants Dates. */
interface RawHandoverRow extends HandedReservation {
  id: string;
  status: HandoverStatus;
  lastCall: boolean;
  expiresAt: Date | string;
  createdAt: Date | string;
  toEaterId: string | null;
  fromEaterId: string;
  officeSlug: string;
  fromName: string;
  fromEmail: string;
  toName: string | null;
  toEmail: string | null;
}

export type HandoverRow = Omit<RawHandoverRow, 'expiresAt' | 'createdAt'> & { expiresAt: Date; createdAt: Date };
const handoverDates = <T extends RawHandoverRow>(row: T) => ({
  ...row,
  expiresAt: toDate(row.expiresAt),
  createdAt: toDate(row.createdAt),
});

/** The user's offers (made, open or decided in the last days) and the open offers named to them. */
export async function listOwnHandovers(db: Executor, userId: string, now: Date) {
  return rowsOf<RawHandoverRow>(
    await db.execute(sql`
      select ${handoverView} ${handoverJoins}
       where (h.from_eater_id = ${userId} and (h.status = 'offered' or h.decided_at > ${now.toISOString()}::timestamptz - interval '3 days'))
          or (h.to_eater_id = ${userId} and h.status = 'offered')
       order by h.created_at desc
       limit 50`),
  ).map(handoverDates);
}

/**
 * The reservations the user handed over (offers taken by a colleague), newest first: the latest hand-over of each,
 * leaving out those that came back to the user. The taker is the colleague who took it (null if their account is
 * gone).
 */
export async function listHandedOver(db: Executor, userId: string, limit: number) {
  return rowsOf<
    HandedReservation & {
      id: string;
      decidedAt: Date | string;
      reservedAt: Date | string;
      officeName: string;
      takerName: string | null;
      takerEmail: string | null;
    }
  >(
    await db.execute(sql`
      select * from (
        select distinct on (h.preorder_id)
               h.id, h.preorder_id as "preorderId", h.decided_at as "decidedAt", p.created_at as "reservedAt", p.quantity,
               ${handedMeal}, o.name as "officeName",
               concat_ws(' ', kp.first_name, kp.last_name) as "takerName", kp.email as "takerEmail"
          ${handedFrom}
          left join profiles kp on kp.user_id = h.taker_id
         where h.from_eater_id = ${userId} and h.status = 'accepted' and p.eater_id <> ${userId}
         order by h.preorder_id, h.decided_at desc
      ) given
       order by "decidedAt" desc, id
       limit ${limit}`),
  ).map((row) => ({ ...row, decidedAt: toDate(row.decidedAt), reservedAt: toDate(row.reservedAt) }));
}

/** One offer as the e-mail to its named colleague tells it. */
export async function handoverFacts(db: Executor, handoverId: string) {
  const [row] = rowsOf<RawHandoverRow & { officeName: string; takerName: string | null; takerEmail: string | null }>(
    await db.execute(sql`
      select ${handoverView}, o.name as "officeName",
             concat_ws(' ', kp.first_name, kp.last_name) as "takerName", kp.email as "takerEmail"
        ${handoverJoins}
        left join profiles kp on kp.user_id = h.taker_id
       where h.id = ${handoverId}`),
  );
  return row && handoverDates(row);
}

/** Colleagues of the office matching a name or e-mail, to offer a portion to (never the user themselves). */
export async function searchColleagues(
  db: Executor,
  input: { officeId: string; userId: string; query: string; limit: number },
) {
  const pattern = `%${input.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return rowsOf<{ userId: string; firstName: string | null; lastName: string | null; email: string }>(
    await db.execute(sql`
      select p.user_id as "userId", p.first_name as "firstName", p.last_name as "lastName", p.email
        from profiles p
       where p.office_id = ${input.officeId} and p.user_id <> ${input.userId}
         and (concat_ws(' ', p.first_name, p.last_name) ilike ${pattern} or p.email ilike ${pattern})
       order by p.first_name, p.last_name, p.email
       limit ${input.limit}`),
  );
}
