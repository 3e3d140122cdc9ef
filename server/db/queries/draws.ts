// The fair draw's statements (docs/decisions/064-fair-draw.md). Entering and leaving lock the draw row FOR SHARE
// while its window is open, and the draw claims it with one conditional UPDATE (drawn_at is null): an entry either
// commits before the draw reads the entrants, or finds the draw run and is refused. The triggers in
// server/db/sql/notify_meal_draw_change.sql tell cached menus of the count and of the draw run.
import { sql } from 'drizzle-orm';
import { DRAW_LIMITS } from '../../../shared/constants';
import type { DrawOutcome } from '../../../shared/enums';
import { rowsOf, toDate, type Executor } from '../client';
import { cutoffAt, mealViewerRefusals, officeToday, onMenu } from '../fragments';
import { mealDraws } from '../schema';

export type DrawRefusal =
  | 'notFound'
  | 'noOffice'
  | 'officeMismatch'
  | 'ownMeal'
  | 'mealDisabled'
  | 'notADraw'
  | 'drawClosed'
  | 'quantityInvalid'
  | 'alreadyEntered';

/** Opens the meal as a draw until `closesAt` (in the transaction that creates the meal). */
export async function insertDraw(db: Executor, input: { mealId: string; closesAt: Date; now: Date }) {
  await db.insert(mealDraws).values({ mealId: input.mealId, closesAt: input.closesAt, createdAt: input.now });
}

/** The meal's draw, if it is one: when it closes and whether it ran. */
export async function findDraw(db: Executor, mealId: string) {
  const [row] = rowsOf<{ closesAt: string | Date; drawnAt: string | Date | null; officeId: string }>(
    await db.execute(sql`
      select d.closes_at as "closesAt", d.drawn_at as "drawnAt", m.office_id as "officeId"
        from meal_draws d join meals m on m.id = d.meal_id
       where d.meal_id = ${mealId}`),
  );
  return (
    row && {
      closesAt: toDate(row.closesAt),
      drawnAt: row.drawnAt === null ? null : toDate(row.drawnAt),
      officeId: row.officeId,
    }
  );
}

/** The meal with its draw, for the statements below; the draw row is locked FOR SHARE while its window is open. */
const drawnMeal = (mealId: string, now: Date) => sql`
      meal as (
        select m.id, m.office_id, m.cook_id, ${onMenu('m')} as on_menu, m.total_portions,
               ${cutoffAt('m', 'o')} as cutoff_at
          from meals m join offices o on o.id = m.office_id
         where m.id = ${mealId}
      ),
      open_draw as (
        select d.meal_id from meal_draws d
         where d.meal_id = ${mealId} and d.drawn_at is null and d.closes_at > ${now.toISOString()}::timestamptz
           for share
      )`;

/** The refusals of an entry or a leave, after the person's (office, own meal): the draw's window and state. */
const drawRefusals = (mealId: string) => sql`
               when not m.on_menu then 'mealDisabled'
               when not exists (select 1 from meal_draws d where d.meal_id = ${mealId}) then 'notADraw'
               when not exists (select 1 from open_draw) then 'drawClosed'`;

/**
 * Enters the person for `quantity` portions: only in their own office, not their own meal, while the meal is on the
 * menu and the draw's window open, 1 to the meal's total portions, once. When nothing is written the same statement
 * names the first rule broken.
 */
