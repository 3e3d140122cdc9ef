// The access-request wizard's submission: one access_requests row exactly as SPEC.md section 3 describes it and
// the first-party `lead_generated` event, in one transaction. Spam: a per-address limit, and a hidden field only
// robots fill in (answered like a success, stored nowhere). No third-party tracker.
import { OFFICE_SIZE_BUCKETS, type LeadData } from '../../shared/schemas/leads';
import type { AuthUser } from '../auth/auth-user';
import { insertAccessRequest, insertAnalyticsEvent } from '../db/queries/leads';
import type { AppDeps } from '../deps';
import { LIMITS, takeAttempt, throttleKeys } from './throttle';

export async function submitLead(deps: AppDeps, user: AuthUser | null, input: LeadData, request: { ip: string; now: Date }) {
  const db = deps.database.db;
  await takeAttempt(db, [throttleKeys.leadIp(request.ip)], LIMITS.lead, request.now);
  if (input.website) return { status: 'received' as const };
  const note = JSON.stringify({
    name: input.name,
    role: input.role ?? '',
    phone: input.phone ?? '',
    cookingInterest: input.cookingInterest,
    currentSetup: input.currentSetup,
    startTimeframe: input.startTimeframe,
    submittedAt: request.now.toISOString(),
  });
  await db.transaction(async (tx) => {
    await insertAccessRequest(tx, {
      userId: user?.id ?? null,
      email: input.email,
      officeGuess: `${input.city}, ${OFFICE_SIZE_BUCKETS[input.officeSize]}`,
      note,
      now: request.now,
    });
    await insertAnalyticsEvent(tx, {
      name: 'lead_generated',
      category: 'conversion',
      label: 'wizard_completion',
      value: 1,
      userId: user?.id ?? null,
      now: request.now,
    });
  });
  return { status: 'received' as const };
}
