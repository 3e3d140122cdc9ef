// Reports of meals, and private feedback after pickup.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FeedbackRating, ReportReason, ReportStatus, WishStatus } from '../../../shared/enums';
import type { ModerationReportsQuery } from '../../../shared/schemas/moderation';
import { rowsOf, toDate, type Executor } from '../client';
import { insertedOrRefusal, insertedOutcome, mealViewerRefusals } from '../fragments';
import { mealFeedback, meals, offices, preorders, profiles, reports, wishes, type StoredPhoto } from '../schema';
import { profileInScope, type OrganizationScope } from './tenancy';

/**
 * Opens a report of a meal, unless the reporter already has an open one of it (the partial unique index decides,
 * under any concurrency). Undefined when the meal does not exist or is already reported by them. For reports that
 * come with feedback on a collected meal (its eater may report it) and the demo data; a report from the menu goes
 * through insertViewerReport.
 */
export async function insertMealReport(
  db: Executor,
  input: { mealId: string; reporterId: string; reason: ReportReason; note: string | null; now: Date },
) {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into reports (reason, note, status, target_type, target_id, reporter_id, created_at)
      select ${input.reason}::report_reason, ${input.note}, 'open', 'meal', m.id, ${input.reporterId}, ${input.now.toISOString()}::timestamptz
        from meals m where m.id = ${input.mealId}
      on conflict (reporter_id, target_type, target_id) where status = 'open' do nothing
      returning id`),
  );
  return row;
}

export type ReportRefusal = 'noOffice' | 'notFound' | 'officeMismatch' | 'ownMeal' | 'alreadyReported';

/**
 * A report from someone looking at the menu: opened only by those who may reserve the meal (a member of its office,
 * or an admin, who may reserve anywhere), never its cook, and not when they already have an open report of it. One
 * statement; when it opens nothing it names the rule, in the order the reserve statement uses (preorders.ts).
 */
export async function insertViewerReport(
  db: Executor,
  input: {
    mealId: string;
    reporterId: string;
    officeId: string | null;
    anyOffice: boolean;
    reason: ReportReason;
    note: string | null;
    now: Date;
  },
): Promise<{ id: string; refusal: null } | { id: null; refusal: ReportRefusal }> {
  const [row] = rowsOf<{ id: string | null; refusal: ReportRefusal | null }>(
    await db.execute(sql`
      with meal as (select m.id, m.office_id, m.cook_id from meals m where m.id = ${input.mealId}),
      inserted as (
        insert into reports (reason, note, status, target_type, target_id, reporter_id, created_at)
        select ${input.reason}::report_reason, ${input.note}, 'open', 'meal', m.id, ${input.reporterId}, ${input.now.toISOString()}::timestamptz
          from meal m
         where (${input.anyOffice} or m.office_id = ${input.officeId}::uuid) and m.cook_id <> ${input.reporterId}
        on conflict (reporter_id, target_type, target_id) where status = 'open' do nothing
        returning id
      )
      ${insertedOrRefusal(sql`${mealViewerRefusals(input.reporterId, input.officeId, input.anyOffice)}
               else 'alreadyReported'`)}`),
  );
  return insertedOutcome(row);
}

/**
 * Records feedback on the eater's own fulfilled preorder, once (the unique preorder index decides). Undefined when
 * the preorder is not theirs, not collected yet, or already has feedback.
 */
export async function insertFeedback(
  db: Executor,
  input: {
    preorderId: string;
    eaterId: string;
    rating: FeedbackRating;
    note: string | null;
    reportedFoodSafety: boolean;
    now: Date;
  },
) {
  const [row] = rowsOf<{ id: string; mealId: string }>(
    await db.execute(sql`
      insert into meal_feedback (preorder_id, meal_id, cook_id, rating, note, reported_food_safety, created_at)
      select p.id, p.meal_id, m.cook_id, ${input.rating}::feedback_rating, ${input.note}, ${input.reportedFoodSafety},
             ${input.now.toISOString()}::timestamptz
        from preorders p join meals m on m.id = p.meal_id
       where p.id = ${input.preorderId} and p.eater_id = ${input.eaterId} and p.status = 'fulfilled'
         and p.not_collected_at is null -- a no-show had nothing to give feedback on
      on conflict (preorder_id) do nothing
      returning id, meal_id as "mealId"`),
  );
  return row;
}

/** What stopped feedback on a preorder: not the eater's (undefined), its status, and whether feedback exists. */
export async function feedbackState(db: Executor, preorderId: string, eaterId: string) {
  const [row] = await db
    .select({
      status: preorders.status,
      // Spelled out: Drizzle leaves a column unqualified in a one-table select, and a bare "id" would be f.id here.
      given: sql<boolean>`exists (select 1 from meal_feedback f where f.preorder_id = preorders.id)`,
    })
    .from(preorders)
    .where(and(eq(preorders.id, preorderId), eq(preorders.eaterId, eaterId)))
    .limit(1);
  return row;
}

/** The cook's feedback: notes (never who wrote them) and per-meal counts, newest first. */
export async function listCookFeedback(db: Executor, cookId: string, mealId: string | null, limit: number) {
  return db
    .select({
      id: mealFeedback.id,
      mealId: mealFeedback.mealId,
      mealTitle: meals.title,
      pickupDate: meals.pickupDate,
      rating: mealFeedback.rating,
      note: mealFeedback.note,
    })
    .from(mealFeedback)
    .innerJoin(meals, eq(meals.id, mealFeedback.mealId))
    .where(and(eq(mealFeedback.cookId, cookId), mealId ? eq(mealFeedback.mealId, mealId) : undefined))
    .orderBy(desc(mealFeedback.createdAt), desc(mealFeedback.id))
    .limit(limit);
}

/** Thumbs up and down of the cook's meals (or one meal). */
export async function cookFeedbackCounts(db: Executor, cookId: string, mealId: string | null) {
  const [row] = await db
    .select({
      up: sql<number>`count(*) filter (where ${mealFeedback.rating} = 'up')::int`,
      down: sql<number>`count(*) filter (where ${mealFeedback.rating} = 'down')::int`,
    })
    .from(mealFeedback)
    .where(and(eq(mealFeedback.cookId, cookId), mealId ? eq(mealFeedback.mealId, mealId) : undefined));
  return row!;
}

// ---------------------------------------------------------------------------------------------------------------
// The admins' side: the report tabs and the actions on an open report

export interface ReportListRow {
  id: string;
  reason: ReportReason;
  note: string | null;
  status: ReportStatus;
  urgent: boolean;
  createdAt: Date;
  resolvedAt: Date | null;
  resolutionNotes: string | null;
  reporterFirstName: string | null;
  reporterLastName: string | null;
  reporterEmail: string | null;
  resolverFirstName: string | null;
  resolverLastName: string | null;
  resolverEmail: string | null;
  otherReports: number;
  otherOpenReports: number;
  mealId: string | null;
  mealTitle: string | null;
  pickupDate: string | null;
  isActive: boolean | null;
  isSoftDisabled: boolean | null;
  withdrawnAt: Date | null;
  officeName: string | null;
  cookId: string | null;
  cookFirstName: string | null;
  cookLastName: string | null;
  cookEmail: string | null;
  cookSuspendedUntil: Date | null;
  photos: ({ id: string } & StoredPhoto)[];
  wishId: string | null;
  wishTitle: string | null;
  wishStatus: WishStatus | null;
  wishAuthorFirstName: string | null;
  wishAuthorLastName: string | null;
  wishAuthorEmail: string | null;
}

/**
 * A report is its organization's when the reported meal or wish is in one of its offices. As SQL over `reports r`.
 */
const reportInScope = (scope: OrganizationScope) =>
  scope === null
    ? sql``
    : sql`and (exists (select 1 from meals sm join offices sf on sf.id = sm.office_id
                        where r.target_type = 'meal' and sm.id = r.target_id and sf.organization_id = ${scope})
            or exists (select 1 from wishes sw join offices sf on sf.id = sw.office_id
                        where r.target_type = 'wish' and sw.id = r.target_id and sf.organization_id = ${scope}))`;

/**
 * One tab of reports with what an admin decides on: the reporter, the meal (its cook, office, photos and state)
 * and how many other reports name the same meal. Food-safety reports lead the open tab; then newest first.
 */
export async function listReports(
  db: Executor,
  scope: OrganizationScope,
  query: ModerationReportsQuery,
  limit: number,
): Promise<ReportListRow[]> {
  const urgent = sql`(r.status = 'open' and r.reason = 'foodSafety')`;
  const after = query.cursor
    ? sql`and (${urgent}, r.created_at, r.id) < (${query.cursor.urgent}, ${query.cursor.key.toISOString()}::timestamptz, ${query.cursor.id}::uuid)`
    : sql``;
  const rows = rowsOf<ReportListRow>(
    await db.execute(sql`
      select r.id, r.reason, r.note, r.status, ${urgent} as urgent, r.created_at as "createdAt",
             r.resolved_at as "resolvedAt", r.resolution_notes as "resolutionNotes",
             rp.first_name as "reporterFirstName", rp.last_name as "reporterLastName", rp.email as "reporterEmail",
             rv.first_name as "resolverFirstName", rv.last_name as "resolverLastName", rv.email as "resolverEmail",
             (select count(*)::int from reports o where o.target_type = r.target_type and o.target_id = r.target_id and o.id <> r.id) as "otherReports",
             (select count(*)::int from reports o where o.target_type = r.target_type and o.target_id = r.target_id and o.id <> r.id
                 and o.status = 'open') as "otherOpenReports",
             m.id as "mealId", m.title as "mealTitle", m.pickup_date::text as "pickupDate", m.is_active as "isActive",
             m.is_soft_disabled as "isSoftDisabled", m.withdrawn_at as "withdrawnAt",
             coalesce(o.name, wo.name) as "officeName",
             wi.id as "wishId", wi.title as "wishTitle", wi.status as "wishStatus",
             wa.first_name as "wishAuthorFirstName", wa.last_name as "wishAuthorLastName", wa.email as "wishAuthorEmail",
             c.user_id as "cookId", c.first_name as "cookFirstName", c.last_name as "cookLastName", c.email as "cookEmail",
             c.suspended_until as "cookSuspendedUntil",
             coalesce((select json_agg(json_build_object('id', ph.id, 'imageKey', ph.image_key, 'width', ph.width, 'height', ph.height,
                                                         'hasMedium', ph.has_medium)
                                       order by ph.position)
                         from meal_photos ph where ph.meal_id = m.id), '[]'::json) as photos
        from reports r
        left join profiles rp on rp.user_id = r.reporter_id
        left join profiles rv on rv.user_id = r.resolved_by
        left join meals m on r.target_type = 'meal' and m.id = r.target_id
        left join offices o on o.id = m.office_id
        left join profiles c on c.user_id = m.cook_id
        left join wishes wi on r.target_type = 'wish' and wi.id = r.target_id
        left join offices wo on wo.id = wi.office_id
        left join profiles wa on wa.user_id = wi.author_id
       where r.status = ${query.status} ${reportInScope(scope)} ${after}
       order by ${urgent} desc, r.created_at desc, r.id desc
       limit ${limit}`),
  );
  // The driver of the embedded database hands timestamps of raw queries back as text.
  return rows.map((row) => ({
    ...row,
    createdAt: toDate(row.createdAt),
    resolvedAt: row.resolvedAt === null ? null : toDate(row.resolvedAt),
    withdrawnAt: row.withdrawnAt === null ? null : toDate(row.withdrawnAt),
    cookSuspendedUntil: row.cookSuspendedUntil === null ? null : toDate(row.cookSuspendedUntil),
  }));
}

/** How many reports of the scope each tab holds. */
export async function reportCounts(db: Executor, scope: OrganizationScope) {
  const rows = rowsOf<{ status: ReportStatus; count: number }>(
    await db.execute(sql`select r.status, count(*)::int as count from reports r where true ${reportInScope(scope)}
                          group by r.status`),
  );
  const counts: Record<ReportStatus, number> = { open: 0, resolved: 0, dismissed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/**
 * Locks an open report and what it is about (the meal, its cook) until the action commits. `undefined` when no
 * such report exists; a closed report comes back with its status, so the caller can say so.
 */
export async function lockReport(db: Executor, reportId: string, scope: OrganizationScope) {
  const [row] = await db
    .select({
      id: reports.id,
      status: reports.status,
      reason: reports.reason,
      targetType: reports.targetType,
      targetId: reports.targetId,
      mealTitle: meals.title,
      wishTitle: wishes.title,
    })
    .from(reports)
    .leftJoin(meals, and(eq(reports.targetType, 'meal'), eq(meals.id, reports.targetId)))
    .leftJoin(wishes, and(eq(reports.targetType, 'wish'), eq(wishes.id, reports.targetId)))
    .leftJoin(offices, eq(offices.id, sql`coalesce(${meals.officeId}, ${wishes.officeId})`))
    .where(and(eq(reports.id, reportId), scope === null ? undefined : eq(offices.organizationId, scope)))
    .for('update', { of: reports });
  return row;
}

/** Locks a meal for a moderation change: its state before, its title and its cook. */
export async function lockMealForModeration(db: Executor, mealId: string) {
  const [row] = await db
    .select({
      id: meals.id,
      title: meals.title,
      cookId: meals.cookId,
      isSoftDisabled: meals.isSoftDisabled,
      pickupDate: meals.pickupDate,
    })
    .from(meals)
    .where(eq(meals.id, mealId))
    .for('update');
  return row;
}

/** Takes a meal off every menu or puts it back (the meals trigger tells the open menus). */
export async function setMealSoftDisabled(db: Executor, mealId: string, disabled: boolean, now: Date) {
  await db.update(meals).set({ isSoftDisabled: disabled, updatedAt: now }).where(eq(meals.id, mealId));
}

/** Locks a profile in scope for a suspension change: who it is and the suspension before. */
export async function lockProfileSuspension(db: Executor, userId: string, scope: OrganizationScope) {
  const [row] = await db
    .select({
      id: profiles.userId,
      email: profiles.email,
      role: profiles.role,
      suspendedUntil: profiles.suspendedUntil,
    })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), profileInScope(scope)))
    .for('update');
  return row;
}

/** Sets (or with null lifts) a suspension; the profiles trigger makes every instance forget the user's sessions. */
export async function setSuspension(db: Executor, userId: string, until: Date | null, now: Date) {
  await db.update(profiles).set({ suspendedUntil: until, updatedAt: now }).where(eq(profiles.userId, userId));
}

/** Closes an open report: resolved or dismissed, by whom, when and with what notes. */
export async function closeReport(
  db: Executor,
  input: { reportId: string; status: Exclude<ReportStatus, 'open'>; by: string; notes: string | null; now: Date },
) {
  await db
    .update(reports)
    .set({ status: input.status, resolvedBy: input.by, resolvedAt: input.now, resolutionNotes: input.notes })
    .where(and(eq(reports.id, input.reportId), eq(reports.status, 'open')));
}

/** Open reports of the scope, for the admin dashboard. */
export async function openReportCount(db: Executor, scope: OrganizationScope) {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from reports r where r.status = 'open' ${reportInScope(scope)}`),
  );
  return row!.count;
}

