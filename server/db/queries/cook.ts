// The cook's workspace: their meals (with photos, portions, reservations and expected revenue), the writes on a
// meal, and the preorders of their meals. Every read and write is scoped to the cook in SQL (another cook's id
// matches nothing). Writes that race with reservations are single conditional statements, or run with the meal's
// row locked, so the portion arithmetic can never go below what is reserved (the CHECK constraint backs it).
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CookMealStatus, CookPreorderFilter } from '../../../shared/url-filters';
import type { Allergen, PaymentMethod } from '../../../shared/enums';
import { rowsOf, toDate, type Executor } from '../client';
import { cutoffAt as cutoffAtOf, cutoffPassed, officeToday, onMenu, orderableAt } from '../fragments';
import { mealPhotos, meals, offices, preorders, profiles, type StoredPhoto } from '../schema';
import type { NewMeal } from './meals';
import { updateCooksPreorder } from './ledger';
import { mealColumns, photosOf } from './menu';
import { preorderPaymentColumns } from './preorders';

const ACTIVE = sql`('reserved', 'active')`;
/** Portions held by reserved or active preorders of the meal. */
const reservedPortions = sql<number>`(select coalesce(sum(p.quantity), 0)::int from ${preorders} p where p.meal_id = ${meals.id} and p.status in ${ACTIVE})`;
/** Portions collected (fulfilled preorders) of the meal. */
const collectedPortions = sql<number>`(select coalesce(sum(p.quantity), 0)::int from ${preorders} p where p.meal_id = ${meals.id} and p.status = 'fulfilled')`;
/** The meal's cutoff instant, in its office's time zone (selects here join the bare meals and offices tables). */
const cutoffAt = cutoffAtOf('meals', 'offices');
const mealOnMenu = onMenu('meals');

const cookMealColumns = {
  ...mealColumns,
  noAllergens: meals.noAllergens,
  withdrawnAt: meals.withdrawnAt,
  seriesId: meals.seriesId,
  timeZone: offices.timeZone,
  officeSlug: offices.slug,
  cutoffAt: sql<string>`${cutoffAt}`.as('cutoff_at'),
  reservedPortions: sql<number>`${reservedPortions}`.as('reserved_portions'),
  collectedPortions: sql<number>`${collectedPortions}`.as('collected_portions'),
  photos: photosOf,
};

function statusFilter(status: CookMealStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'upcoming':
      return sql`${meals.pickupDate} >= ${officeToday(now, 'offices')}`;
    case 'past':
      return sql`${meals.pickupDate} < ${officeToday(now, 'offices')}`;
    case 'inactive':
      return sql`not ${mealOnMenu}`;
    case 'closed':
      return sql`${mealOnMenu} and ${cutoffPassed(now, 'meals', 'offices')}`;
    case 'soldOut':
      return sql`${orderableAt(now, 'meals', 'offices')} and ${meals.availablePortions} = 0`;
    case 'active':
      return sql`${orderableAt(now, 'meals', 'offices')} and ${meals.availablePortions} > 0`;
  }
}

/** The cook's meals, newest pickup first, a page at a time (keyset: after the cursor meal). */
export async function listCookMeals(
  db: Executor,
  input: { cookId: string; status: CookMealStatus; cursor: string | null; now: Date; limit: number },
) {
  const after = input.cursor
    ? sql`(${meals.pickupDate}, ${meals.createdAt}, ${meals.id}) < (select c.pickup_date, c.created_at, c.id from ${meals} c where c.id = ${input.cursor} and c.cook_id = ${input.cookId})`
    : undefined;
  return db
    .select(cookMealColumns)
    .from(meals)
    .innerJoin(offices, eq(offices.id, meals.officeId))
    .where(and(eq(meals.cookId, input.cookId), statusFilter(input.status, input.now), after))
    .orderBy(desc(meals.pickupDate), desc(meals.createdAt), desc(meals.id))
    .limit(input.limit);
}
export type CookMealRow = Awaited<ReturnType<typeof listCookMeals>>[number];

