// Access requests from the landing page's wizard, and first-party analytics events.
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminAccessRequestsQuery } from '../../../shared/schemas/admin';
import type { Executor } from '../client';
import { accessRequests, analyticsEvents, profiles } from '../schema';
import { afterCursor } from './admin';
import { accessRequestInScope, type OrganizationScope } from './tenancy';

export async function insertAccessRequest(
  db: Executor,
  input: { userId: string | null; email: string; officeGuess: string; note: string; now: Date },
) {
  const [row] = await db
    .insert(accessRequests)
    .values({
      userId: input.userId,
      email: input.email,
      officeGuess: input.officeGuess,
      orgGuess: null,
      note: input.note,
      createdAt: input.now,
    })
    .returning({ id: accessRequests.id });
  return row!;
}

export async function insertAnalyticsEvent(
  db: Executor,
  input: {
    name: string;
    category: string;
    label: string;
    value: number;
    userId: string | null;
    props?: Record<string, string>;
    now: Date;
  },
) {
  await db.insert(analyticsEvents).values({
    name: input.name,
    category: input.category,
    label: input.label,
    value: input.value,
    userId: input.userId,
    props: input.props ?? {},
    createdAt: input.now,
  });
}

/**
 * Access requests of the scope (an organization's: those from its e-mail domains), newest first (a keyset page):
 * all, only new ones, or only contacted ones.
 */
export async function listAccessRequests(
  db: Executor,
  scope: OrganizationScope,
  query: AdminAccessRequestsQuery,
  limit: number,
) {
  const filters: (SQL | undefined)[] = [accessRequestInScope(scope)];
  if (query.state === 'new') filters.push(isNull(accessRequests.contactedAt));
  if (query.state === 'contacted') filters.push(isNotNull(accessRequests.contactedAt));
  if (query.cursor) filters.push(afterCursor(accessRequests.createdAt, accessRequests.id, query.cursor));
  return db
    .select({
      id: accessRequests.id,
      email: accessRequests.email,
      officeGuess: accessRequests.officeGuess,
      note: accessRequests.note,
      createdAt: accessRequests.createdAt,
      contactedAt: accessRequests.contactedAt,
      contactedByEmail: profiles.email,
      signedIn: sql<boolean>`${accessRequests.userId} is not null`,
    })
    .from(accessRequests)
    .leftJoin(profiles, eq(profiles.userId, accessRequests.contactedBy))
    .where(and(...filters))
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
    .limit(limit);
}

/**
 * Marks a request contacted (by whom, when) or new again, unless it already is; the state before, or undefined
 * when there is no such request.
 */
export async function setAccessRequestContacted(
  db: Executor,
  input: { id: string; by: string | null; at: Date | null; scope: OrganizationScope },
) {
  const [before] = await db
    .select({ email: accessRequests.email, contactedAt: accessRequests.contactedAt })
    .from(accessRequests)
    .where(and(eq(accessRequests.id, input.id), accessRequestInScope(input.scope)))
    .for('update');
  if (!before) return undefined;
  if ((before.contactedAt !== null) === (input.at !== null)) return before;
  await db
    .update(accessRequests)
    .set({ contactedAt: input.at, contactedBy: input.by })
    .where(eq(accessRequests.id, input.id));
  return before;
}

/** Requests of the scope nobody has contacted yet, for the admin dashboard. */
export async function newAccessRequestCount(db: Executor, scope: OrganizationScope) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(accessRequests)
    .where(and(isNull(accessRequests.contactedAt), accessRequestInScope(scope)));
  return row!.count;
}
