// The e-mail queue's SQL: enqueue (idempotent), what a claim reads (claiming, renewing and settling are the delivery
// queue's: server/db/queries/delivery-queue.ts), the recipient at send time, and the admin's reads.
import { emailEventInScope, type OrganizationScope } from './tenancy';
import { and, count, desc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EmailTemplateCode, Locale, OutboundStatus } from '../../../shared/enums';
import { rowsOf, type Executor } from '../client';
import { afterCursor } from './admin';
import { claimDue, type ClaimOptions } from './delivery-queue';
import { emailEvents, emailPrefs, profiles } from '../schema';

export interface NewEmailEvent {
  templateCode: EmailTemplateCode;
  recipientUserId: string | null;
  recipientEmail: string;
  locale?: Locale;
  payload?: Record<string, unknown>;
  idempotencyKey: string;
  nextAttemptAt?: Date;
}

/** Queues an e-mail unless one with the same key exists; true when this call queued it. */
export async function enqueueEmail(db: Executor, event: NewEmailEvent): Promise<boolean> {
  const rows = await db.insert(emailEvents).values(event).onConflictDoNothing().returning({ id: emailEvents.id });
  return rows.length > 0;
}

export interface ClaimedEvent {
  id: string;
  templateCode: EmailTemplateCode;
  recipientUserId: string | null;
  recipientEmail: string;
  locale: Locale;
  payload: Record<string, unknown>;
  attempts: number;
}

/** What a claim of an e-mail reads besides its id and attempts (server/outbound/queue.ts). */
export const EMAIL_EVENT_COLUMNS = sql`q.template_code as "templateCode", q.recipient_user_id as "recipientUserId",
  q.recipient_email as "recipientEmail", q.locale, q.payload`;

/** Claims due e-mails as a worker does (server/db/queries/delivery-queue.ts); tests play a worker that dies with it. */
export const claimEmailEvents = (db: Executor, opts: ClaimOptions) =>
  claimDue<ClaimedEvent>(db, emailEvents, EMAIL_EVENT_COLUMNS, opts);

/** The recipient's current e-mail, locale and preferences (read at send time). */
export async function recipientOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      locale: profiles.locale,
      transactional: emailPrefs.transactional,
      marketing: emailPrefs.marketing,
      hasPrefs: sql<boolean>`${emailPrefs.userId} is not null`,
    })
    .from(profiles)
    .leftJoin(emailPrefs, eq(emailPrefs.userId, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// The admin's queue page

export async function emailStatusCounts(db: Executor, scope: OrganizationScope) {
  const rows = await db
    .select({ status: emailEvents.status, n: count() })
    .from(emailEvents)
    .where(emailEventInScope(scope))
    .groupBy(emailEvents.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n])) as Partial<Record<OutboundStatus, number>>;
}

export async function listEmailEvents(
  db: Executor,
  scope: OrganizationScope,
  query: {
    status: OutboundStatus | null;
    templateCode: EmailTemplateCode | null;
    cursor: { key: Date; id: string } | null;
  },
  limit: number,
) {
  const filters: (SQL | undefined)[] = [emailEventInScope(scope)];
  if (query.status) filters.push(eq(emailEvents.status, query.status));
  if (query.templateCode) filters.push(eq(emailEvents.templateCode, query.templateCode));
  if (query.cursor) filters.push(afterCursor(emailEvents.createdAt, emailEvents.id, query.cursor));
  return db
    .select({
      id: emailEvents.id,
      templateCode: emailEvents.templateCode,
      recipientEmail: emailEvents.recipientEmail,
      status: emailEvents.status,
      attempts: emailEvents.attempts,
      nextAttemptAt: emailEvents.nextAttemptAt,
      sentAt: emailEvents.sentAt,
      error: emailEvents.error,
      createdAt: emailEvents.createdAt,
    })
    .from(emailEvents)
    .where(and(...filters))
    .orderBy(desc(emailEvents.createdAt), desc(emailEvents.id))
    .limit(limit);
}

/** Whether the event exists and its recipient is in scope (./tenancy.ts). */
export async function emailEventExists(db: Executor, id: string, scope: OrganizationScope) {
  const [row] = await db
    .select({ id: emailEvents.id })
    .from(emailEvents)
    .where(and(eq(emailEvents.id, id), emailEventInScope(scope)));
  return row !== undefined;
}

