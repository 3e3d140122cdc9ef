// Trust and safety: an eater reports a meal (one open report per reporter and meal; limited per user), and the
// admins act on open reports of their organization (a report is the reported meal's office's organization's).
import { isAdminRole, type AdminMealState, type ReportReason, type SuspensionDays } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import { displayName } from '../../shared/people';
import type { ModerationReportsQuery } from '../../shared/schemas/moderation';
import type { AdminActor, AuthUser } from '../auth/auth-user';
import { endAllSessions } from '../auth/sessions';
import type { Executor } from '../db/client';
import { activeReservations } from '../db/queries/cook';
import { enqueueEmail } from '../db/queries/email-events';
import { insertNotifications } from '../db/queries/notifications';
import {
  closeReport,
  insertViewerReport,
  insertWishReport,
  listReports,
  lockMealForModeration,
  lockProfileSuspension,
  lockReport,
  reportCounts,
  setMealSoftDisabled,
  setSuspension,
  takeDownWish,
} from '../db/queries/moderation';
import type { AppDeps } from '../deps';
import { isSuspended } from '../domain/accounts';
import { sendQueuedNow } from '../outbound/dispatch';
import { photoUrls } from '../storage';
import { recordAudit } from './audit';
import { LIMITS, takeAttempt, throttleKeys } from './throttle';

/** Only those who may reserve the meal report it (its office's members, admins), never its cook. */
export async function reportMeal(
  deps: AppDeps,
  user: AuthUser,
  input: { mealId: string; reason: ReportReason; note?: string },
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  await takeAttempt(db, [throttleKeys.reportUser(user.id)], LIMITS.report, now);
  const outcome = await insertViewerReport(db, {
    mealId: input.mealId,
    reporterId: user.id,
    officeId: user.officeId,
    anyOffice: isAdminRole(user.role),
    reason: input.reason,
    note: input.note ?? null,
    now,
  });
  if (outcome.refusal) throw new DomainError(outcome.refusal);
  return { id: outcome.id, status: 'open' as const };
}

/** A colleague on the wish's board reports it (not its author); another office's wish reads as missing. */
export async function reportWish(
  deps: AppDeps,
  user: AuthUser,
  input: { wishId: string; reason: ReportReason; note?: string },
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  await takeAttempt(db, [throttleKeys.reportUser(user.id)], LIMITS.report, now);
  const outcome = await insertWishReport(db, {
    wishId: input.wishId,
    reporterId: user.id,
    officeId: user.officeId,
    reason: input.reason,
    note: input.note ?? null,
    now,
  });
  if (outcome.refusal) throw new DomainError(outcome.refusal);
  return { id: outcome.id, status: 'open' as const };
}

// ---------------------------------------------------------------------------------------------------------------
// The admins' side (/admin/moderation): the report tabs, and the actions on an open report. Each action locks the
// report (then the meal, then the cook, always in that order), refuses a closed report, and writes its audit row
// in the same transaction. E-mails it causes are queued in that transaction too and sent once it commits.

export const REPORTS_PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
type Actor = Pick<AdminActor, 'id' | 'email' | 'organizationId'>;

/** The cook's suspension is given only while it lasts. */
export async function adminReports(deps: AppDeps, actor: Actor, query: ModerationReportsQuery) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const rows = await listReports(db, actor.organizationId, query, REPORTS_PAGE_SIZE + 1);
  const counts = await reportCounts(db, actor.organizationId);
  const items = rows.slice(0, REPORTS_PAGE_SIZE);
  const last = items.at(-1);
  const person = (firstName: string | null, lastName: string | null, email: string | null) =>
    email === null
      ? null
      : { name: displayName({ firstName: firstName ?? '', lastName: lastName ?? '', email }), email };
  return {
    counts,
    nextCursor:
      rows.length > REPORTS_PAGE_SIZE && last ? { urgent: last.urgent, key: last.createdAt, id: last.id } : null,
    items: items.map((row) => ({
      id: row.id,
      reason: row.reason,
      note: row.note,
      status: row.status,
      urgent: row.urgent,
      createdAt: row.createdAt,
      resolvedAt: row.resolvedAt,
      resolutionNotes: row.resolutionNotes,
      reporter: person(row.reporterFirstName, row.reporterLastName, row.reporterEmail),
      resolver: person(row.resolverFirstName, row.resolverLastName, row.resolverEmail),
      otherReports: row.otherReports,
      otherOpenReports: row.otherOpenReports,
      wish:
        row.wishId === null
          ? null
          : {
              id: row.wishId,
              title: row.wishTitle!,
              status: row.wishStatus!,
              officeName: row.officeName,
              author: person(row.wishAuthorFirstName, row.wishAuthorLastName, row.wishAuthorEmail),
            },
      meal:
        row.mealId === null
          ? null
          : {
              id: row.mealId,
              title: row.mealTitle!,
              pickupDate: row.pickupDate!,
              officeName: row.officeName,
              state: (row.withdrawnAt
                ? 'withdrawn'
                : row.isSoftDisabled
                  ? 'softDisabled'
                  : row.isActive
                    ? 'active'
                    : 'inactive') as AdminMealState,
              photos: row.photos.map((photo) => ({ id: photo.id, ...photoUrls(deps.storage, photo) })),
              cook: row.cookId
                ? {
                    id: row.cookId,
                    ...person(row.cookFirstName, row.cookLastName, row.cookEmail)!,
                    suspendedUntil:
                      row.cookSuspendedUntil && row.cookSuspendedUntil > now ? row.cookSuspendedUntil : null,
                  }
                : null,
            },
    })),
  };
}

