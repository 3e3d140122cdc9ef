// The wish board's rules that need no database (docs/features.md "Wish board").
import { WISH_LIMITS } from '../../shared/constants';
import { addDays } from '../../shared/office-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A wish's days must lie between today and the horizon (office dates); none at all means any day. */
export function wishDaysAllowed(days: { fromDate?: string; toDate?: string }, today: string) {
  const last = addDays(today, WISH_LIMITS.horizonDays);
  return [days.fromDate, days.toDate].every((day) => day === undefined || (day >= today && day <= last));
}

/** When a wish posted now leaves the board unless a cook claims it. */
export const wishExpiresAt = (now: Date) => new Date(now.getTime() + WISH_LIMITS.lifetimeDays * DAY_MS);
