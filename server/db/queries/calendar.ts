// The calendar feed's reads and the secret of its URL.
import { eq, sql } from 'drizzle-orm';
import type { Locale, PaymentStatus, PreorderStatus, Role } from '../../../shared/enums';
import { rowsOf, toDate, type Executor } from '../client';
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
  const [row] = rowsOf<{ userId: string; role: Role; locale: Locale; timeZone: string | null }>(
    await db.execute(sql`
      select p.user_id as "userId", p.role, p.locale, o.time_zone as "timeZone"
        from profiles p left join offices o on o.id = p.office_id
       where p.calendar_token_hash = ${tokenHash}`),
  );
  return row;
}

/** What every feed entry has: when and where the pickup is, and when it last changed. */
interface CalendarTiming {
  pickupDate: string;
  pickupStart: string;
  pickupEnd: string;
  officeName: string;
  timeZone: string;
  updatedAt: Date;
}

export interface PickupEntry extends CalendarTiming {
  id: string;
  status: PreorderStatus;
  quantity: number;
  paymentStatus: PaymentStatus;
  title: string;
  priceCents: number;
  cookFirstName: string;
  cookLastName: string;
  cookEmail: string;
}

/** The user's reservations (cancelled ones too) with a pickup on or after `fromDate`, soonest first. */
export async function calendarPickups(db: Executor, userId: string, fromDate: string, limit: number) {
  const rows = rowsOf<Omit<PickupEntry, 'updatedAt'> & { updatedAt: Date | string }>(
    await db.execute(sql`
      select p.id, p.status, p.quantity, p.payment_status as "paymentStatus", m.title, m.price_cents as "priceCents",
             m.pickup_date::text as "pickupDate", to_char(m.pickup_start, 'HH24:MI') as "pickupStart",
             to_char(m.pickup_end, 'HH24:MI') as "pickupEnd", o.name as "officeName", o.time_zone as "timeZone",
             c.first_name as "cookFirstName", c.last_name as "cookLastName", c.email as "cookEmail",
             greatest(p.updated_at, m.updated_at) as "updatedAt"
        from preorders p
        join meals m on m.id = p.meal_id
        join offices o on o.id = m.office_id
        join profiles c on c.user_id = m.cook_id
       where p.eater_id = ${userId} and m.pickup_date >= ${fromDate}::date
       order by m.pickup_date, m.pickup_start, p.id
       limit ${limit}`),
  );
  return rows.map((row): PickupEntry => ({ ...row, updatedAt: toDate(row.updatedAt) }));
}

export interface CookingEntry extends CalendarTiming {
  id: string;
  title: string;
  totalPortions: number;
  reserved: number;
  withdrawn: boolean;
}

/** The cook's meals with a pickup on or after `fromDate`, and how many portions are reserved of each. */
export async function calendarCooking(db: Executor, cookId: string, fromDate: string, limit: number) {
  const rows = rowsOf<Omit<CookingEntry, 'updatedAt'> & { updatedAt: Date | string }>(
    await db.execute(sql`
      select m.id, m.title, m.pickup_date::text as "pickupDate", to_char(m.pickup_start, 'HH24:MI') as "pickupStart",
             to_char(m.pickup_end, 'HH24:MI') as "pickupEnd", m.total_portions as "totalPortions",
             coalesce((select sum(p.quantity)::int from preorders p where p.meal_id = m.id and p.status in ('reserved', 'active', 'fulfilled')), 0) as reserved,
             m.withdrawn_at is not null as withdrawn, o.name as "officeName", o.time_zone as "timeZone",
             m.updated_at as "updatedAt"
        from meals m join offices o on o.id = m.office_id
       where m.cook_id = ${cookId} and m.pickup_date >= ${fromDate}::date
       order by m.pickup_date, m.pickup_start, m.id
       limit ${limit}`),
  );
  return rows.map((row): CookingEntry => ({ ...row, updatedAt: toDate(row.updatedAt) }));
}
