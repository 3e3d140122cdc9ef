// Office chat channels (docs/decisions/043-office-channels.md): the channel of an office, and the meals its posts
// name. Posts are queued in server/db/queries/deliveries.ts (enqueueWebhook).
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/enums';
import { rowsOf, toDate, type Executor } from '../client';
import { closesOn, cutoffAt, onMenu } from '../fragments';
import { officeChannels, offices, wishes } from '../schema';
import { backedPortions, onBoard } from './wishes';

export async function officeChannelOf(db: Executor, officeId: string) {
  const [row] = await db.select().from(officeChannels).where(eq(officeChannels.officeId, officeId));
  return row;
}

export async function upsertOfficeChannel(db: Executor, values: typeof officeChannels.$inferInsert) {
  const { officeId: _officeId, ...rest } = values;
  await db.insert(officeChannels).values(values).onConflictDoUpdate({ target: officeChannels.officeId, set: rest });
}

export async function deleteOfficeChannel(db: Executor, officeId: string) {
  const rows = await db
    .delete(officeChannels)
    .where(eq(officeChannels.officeId, officeId))
    .returning({ kind: officeChannels.kind });
  return rows[0];
}

/** A meal's line in a post (`menuLine`, server/domain/channel-text.ts): its facts and what it marks. */
interface ChannelMealRow {
  title: string;
  priceCents: number;
  pickupStart: string;
  pickupEnd: string;
  cook: string;
  minimumPortions: number | null;
  committedPortions: number;
  drawUntil: Date | string | null;
}

/**
 * The columns of a meal's line over `meals m join profiles p` (the cook) `left join meal_draws d`: a minimum still to
 * reach (with the portions reserved so far) and a draw still to run (its window's end).
 */
const mealLineColumns = sql`m.title, m.price_cents as "priceCents", m.pickup_start::text as "pickupStart",
  m.pickup_end::text as "pickupEnd", trim(p.first_name || ' ' || p.last_name) as cook,
  case when m.condition_outcome is null then m.minimum_portions end as "minimumPortions",
  m.total_portions - m.available_portions as "committedPortions",
  case when d.drawn_at is null then d.closes_at end as "drawUntil"`;

const withDrawUntil = <T extends { drawUntil: Date | string | null }>(row: T) => ({
  ...row,
  drawUntil: row.drawUntil === null ? null : toDate(row.drawUntil),
});

/** The meals on an office's menu for a date, for a channel post, each with what its line marks. */
export async function channelMenu(db: Executor, officeId: string, date: string) {
  const rows = rowsOf<ChannelMealRow>(
    await db.execute(sql`
      select ${mealLineColumns}
        from meals m join profiles p on p.user_id = m.cook_id
        left join meal_draws d on d.meal_id = m.id
       where m.office_id = ${officeId} and m.pickup_date = ${date} and ${onMenu('m')}
       order by m.pickup_start, m.title`),
  );
  return rows.map(withDrawUntil);
}

/**
 * Queues a post to the office's channel, if it has one (and, for `newOnly`, it posts new meals and wishes), once by
 * its key (two instances' ticks queue one). What it says is written at send time in the channel's language
 * (server/outbound/channel-sender.ts).
 */
export async function enqueueChannelPost(
  db: Executor,
  values: { officeId: string; payload: Record<string, unknown>; idempotencyKey: string; at: Date; newOnly?: boolean },
) {
  await db.execute(sql`
    insert into deliveries (channel, office_id, payload, idempotency_key, next_attempt_at, created_at)
    select 'webhook', c.office_id, ${JSON.stringify(values.payload)}::jsonb, ${values.idempotencyKey},
           ${values.at.toISOString()}::timestamptz, ${values.at.toISOString()}::timestamptz
      from office_channels c where c.office_id = ${values.officeId} and (c.new_meals or ${values.newOnly !== true})
    on conflict (idempotency_key) do nothing`);
}

/** Every office with a channel that posts on a schedule, with its time zone. */
export async function scheduledChannels(db: Executor) {
  return rowsOf<{
    officeId: string;
    name: string;
    timeZone: string;
    menuAt: string | null;
    lastCallMinutes: number | null;
    locale: Locale;
  }>(
    await db.execute(sql`
      select c.office_id as "officeId", o.name, o.time_zone as "timeZone", c.menu_at::text as "menuAt",
             c.last_call_minutes as "lastCallMinutes", c.locale
        from office_channels c join offices o on o.id = c.office_id
       where c.menu_at is not null or c.last_call_minutes is not null`),
  );
}

/** Meals on an office's menu whose ordering closes on the given date, with the instant it closes. */
export async function mealsClosingOn(db: Executor, officeId: string, date: string) {
  const rows = rowsOf<{ title: string; availablePortions: number; closesAt: Date | string }>(
    await db.execute(sql`
      select m.title, m.available_portions as "availablePortions", ${cutoffAt()} as "closesAt"
        from meals m join offices o on o.id = m.office_id
       where m.office_id = ${officeId} and ${closesOn(date)} and ${onMenu('m')}`),
  );
  return rows.map((row) => ({ ...row, closesAt: toDate(row.closesAt) }));
}

/** A published meal, for its channel post: its line's facts and marks, its office and whether it is on the menu. */
export async function channelMeal(db: Executor, mealId: string) {
  const [row] = rowsOf<ChannelMealRow & { pickupDate: string; officeName: string; timeZone: string; onMenu: boolean }>(
    await db.execute(sql`
      select ${mealLineColumns}, m.pickup_date::text as "pickupDate", o.name as "officeName",
             o.time_zone as "timeZone", ${onMenu('m')} as "onMenu"
        from meals m join profiles p on p.user_id = m.cook_id join offices o on o.id = m.office_id
        left join meal_draws d on d.meal_id = m.id
       where m.id = ${mealId}`),
  );
  return row && withDrawUntil(row);
}

/**
 * A wish on the board (open, not expired), for its channel post: what the board shows of it, never its author;
 * undefined once it is off the board.
 */
export async function channelWish(db: Executor, wishId: string, now: Date) {
  const [row] = await db
    .select({
      title: wishes.title,
      fromDate: wishes.fromDate,
      toDate: wishes.toDate,
      maxPriceCents: wishes.maxPriceCents,
      portions: backedPortions,
      officeName: offices.name,
    })
    .from(wishes)
    .innerJoin(offices, eq(offices.id, wishes.officeId))
    .where(and(eq(wishes.id, wishId), onBoard(now)));
  return row;
}
