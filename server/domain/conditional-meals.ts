// Conditional meals without I/O (docs/features.md "Conditional meals"): whether a meal is still conditional, what
// the menu shows of it, how its minimum settles, and the minimum a claimed wish suggests. The database applies the
// same settlement (server/db/sql/settle_meal_condition.sql, settle_conditional_meals.sql); these rules say what the
// pages show and what the tests expect of it.
import type { MealConditionOutcome } from '../../shared/enums';

export interface ConditionFacts {
  minimumPortions: number | null;
  conditionOutcome: MealConditionOutcome | null;
  totalPortions: number;
  availablePortions: number;
}

/** Portions reserved so far: everything taken from the meal's total (reservations are the only takers). */
export const committedPortions = (meal: Pick<ConditionFacts, 'totalPortions' | 'availablePortions'>) =>
  meal.totalPortions - meal.availablePortions;

/** How a minimum settles given the portions committed: met goes ahead, anything less is called off. */
export const settledOutcome = (committed: number, minimum: number): MealConditionOutcome =>
  committed >= minimum ? 'goesAhead' : 'calledOff';

/**
 * The meal's condition: `ordinary` (no minimum), `conditional` (minimum not yet met, ordering open), `settling` (the
 * cutoff passed and the minute tick has not settled it yet), or its outcome once settled.
 */
export function conditionState(
  meal: ConditionFacts,
  cutoff: Date,
  now: Date,
): 'ordinary' | 'conditional' | 'settling' | MealConditionOutcome {
  if (meal.minimumPortions === null) return 'ordinary';
  if (meal.conditionOutcome !== null) return meal.conditionOutcome;
  // The trigger settles a met minimum in the reservation's own statement; this mirrors it for a row read before.
  if (committedPortions(meal) >= meal.minimumPortions) return 'goesAhead';
  return now.getTime() < cutoff.getTime() ? 'conditional' : 'settling';
}

/**
 * What the menu and the cook's card carry: the minimum and the portions so far while the meal is conditional
 * ("Goes ahead at N, M so far"); the outcome once settled. An ordinary meal carries nulls.
 */
export function conditionOf(meal: ConditionFacts, cutoff: Date, now: Date) {
  const state = conditionState(meal, cutoff, now);
  const open = state === 'conditional' || state === 'settling';
  return {
    minimumPortions: open ? meal.minimumPortions : null,
    committedPortions: committedPortions(meal),
    condition: state,
  };
}

/** The minimum a cook claiming a wish starts from: the portions its backers asked for, at least 2, at most `total`. */
export const suggestedMinimum = (backedPortions: number, total: number) => Math.max(2, Math.min(backedPortions, total));