/** One of the cook's meals, or undefined (another cook's meal is not found either). */
export async function findCookMeal(db: Executor, cookId: string, id: string) {
  const [row] = await db
    .select(cookMealColumns)
    .from(meals)
    .innerJoin(offices, eq(offices.id, meals.officeId))
    .where(and(eq(meals.id, id), eq(meals.cookId, cookId)))
    .limit(1);
  return row;
}

/** The cook's meals of one pickup date (the dashboard's "today"), with their preorders. */
export async function listCookMealsOn(db: Executor, cookId: string, date: string) {
  return db
    .select(cookMealColumns)
    .from(meals)
    .innerJoin(offices, eq(offices.id, meals.officeId))
    .where(and(eq(meals.cookId, cookId), eq(meals.pickupDate, date)))
    .orderBy(meals.pickupStart, meals.createdAt);
}

export type MealValues = Required<Omit<NewMeal, 'cookId' | 'officeId' | 'createdAt' | 'seriesId' | 'minimumPortions'>>;

/** Locks the cook's meal row (reservations of it wait) and reads what an edit must know. */
export async function lockCookMeal(db: Executor, cookId: string, id: string) {
  const [row] = rowsOf<{
    id: string;
    officeId: string;
    priceCents: number;
    totalPortions: number;
    availablePortions: number;
    pickupDate: string;
    pickupStart: string;
    pickupEnd: string;
    cutoffDate: string | null;
    cutoffTime: string;
    allergens: Allergen[];
    isActive: boolean;
    withdrawnAt: Date | string | null;
    minimumPortions: number | null;
    timeZone: string;
  }>(
    await db.execute(sql`
      select m.id, m.office_id as "officeId", m.price_cents as "priceCents", m.total_portions as "totalPortions",
             m.available_portions as "availablePortions", m.pickup_date::text as "pickupDate",
             to_char(m.pickup_start, 'HH24:MI') as "pickupStart", to_char(m.pickup_end, 'HH24:MI') as "pickupEnd",
             m.cutoff_date::text as "cutoffDate", to_char(m.cutoff_time, 'HH24:MI') as "cutoffTime",
             to_json(m.allergens::text[]) as allergens, m.is_active as "isActive", m.withdrawn_at as "withdrawnAt",
             m.minimum_portions as "minimumPortions", o.time_zone as "timeZone"
        from meals m join offices o on o.id = m.office_id
       where m.id = ${id} and m.cook_id = ${cookId}
         for update of m`),
  );
  return row && { ...row, withdrawnAt: toDate(row.withdrawnAt) };
}

/** Reserved or active preorders of a meal (their eaters are told about changes). */
export async function activeReservations(db: Executor, mealId: string) {
  return db
    .select({
      id: preorders.id,
      eaterId: preorders.eaterId,
      quantity: preorders.quantity,
      email: profiles.email,
      firstName: profiles.firstName,
      locale: profiles.locale,
    })
    .from(preorders)
    .innerJoin(profiles, eq(profiles.userId, preorders.eaterId))
    .where(and(eq(preorders.mealId, mealId), inArray(preorders.status, ['reserved', 'active'])));
}

/**
 * Writes an edit. The portions move by the change of the total, and only while the new total still covers every
 * reserved portion: one conditional statement, whatever reservations arrive at the same moment. Undefined when
 * the total would go below what is reserved.
 */
export async function updateCookMeal(
  db: Executor,
  input: MealValues & { id: string; cookId: string; now: Date; allergensChanged: boolean },
) {
  const [row] = rowsOf<{ id: string; availablePortions: number }>(
    await db.execute(sql`
      update meals m
         set title = ${input.title}, description = ${input.description}, price_cents = ${input.priceCents},
             available_portions = m.available_portions + (${input.totalPortions}::int - m.total_portions),
             total_portions = ${input.totalPortions},
             pickup_date = ${input.pickupDate}, pickup_start = ${input.pickupStart}, pickup_end = ${input.pickupEnd},
             cutoff_date = ${input.cutoffDate}, cutoff_time = ${input.cutoffTime}, is_active = ${input.isActive},
             dietary_tags = ${`{${input.dietaryTags.join(',')}}`}::dietary_tag[],
             allergens = ${`{${input.allergens.join(',')}}`}::allergen[], no_allergens = ${input.noAllergens},
             allergens_changed_at = case when ${input.allergensChanged} then ${input.now.toISOString()}::timestamptz else m.allergens_changed_at end,
             updated_at = ${input.now.toISOString()}::timestamptz
       where m.id = ${input.id} and m.cook_id = ${input.cookId}
         and m.total_portions - m.available_portions <= ${input.totalPortions}
      returning m.id, m.available_portions as "availablePortions"`),
  );
  return row;
}

