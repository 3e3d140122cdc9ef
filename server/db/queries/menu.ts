// Menu reads: the office by slug, and all meals of an office for some dates in one query (cook names and
// photos included, no N+1). Visibility and state are decided in server/domain/menu.ts.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import type { ClosedDay } from './closed-days';
import { mealPhotos, meals, officeClosedDays, offices, organizations, profiles, type StoredPhoto } from '../schema';

/** The office of a menu, with its closed days (the menu shows "Office closed" on them), in one statement. */
export async function findMenuOffice(db: Executor, slug: string) {
  const [row] = await db
    .select({
      id: offices.id,
      name: offices.name,
      slug: offices.slug,
      timeZone: offices.timeZone,
      organizationId: organizations.id,
      organizationName: organizations.name,
      closedDays: sql<ClosedDay[]>`coalesce((
        select json_agg(json_build_object('date', d.date, 'label', d.label) order by d.date)
          from ${officeClosedDays} d where d.office_id = ${offices.id}), '[]'::json)`,
    })
    .from(offices)
    .innerJoin(organizations, eq(organizations.id, offices.organizationId))
    .where(eq(offices.slug, slug))
    .limit(1);
  return row;
}
/** The office an office subdomain names (docs/decisions/030-office-subdomains.md); undefined when none does. */
export async function findOfficeBySubdomain(db: Executor, subdomain: string) {
  const [row] = await db
    .select({ slug: offices.slug, name: offices.name })
    .from(offices)
    .where(eq(offices.subdomain, subdomain))
    .limit(1);
  return row;
}

export type MenuOffice = NonNullable<Awaited<ReturnType<typeof findMenuOffice>>>;

/** The columns of a meal every meal read selects (menus, the cook's workspace). */
export const mealColumns = {
  id: meals.id,
  cookId: meals.cookId,
  officeId: meals.officeId,
  title: meals.title,
  description: meals.description,
  priceCents: meals.priceCents,
  totalPortions: meals.totalPortions,
  availablePortions: meals.availablePortions,
  pickupDate: meals.pickupDate,
  pickupStart: meals.pickupStart,
  pickupEnd: meals.pickupEnd,
  cutoffDate: meals.cutoffDate,
  cutoffTime: meals.cutoffTime,
  isActive: meals.isActive,
  isSoftDisabled: meals.isSoftDisabled,
  dietaryTags: meals.dietaryTags,
  allergens: meals.allergens,
  /** A conditional meal's minimum and how it was settled (docs/features.md "Conditional meals"). */
  minimumPortions: meals.minimumPortions,
  conditionOutcome: meals.conditionOutcome,
  createdAt: meals.createdAt,
};

/** A meal's photos in order (cover first), as JSON from the database. */
export const photosOf = sql<({ id: string } & StoredPhoto)[]>`coalesce((
  select json_agg(json_build_object('id', ${mealPhotos.id}, 'imageKey', ${mealPhotos.imageKey}, 'width', ${mealPhotos.width}, 'height', ${mealPhotos.height},
                                    'hasMedium', ${mealPhotos.hasMedium}) order by ${mealPhotos.position})
  from ${mealPhotos} where ${mealPhotos.mealId} = ${meals.id}), '[]'::json)`;

/**
 * The meal's open offers to anyone ("up for grabs"), oldest first: what the menu shows everyone. Their
 * changes reach cached menus through the handovers trigger (server/db/sql/handover_changed.sql).
 */
export const grabsOf = sql<{ id: string; quantity: number; expiresAt: string }[]>`coalesce((
  select json_agg(json_build_object('id', h.id, 'quantity', p.quantity, 'expiresAt', h.expires_at) order by h.created_at)
    from handovers h join preorders p on p.id = h.preorder_id
   where h.meal_id = ${meals.id} and h.status = 'offered' and h.to_eater_id is null), '[]'::json)`;

/**
 * The meal's fair draw, if it is one: when its window closes, whether it ran, and how many entered (never who). Its
 * changes reach cached menus through the draw triggers (server/db/sql/notify_meal_draw_change.sql).
 */
export const drawOf = sql<{ closesAt: string; drawnAt: string | null; entries: number } | null>`(
  select json_build_object('closesAt', d.closes_at, 'drawnAt', d.drawn_at,
                           'entries', (select count(*) from meal_draw_entries e where e.meal_id = d.meal_id))
    from meal_draws d where d.meal_id = ${meals.id})`;

export async function listOfficeMeals(db: Executor, officeId: string, dates: string[]) {
  return db
    .select({
      ...mealColumns,
      cookFirstName: profiles.firstName,
      cookLastName: profiles.lastName,
      photos: photosOf,
      grabs: grabsOf,
      draw: drawOf,
    })
    .from(meals)
    .innerJoin(profiles, eq(profiles.userId, meals.cookId))
    .where(sql`${meals.officeId} = ${officeId} and ${inArray(meals.pickupDate, dates)}`)
    .orderBy(desc(meals.createdAt), desc(meals.id));
}
export type OfficeMealRow = Awaited<ReturnType<typeof listOfficeMeals>>[number];
