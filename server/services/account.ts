// The person's own data: "Download my data" (exportData) and erasing the account (docs/privacy.md describes both).
import { eraseRefusal } from '../../shared/admin-rules';
import { DomainError } from '../../shared/errors';
import type { AdminActor, AuthUser } from '../auth/auth-user';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import * as q from '../db/queries/account-export';
import {
  cancelFutureReservations,
  deleteCookPhotos,
  erasePersonalData,
  futureMealIds,
  lockErasureTarget,
  sessionStartedAt,
  type ErasureTarget,
} from '../db/queries/account-erasure';
import { lockForRoleChange, lockOrganizationAdmins, organizationOfUser, userInScope } from '../db/queries/admin';
import type { Executor } from '../db/client';
import { withdrawCookMeal } from '../db/queries/cook';
import type { AppDeps } from '../deps';
import { photoUrls } from '../storage';
import { recordAudit } from './audit';
import { removeUnusedImage } from './photos';
import { LIMITS, clearAttempts, takeAttempt, throttleKeys } from './throttle';

/** Bumped when a field changes meaning, so a reader of an old file can tell (docs/privacy.md). */
export const EXPORT_FORMAT_VERSION = 1;

/** Awaits every promise of an object at once; answers the object of their values. */
async function allOf<T extends Record<string, Promise<unknown>>>(promises: T) {
  const entries = await Promise.all(Object.entries(promises).map(async ([key, value]) => [key, await value] as const));
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

/**
 * Everything the product holds about the person, as one object (the profile's download and `account.exportData`).
 * Secrets are left out: the password hash, session ids and link tokens are hashes that help nobody.
 */
export async function exportData(deps: AppDeps, user: AuthUser) {
  const db = deps.database.db;
  const profile = await q.exportProfile(db, user.id);
  const [reservations, meals, photos, rest] = await Promise.all([
    q.exportPreorders(db, user.id),
    q.exportMeals(db, user.id),
    q.exportMealPhotos(db, user.id),
    allOf({
      ledgerLines: q.exportLedgerLines(db, user.id),
      feedbackGiven: q.exportFeedback(db, user.id),
      reportsMade: q.exportReports(db, user.id),
      emailPreferences: q.exportEmailPreferences(db, user.id),
      sessions: q.exportSessions(db, user.id),
      follows: q.exportFollows(db, user.id),
      waitlistPlaces: q.exportWaitlistPlaces(db, user.id),
      handovers: q.exportHandovers(db, user.id),
      accessRequests: q.exportAccessRequests(db, user.id, user.email),
      auditEntries: q.exportAuditAbout(db, user.id),
      notificationPreferences: q.exportNotificationPreferences(db, user.id),
      pushDevices: q.exportPushDevices(db, user.id),
      regulars: q.exportRegulars(db, user.id),
      wishes: q.exportWishes(db, user.id),
      drawEntries: q.exportDrawEntries(db, user.id),
    }),
  ]);
  const photosByMeal = new Map<string, ReturnType<typeof photoUrls>[]>();
  for (const photo of photos) {
    const list = photosByMeal.get(photo.mealId) ?? [];
    list.push(photoUrls(deps.storage, photo));
    photosByMeal.set(photo.mealId, list);
  }
  const origin = deps.env.APP_ORIGIN.replace(/\/+$/, '');
  const absolute = (url: string | null) => (url && url.startsWith('/') ? `${origin}${url}` : url);
  return {
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: deps.clock.now(),
    profile: profile ?? null,
    reservations,
    meals: meals.map((meal) => ({
      ...meal,
      photos: (photosByMeal.get(meal.id) ?? []).map((urls) => ({
        ...urls,
        card: absolute(urls.card),
        medium: absolute(urls.medium),
        large: absolute(urls.large),
      })),
    })),
    ...rest,
  };
}
export type AccountExport = Awaited<ReturnType<typeof exportData>>;

/** A Google-only account confirms erasure with a sign-in this recent (it has no password to type). */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * The erasure itself, in the caller's transaction: future reservations cancelled, future meals withdrawn (their eaters
 * are told by the preorders trigger, server/db/sql/enqueue_preorder_emails.sql), then the personal data erased. Answers
 * the photo keys whose files go once the transaction has committed.
 */
