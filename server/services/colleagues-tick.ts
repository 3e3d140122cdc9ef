// The minute tick of issue 14's features, on every instance (each step is conditional, so running it twice at
// once does each thing once): waitlists whose ordering closed are closed and their people told (WAITLIST_CLOSED),
// and hand-over offers past their time expire.
import { Cron } from 'croner';
import type { Database } from '../db/client';
import { closeDueWaitlists } from '../db/queries/waitlist';
import { settleDueOffers } from './handovers';

export const COLLEAGUES_TICK_PATTERN = '* * * * *';

export async function runColleaguesTick(db: Database, now: Date) {
  const waitlistsClosed = await closeDueWaitlists(db, now);
  const offersSettled = await settleDueOffers(db, now);
  return { waitlistsClosed, offersSettled };
}

/** Starts the tick; returns its stop function. */
export function startColleaguesTick(db: Database, now: () => Date, onError: (error: unknown) => void) {
  const job = new Cron(COLLEAGUES_TICK_PATTERN, { protect: true, catch: onError }, async () => {
    await runColleaguesTick(db, now());
  });
  return () => job.stop();
}
