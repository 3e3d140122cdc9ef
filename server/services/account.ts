// The person's own data: "Download my data" (exportData) and erasing the account (docs/privacy.md describes both).
import type { AuthUser } from '../auth/auth-user';
import * as q from '../db/queries/account-export';
import type { AppDeps } from '../deps';
import { photoUrls } from '../storage';

/** Bumped when a field changes meaning, so a reader of an old file can tell (docs/privacy.md). */
export const EXPORT_FORMAT_VERSION = 1;

/**
 * Everything the product holds about the person, as one object (the profile's download and `account.exportData`).
 * Secrets are left out: the password hash, session ids and link tokens are hashes that help nobody.
 */
export async function exportData(deps: AppDeps, user: AuthUser) {
  const db = deps.database.db;
  const profile = await q.exportProfile(db, user.id);
  const [
    reservations,
    meals,
    photos,
    ledgerLines,
    feedbackGiven,
    reportsMade,
    emailPreferences,
    sessions,
    follows,
    waitlistPlaces,
    handovers,
    accessRequests,
    auditEntries,
  ] = await Promise.all([
    q.exportPreorders(db, user.id),
    q.exportMeals(db, user.id),
    q.exportMealPhotos(db, user.id),
    q.exportLedgerLines(db, user.id),
    q.exportFeedback(db, user.id),
    q.exportReports(db, user.id),
    q.exportEmailPreferences(db, user.id),
    q.exportSessions(db, user.id),
    q.exportFollows(db, user.id),
    q.exportWaitlistPlaces(db, user.id),
    q.exportHandovers(db, user.id),
    q.exportAccessRequests(db, user.id, user.email),
    q.exportAuditAbout(db, user.id),
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
    ledgerLines,
    feedbackGiven,
    reportsMade,
    emailPreferences,
    sessions,
    follows,
    waitlistPlaces,
    handovers,
    accessRequests,
    auditEntries,
  };
}
export type AccountExport = Awaited<ReturnType<typeof exportData>>;
