// The calendar feed's reads and the secret of its URL.
import { eq, sql } from 'drizzle-orm';
import type { Locale, PreorderStatus, Role } from '../../../shared/enums';
import { rowsOf, type Executor } from '../client';
import { profiles } from '../schema';

/** Whether the user has a calendar link (only its hash is stored, so the link itself cannot be read back). */
export async function hasCalendarLink(db: Executor, userId: string) {
  const [row] = await db.select({ hash: profiles.calendarTokenHash }).from(profiles).where(eq(profiles.userId, userId));
  return Boolean(row?.hash);
}

export async function setCalendarTokenHash(db: Executor, userId: string, tokenHash: string | null, now: Date) {
  await db.update(profiles).set({ calendarTokenHash: tokenHash, updatedAt: now }).where(eq(profiles.userId, userId));
}

/** Whose feed a token (by its hash) opens: the person, their language, and their office's time zone (if any). */
export async function calendarOwner(db: Executor, tokenHash: string) {
  const [row] = rowsOf<{ user_id: string; role: Role; locale: Locale; time_zone: string | null }>(
    await db.execute(sql`
      select p.user_id, p.role, p.locale, o.time_zone
        from profiles p left join offices o on o.id = p.office_id
       where p.calendar_token_hash = ${tokenHash}`),
  );
  return row;
}

export interface PickupEntry {
  id: string;
  status: PreorderStatus;
  quantity: number;
  payment_status: string;
  title: string;
  price_cents: number;
  pickup_date: string;
  pickup_start: string;
  pickup_end: string;
  office_name: string;
  time_zone: string;
  cook_first_name: string;
  cook_last_name: string;
  cook_email: string;
  updated_at: Date;
}

/** The user's reservations (cancelled ones too) with a pickup on or after `fromDate`, soonest first. */
export async function calendarPickups(db: Executor, userId: string, fromDate: string, limit: number) {
  return rowsOf<PickupEntry>(
    await db.execute(sql`
      select p.id, p.status, p.quantity, p.payment_status, m.title, m.price_cents, m.pickup_date::text as pickup_date,
             m.pickup_start::text as pickup_start, m.pickup_end::text as pickup_end, o.name as office_name, o.time_zone,
             c.first_name as cook_first_name, c.last_name as cook_last_name, c.email as cook_email,
             greatest(p.updated_at, m.updated_at) as updated_at
        from preorders p
        join meals m on m.id = p.meal_id
        join offices o on o.id = m.office_id
        join profiles c on c.user_id = m.cook_id
       where p.eater_id = ${userId} and m.pickup_date >= ${fromDate}::date
       order by m.pickup_date, m.pickup_start, p.id
       limit ${limit}`),
  );
}

export interface CookingEntry {
  id: string;
  title: string;
  pickup_date: string;
  pickup_start: string;
  pickup_end: string;
  total_portions: number;
  reserved: number;
  withdrawn: boolean;
  office_name: string;
  time_zone: string;
  updated_at: Date;
}

/** The cook's meals with a pickup on or after `fromDate`, and how many portions are reserved of each. */
export async function calendarCooking(db: Executor, cookId: string, fromDate: string, limit: number) {
  return rowsOf<CookingEntry>(
    await db.execute(sql`
      select m.id, m.title, m.pickup_date::text as pickup_date, m.pickup_start::text as pickup_start,
             m.pickup_end::text as pickup_end, m.total_portions,
             coalesce((select sum(p.quantity)::int from preorders p where p.meal_id = m.id and p.status in ('reserved', 'active', 'fulfilled')), 0) as reserved,
             m.withdrawn_at is not null as withdrawn, o.name as office_name, o.time_zone, m.updated_at
        from meals m join offices o on o.id = m.office_id
       where m.cook_id = ${cookId} and m.pickup_date >= ${fromDate}::date
       order by m.pickup_date, m.pickup_start, m.id
       limit ${limit}`),
  );
}
