// Everything the product holds about one person, table by table, for "Download my data" (docs/privacy.md lists
// each field). Each read is scoped to the user in SQL; secrets (password hash, token hashes, session ids) are never
// selected.
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { rowsOf, toDate, type Executor } from '../client';
import {
  accessRequests,
  auditLog,
  cookFollows,
  emailPrefs,
  handovers,
  mealFeedback,
  absences,
  mealPhotos,
  mealDrawEntries,
  meals,
  notificationPrefs,
  offices,
  preorders,
  profiles,
  pushSubscriptions,
  regularSubscriptions,
  wishBackings,
  wishes,
  reports,
  sessions,
  users,
  waitlistEntries,
} from '../schema';

export async function exportProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      locale: profiles.locale,
      role: profiles.role,
      officeName: offices.name,
      suspendedUntil: profiles.suspendedUntil,
      allergens: profiles.allergens,
      diet: profiles.diet,
      officeWeekdays: profiles.officeWeekdays,
      menuWhenOut: profiles.menuWhenOut,
      paymentIban: profiles.paymentIban,
      paymentHolder: profiles.paymentHolder,
      paymentLink: profiles.paymentLink,
      calendarLinkExists: sql<boolean>`${profiles.calendarTokenHash} is not null`,
      emailVerifiedAt: users.emailVerifiedAt,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      googleLinked: sql<boolean>`${users.googleSubject} is not null`,
      createdAt: profiles.createdAt,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(offices, eq(offices.id, profiles.officeId))
    .where(eq(profiles.userId, userId));
  return row;
}

/** The person's reservations (as eater), with the meal they were for. */
export function exportPreorders(db: Executor, userId: string) {
  return db
    .select({
      id: preorders.id,
      mealId: preorders.mealId,
      mealTitle: meals.title,
      pickupDate: meals.pickupDate,
      priceCents: meals.priceCents,
      quantity: preorders.quantity,
      status: preorders.status,
      paymentStatus: preorders.paymentStatus,
      paidAt: preorders.paidAt,
      paidMethod: preorders.paidMethod,
      note: preorders.note,
      fromWaitlist: preorders.fromWaitlist,
      createdAt: preorders.createdAt,
      updatedAt: preorders.updatedAt,
    })
    .from(preorders)
    .innerJoin(meals, eq(meals.id, preorders.mealId))
    .where(eq(preorders.eaterId, userId))
    .orderBy(asc(preorders.createdAt), asc(preorders.id));
}

/** The meals the person cooked. */
export function exportMeals(db: Executor, userId: string) {
  return db
    .select({
      id: meals.id,
      officeName: offices.name,
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
      dietaryTags: meals.dietaryTags,
      allergens: meals.allergens,
      noAllergens: meals.noAllergens,
      withdrawnAt: meals.withdrawnAt,
      withdrawReason: meals.withdrawReason,
      createdAt: meals.createdAt,
      updatedAt: meals.updatedAt,
    })
    .from(meals)
    .innerJoin(offices, eq(offices.id, meals.officeId))
    .where(eq(meals.cookId, userId))
    .orderBy(asc(meals.pickupDate), asc(meals.id));
}

/** The photos of the person's meals (the service turns keys into links). */
export function exportMealPhotos(db: Executor, userId: string) {
  return db
    .select({
      mealId: mealPhotos.mealId,
      position: mealPhotos.position,
      imageKey: mealPhotos.imageKey,
      width: mealPhotos.width,
      height: mealPhotos.height,
      hasMedium: mealPhotos.hasMedium,
      createdAt: mealPhotos.createdAt,
    })
    .from(mealPhotos)
    .innerJoin(meals, eq(meals.id, mealPhotos.mealId))
    .where(eq(meals.cookId, userId))
    .orderBy(asc(mealPhotos.mealId), asc(mealPhotos.position));
}

/**
 * Ledger lines: every collected portion the person ate (they owe or paid) and every collected portion of their
 * meals (they are owed or were paid); the other person is named as the ledger shows them.
 */
export interface LedgerLineRow {
  preorderId: string;
  side: 'eater' | 'cook';
  mealTitle: string;
  pickupDate: string;
  quantity: number;
  amountCents: number;
  paymentStatus: string;
  paidMethod: string | null;
  paidAt: Date | null;
  otherPerson: string | null;
}