/** A failed event goes back to the queue, due now, with its attempts counted afresh. */
export async function retryFailedEmail(db: Executor, id: string, now: Date) {
  const rows = await db
    .update(emailEvents)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, error: null })
    .where(and(eq(emailEvents.id, id), eq(emailEvents.status, 'failed')))
    .returning({ id: emailEvents.id });
  return rows.length > 0;
}

/** A meal as the e-mails about it name it: title, price, day and window, office, cook. */
export interface MealEmailFacts {
  title: string;
  priceCents: number;
  pickupDate: string;
  pickupStart: string;
  pickupEnd: string;
  officeName: string;
  officeSlug: string;
  cookFirstName: string | null;
  cookLastName: string | null;
  cookEmail: string;
}

/** The columns of MealEmailFacts, from the rows mealEmailJoins adds. */
export const mealEmailColumns = sql`m.title, m.price_cents as "priceCents", m.pickup_date::text as "pickupDate",
             m.pickup_start::text as "pickupStart", m.pickup_end::text as "pickupEnd",
             o.name as "officeName", o.slug as "officeSlug",
             c.first_name as "cookFirstName", c.last_name as "cookLastName", c.email as "cookEmail"`;

/** The meal `m` of the id `mealId` (a column of the statement's row), its office `o` and its cook's profile `c`. */
export const mealEmailJoins = (mealId: SQL) => sql`join meals m on m.id = ${mealId}
        join offices o on o.id = m.office_id
        join profiles c on c.user_id = m.cook_id`;

/** What a preorder's e-mails say: the meal, its cook and office, the eater, the quantity. */
export async function preorderEmailFacts(db: Executor, preorderId: string) {
  const [row] = rowsOf<
    MealEmailFacts & {
      quantity: number;
      eaterFirstName: string;
      eaterLastName: string;
      eaterEmail: string;
      withdrawReason: string | null;
      timeZone: string;
    }
  >(
    await db.execute(sql`
      select p.quantity, ${mealEmailColumns},
             e.first_name as "eaterFirstName", e.last_name as "eaterLastName", e.email as "eaterEmail",
             m.withdraw_reason as "withdrawReason", o.time_zone as "timeZone"
        from preorders p
        ${mealEmailJoins(sql`p.meal_id`)}
        join profiles e on e.user_id = p.eater_id
       where p.id = ${preorderId}`),
  );
  return row;
}

/** A meal and its open reservations, for the cook's alert. */
export async function mealReservationFacts(db: Executor, mealId: string) {
  const [row] = rowsOf<{
    title: string;
    pickupDate: string;
    pickupStart: string;
    pickupEnd: string;
    reservations: { name: string; quantity: number }[];
  }>(
    await db.execute(sql`
      select m.title, m.pickup_date::text as "pickupDate", m.pickup_start::text as "pickupStart", m.pickup_end::text as "pickupEnd",
             coalesce((select json_agg(json_build_object('name', trim(e.first_name || ' ' || e.last_name), 'quantity', p.quantity) order by p.created_at)
                         from preorders p join profiles e on e.user_id = p.eater_id
                        where p.meal_id = m.id and p.status in ('reserved', 'active')), '[]'::json) as reservations
        from meals m where m.id = ${mealId}`),
  );
  return row;
}

export async function emailEventStatusByKey(db: Executor, key: string) {
  const [row] = await db
    .select({ status: emailEvents.status, error: emailEvents.error })
    .from(emailEvents)
    .where(eq(emailEvents.idempotencyKey, key));
  return row;
}

/**
 * Blanks what an e-mail said and to whom (payload, address, last error) once it is settled (sent, skipped or
 * failed) and older than `before`; the row stays as a record of which e-mail went out, so its idempotency key still
 * stops a second one for the same cause (docs/privacy.md). Returns how many were pruned.
 */
export async function pruneSettledEmails(db: Executor, before: Date) {
  const rows = await db
    .update(emailEvents)
    .set({ payload: {}, recipientEmail: '', error: null })
    .where(
      and(
        inArray(emailEvents.status, ['sent', 'skipped', 'failed']),
        lt(emailEvents.createdAt, before),
        or(ne(emailEvents.recipientEmail, ''), sql`${emailEvents.payload} <> '{}'::jsonb`),
      ),
    )
    .returning({ id: emailEvents.id });
  return rows.length;
}
