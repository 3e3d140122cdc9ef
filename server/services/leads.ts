// The access-request wizard's submission: one access_requests row exactly as the specification describes it and
// the first-party `lead_generated` event, in one transaction. Spam: a per-address limit, and a hidden field only
// robots fill in (answered like a success, stored nowhere). No third-party tracker.
import { ADMIN_PAGE_SIZE } from '../../shared/constants';
import { DomainError } from '../../shared/errors';
import type { AdminAccessRequestsQuery } from '../../shared/schemas/admin';
import { OFFICE_SIZE_BUCKETS, type LeadData } from '../../shared/schemas/leads';
import type { AdminActor, Visitor } from '../auth/auth-user';
import {
  insertAccessRequest,
  insertAnalyticsEvent,
  listAccessRequests,
  setAccessRequestContacted,
} from '../db/queries/leads';
import type { AppDeps } from '../deps';
import { recordAudit } from './audit';
import { LIMITS, takeAttempt, throttleKeys } from './throttle';

export async function submitLead(deps: AppDeps, visitor: Visitor, input: LeadData) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const user = visitor.user;
  await takeAttempt(db, [throttleKeys.leadIp(visitor.ip)], LIMITS.lead, now);
  if (input.website) return { status: 'received' as const };
  const note = JSON.stringify({
    name: input.name,
    role: input.role ?? '',
    phone: input.phone ?? '',
    cookingInterest: input.cookingInterest,
    currentSetup: input.currentSetup,
    startTimeframe: input.startTimeframe,
    submittedAt: now.toISOString(),
  });
  await db.transaction(async (tx) => {
    await insertAccessRequest(tx, {
      userId: user?.id ?? null,
      email: input.email,
      officeGuess: `${input.city}, ${OFFICE_SIZE_BUCKETS[input.officeSize]}`,
      note,
      now,
    });
    await insertAnalyticsEvent(tx, {
      name: 'lead_generated',
      category: 'conversion',
      label: 'wizard_completion',
      value: 1,
      userId: user?.id ?? null,
      now,
    });
  });
  return { status: 'received' as const };
}

// ---------------------------------------------------------------------------------------------------------------
// The admins' side (/admin/access-requests)

/** The note as the wizard wrote it (JSON text); null when it is not that (an old or hand-made row). */
function parseNote(note: string | null) {
  if (!note) return null;
  try {
    const value: unknown = JSON.parse(note);
    if (typeof value !== 'object' || value === null) return null;
    const field = (key: string) => {
      const item = (value as Record<string, unknown>)[key];
      return typeof item === 'string' ? item : '';
    };
    return {
      name: field('name'),
      role: field('role'),
      phone: field('phone'),
      cookingInterest: field('cookingInterest'),
      currentSetup: field('currentSetup'),
      startTimeframe: field('startTimeframe'),
      submittedAt: field('submittedAt'),
    };
  } catch {
    return null;
  }
}

/** The requests from the actor's organization's e-mail domains (every request for a super admin). */
export async function accessRequests(
  deps: AppDeps,
  actor: Pick<AdminActor, 'organizationId'>,
  query: AdminAccessRequestsQuery,
) {
  const rows = await listAccessRequests(deps.database.db, actor.organizationId, query, ADMIN_PAGE_SIZE + 1);
  const items = rows.slice(0, ADMIN_PAGE_SIZE);
  return {
    items: items.map(({ note, ...row }) => ({
      ...row,
      details: parseNote(note),
      rawNote: parseNote(note) ? null : note,
    })),
    nextCursor: rows.length > ADMIN_PAGE_SIZE ? { key: items.at(-1)!.createdAt, id: items.at(-1)!.id } : null,
  };
}

/** Marks a request contacted (or new again), with an audit row in the same transaction. */
export async function markContacted(
  deps: AppDeps,
  actor: Pick<AdminActor, 'id' | 'email' | 'organizationId'>,
  input: { id: string; contacted: boolean },
) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const at = input.contacted ? now : null;
    const before = await setAccessRequestContacted(tx, {
      id: input.id,
      by: input.contacted ? actor.id : null,
      at,
      scope: actor.organizationId,
    });
    if (!before) throw new DomainError('notFound');
    if ((before.contactedAt !== null) !== input.contacted) {
      await recordAudit(
        tx,
        actor,
        {
          action: input.contacted ? 'accessRequest.contacted' : 'accessRequest.reopened',
          targetType: 'accessRequest',
          targetId: input.id,
          targetLabel: before.email,
          before: { contactedAt: before.contactedAt?.toISOString() ?? null },
          after: { contactedAt: at?.toISOString() ?? null },
        },
        now,
      );
    }
    return { id: input.id, contactedAt: input.contacted ? (before.contactedAt ?? now) : null };
  });
}