// ---------------------------------------------------------------------------------------------------------------
// Wishes (docs/features.md, "Wish board"): reported by colleagues, taken off the board by moderation

export type WishReportRefusal = 'notFound' | 'ownWish' | 'alreadyReported';

/**
 * Opens a report of a wish on the reporter's office's board, never by its author, and not when they already have
 * an open one of it (the partial unique index decides). One statement; when it opens nothing it names the rule.
 */
export async function insertWishReport(
  db: Executor,
  input: {
    wishId: string;
    reporterId: string;
    officeId: string | null;
    reason: ReportReason;
    note: string | null;
    now: Date;
  },
): Promise<{ id: string; refusal: null } | { id: null; refusal: WishReportRefusal }> {
  const at = input.now.toISOString();
  const [row] = rowsOf<{ id: string | null; refusal: WishReportRefusal | null }>(
    await db.execute(sql`
      with wish as (
        select w.id, w.author_id from wishes w
         where w.id = ${input.wishId} and w.office_id = ${input.officeId}::uuid and w.status = 'open'
           and w.expires_at > ${at}::timestamptz
      ),
      inserted as (
        insert into reports (reason, note, status, target_type, target_id, reporter_id, created_at)
        select ${input.reason}::report_reason, ${input.note}, 'open', 'wish', w.id, ${input.reporterId}, ${at}::timestamptz
          from wish w where w.author_id <> ${input.reporterId}
        on conflict (reporter_id, target_type, target_id) where status = 'open' do nothing
        returning id
      )
      select (select id from inserted) as id,
             case when exists (select 1 from inserted) then null
                  when not exists (select 1 from wish) then 'notFound'
                  when exists (select 1 from wish w where w.author_id = ${input.reporterId}) then 'ownWish'
                  else 'alreadyReported' end as refusal`),
  );
  return row!.id ? { id: row!.id, refusal: null } : { id: null, refusal: row!.refusal ?? 'notFound' };
}

/** Takes an open wish off its board for good; the wish as it was, or undefined when it was no longer open. */
export async function takeDownWish(db: Executor, wishId: string) {
  const [row] = await db
    .update(wishes)
    .set({ status: 'takenDown' })
    .where(and(eq(wishes.id, wishId), eq(wishes.status, 'open')))
    .returning({ id: wishes.id, title: wishes.title, authorId: wishes.authorId });
  return row;
}