export async function enterDraw(
  db: Executor,
  input: { mealId: string; userId: string; officeId: string | null; quantity: number; now: Date },
): Promise<DrawRefusal | null> {
  const q = input.quantity;
  const [row] = rowsOf<{ entered: boolean; refusal: DrawRefusal | null }>(
    await db.execute(sql`
      with ${drawnMeal(input.mealId, input.now)},
      inserted as (
        insert into meal_draw_entries (meal_id, user_id, quantity, created_at)
        select m.id, ${input.userId}, ${q}, ${input.now.toISOString()}::timestamptz
          from meal m join open_draw d on d.meal_id = m.id
         where m.office_id = ${input.officeId}::uuid
           and m.cook_id <> ${input.userId}
           and m.on_menu
           and ${q} between 1 and m.total_portions
        on conflict (meal_id, user_id) do nothing
        returning meal_id
      )
      select i.meal_id is not null as entered,
             case
               when i.meal_id is not null then null
               ${mealViewerRefusals(input.userId, input.officeId, false)}
               ${drawRefusals(input.mealId)}
               when ${q} < 1 or ${q} > m.total_portions then 'quantityInvalid'
               else 'alreadyEntered'
             end as refusal
        from (select 1) as one
        left join meal m on true
        left join inserted i on true`),
  );
  return row?.entered ? null : (row?.refusal ?? 'notFound');
}

/** Withdraws the person's entry while the window is open. Null when it was withdrawn, else why not. */
export async function leaveDraw(
  db: Executor,
  input: { mealId: string; userId: string; officeId: string | null; now: Date },
): Promise<DrawRefusal | 'notEntered' | null> {
  const [row] = rowsOf<{ left: boolean; refusal: DrawRefusal | 'notEntered' | null }>(
    await db.execute(sql`
      with ${drawnMeal(input.mealId, input.now)},
      deleted as (
        delete from meal_draw_entries e
         using open_draw d
         where e.meal_id = d.meal_id and e.user_id = ${input.userId}
        returning e.meal_id
      )
      select x.meal_id is not null as left,
             case
               when x.meal_id is not null then null
               ${mealViewerRefusals(input.userId, input.officeId, false)}
               ${drawRefusals(input.mealId)}
               else 'notEntered'
             end as refusal
        from (select 1) as one
        left join meal m on true
        left join deleted x on true`),
  );
  return row?.left ? null : (row?.refusal ?? 'notFound');
}

/** The person's entries in draws of meals still to be picked up, with what came of them. */
export async function listOwnEntries(db: Executor, userId: string, now: Date) {
  return rowsOf<{ mealId: string; quantity: number; outcome: DrawOutcome | null; position: number | null }>(
    await db.execute(sql`
      select e.meal_id as "mealId", e.quantity, e.outcome, e.position
        from meal_draw_entries e
        join meals m on m.id = e.meal_id
        join offices o on o.id = m.office_id
       where e.user_id = ${userId}
         and m.pickup_date >= ${officeToday(now, 'o')}
       order by m.pickup_date, e.created_at
       limit 100`),
  );
}

/** Draws whose window has closed and that have not run, oldest first. */
export async function dueDraws(db: Executor, now: Date) {
  return rowsOf<{ mealId: string }>(
    await db.execute(sql`
      select meal_id as "mealId" from meal_draws
       where drawn_at is null and closes_at <= ${now.toISOString()}::timestamptz
       order by closes_at limit 100`),
  );
}

/**
 * Runs the draw's one conditional UPDATE: only where it has not run and its window has closed. It records the seed and
 * the portions it shares out (the meal's available portions, read with the meal locked; none when the meal is off
 * the menu, withdrawn or taken down, so everyone loses). Undefined when another
 * instance ran it, or it is not due.
 */
export async function claimDueDraw(db: Executor, input: { mealId: string; now: Date; seed: number }) {
  const [row] = rowsOf<{
    closesAt: string | Date;
    portions: number;
    officeId: string;
    title: string;
    pickupDate: string;
  }>(
    await db.execute(sql`
      with meal as (
        select m.id, case when ${onMenu('m')} then m.available_portions else 0 end as available_portions,
               m.office_id, m.title, m.pickup_date::text as pickup_date
          from meals m where m.id = ${input.mealId} for update
      )
      update meal_draws d
         set drawn_at = ${input.now.toISOString()}::timestamptz, seed = ${input.seed}, portions = m.available_portions
        from meal m
       where d.meal_id = m.id and d.drawn_at is null and d.closes_at <= ${input.now.toISOString()}::timestamptz
      returning d.closes_at as "closesAt", d.portions, m.office_id as "officeId", m.title, m.pickup_date as "pickupDate"`),
  );
  return row && { ...row, closesAt: toDate(row.closesAt) };
}

