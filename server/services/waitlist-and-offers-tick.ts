// The minute tick of the waitlists and hand-over offers, on every instance (each step is conditional, so running it twice at
// once does each thing once): waitlists whose ordering closed are closed and their people told (WAITLIST_CLOSED),
// hand-over offers past their time expire, conditional meals past their cutoff are settled, and fair draws whose
// window closed run (server/services/draws.ts).
import { Cron } from 'croner';
import type { AppDeps } from '../deps';
import { closeDueWaitlists } from '../db/queries/waitlist';
import { runDueDraws } from './draws';
import { settleDueOffers } from './handovers';
import { settleConditionalMeals } from './conditional-meals';

/** Every minute, or every `seconds` (a divisor of 60 keeps the beats even) when set lower (TICK_SECONDS). */
export const colleaguesTickPattern = (seconds = 60) => (seconds >= 60 ? '* * * * *' : `*/${seconds} * * * * *`);

export type TickDeps = Pick<AppDeps, 'database' | 'clock'>;

export async function runWaitlistAndOffersTick(tickDeps: TickDeps) {
  // One instant for every step: a draw whose window ends at the cutoff is due in the very tick whose settling step
  // sees the cutoff passed, so it is drawn before a minimum is judged (docs/features.md "Conditional meals").
  const at = tickDeps.clock.now();
  const deps = { ...tickDeps, clock: { now: () => at } };
  // Draws first: a draw whose window ended at the cutoff puts its losers on the waitlist that closes next, and its
  // winners count towards a conditional meal's minimum before the cutoff's step settles it.
  const drawsRun = await runDueDraws(deps);
  const waitlistsClosed = await closeDueWaitlists(deps.database.db, deps.clock.now());
  const offersSettled = await settleDueOffers(deps);
  // Conditional meals whose cutoff passed go ahead or are called off (docs/features.md "Conditional meals").
  const conditionalMealsSettled = await settleConditionalMeals(deps);
  return { waitlistsClosed, offersSettled, drawsRun, conditionalMealsSettled };
}

/** Starts the tick; returns its stop function. */
export function startWaitlistAndOffersTick(deps: TickDeps, onError: (error: unknown) => void, seconds = 60) {
  const job = new Cron(colleaguesTickPattern(seconds), { protect: true, catch: onError }, async () => {
    await runWaitlistAndOffersTick(deps);
  });
  return () => job.stop();
}