async function erase(tx: Executor, target: ErasureTarget, now: Date) {
  // An organization keeps at least one admin (shared/admin-rules.ts): its last one is not erased, by anyone.
  if (target.role === 'admin') {
    const organization = await organizationOfUser(tx, target.id);
    if (organization && (await lockOrganizationAdmins(tx, organization)).length <= 1)
      throw new DomainError('lastOrganizationAdmin');
  }
  const cancelledReservations = await cancelFutureReservations(tx, target.id, now);
  let withdrawnMeals = 0;
  for (const mealId of await futureMealIds(tx, target.id, now)) {
    if (await withdrawCookMeal(tx, { id: mealId, cookId: target.id, reason: null, now })) withdrawnMeals += 1;
  }
  const photoKeys = await deleteCookPhotos(tx, target.id);
  await erasePersonalData(tx, target, now);
  return { cancelledReservations, withdrawnMeals, photoKeys };
}

async function afterErasure(deps: AppDeps, userId: string, photoKeys: string[]) {
  deps.sessions.invalidateUser(userId);
  for (const key of photoKeys) await removeUnusedImage(deps.database.db, deps.storage, key);
}

/**
 * "Delete my account": confirmed with the password, or for a Google-only account by a Google sign-in within the
 * last ten minutes. A wrong password changes nothing and counts as a failed sign-in (the same throttle).
 */
export async function deleteOwnAccount(deps: AppDeps, user: AuthUser, input: { password?: string }) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const accountKey = throttleKeys.signInAccount(user.email);
  const outcome = await db.transaction(async (tx) => {
    // The super admins are locked with the person, so two of them cannot both leave at once.
    const locked = await lockForRoleChange(tx, user.id, user.id);
    const target = await lockErasureTarget(tx, user.id);
    if (!target) throw new DomainError('notAuthenticated');
    const superAdmins = locked.filter((row) => row.role === 'super_admin').length;
    if (target.role === 'super_admin' && superAdmins <= 1) throw new DomainError('lastSuperAdmin');
    if (target.passwordHash) {
      if (!input.password || !(await verifyPassword(target.passwordHash, input.password))) return 'wrongPassword';
    } else {
      // Same time either way, as for sign-in.
      if (input.password) await verifyPassword(await dummyPasswordHash(), input.password);
      const started = await sessionStartedAt(tx, user.sessionId);
      if (!started || now.getTime() - started.getTime() > FRESH_SIGN_IN_MS) {
        throw new DomainError('reauthenticationRequired');
      }
    }
    return erase(tx, target, now);
  });
  if (outcome === 'wrongPassword') {
    // Outside the rolled-back work: the failed attempt must count.
    await takeAttempt(db, [accountKey], LIMITS.signInFailures, now);
    throw new DomainError('wrongPassword');
  }
  await clearAttempts(db, accountKey);
  await afterErasure(deps, user.id, outcome.photoKeys);
  return { cancelledReservations: outcome.cancelledReservations, withdrawnMeals: outcome.withdrawnMeals };
}

/** An admin erases an account on the person's request; audited (without the person's name or address). */
export async function eraseByAdmin(
  deps: AppDeps,
  actor: Pick<AdminActor, 'id' | 'email' | 'role' | 'organizationId'>,
  input: { userId: string },
) {
  const now = deps.clock.now();
  const outcome = await deps.database.db.transaction(async (tx) => {
    const locked = await lockForRoleChange(tx, actor.id, input.userId);
    const target = await lockErasureTarget(tx, input.userId);
    // Another organization's person is as unknown as one who does not exist.
    if (!target || !(await userInScope(tx, target.id, actor.organizationId))) throw new DomainError('notFound');
    const me = locked.find((row) => row.id === actor.id) ?? { id: actor.id, role: actor.role };
    const superAdmins = locked.filter((row) => row.role === 'super_admin').length;
    const refusal = eraseRefusal(me, target, superAdmins);
    if (refusal) throw new DomainError(refusal);
    const result = await erase(tx, target, now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'user.erase',
        targetType: 'user',
        targetId: target.id,
        targetLabel: '',
        after: { cancelledReservations: result.cancelledReservations, withdrawnMeals: result.withdrawnMeals },
      },
      now,
    );
    return result;
  });
  await afterErasure(deps, input.userId, outcome.photoKeys);
  return { cancelledReservations: outcome.cancelledReservations, withdrawnMeals: outcome.withdrawnMeals };
}