/**
 * The draw's entrants, each with their office and how many meals in the look-back they missed: a draw they lost,
 * or a waitlist that closed before reaching them (each meal once).
 */
export async function drawEntrants(db: Executor, mealId: string, now: Date) {
  const since = new Date(now.getTime() - DRAW_LIMITS.lookbackDays * 86_400_000).toISOString();
  return rowsOf<{ userId: string; quantity: number; officeId: string | null; misses: number }>(
    await db.execute(sql`
      select e.user_id as "userId", e.quantity, p.office_id as "officeId",
             (select count(distinct missed.meal_id)::int from (
                select le.meal_id from meal_draw_entries le join meal_draws ld on ld.meal_id = le.meal_id
                 where le.user_id = e.user_id and le.outcome = 'lost' and ld.drawn_at >= ${since}::timestamptz
                   and le.meal_id <> e.meal_id
                union
                select w.meal_id from waitlist_entries w
                 where w.eater_id = e.user_id and w.status = 'closed' and w.updated_at >= ${since}::timestamptz
              ) missed) as misses
        from meal_draw_entries e
        left join profiles p on p.user_id = e.user_id
       where e.meal_id = ${mealId}
       order by e.user_id`),
  );
}

/** Records what the draw gave one entrant. */
export async function recordEntrant(
  db: Executor,
  input: {
    mealId: string;
    userId: string;
    weight: number;
    position: number;
    outcome: DrawOutcome;
    preorderId: string | null;
    waitlistEntryId: string | null;
  },
) {
  await db.execute(sql`
    update meal_draw_entries
       set weight = ${input.weight}, position = ${input.position}, outcome = ${input.outcome},
           preorder_id = ${input.preorderId}, waitlist_entry_id = ${input.waitlistEntryId}
     where meal_id = ${input.mealId} and user_id = ${input.userId}`);
}

/** A draw as recorded, with its meal's cook and office (for the access check) and each entrant's name. */
export async function drawRecord(db: Executor, mealId: string) {
  const [draw] = rowsOf<{
    mealId: string;
    title: string;
    cookId: string;
    officeId: string;
    organizationId: string;
    closesAt: string | Date;
    drawnAt: string | Date | null;
    seed: number | string | null;
    portions: number | null;
  }>(
    await db.execute(sql`
      select d.meal_id as "mealId", m.title, m.cook_id as "cookId", m.office_id as "officeId",
             o.organization_id as "organizationId", d.closes_at as "closesAt", d.drawn_at as "drawnAt", d.seed, d.portions
        from meal_draws d join meals m on m.id = d.meal_id join offices o on o.id = m.office_id
       where d.meal_id = ${mealId}`),
  );
  if (!draw) return undefined;
  const entrants = rowsOf<{
    userId: string;
    name: string;
    quantity: number;
    weight: number | null;
    position: number | null;
    outcome: DrawOutcome | null;
    reserved: boolean;
    waitlisted: boolean;
  }>(
    await db.execute(sql`
      select e.user_id as "userId", concat_ws(' ', p.first_name, p.last_name) as name, e.quantity, e.weight,
             e.position, e.outcome, e.preorder_id is not null as reserved, e.waitlist_entry_id is not null as waitlisted
        from meal_draw_entries e left join profiles p on p.user_id = e.user_id
       where e.meal_id = ${mealId}
       order by e.position nulls last, e.user_id`),
  );
  return {
    ...draw,
    closesAt: toDate(draw.closesAt),
    drawnAt: draw.drawnAt === null ? null : toDate(draw.drawnAt),
    seed: draw.seed === null ? null : Number(draw.seed),
    entrants,
  };
}