/** Locks an open report (a closed one answers reportNotOpen) and runs `act` in its transaction. */
async function onOpenReport<T>(
  deps: AppDeps,
  actor: Actor,
  reportId: string,
  act: (tx: Executor, report: LockedReport) => Promise<T>,
) {
  return deps.database.db.transaction(async (tx) => {
    const report = await lockReport(tx, reportId, actor.organizationId);
    if (!report) throw new DomainError('notFound');
    if (report.status !== 'open') throw new DomainError('reportNotOpen');
    return act(tx, report);
  });
}
type LockedReport = NonNullable<Awaited<ReturnType<typeof lockReport>>>;

async function reportedMeal(tx: Executor, report: LockedReport) {
  const meal = report.targetType === 'meal' ? await lockMealForModeration(tx, report.targetId) : undefined;
  if (!meal) throw new DomainError('notFound');
  return meal;
}

const dispatchDeps = (deps: AppDeps, now: Date) => ({
  db: deps.database.db,
  mailer: deps.mailer,
  origin: deps.env.APP_ORIGIN,
  now: () => now,
});

/**
 * Takes the reported meal off every menu, or puts it back. The meals trigger updates every open menu. Each eater
 * with a reservation is told either way (MEAL_DISABLED, then MEAL_REENABLED: whoever heard it was taken off hears
 * that it is back). The reservations themselves stay: the cook or the eater may still cancel. Portions freed while
 * it was down go to its waitlist the moment it is back, in this transaction (docs/decisions/027).
 */
export async function setReportedMealDisabled(
  deps: AppDeps,
  actor: Actor,
  input: { reportId: string; disabled: boolean },
) {
  const now = deps.clock.now();
  const outcome = await onOpenReport(deps, actor, input.reportId, async (tx, report) => {
    const meal = await reportedMeal(tx, report);
    if (meal.isSoftDisabled === input.disabled) return { mealId: meal.id, changed: false, keys: [] as string[] };
    // Read before the change: putting the meal back serves its waitlist in the same statement
    // (server/db/sql/serve_waitlist_after_meal_change.sql), and those just promoted never heard it was taken down.
    const reservations = await activeReservations(tx, meal.id);
    await setMealSoftDisabled(tx, meal.id, input.disabled, now);
    await recordAudit(
      tx,
      actor,
      {
        action: input.disabled ? 'meal.softDisable' : 'meal.reenable',
        targetType: 'meal',
        targetId: meal.id,
        targetLabel: meal.title,
        before: { isSoftDisabled: meal.isSoftDisabled },
        after: { isSoftDisabled: input.disabled, reportId: report.id },
      },
      now,
    );
    const keys: string[] = [];
    const facts = { mealTitle: meal.title, pickupDate: meal.pickupDate };
    await insertNotifications(tx, [
      ...reservations.map((reservation) => ({
        userId: reservation.eaterId,
        kind: input.disabled ? ('mealTakenDown' as const) : ('mealBack' as const),
        mealId: meal.id,
        payload: facts,
        dedupeKey: `${input.disabled ? 'mealTakenDown' : 'mealBack'}:${reservation.id}:${now.getTime()}`,
        createdAt: now,
      })),
      {
        userId: meal.cookId,
        kind: 'reportOutcome' as const,
        mealId: meal.id,
        payload: { ...facts, outcome: input.disabled ? 'takenDown' : 'back' },
        dedupeKey: `reportOutcome:${report.id}:${meal.id}:${now.getTime()}`,
        createdAt: now,
      },
    ]);
    const templateCode = input.disabled ? 'MEAL_DISABLED' : 'MEAL_REENABLED';
    for (const reservation of reservations) {
      const key = `${templateCode}:${reservation.id}:${now.getTime()}`;
      keys.push(key);
      await enqueueEmail(tx, {
        templateCode,
        recipientUserId: reservation.eaterId,
        recipientEmail: reservation.email,
        payload: { preorderId: reservation.id },
        idempotencyKey: key,
        nextAttemptAt: now,
      });
    }
    return { mealId: meal.id, changed: true, keys };
  });
  for (const key of outcome.keys) await sendQueuedNow(dispatchDeps(deps, now), key);
  return {
    mealId: outcome.mealId,
    disabled: input.disabled,
    changed: outcome.changed,
    eatersTold: outcome.keys.length,
  };
}

/**
 * Takes the reported wish off its office's board for good (the board lists open wishes only) and tells its author,
 * in the centre and by push and e-mail as their choices for `wishTakenDown` say (the notifications triggers queue
 * them). A wish no longer open (withdrawn, already taken down) changes nothing; the report stays open to resolve.
 */
