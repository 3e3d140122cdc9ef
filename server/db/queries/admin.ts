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
import { mealDraws, meals, offices, organizations, preorders, profiles, users } from '../schema';
import { photosOf } from './menu';
import { mealInScope, officeInScope, profileInScope, type OrganizationScope } from './tenancy';

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
 * The whole-table figures, in one round trip: users, active meals, preorders that count (reserved, active or fulfilled;
 * cancelled ones do not) and the payment counts. `dayStart` is midnight of "today" in the chosen time zone. Each count
 * is an index range (the partial indexes declared in server/db/schema/) except users and preorders, which is why the
 * service caches this answer for a short while.
 */
export async function dashboardCounts(
  db: Executor,
  input: { dayStart: Date; officeId: string | null; scope: OrganizationScope },
) {
  const { dayStart, officeId, scope } = input;
  // The offices counted: the chosen one, else the organization's, else all.
  const officeSet = officeId
    ? sql`(${officeId}::uuid)`
    : scope
      ? sql`(select id from ${offices} where organization_id = ${scope})`
      : null;
  const mealFilter = officeSet ? sql`and office_id in ${officeSet}` : sql``;
  const officeMeals = officeSet
    ? sql`and p.meal_id in (select id from ${meals} where office_id in ${officeSet})`
    : sql``;
  const userFilter = officeId
    ? sql`where office_id = ${officeId}`
    : scope
      ? sql`where ${profileInScope(scope)}`
      : sql``;
  const [row] = rowsOf<{
    totalUsers: number;
    activeMeals: number;
    totalPreorders: number;
    paidToday: number;
    unpaidActive: number;
    waived: number;
  }>(
    await db.execute(sql`
      select (select count(*)::int from ${profiles} ${userFilter}) as "totalUsers",
             (select count(*)::int from ${meals} where ${onMenu('meals')} ${mealFilter}) as "activeMeals",
             (select count(*)::int from ${preorders} p where p.status in ('reserved', 'active', 'fulfilled') ${officeMeals}) as "totalPreorders",
             (select count(*)::int from ${preorders} p where p.payment_status = 'paid' and p.paid_at >= ${dayStart.toISOString()}::timestamptz ${officeMeals}) as "paidToday",
             (select count(*)::int from ${preorders} p where p.payment_status = 'unpaid' and p.status in ('reserved', 'active') ${officeMeals}) as "unpaidActive",
             (select count(*)::int from ${preorders} p where p.payment_status = 'waived' ${officeMeals}) as "waived"`),
  );
  return {
    totalUsers: row!.totalUsers,
    activeMeals: row!.activeMeals,
    totalPreorders: row!.totalPreorders,
    payments: { paidToday: row!.paidToday, unpaidActive: row!.unpaidActive, waived: row!.waived },
  };
}

