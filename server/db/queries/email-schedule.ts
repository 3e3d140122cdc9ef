// The scheduled e-mails, queued in each office's own time zone. Each statement is idempotent (the keys name the
// person and the local date, the preorder or the meal), so any number of instances may run the same tick, and a
// DST day, 23 or 25 hours long, still queues each e-mail once.
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../client';
import { cutoffPassed, officeClock, officeToday, onMenu, pickupEndAt } from '../fragments';
import { inOfficeOn } from './office-days';

/** Scheduled e-mails skip a day the office is closed (office_closed_days), even for a meal listed before it was. */
const officeOpenOn = (date: ReturnType<typeof sql>) =>
  sql`not exists (select 1 from office_closed_days cd where cd.office_id = o.id and cd.date = ${date})`;

/**
 * MORNING_PICKUP_REMINDER from 08:00 local time on the pickup day until the pickup window starts, to each eater with
 * a reservation that day.
 */
export async function queueMorningReminders(db: Executor, now: Date) {
  const at = now.toISOString();
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key, next_attempt_at)
      select 'MORNING_PICKUP_REMINDER', p.eater_id, e.email, jsonb_build_object('preorderId', p.id), 'MORNING_PICKUP_REMINDER:' || p.id, ${at}::timestamptz
        from meals m
        join offices o on o.id = m.office_id
        join preorders p on p.meal_id = m.id and p.status in ('reserved', 'active')
        join profiles e on e.user_id = p.eater_id
       where m.pickup_date between (${at}::timestamptz - interval '1 day')::date and (${at}::timestamptz + interval '1 day')::date
         and m.pickup_date = ${officeToday(now)}
         and ${officeClock(now)}::time >= time '08:00'
         and ${officeClock(now)}::time < m.pickup_start
         and ${officeOpenOn(sql`m.pickup_date`)}
      on conflict (idempotency_key) do nothing
      returning id`),
  ).length;
}

/** EVENING_COOK_SUMMARY once a meal's ordering has closed (before its pickup ends): what to cook, for whom. */
export async function queueCookSummaries(db: Executor, now: Date) {
  const at = now.toISOString();
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key, next_attempt_at)
      select 'EVENING_COOK_SUMMARY', m.cook_id, c.email, jsonb_build_object('mealId', m.id), 'EVENING_COOK_SUMMARY:' || m.id, ${at}::timestamptz
        from meals m
        join offices o on o.id = m.office_id
        join profiles c on c.user_id = m.cook_id
       where m.pickup_date between (${at}::timestamptz - interval '1 day')::date and (${at}::timestamptz + interval '3 days')::date
         and m.withdrawn_at is null
         and ${cutoffPassed(now, 'm', 'o')}
         and ${at}::timestamptz < ${pickupEndAt('m', 'o')}
         and exists (select 1 from preorders p where p.meal_id = m.id and p.status in ('reserved', 'active'))
         and ${officeOpenOn(sql`m.pickup_date`)}
      on conflict (idempotency_key) do nothing
      returning id`),
  ).length;
}

/**
 * When tomorrow's menu is told to a member `u` of office `o`: from 10:00 to 18:00 local time, the office open
 * tomorrow and a meal for tomorrow with portions left, and the member in the office tomorrow (an office day, not
 * away) or wanting it anyway. The e-mail and the push share it, so they reach the same people.
 */
const dailyMenuDue = (now: Date) => sql`
         ${officeClock(now)}::time >= time '10:00' and ${officeClock(now)}::time < time '18:00'
         and ${officeOpenOn(sql`${officeToday(now)} + 1`)}
         and (u.menu_when_out or ${inOfficeOn(sql`(${officeToday(now)} + 1)`, 'u')})
         and exists (select 1 from meals m
                      where m.office_id = o.id and m.pickup_date = ${officeToday(now)} + 1
                        and ${onMenu('m')} and m.available_portions > 0)`;

/** DAILY_MENU (marketing) to the office's members who opted in to marketing e-mail, when the menu is due. */
export async function queueDailyMenus(db: Executor, now: Date) {
  const at = now.toISOString();
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into email_events (template_code, recipient_user_id, recipient_email, payload, idempotency_key, next_attempt_at)
      select 'DAILY_MENU', u.user_id, u.email,
             jsonb_build_object('officeId', o.id, 'date', (${officeToday(now)} + 1)::text),
             'DAILY_MENU:' || u.user_id || ':' || (${officeToday(now)} + 1)::text, ${at}::timestamptz
        from offices o
        join profiles u on u.office_id = o.id
        join email_prefs ep on ep.user_id = u.user_id and ep.marketing
       where ${dailyMenuDue(now)}
      on conflict (idempotency_key) do nothing
      returning id`),
  ).length;
}

/**
 * The dailyMenu notification, when the menu is due, only to members who turned its push on: it is off unless chosen
 * (shared/enums.ts NOTIFICATION_PUSH_DEFAULT), so nobody else gets even the bell's row. The notification's trigger
 * queues the pushes (server/db/sql/enqueue_notification_pushes.sql) and no e-mail, the one above being the menu's
 * (docs/decisions/066-daily-menu-push.md). One per person and date, whichever instance ticks.
 */
export async function queueDailyMenuPushes(db: Executor, now: Date) {
  const at = now.toISOString();
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into notifications (user_id, kind, payload, dedupe_key, created_at)
      select u.user_id, 'dailyMenu',
             jsonb_build_object('officeSlug', o.slug, 'pickupDate', (${officeToday(now)} + 1)::text),
             'dailyMenu:' || u.user_id || ':' || (${officeToday(now)} + 1)::text, ${at}::timestamptz
        from offices o
        join profiles u on u.office_id = o.id and u.deleted_at is null
        join notification_prefs np on np.user_id = u.user_id and np.kind = 'dailyMenu' and np.push
       where ${dailyMenuDue(now)}
      on conflict (dedupe_key) do nothing
      returning id`),
  ).length;
}

/** What a daily menu e-mail lists: the office and tomorrow's meals with portions left. */
export async function dailyMenuFacts(db: Executor, officeId: string, date: string) {
  const [row] = rowsOf<{
    name: string;
    slug: string;
    meals: { title: string; cook: string; priceCents: number; left: number }[];
  }>(
    await db.execute(sql`
      select o.name, o.slug,
             coalesce((select json_agg(json_build_object('title', m.title, 'cook', trim(c.first_name || ' ' || c.last_name), 'priceCents', m.price_cents, 'left', m.available_portions) order by m.pickup_start, m.title)
                         from meals m join profiles c on c.user_id = m.cook_id
                        where m.office_id = o.id and m.pickup_date = ${date}::date and ${onMenu('m')}
                          and m.available_portions > 0), '[]'::json) as meals
        from offices o where o.id = ${officeId}`),
  );
  return row;
}
