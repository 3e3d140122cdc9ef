// The waitlist of a sold-out meal. Joining is one statement that locks the meal, so it is ordered with every cancel and
// promotion of that meal; promotion is the database function promote_waitlist (server/db/sql/promote_waitlist.sql), run
// by the meals trigger (serve_waitlist_after_meal_change.sql beside it) in the statement of whatever made portions
// reservable again; closing at the cutoff is the schedule's statement.
import { sql } from 'drizzle-orm';
import type { WaitlistStatus } from '../../../shared/enums';
import { rowsOf, toDate, type Executor } from '../client';
import { mealEmailColumns, mealEmailJoins, type MealEmailFacts } from './email-events';
import { cutoffPassed, insertedOrRefusal, insertedOutcome, orderedMeal } from '../fragments';

export type WaitlistRefusal =
  | 'notFound'
  | 'noOffice'
  | 'officeMismatch'
  | 'ownMeal'
  | 'mealDisabled'
  | 'cutoffPassed'
  | 'quantityInvalid'
  | 'waitlistNotNeeded'
  | 'alreadyWaitlisted';

/**
 * Takes a place in the line: only for an eater of the meal's office (not its cook), while the meal is on the menu
 * and ordering is open, for 1 to the meal's total portions, and only when that quantity cannot be reserved now
 * (otherwise nobody who fits is waiting, so the eater should simply reserve). The meal row is locked, so a cancel
 * and its promotion run entirely before or after. When nothing is inserted the same statement names the rule.
 */
export async function joinWaitlist(
  db: Executor,
  input: { mealId: string; eaterId: string; officeId: string | null; quantity: number; now: Date },
): Promise<{ id: string; refusal: null } | { id: null; refusal: WaitlistRefusal }> {
  const now = input.now.toISOString();
  const q = input.quantity;
  const [row] = rowsOf<{ id: string | null; refusal: WaitlistRefusal | null }>(
    await db.execute(sql`
      with ${orderedMeal(input.mealId, true)},
      inserted as (
        insert into waitlist_entries (meal_id, eater_id, quantity, created_at, updated_at)
        select m.id, ${input.eaterId}, ${q}, ${now}::timestamptz, ${now}::timestamptz
          from meal m
         where m.office_id = ${input.officeId}::uuid
           and m.cook_id <> ${input.eaterId}
           and m.on_menu
           and ${now}::timestamptz < m.cutoff_at
           and ${q} between 1 and m.total_portions
           and ${q} > m.available_portions
        on conflict (meal_id, eater_id) where status = 'waiting' do nothing
        returning id
      )
      ${insertedOrRefusal(sql`when m.id is null then 'notFound'
               when ${input.officeId}::uuid is null then 'noOffice'
               when m.office_id <> ${input.officeId}::uuid then 'officeMismatch'
               when m.cook_id = ${input.eaterId} then 'ownMeal'
               when not m.on_menu then 'mealDisabled'
               when ${now}::timestamptz >= m.cutoff_at then 'cutoffPassed'
               when ${q} < 1 or ${q} > m.total_portions then 'quantityInvalid'
               when ${q} <= m.available_portions then 'waitlistNotNeeded'
               else 'alreadyWaitlisted'`)}`),
  );
  return insertedOutcome(row);
}

/** Leaves the line (only one's own waiting place). Undefined when there was nothing to leave. */
export async function leaveWaitlist(db: Executor, input: { entryId: string; eaterId: string; now: Date }) {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      update waitlist_entries set status = 'left', updated_at = ${input.now.toISOString()}::timestamptz
       where id = ${input.entryId} and eater_id = ${input.eaterId} and status = 'waiting'
      returning id`),
  );
  return row;
}

/** The status of the eater's own entry, or undefined when it is not theirs. */
export async function findOwnEntryStatus(db: Executor, entryId: string, eaterId: string) {
  const [row] = rowsOf<{ status: WaitlistStatus }>(
    await db.execute(sql`select status from waitlist_entries where id = ${entryId} and eater_id = ${eaterId}`),
  );
  return row?.status;
}

/**
 * What a change that gave portions back left of them, and how many places of the line it promoted: the meals trigger
 * (server/db/sql/serve_waitlist_after_meal_change.sql) served the line in the change's own statement, stamping the
 * promoted places with the change's instant. Read in the change's transaction (the meal is still locked).
 */
export async function afterPortionsReturned(db: Executor, mealId: string, now: Date) {
  const [row] = rowsOf<{ availablePortions: number; promoted: number }>(
    await db.execute(sql`
      select m.available_portions as "availablePortions",
             (select count(*)::int from waitlist_entries e
               where e.meal_id = m.id and e.status = 'promoted' and e.updated_at = ${now.toISOString()}::timestamptz) as promoted
        from meals m where m.id = ${mealId}`),
  );
  return row!;
}

/** The eater's waiting places on meals still open, with their position and the portions wanted ahead of them. */
export async function listOwnWaiting(db: Executor, eaterId: string) {
  return rowsOf<{
    id: string;
    mealId: string;
    quantity: number;
    position: number;
    portionsAhead: number;
    createdAt: Date | string;
    title: string;
    pickupDate: string;
    officeSlug: string;
  }>(
    await db.execute(sql`
      select e.id, e.meal_id as "mealId", e.quantity, e.created_at as "createdAt", m.title, m.pickup_date::text as "pickupDate", o.slug as "officeSlug",
             (select count(*)::int from waitlist_entries a where a.meal_id = e.meal_id and a.status = 'waiting' and a.seq <= e.seq) as position,
             (select coalesce(sum(a.quantity), 0)::int from waitlist_entries a where a.meal_id = e.meal_id and a.status = 'waiting' and a.seq < e.seq) as "portionsAhead"
        from waitlist_entries e
        join meals m on m.id = e.meal_id
        join offices o on o.id = m.office_id
       where e.eater_id = ${eaterId} and e.status = 'waiting'
       order by m.pickup_date, e.seq
       limit 50`),
  ).map((row) => ({ ...row, createdAt: toDate(row.createdAt) }));
}

/**
 * Closes every line whose meal's ordering has closed (or whose meal was withdrawn) and tells each person once
 * (WAITLIST_CLOSED, one idempotency key per place), in one statement. Answers how many were told.
 */
export async function closeDueWaitlists(db: Executor, now: Date) {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with closed as (
        update waitlist_entries e
           set status = 'closed', updated_at = ${now.toISOString()}::timestamptz
          from meals m join offices o on o.id = m.office_id
         where e.meal_id = m.id and e.status = 'waiting'
           and (m.withdrawn_at is not null or ${cutoffPassed(now, 'm', 'o')})
        returning e.id, e.eater_id
      )
      insert into email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key)
      select 'WAITLIST_CLOSED', p.user_id, p.email, jsonb_build_object('waitlistEntryId', c.id), 'WAITLIST_CLOSED:' || c.id
        from closed c join profiles p on p.user_id = c.eater_id
      on conflict (idempotency_key) do nothing
      returning id`),
  );
  return rows.length;
}

/** What the WAITLIST_CLOSED e-mail says: the meal, its cook, the office menu. */
export async function waitlistEntryFacts(db: Executor, entryId: string) {
  const [row] = rowsOf<MealEmailFacts & { quantity: number }>(
    await db.execute(sql`
      select e.quantity, ${mealEmailColumns}
        from waitlist_entries e
        ${mealEmailJoins(sql`e.meal_id`)}
       where e.id = ${entryId}`),
  );
  return row;
}