export async function exportLedgerLines(db: Executor, userId: string): Promise<LedgerLineRow[]> {
  const rows = rowsOf<Omit<LedgerLineRow, 'paidAt'> & { paidAt: Date | string | null }>(
    await db.execute(sql`
      select p.id as "preorderId",
             case when p.eater_id = ${userId} then 'eater' else 'cook' end as "side",
             m.title as "mealTitle", m.pickup_date::text as "pickupDate", p.quantity,
             (p.quantity * m.price_cents)::int as "amountCents", p.payment_status as "paymentStatus",
             p.paid_method as "paidMethod", p.paid_at as "paidAt",
             case when p.eater_id = ${userId}
                  then nullif(btrim(cp.first_name || ' ' || cp.last_name), '')
                  else nullif(btrim(ep.first_name || ' ' || ep.last_name), '') end as "otherPerson"
        from preorders p
        join meals m on m.id = p.meal_id
        join profiles cp on cp.user_id = m.cook_id
        join profiles ep on ep.user_id = p.eater_id
       where (p.eater_id = ${userId} or m.cook_id = ${userId}) and p.status = 'fulfilled'
       order by m.pickup_date, p.id`),
  );
  return rows.map((row) => ({ ...row, paidAt: toDate(row.paidAt) }));
}

/** Private feedback the person gave (on their own preorders). */
export function exportFeedback(db: Executor, userId: string) {
  return db
    .select({
      id: mealFeedback.id,
      mealId: mealFeedback.mealId,
      mealTitle: meals.title,
      rating: mealFeedback.rating,
      note: mealFeedback.note,
      reportedFoodSafety: mealFeedback.reportedFoodSafety,
      createdAt: mealFeedback.createdAt,
    })
    .from(mealFeedback)
    .innerJoin(preorders, eq(preorders.id, mealFeedback.preorderId))
    .innerJoin(meals, eq(meals.id, mealFeedback.mealId))
    .where(eq(preorders.eaterId, userId))
    .orderBy(asc(mealFeedback.createdAt));
}

/** Reports the person made (their own words; who resolved them is the moderator's, not theirs). */
export function exportReports(db: Executor, userId: string) {
  return db
    .select({
      id: reports.id,
      reason: reports.reason,
      note: reports.note,
      status: reports.status,
      targetType: reports.targetType,
      targetId: reports.targetId,
      resolvedAt: reports.resolvedAt,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt));
}

export async function exportEmailPreferences(db: Executor, userId: string) {
  const [row] = await db
    .select({
      transactional: emailPrefs.transactional,
      marketing: emailPrefs.marketing,
      locale: emailPrefs.locale,
      updatedAt: emailPrefs.updatedAt,
    })
    .from(emailPrefs)
    .where(eq(emailPrefs.userId, userId));
  return row ?? null;
}

/** Open sessions: when they started and end. The session id is a token hash, so it is left out. */
export function exportSessions(db: Executor, userId: string) {
  return db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

/** Cooks the person follows, and how many follow them (followers are others' data: a count only). */
export async function exportFollows(db: Executor, userId: string) {
  const following = await db
    .select({
      cookId: cookFollows.cookId,
      cookName: sql<string>`btrim(${profiles.firstName} || ' ' || ${profiles.lastName})`,
      createdAt: cookFollows.createdAt,
    })
    .from(cookFollows)
    .innerJoin(profiles, eq(profiles.userId, cookFollows.cookId))
    .where(eq(cookFollows.followerId, userId))
    .orderBy(asc(cookFollows.createdAt));
  const [followers] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cookFollows)
    .where(eq(cookFollows.cookId, userId));
  return { following, followerCount: followers?.count ?? 0 };
}

export function exportWaitlistPlaces(db: Executor, userId: string) {
  return db
    .select({
      id: waitlistEntries.id,
      mealId: waitlistEntries.mealId,
      mealTitle: meals.title,
      quantity: waitlistEntries.quantity,
      status: waitlistEntries.status,
      preorderId: waitlistEntries.preorderId,
      createdAt: waitlistEntries.createdAt,
      updatedAt: waitlistEntries.updatedAt,
    })
    .from(waitlistEntries)
    .innerJoin(meals, eq(meals.id, waitlistEntries.mealId))
    .where(eq(waitlistEntries.eaterId, userId))
    .orderBy(asc(waitlistEntries.createdAt));
}

/** Hand-overs the person offered, was offered or took. */
export function exportHandovers(db: Executor, userId: string) {
  return db
    .select({
      id: handovers.id,
      preorderId: handovers.preorderId,
      mealId: handovers.mealId,
      mealTitle: meals.title,
      offeredByMe: sql<boolean>`${handovers.fromEaterId} = ${userId}`,
      offeredToMe: sql<boolean>`${handovers.toEaterId} is not distinct from ${userId}::uuid`,
      takenByMe: sql<boolean>`${handovers.takerId} is not distinct from ${userId}::uuid`,
      status: handovers.status,
      expiresAt: handovers.expiresAt,
      createdAt: handovers.createdAt,
      decidedAt: handovers.decidedAt,
    })
    .from(handovers)
    .innerJoin(meals, eq(meals.id, handovers.mealId))
    .where(or(eq(handovers.fromEaterId, userId), eq(handovers.toEaterId, userId), eq(handovers.takerId, userId)))
    .orderBy(asc(handovers.createdAt));
}

