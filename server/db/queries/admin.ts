// The admin console's reads and writes: dashboard figures, organizations,
// offices, users and meals. Lists are keyset pages over an index (no OFFSET); writes that check something first
// lock the rows they check.
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { AdminMealState, Role, TimeZone } from '../../../shared/enums';
import type { AdminMealsQuery, AdminUsersQuery } from '../../../shared/schemas/admin';
import { rowsOf, type Database, type Executor } from '../client';
import { onMenu } from '../fragments';
import { meals, offices, organizations, preorders, profiles, users } from '../schema';
import { photosOf } from './menu';

/** A LIKE pattern matching `text` anywhere, with the pattern characters in it taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Runs a search with plans made for its values. A prepared statement soon gets one generic plan for every search
 * term, and no single plan suits both "a term half the table matches" (walk the keyset index) and "a term almost
 * nothing matches" (the trigram index): at 50,000 users the generic plan made some searches 40 times slower.
 */
async function withCustomPlans<T>(db: Database, run: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    return run(tx);
  });
}

/** The rows after `cursor` in a list ordered by (key, id) descending: the next keyset page. */
export const afterCursor = <K>(key: AnyColumn, id: AnyColumn, cursor: { key: K; id: string }) =>
  or(lt(key, cursor.key), and(eq(key, cursor.key), lt(id, cursor.id)));

// ---------------------------------------------------------------------------------------------------------------
// Dashboard

/**
 * The whole-table figures, in one round trip: users, active meals, preorders that count (reserved, active or
 * fulfilled; cancelled ones do not) and the payment counts. `dayStart` is midnight of "today" in the chosen time
 * zone. Each count is an index range (partial indexes of migration 0008) except users and preorders, which is why
 * the service caches this answer for a short while.
 */