/** Activates or deactivates a meal: the cook's own when `cookId` is given, any meal (the admin console) when null. */
export async function setMealActive(
  db: Executor,
  input: { id: string; cookId: string | null; active: boolean; now: Date },
) {
  const [row] = await db
    .update(meals)
    .set({ isActive: input.active, updatedAt: input.now })
    .where(
      and(
        eq(meals.id, input.id),
        input.cookId ? eq(meals.cookId, input.cookId) : undefined,
        sql`${meals.withdrawnAt} is null`,
      ),
    )
    .returning({ id: meals.id, isActive: meals.isActive });
  return row;
}

/**
 * Withdraws the cook's meal in one statement: every reserved or active preorder is cancelled, its portions come
 * back, and the meal is deactivated and marked withdrawn. Answers the cancelled preorders (empty when the meal
 * had none), or undefined when the meal is not the cook's or was withdrawn already.
 */
export async function withdrawCookMeal(
  db: Executor,
  input: { id: string; cookId: string; reason: string | null; now: Date },
) {
  const now = input.now.toISOString();
  const rows = rowsOf<{
    mealId: string | null;
    preorderId: string | null;
    eaterId: string | null;
    quantity: number | null;
  }>(
    await db.execute(sql`
      with meal as (
        select id from meals where id = ${input.id} and cook_id = ${input.cookId} and withdrawn_at is null for update
      ),
      cancelled as (
        update preorders p set status = 'cancelled', updated_at = ${now}::timestamptz
          from meal
         where p.meal_id = meal.id and p.status in ('reserved', 'active')
        returning p.id, p.eater_id, p.quantity
      ),
      withdrawn as (
        update meals m
           set is_active = false, withdrawn_at = ${now}::timestamptz, withdraw_reason = ${input.reason},
               available_portions = m.available_portions + coalesce((select sum(quantity) from cancelled), 0),
               updated_at = ${now}::timestamptz
          from meal
         where m.id = meal.id
        returning m.id
      )
      select w.id as "mealId", c.id as "preorderId", c.eater_id as "eaterId", c.quantity
        from withdrawn w left join cancelled c on true`),
  );
  if (rows.length === 0) return undefined;
  return rows
    .filter((row) => row.preorderId !== null)
    .map((row) => ({ preorderId: row.preorderId!, eaterId: row.eaterId!, quantity: row.quantity! }));
}

