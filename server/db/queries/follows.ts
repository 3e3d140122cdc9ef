// Following a cook: follow and unfollow, the cooks a user follows, and the daily digest of the meals
// their followed cooks published, queued by the e-mail schedule in each office's own time zone.
import { sql } from 'drizzle-orm';
import { rowsOf, toDate, type Executor } from '../client';
import { cookRefusal, officeClock, officeToday, onMenu, orderableAt } from '../fragments';
import { inOfficeOn } from './office-days';

export type FollowRefusal = 'notFound' | 'followSelf' | 'noOffice' | 'officeMismatch';

/**
 * Follows a cook in one statement: only someone who has cooked a meal, is in the follower's office and is not the
 * follower. Following again changes nothing. When nothing may be inserted the same statement names the rule.
 */
export async function followCook(
  db: Executor,
  input: { followerId: string; officeId: string | null; cookId: string; now: Date },
): Promise<FollowRefusal | null> {
  const [row] = rowsOf<{ refusal: FollowRefusal | null }>(
    await db.execute(sql`
      with cook as (
        select c.user_id, c.office_id, exists (select 1 from meals m where m.cook_id = c.user_id) as has_cooked
          from profiles c
         where c.user_id = ${input.cookId}
      ),
      inserted as (
        insert into cook_follows (follower_id, cook_id, created_at)
        select ${input.followerId}, c.user_id, ${input.now.toISOString()}::timestamptz
          from cook c
         where c.has_cooked and c.user_id <> ${input.followerId} and c.office_id = ${input.officeId}::uuid
        on conflict (follower_id, cook_id) do nothing
        returning cook_id
      )
      ${cookRefusal(input.followerId, input.officeId, 'followSelf', sql`c.user_id is null or not c.has_cooked`)}`),
  );
  return row?.refusal ?? null;
}

/** Stops following; nothing to stop is no error (the same request twice, or a cook who has left). */
export async function unfollowCook(db: Executor, input: { followerId: string; cookId: string }) {
  await db.execute(sql`delete from cook_follows where follower_id = ${input.followerId} and cook_id = ${input.cookId}`);
}

/** The cooks a user follows, by name. */
export async function listFollowedCooks(db: Executor, followerId: string) {
  return rowsOf<{ id: string; firstName: string; lastName: string; followedAt: Date | string }>(
    await db.execute(sql`
      select c.user_id as id, c.first_name as "firstName", c.last_name as "lastName", f.created_at as "followedAt"
        from cook_follows f
        join profiles c on c.user_id = f.cook_id
       where f.follower_id = ${followerId}
       order by lower(c.first_name), lower(c.last_name), c.user_id`),
  ).map((row) => ({ ...row, followedAt: toDate(row.followedAt) }));
}

/** The local time from which the day's digest goes out (like DAILY_MENU's 10:00, but after the day's cooking news). */
export const DIGEST_FROM = '16:00';

/**
 * FOLLOWED_COOKS_DIGEST (marketing) from 16:00 local time, at most one per person and local date (the key), to
 * followers who allowed news e-mails, listing the meals their followed cooks created in the day before: from
 * yesterday's 16:00 to today's 16:00 local. These windows tile the days, so each meal is told of once; a meal
 * counts only while it is on the menu (active, not disabled or withdrawn, in the follower's office) and still open
 * to order. Nothing is queued for a follower without such meals.
 */
export async function queueFollowedCooksDigests(db: Executor, now: Date) {
  const at = now.toISOString();
  const localNow = officeClock(now);
  const today = officeToday(now);
  const from = sql.raw(`time '${DIGEST_FROM}'`);
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key, next_attempt_at)
      select 'FOLLOWED_COOKS_DIGEST', d.user_id, d.email,
             jsonb_build_object('digestMealIds', d.meal_ids, 'date', d.local_date),
             'FOLLOWED_COOKS_DIGEST:' || d.user_id || ':' || d.local_date, ${at}::timestamptz
        from (
          select u.user_id, u.email, ${today}::text as local_date,
                 jsonb_agg(m.id::text order by m.pickup_date, m.pickup_start, m.title) as meal_ids
            from offices o
            join profiles u on u.office_id = o.id
            join email_prefs ep on ep.user_id = u.user_id and ep.marketing
            join cook_follows f on f.follower_id = u.user_id
            join meals m on m.cook_id = f.cook_id and m.office_id = o.id
           where ${localNow}::time >= ${from}
             and m.pickup_date >= ${today}
             and m.created_at >= ((${today} - 1) + ${from}) at time zone o.time_zone
             and m.created_at < (${today} + ${from}) at time zone o.time_zone
             -- No meal on a day the office is closed (one listed before the day was closed).
             and not exists (select 1 from office_closed_days cd where cd.office_id = o.id and cd.date = m.pickup_date)
             and ${orderableAt(now, 'm', 'o')}
             -- Only meals of days the follower is in (server/db/queries/office-days.ts), unless they want them all.
             and (u.menu_when_out or ${inOfficeOn(sql`m.pickup_date`, 'u')})
           group by o.id, u.user_id, u.email
        ) d
      on conflict (idempotency_key) do nothing
      returning id`),
  );
}

/** What a digest lists: those of its meals still on the menu, with their cook and office. */
export async function followedDigestFacts(db: Executor, mealIds: string[]) {
  if (mealIds.length === 0) return [];
  return rowsOf<{
    title: string;
    cookFirstName: string;
    cookLastName: string;
    cookEmail: string;
    priceCents: number;
    pickupDate: string;
    officeName: string;
    officeSlug: string;
  }>(
    await db.execute(sql`
      select m.title, c.first_name as "cookFirstName", c.last_name as "cookLastName", c.email as "cookEmail",
             m.price_cents as "priceCents", m.pickup_date::text as "pickupDate", o.name as "officeName", o.slug as "officeSlug"
        from meals m
        join offices o on o.id = m.office_id
        join profiles c on c.user_id = m.cook_id
       where m.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(mealIds)}::jsonb))
         and ${onMenu('m')}
       order by m.pickup_date, m.pickup_start, m.title`),
  );
}