/** Access requests sent from the person's account or with their address. */
export function exportAccessRequests(db: Executor, userId: string, email: string) {
  return db
    .select({
      id: accessRequests.id,
      email: accessRequests.email,
      officeGuess: accessRequests.officeGuess,
      orgGuess: accessRequests.orgGuess,
      note: accessRequests.note,
      createdAt: accessRequests.createdAt,
      contactedAt: accessRequests.contactedAt,
    })
    .from(accessRequests)
    .where(or(eq(accessRequests.userId, userId), sql`lower(${accessRequests.email}) = lower(${email})`))
    .orderBy(asc(accessRequests.createdAt));
}

/** Audit entries about the person (admin actions on their account); the acting admin is named by role only. */
export function exportAuditAbout(db: Executor, userId: string) {
  return db
    .select({
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), isNotNull(auditLog.targetId), eq(auditLog.targetId, userId)))
    .orderBy(asc(auditLog.createdAt));
}

/** Choices per kind of notification (push, e-mail); kinds without a row are on. */
export function exportNotificationPreferences(db: Executor, userId: string) {
  return db
    .select({
      kind: notificationPrefs.kind,
      push: notificationPrefs.push,
      email: notificationPrefs.email,
      updatedAt: notificationPrefs.updatedAt,
    })
    .from(notificationPrefs)
    .where(eq(notificationPrefs.userId, userId))
    .orderBy(asc(notificationPrefs.kind));
}

/** Devices with push turned on: the push service's address and when; the encryption keys are the device's, left out. */
export function exportPushDevices(db: Executor, userId: string) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/** Standing orders as a regular (docs/decisions/048-regulars.md), with the cook's name, and absences. */
export async function exportRegulars(db: Executor, userId: string) {
  const [standingOrders, away] = await Promise.all([
    db
      .select({
        cookId: regularSubscriptions.cookId,
        cookName: sql<string>`btrim(${profiles.firstName} || ' ' || ${profiles.lastName})`,
        weekdays: regularSubscriptions.weekdays,
        quantity: regularSubscriptions.quantity,
        createdAt: regularSubscriptions.createdAt,
      })
      .from(regularSubscriptions)
      .innerJoin(profiles, eq(profiles.userId, regularSubscriptions.cookId))
      .where(eq(regularSubscriptions.eaterId, userId))
      .orderBy(asc(regularSubscriptions.createdAt)),
    db
      .select({ from: absences.fromDate, to: absences.toDate, createdAt: absences.createdAt })
      .from(absences)
      .where(eq(absences.userId, userId))
      .orderBy(asc(absences.fromDate)),
  ]);
  return { standingOrders, absences: away };
}

/** The person's entries in fair draws (docs/features.md "Fair draw"): the meal, portions, weight, place and outcome. */
export async function exportDrawEntries(db: Executor, userId: string) {
  return db
    .select({
      mealTitle: meals.title,
      pickupDate: meals.pickupDate,
      quantity: mealDrawEntries.quantity,
      weight: mealDrawEntries.weight,
      position: mealDrawEntries.position,
      outcome: mealDrawEntries.outcome,
      createdAt: mealDrawEntries.createdAt,
    })
    .from(mealDrawEntries)
    .innerJoin(meals, eq(meals.id, mealDrawEntries.mealId))
    .where(eq(mealDrawEntries.userId, userId))
    .orderBy(asc(mealDrawEntries.createdAt));
}

/** Wishes the person posted (docs/features.md "Wish board") and the wishes they back, with their portions. */
export async function exportWishes(db: Executor, userId: string) {
  const [posted, backed] = await Promise.all([
    db
      .select({
        title: wishes.title,
        fromDate: wishes.fromDate,
        toDate: wishes.toDate,
        maxPriceCents: wishes.maxPriceCents,
        status: wishes.status,
        expiresAt: wishes.expiresAt,
        createdAt: wishes.createdAt,
      })
      .from(wishes)
      .where(eq(wishes.authorId, userId))
      .orderBy(asc(wishes.createdAt)),
    db
      .select({ title: wishes.title, quantity: wishBackings.quantity, createdAt: wishBackings.createdAt })
      .from(wishBackings)
      .innerJoin(wishes, eq(wishes.id, wishBackings.wishId))
      .where(eq(wishBackings.userId, userId))
      .orderBy(asc(wishBackings.createdAt)),
  ]);
  return { posted, backed };
}