/** "Cook again": a new active meal from one of the cook's meals, for another date, photos included. */
export async function duplicateCookMeal(
  db: Executor,
  input: { id: string; cookId: string; officeId: string; pickupDate: string; now: Date },
) {
  const now = input.now.toISOString();
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into meals (cook_id, office_id, title, description, price_cents, total_portions, available_portions,
                         pickup_date, pickup_start, pickup_end, cutoff_date, cutoff_time, is_active, dietary_tags,
                         allergens, no_allergens, created_at, updated_at)
      select cook_id, ${input.officeId}, title, description, price_cents, total_portions, total_portions,
             ${input.pickupDate}, pickup_start, pickup_end,
             case when cutoff_date is null then null else ${input.pickupDate}::date - (pickup_date - cutoff_date) end,
             cutoff_time, true, dietary_tags, allergens, no_allergens, ${now}::timestamptz, ${now}::timestamptz
        from meals where id = ${input.id} and cook_id = ${input.cookId}
      returning id`),
  );
  if (!row) return undefined;
  await db.execute(sql`
    insert into meal_photos (meal_id, image_key, width, height, has_medium, position)
    select ${row.id}, image_key, width, height, has_medium, position from meal_photos where meal_id = ${input.id}`);
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Photos

/**
 * Adds a photo at the next position, only to the cook's own meal (not withdrawn) and only while it has fewer than
 * five: one conditional statement (the unique (meal, position) pair and its range CHECK back it).
 */
export async function insertMealPhoto(db: Executor, input: { mealId: string; cookId: string } & StoredPhoto) {
  const [row] = rowsOf<{ id: string; position: number }>(
    await db.execute(sql`
      insert into meal_photos (meal_id, image_key, width, height, has_medium, position)
      select m.id, ${input.imageKey}, ${input.width}, ${input.height}, ${input.hasMedium},
             (select coalesce(max(p.position) + 1, 0) from meal_photos p where p.meal_id = m.id)
        from meals m
       where m.id = ${input.mealId} and m.cook_id = ${input.cookId} and m.withdrawn_at is null
         and (select count(*) from meal_photos p where p.meal_id = m.id) < 5
      returning id, position`),
  );
  return row;
}

export async function listMealPhotos(db: Executor, mealId: string) {
  return db
    .select({
      id: mealPhotos.id,
      imageKey: mealPhotos.imageKey,
      width: mealPhotos.width,
      height: mealPhotos.height,
      hasMedium: mealPhotos.hasMedium,
    })
    .from(mealPhotos)
    .where(eq(mealPhotos.mealId, mealId))
    .orderBy(mealPhotos.position);
}

/**
 * Rewrites a meal's photos in the given order (positions 0..n-1): removed ones disappear. Rows are replaced (ids
 * kept), because moving positions one by one would collide on the unique (meal, position) pair. Call with the
 * meal locked.
 */
export async function replaceMealPhotos(db: Executor, mealId: string, photos: ({ id: string } & StoredPhoto)[]) {
  await db.delete(mealPhotos).where(eq(mealPhotos.mealId, mealId));
  if (photos.length === 0) return;
  await db.insert(mealPhotos).values(photos.map((photo, position) => ({ ...photo, mealId, position })));
}

/** Images some photo row shows without their medium variant (stored before it existed). */
export async function imagesWithoutMedium(db: Executor, limit: number) {
  const rows = await db
    .select({ imageKey: mealPhotos.imageKey })
    .from(mealPhotos)
    .where(eq(mealPhotos.hasMedium, false))
    .groupBy(mealPhotos.imageKey)
    .orderBy(mealPhotos.imageKey)
    .limit(limit);
  return rows.map((row) => row.imageKey);
}

/** Every row showing the image (duplicated meals share it) may name its medium variant now. */
export async function markMediumStored(db: Executor, imageKey: string) {
  await db
    .update(mealPhotos)
    .set({ hasMedium: true })
    .where(and(eq(mealPhotos.imageKey, imageKey), eq(mealPhotos.hasMedium, false)));
}

/** Whether any meal still shows the image (duplicated meals share their files). */
export async function imageInUse(db: Executor, imageKey: string) {
  const [row] = await db
    .select({ id: mealPhotos.id })
    .from(mealPhotos)
    .where(eq(mealPhotos.imageKey, imageKey))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Preorders of the cook's meals

const cookPreorderColumns = {
  ...preorderPaymentColumns,
  viaRegular: preorders.viaRegular,
  /** Offered to anyone (by its eater, or at the cook's last call) and not taken yet. */
  upForGrabs: sql<boolean>`exists (select 1 from handovers h where h.preorder_id = ${preorders.id} and h.status = 'offered' and h.to_eater_id is null)`,
  officeTimeZone: sql<string>`(select o.time_zone from offices o where o.id = ${meals.officeId})`,
  note: preorders.note,
  createdAt: preorders.createdAt,
  mealId: meals.id,
  mealTitle: meals.title,
  priceCents: meals.priceCents,
  pickupDate: meals.pickupDate,
  pickupStart: meals.pickupStart,
  pickupEnd: meals.pickupEnd,
  eaterFirstName: profiles.firstName,
  eaterLastName: profiles.lastName,
  eaterEmail: profiles.email,
};

function preorderFilter(filter: CookPreorderFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'reserved':
      return inArray(preorders.status, ['reserved', 'active']);
    default:
      return eq(preorders.status, filter);
  }
}

/** The preorders of the cook's meals, newest first, a page at a time (keyset: after the cursor preorder). */
export async function listCookPreorders(
  db: Executor,
  input: { cookId: string; filter: CookPreorderFilter; mealId: string | null; cursor: string | null; limit: number },
) {
  const after = input.cursor
    ? sql`(${preorders.createdAt}, ${preorders.id}) < (select c.created_at, c.id from ${preorders} c where c.id = ${input.cursor})`
    : undefined;
  return db
    .select(cookPreorderColumns)
    .from(preorders)
    .innerJoin(meals, eq(meals.id, preorders.mealId))
    .innerJoin(profiles, eq(profiles.userId, preorders.eaterId))
    .where(
      and(
        // The preorder's own copy of the cook (a trigger sets it): one index range, newest first.
        eq(preorders.cookId, input.cookId),
        input.mealId ? eq(preorders.mealId, input.mealId) : undefined,
        preorderFilter(input.filter),
        after,
      ),
    )
    .orderBy(desc(preorders.createdAt), desc(preorders.id))
    .limit(input.limit);
}
export type CookPreorderRow = Awaited<ReturnType<typeof listCookPreorders>>[number];

/** Portions and expected revenue of the active (reserved) preorders of the cook's meals (or of one meal). */
export async function cookPreorderSummary(db: Executor, cookId: string, mealId: string | null) {
  const [row] = await db
    .select({
      portions: sql<number>`coalesce(sum(${preorders.quantity}), 0)::int`,
      revenueCents: sql<number>`coalesce(sum(${preorders.quantity} * ${meals.priceCents}), 0)::int`,
    })
    .from(preorders)
    .innerJoin(meals, eq(meals.id, preorders.mealId))
    .where(
      and(
        eq(preorders.cookId, cookId),
        mealId ? eq(preorders.mealId, mealId) : undefined,
        inArray(preorders.status, ['reserved', 'active']),
      ),
    );
  return row!;
}

/**
 * Settles a reserved, unpaid preorder of the cook's meal: collected and paid (by `method`, cash unless told),
 * collected for free (`waived`), or collected and paid later (`unpaid`: it stays unpaid until the cook settles it,
 * server/db/queries/ledger.ts), in one conditional statement, so doing it twice at once has effect once. A preorder
 * paid ahead (a confirmed transfer) is collected keeping its payment. Undefined when nothing changed.
 */
export async function settleCookPreorder(
  db: Executor,
  input: {
    preorderId: string;
    cookId: string;
    payment: 'paid' | 'waived' | 'unpaid';
    method?: PaymentMethod;
    now: Date;
  },
) {
  const now = input.now.toISOString();
  const method = input.method ?? 'cash';
  return updateCooksPreorder(
    db,
    input,
    sql`status = 'fulfilled',
        payment_status = case when p.payment_status = 'paid' then p.payment_status
                              else ${input.payment}::payment_status end,
        paid_at = case when p.payment_status = 'paid' then p.paid_at
                       when ${input.payment} = 'paid' then ${now}::timestamptz else null end,
        paid_method = case when p.payment_status = 'paid' then p.paid_method
                           when ${input.payment} = 'paid' then ${method}::payment_method else null end,
        updated_at = ${now}::timestamptz`,
    sql`(p.status in ('reserved', 'active')
         -- A no-show (not collected) is still owed until the cook waives it.
         or (p.status = 'fulfilled' and p.not_collected_at is not null and ${input.payment} = 'waived'))
        -- Paid ahead by transfer (pay-up, server/db/queries/payments.ts): collecting keeps that payment; it
        -- cannot be waived any more.
        and (p.payment_status = 'unpaid' or (p.payment_status = 'paid' and ${input.payment} <> 'waived'))`,
  );
}

/** A preorder of the cook's meal (status and payment), or undefined when it is not theirs. */
export async function findCookPreorder(db: Executor, cookId: string, preorderId: string) {
  const [row] = await db
    .select({ status: preorders.status, paymentStatus: preorders.paymentStatus })
    .from(preorders)
    .innerJoin(meals, eq(meals.id, preorders.mealId))
    .where(and(eq(preorders.id, preorderId), eq(meals.cookId, cookId)))
    .limit(1);
  return row;
}

/**
 * The cook's dashboard figures for `today` (a date in their office's time zone), in one round trip. Earnings and
 * portions count the same meals, those picked up today: the money paid for them, whenever it was paid, what all
 * their reservations come to once paid (waived ones aside: "expected"), and the portions reserved or collected. A payment for another day's meal belongs to that meal's day, as in the ledger.
 */
export async function cookDayFigures(db: Executor, cookId: string, today: string) {
  const [row] = rowsOf<{ earningsCents: number; expectedCents: number; portionsSold: number; activeMeals: number }>(
    await db.execute(sql`
      select
        (select coalesce(sum(p.quantity * m.price_cents) filter (where p.payment_status = 'paid'), 0)::int
           from preorders p join meals m on m.id = p.meal_id
          where m.cook_id = ${cookId} and m.pickup_date = ${today}::date
            and p.status in ('reserved', 'active', 'fulfilled')) as "earningsCents",
        (select coalesce(sum(p.quantity * m.price_cents) filter (where p.payment_status <> 'waived'), 0)::int
           from preorders p join meals m on m.id = p.meal_id
          where m.cook_id = ${cookId} and m.pickup_date = ${today}::date
            and p.status in ('reserved', 'active', 'fulfilled')) as "expectedCents",
        (select coalesce(sum(p.quantity), 0)::int from preorders p join meals m on m.id = p.meal_id
          where m.cook_id = ${cookId} and m.pickup_date = ${today}::date
            and p.status in ('reserved', 'active', 'fulfilled')) as "portionsSold",
        (select count(*)::int from meals m
          where m.cook_id = ${cookId} and ${onMenu('m')} and m.pickup_date >= ${today}::date) as "activeMeals"`),
  );
  return row!;
}

/** Preorders of some meals (the dashboard's today), oldest first. */
export async function preordersOfMeals(db: Executor, mealIds: string[]) {
  if (mealIds.length === 0) return [];
  return db
    .select(cookPreorderColumns)
    .from(preorders)
    .innerJoin(meals, eq(meals.id, preorders.mealId))
    .innerJoin(profiles, eq(profiles.userId, preorders.eaterId))
    .where(and(inArray(preorders.mealId, mealIds), inArray(preorders.status, ['reserved', 'active', 'fulfilled'])))
    .orderBy(preorders.createdAt);
}

/**
 * The cook's meal `mealId` and its series' meals from its pickup date on that are not withdrawn yet, soonest first
 * (what "Stop series" withdraws). Undefined when the cook has no such meal; `seriesId` null when it stands alone.
 */
export async function seriesMealsFrom(db: Executor, cookId: string, mealId: string) {
  const [meal] = await db
    .select({ seriesId: meals.seriesId, pickupDate: meals.pickupDate })
    .from(meals)
    .where(and(eq(meals.id, mealId), eq(meals.cookId, cookId)));
  if (!meal) return undefined;
  if (meal.seriesId === null) return { seriesId: null, mealIds: [] as string[] };
  const rows = await db
    .select({ id: meals.id })
    .from(meals)
    .where(
      and(
        eq(meals.cookId, cookId),
        eq(meals.seriesId, meal.seriesId),
        sql`${meals.pickupDate} >= ${meal.pickupDate}`,
        sql`${meals.withdrawnAt} is null`,
      ),
    )
    .orderBy(meals.pickupDate, meals.id);
  return { seriesId: meal.seriesId, mealIds: rows.map((row) => row.id) };
}