export async function takeDownReportedWish(deps: AppDeps, actor: Actor, input: { reportId: string }) {
  const now = deps.clock.now();
  return onOpenReport(deps, actor, input.reportId, async (tx, report) => {
    if (report.targetType !== 'wish') throw new DomainError('notFound');
    const wish = await takeDownWish(tx, report.targetId);
    if (!wish) return { wishId: report.targetId, changed: false };
    await recordAudit(
      tx,
      actor,
      {
        action: 'wish.takeDown',
        targetType: 'wish',
        targetId: wish.id,
        targetLabel: wish.title,
        before: { status: 'open' },
        after: { status: 'takenDown', reportId: report.id },
      },
      now,
    );
    await insertNotifications(tx, [
      {
        userId: wish.authorId,
        kind: 'wishTakenDown',
        mealId: null,
        payload: { wishTitle: wish.title },
        dedupeKey: `wishTakenDown:${wish.id}`,
        createdAt: now,
      },
    ]);
    return { wishId: wish.id, changed: true };
  });
}

/**
 * Suspends the reported meal's cook for 7 or 30 days from now (replacing a suspension they had): they cannot
 * create or edit meals until then (server/domain/cook.ts), and they get an e-mail saying until when.
 */
export async function suspendCook(deps: AppDeps, actor: Actor, input: { reportId: string; days: SuspensionDays }) {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + input.days * DAY_MS);
  const outcome = await onOpenReport(deps, actor, input.reportId, async (tx, report) => {
    const meal = await reportedMeal(tx, report);
    // The report is in the actor's organization already; the cook is whoever cooked the reported meal.
    const cook = await lockProfileSuspension(tx, meal.cookId, null);
    if (!cook) throw new DomainError('notFound');
    await setSuspension(tx, cook.id, until, now);
    // A suspension ends every session of the cook, so no open tab keeps acting on old rights (docs/security.md).
    await endAllSessions(tx, cook.id);
    await recordAudit(
      tx,
      actor,
      {
        action: 'user.suspend',
        targetType: 'user',
        targetId: cook.id,
        targetLabel: cook.email,
        before: { suspendedUntil: cook.suspendedUntil?.toISOString() ?? null },
        after: { suspendedUntil: until.toISOString(), days: input.days, reportId: report.id },
      },
      now,
    );
    await insertNotifications(tx, [
      {
        userId: cook.id,
        kind: 'cookSuspended',
        mealId: meal.id,
        payload: { mealTitle: meal.title, suspendedUntil: until.toISOString() },
        dedupeKey: `cookSuspended:${cook.id}:${now.getTime()}`,
        createdAt: now,
      },
    ]);
    const key = `COOK_SUSPENDED:${cook.id}:${now.getTime()}`;
    await enqueueEmail(tx, {
      templateCode: 'COOK_SUSPENDED',
      recipientUserId: cook.id,
      recipientEmail: cook.email,
      payload: { suspendedUntil: until.toISOString() },
      idempotencyKey: key,
      nextAttemptAt: now,
    });
    return { cookId: cook.id, key };
  });
  deps.sessions.invalidateUser(outcome.cookId);
  await sendQueuedNow(dispatchDeps(deps, now), outcome.key);
  return { cookId: outcome.cookId, suspendedUntil: until };
}

/** Ends a suspension early (an admin of the person's organization, any time: it is about the person, not a report). */
export async function liftSuspension(deps: AppDeps, actor: Actor, input: { userId: string }) {
  const now = deps.clock.now();
  const changed = await deps.database.db.transaction(async (tx) => {
    const profile = await lockProfileSuspension(tx, input.userId, actor.organizationId);
    if (!profile) throw new DomainError('notFound');
    if (!isSuspended(profile, now)) return false;
    await setSuspension(tx, profile.id, null, now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'user.liftSuspension',
        targetType: 'user',
        targetId: profile.id,
        targetLabel: profile.email,
        before: { suspendedUntil: profile.suspendedUntil!.toISOString() },
        after: { suspendedUntil: null },
      },
      now,
    );
    return true;
  });
  if (changed) deps.sessions.invalidateUser(input.userId);
  return { userId: input.userId, changed };
}

/** Closes an open report: resolved (notes required) or dismissed (notes optional), recording who and when. */
export async function closeOpenReport(
  deps: AppDeps,
  actor: Actor,
  input: { reportId: string; status: 'resolved' | 'dismissed'; notes?: string },
) {
  const now = deps.clock.now();
  return onOpenReport(deps, actor, input.reportId, async (tx, report) => {
    const notes = input.notes ?? null;
    await closeReport(tx, { reportId: report.id, status: input.status, by: actor.id, notes, now });
    await recordAudit(
      tx,
      actor,
      {
        action: input.status === 'resolved' ? 'report.resolve' : 'report.dismiss',
        targetType: 'report',
        targetId: report.id,
        targetLabel: report.mealTitle ?? report.wishTitle ?? '',
        before: { status: 'open' },
        after: { status: input.status, reason: report.reason, notes },
      },
      now,
    );
    return { id: report.id, status: input.status, resolvedAt: now };
  });
}