export async function dashboardCounts(db: Executor, dayStart: Date, officeId: string | null) {
  const officeMeals = officeId ? sql`and p.meal_id in (select id from ${meals} where office_id = ${officeId})` : sql``;
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select (select count(*)::int from ${profiles} ${officeId ? sql`where office_id = ${officeId}` : sql``}) as total_users,
             (select count(*)::int from ${meals} where ${onMenu('meals')}
                ${officeId ? sql`and office_id = ${officeId}` : sql``}) as active_meals,
             (select count(*)::int from ${preorders} p where p.status in ('reserved', 'active', 'fulfilled') ${officeMeals}) as total_preorders,
             (select count(*)::int from ${preorders} p where p.payment_status = 'paid' and p.paid_at >= ${dayStart.toISOString()}::timestamptz ${officeMeals}) as paid_today,
             (select count(*)::int from ${preorders} p where p.payment_status = 'unpaid' and p.status in ('reserved', 'active') ${officeMeals}) as unpaid_active,
             (select count(*)::int from ${preorders} p where p.payment_status = 'waived' ${officeMeals}) as waived`),
  );
  return {
    totalUsers: row!.total_users!,
    activeMeals: row!.active_meals!,
    totalPreorders: row!.total_preorders!,
    payments: { paidToday: row!.paid_today!, unpaidActive: row!.unpaid_active!, waived: row!.waived! },
  };
}

/** The newest preorders (quantity, created time, meal title, eater name and e-mail). */
export async function latestPreorders(db: Executor, limit: number, officeId: string | null) {
  return db
    .select({
      id: preorders.id,
      quantity: preorders.quantity,
      status: preorders.status,
      paymentStatus: preorders.paymentStatus,
      createdAt: preorders.createdAt,
      mealTitle: meals.title,
      eaterFirstName: profiles.firstName,
      eaterLastName: profiles.lastName,
      eaterEmail: profiles.email,
    })
    .from(preorders)
    .innerJoin(meals, eq(meals.id, preorders.mealId))
    .innerJoin(profiles, eq(profiles.userId, preorders.eaterId))
    .where(officeId ? eq(meals.officeId, officeId) : undefined)
    .orderBy(desc(preorders.createdAt), desc(preorders.id))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------------------------
// Organizations and offices

/** Every organization with its offices and how many users those offices have. */
export async function listOrganizations(db: Executor) {
  return rowsOf<{
    id: string;
    name: string;
    allowedEmailDomains: string[];
    createdAt: string;
    userCount: number;
    offices: { id: string; name: string; slug: string }[];
  }>(
    await db.execute(sql`
      select o.id, o.name, o.allowed_email_domains as "allowedEmailDomains", o.created_at as "createdAt",
             coalesce((select count(*)::int from ${profiles} p join ${offices} f on f.id = p.office_id where f.organization_id = o.id), 0) as "userCount",
             coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'slug', f.slug) order by f.name)
                         from ${offices} f where f.organization_id = o.id), '[]'::json) as offices
        from ${organizations} o
       order by lower(o.name)`),
  ).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

export async function findOrganization(db: Executor, id: string, lock = false) {
  const query = db
    .select({ id: organizations.id, name: organizations.name, allowedEmailDomains: organizations.allowedEmailDomains })
    .from(organizations)
    .where(eq(organizations.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Inserts the organization unless the name (case-insensitively) is taken; undefined then. */
export async function insertOrganizationUnlessTaken(
  db: Executor,
  values: { name: string; allowedEmailDomains: string[] },
) {
  const [row] = await db.insert(organizations).values(values).onConflictDoNothing().returning({
    id: organizations.id,
    name: organizations.name,
    allowedEmailDomains: organizations.allowedEmailDomains,
  });
  return row;
}

export async function updateOrganization(
  db: Executor,
  id: string,
  patch: { name?: string; allowedEmailDomains?: string[] },
) {
  const [row] = await db.update(organizations).set(patch).where(eq(organizations.id, id)).returning({
    id: organizations.id,
    name: organizations.name,
    allowedEmailDomains: organizations.allowedEmailDomains,
  });
  return row;
}

const officeColumns = {
  id: offices.id,
  name: offices.name,
  slug: offices.slug,
  subdomain: offices.subdomain,
  timeZone: offices.timeZone,
  pickupStart: offices.pickupStart,
  pickupEnd: offices.pickupEnd,
  cutoffTime: offices.cutoffTime,
  organizationId: offices.organizationId,
  createdAt: offices.createdAt,
};

/** Every office with its organization's name and its user count. */
export async function listOffices(db: Executor) {
  return db
    .select({
      ...officeColumns,
      organizationName: organizations.name,
      userCount: sql<number>`(select count(*)::int from ${profiles} p where p.office_id = ${offices.id})`,
    })
    .from(offices)
    .innerJoin(organizations, eq(organizations.id, offices.organizationId))
    .orderBy(sql`lower(${offices.name})`, asc(offices.id));
}

export async function findOffice(db: Executor, id: string, lock = false) {
  const query = db.select(officeColumns).from(offices).where(eq(offices.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export interface OfficeValues {
  name: string;
  slug: string;
  timeZone: TimeZone;
  organizationId: string;
  pickupStart: string;
  pickupEnd: string;
  cutoffTime: string;
}

/** Inserts the office unless its slug is taken; undefined then. */
export async function insertOfficeUnlessTaken(db: Executor, values: OfficeValues) {
  const [row] = await db.insert(offices).values(values).onConflictDoNothing().returning(officeColumns);
  return row;
}

export async function updateOffice(
  db: Executor,
  id: string,
  patch: Partial<Omit<OfficeValues, 'slug'>> & { subdomain?: string | null },
) {
  const [row] = await db.update(offices).set(patch).where(eq(offices.id, id)).returning(officeColumns);
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Users

/** A page of users, newest first: (created_at, id) keyset over profiles_created_idx. */
export async function listUsers(db: Database, query: AdminUsersQuery, limit: number) {
  const filters: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containing(query.search);
    // The expression of the trigram index profiles_search_trgm (migration 0009), so the index answers it.
    filters.push(
      sql`(${profiles.email} || ' ' || ${profiles.firstName} || ' ' || ${profiles.lastName}) ilike ${pattern}`,
    );
  }
  if (query.role) filters.push(eq(profiles.role, query.role));
  if (query.office === 'none') filters.push(isNull(profiles.officeId));
  else if (query.office) filters.push(eq(profiles.officeId, query.office));
  if (query.cursor) filters.push(afterCursor(profiles.createdAt, profiles.userId, query.cursor));
  const read = (tx: Executor) =>
    tx
      .select({
        id: profiles.userId,
        email: profiles.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        role: profiles.role,
        officeId: profiles.officeId,
        officeName: offices.name,
        suspendedUntil: profiles.suspendedUntil,
        emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
        createdAt: profiles.createdAt,
        updatedAt: profiles.updatedAt,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(offices, eq(offices.id, profiles.officeId))
      .where(and(...filters))
      .orderBy(desc(profiles.createdAt), desc(profiles.userId))
      .limit(limit);
  return query.search ? withCustomPlans(db, read) : read(db);
}

/**
 * Locks the actor, the target and every super admin (in id order, so two admins never deadlock) and returns them:
 * the privilege rules are checked against what is locked, not against what a session remembers.
 */
export async function lockForRoleChange(db: Executor, actorId: string, targetId: string) {
  return db
    .select({
      id: profiles.userId,
      email: profiles.email,
      role: profiles.role,
      officeId: profiles.officeId,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .where(or(eq(profiles.role, 'super_admin'), inArray(profiles.userId, [actorId, targetId])))
    .orderBy(asc(profiles.userId))
    .for('update');
}

export async function setProfileRoleAndOffice(
  db: Executor,
  userId: string,
  patch: { role?: Role; officeId?: string | null },
  now: Date,
) {
  const [row] = await db
    .update(profiles)
    .set({ ...patch, updatedAt: now })
    .where(eq(profiles.userId, userId))
    .returning({
      id: profiles.userId,
      role: profiles.role,
      officeId: profiles.officeId,
      updatedAt: profiles.updatedAt,
    });
  return row!;
}

// ---------------------------------------------------------------------------------------------------------------
// Meals

function mealState(state: AdminMealState): SQL {
  switch (state) {
    case 'withdrawn':
      return isNotNull(meals.withdrawnAt);
    case 'softDisabled':
      return and(isNull(meals.withdrawnAt), eq(meals.isSoftDisabled, true))!;
    case 'inactive':
      return and(isNull(meals.withdrawnAt), eq(meals.isSoftDisabled, false), eq(meals.isActive, false))!;
    case 'active':
      return onMenu('meals');
  }
}

/** A page of every meal with cook and office, newest pickup first: (pickup_date, id) keyset over meals_pickup_idx. */
export async function listMeals(db: Database, query: AdminMealsQuery, limit: number) {
  const filters: (SQL | undefined)[] = [];
  if (query.search) filters.push(ilike(meals.title, containing(query.search)));
  if (query.officeId) filters.push(eq(meals.officeId, query.officeId));
  if (query.date) filters.push(eq(meals.pickupDate, query.date));
  if (query.state) filters.push(mealState(query.state));
  if (query.cursor) filters.push(afterCursor(meals.pickupDate, meals.id, query.cursor));
  const read = (tx: Executor) =>
    tx
      .select({
        id: meals.id,
        title: meals.title,
        priceCents: meals.priceCents,
        totalPortions: meals.totalPortions,
        availablePortions: meals.availablePortions,
        pickupDate: meals.pickupDate,
        pickupStart: meals.pickupStart,
        pickupEnd: meals.pickupEnd,
        isActive: meals.isActive,
        isSoftDisabled: meals.isSoftDisabled,
        withdrawnAt: meals.withdrawnAt,
        cookId: meals.cookId,
        cookFirstName: profiles.firstName,
        cookLastName: profiles.lastName,
        cookEmail: profiles.email,
        officeId: meals.officeId,
        officeName: offices.name,
        officeSlug: offices.slug,
        photos: photosOf,
      })
      .from(meals)
      .innerJoin(offices, eq(offices.id, meals.officeId))
      .innerJoin(profiles, eq(profiles.userId, meals.cookId))
      .where(and(...filters))
      .orderBy(desc(meals.pickupDate), desc(meals.id))
      .limit(limit);
  return query.search ? withCustomPlans(db, read) : read(db);
}

/** Switches any meal's active flag; the previous value comes back for the audit log. */
export async function setAnyMealActive(db: Executor, id: string, active: boolean, now: Date) {
  const [before] = await db
    .select({ isActive: meals.isActive, title: meals.title })
    .from(meals)
    .where(eq(meals.id, id))
    .for('update');
  if (!before) return undefined;
  await db.update(meals).set({ isActive: active, updatedAt: now }).where(eq(meals.id, id));
  return before;
}