/** The newest preorders (quantity, created time, meal title, eater name and e-mail). */
export async function latestPreorders(
  db: Executor,
  input: { limit: number; officeId: string | null; scope: OrganizationScope },
) {
  const { limit, officeId, scope } = input;
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
    .where(and(officeId ? eq(meals.officeId, officeId) : undefined, mealInScope(scope)))
    .orderBy(desc(preorders.createdAt), desc(preorders.id))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------------------------
// Organizations and offices

/** Every organization in scope with its offices and how many users those offices have. */
export async function listOrganizations(db: Executor, scope: OrganizationScope) {
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
       ${scope === null ? sql`` : sql`where o.id = ${scope}`}
       order by lower(o.name)`),
  ).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** The organization, when it is in scope (another organization's is not found). */
export async function findOrganization(db: Executor, id: string, scope: OrganizationScope, lock = false) {
  const query = db
    .select({ id: organizations.id, name: organizations.name, allowedEmailDomains: organizations.allowedEmailDomains })
    .from(organizations)
    .where(and(eq(organizations.id, id), scope === null ? undefined : eq(organizations.id, scope)));
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

/** Every office in scope with its organization's name and its user count. */
export async function listOffices(db: Executor, scope: OrganizationScope) {
  return db
    .select({
      ...officeColumns,
      organizationName: organizations.name,
      userCount: sql<number>`(select count(*)::int from ${profiles} p where p.office_id = ${offices.id})`,
    })
    .from(offices)
    .innerJoin(organizations, eq(organizations.id, offices.organizationId))
    .where(officeInScope(scope))
    .orderBy(sql`lower(${offices.name})`, asc(offices.id));
}

/** The office, when it is in scope (another organization's is not found). */
export async function findOffice(db: Executor, id: string, scope: OrganizationScope, lock = false) {
  const query = db
    .select(officeColumns)
    .from(offices)
    .where(and(eq(offices.id, id), officeInScope(scope)));
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
export async function listUsers(db: Database, scope: OrganizationScope, query: AdminUsersQuery, limit: number) {
  const filters: (SQL | undefined)[] = [profileInScope(scope)];
  if (query.search) {
    const pattern = containing(query.search);
    // The expression of the trigram index profiles_search_trgm (created by drizzle/*_search-indexes.sql; the schema
    // cannot declare it), so the index answers it.
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
        adminOrganizationId: profiles.adminOrganizationId,
        suspendedUntil: profiles.suspendedUntil,
        erased: sql<boolean>`${profiles.deletedAt} is not null`,
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
      adminOrganizationId: profiles.adminOrganizationId,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .where(or(eq(profiles.role, 'super_admin'), inArray(profiles.userId, [actorId, targetId])))
    .orderBy(asc(profiles.userId))
    .for('update');
}

/** Whether the user exists and is in scope (an admin's organization, or anyone for a super admin). */
export async function userInScope(db: Executor, userId: string, scope: OrganizationScope) {
  const [row] = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), profileInScope(scope)));
  return row !== undefined;
}

/**
 * Locks the admins of the organization (in id order, after lockForRoleChange's rows) and returns their ids: an
 * organization keeps at least one admin (shared/admin-rules.ts).
 */
export async function lockOrganizationAdmins(db: Executor, organizationId: string) {
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.role, 'admin'), profileInScope(organizationId)))
    .orderBy(asc(profiles.userId))
    .for('update');
  return rows.map((row) => row.id);
}

/** The organization the person belongs to: the one they administer, else their office's. */
export async function organizationOfUser(db: Executor, userId: string) {
  const [row] = await db
    .select({
      organizationId: sql<string | null>`coalesce(${profiles.adminOrganizationId}, ${offices.organizationId})`,
    })
    .from(profiles)
    .leftJoin(offices, eq(offices.id, profiles.officeId))
    .where(eq(profiles.userId, userId));
  return row?.organizationId ?? null;
}

export async function setProfileRoleAndOffice(
  db: Executor,
  userId: string,
  patch: { role?: Role; officeId?: string | null; adminOrganizationId?: string | null },
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
      adminOrganizationId: profiles.adminOrganizationId,
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
export async function listMeals(db: Database, scope: OrganizationScope, query: AdminMealsQuery, limit: number) {
  const filters: (SQL | undefined)[] = [mealInScope(scope)];
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
        // The row's "Draw record" action (client/features/admin/draw-record-dialog.tsx) is offered only for a draw.
        hasDraw: sql<boolean>`exists (select 1 from ${mealDraws} where ${mealDraws.mealId} = ${meals.id})`,
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
export async function setAnyMealActive(
  db: Executor,
  input: { id: string; active: boolean; scope: OrganizationScope; now: Date },
) {
  const { id, active, now } = input;
  const [before] = await db
    .select({ isActive: meals.isActive, title: meals.title })
    .from(meals)
    .where(and(eq(meals.id, id), mealInScope(input.scope)))
    .for('update');
  if (!before) return undefined;
  await db.update(meals).set({ isActive: active, updatedAt: now }).where(eq(meals.id, id));
  return before;
}
