// The pure rules of conditional meals (server/domain/conditional-meals.ts): when a meal is still conditional, what
// the menu shows of it, how a minimum settles, and the minimum a claimed wish suggests.
import { describe, expect, it } from 'vitest';
import {
  committedPortions,
  conditionOf,
  conditionState,
  settledOutcome,
  suggestedMinimum,
} from '../../server/domain/conditional-meals';
import { CreateMealInput } from '../../shared/schemas/meals';

const CUTOFF = new Date('2026-11-20T16:00:00Z');
const BEFORE = new Date('2026-11-20T15:59:59Z');
const meal = (values: Partial<Parameters<typeof conditionState>[0]> = {}) => ({
  minimumPortions: 4,
  conditionOutcome: null,
  totalPortions: 6,
  availablePortions: 6,
  ...values,
});

describe('conditional meals', () => {
  it('counts the portions taken from the total as committed', () => {
    expect(committedPortions({ totalPortions: 6, availablePortions: 2 })).toBe(4);
  });

  it('goes ahead exactly when the committed portions reach the minimum', () => {
    expect(settledOutcome(3, 4)).toBe('calledOff');
    expect(settledOutcome(4, 4)).toBe('goesAhead');
    expect(settledOutcome(6, 4)).toBe('goesAhead');
  });

  it('is conditional before the cutoff while short of its minimum, settling after it until the tick runs', () => {
    expect(conditionState(meal({ minimumPortions: null }), CUTOFF, BEFORE)).toBe('ordinary');
    expect(conditionState(meal({ availablePortions: 3 }), CUTOFF, BEFORE)).toBe('conditional');
    expect(conditionState(meal({ availablePortions: 3 }), CUTOFF, CUTOFF)).toBe('settling');
    // A met minimum counts as going ahead even on a row read before the trigger's outcome.
    expect(conditionState(meal({ availablePortions: 2 }), CUTOFF, BEFORE)).toBe('goesAhead');
    expect(conditionState(meal({ availablePortions: 2 }), CUTOFF, CUTOFF)).toBe('goesAhead');
  });

  it('keeps a settled outcome whatever the portions do afterwards (a cancel never flips it back)', () => {
    expect(conditionState(meal({ conditionOutcome: 'goesAhead', availablePortions: 6 }), CUTOFF, CUTOFF)).toBe(
      'goesAhead',
    );
    expect(conditionState(meal({ conditionOutcome: 'calledOff', availablePortions: 6 }), CUTOFF, BEFORE)).toBe(
      'calledOff',
    );
  });

  it('shows the minimum only while the meal is conditional; an ordinary meal carries null', () => {
    expect(conditionOf(meal({ availablePortions: 5 }), CUTOFF, BEFORE)).toEqual({
      minimumPortions: 4,
      committedPortions: 1,
      condition: 'conditional',
    });
    expect(conditionOf(meal({ conditionOutcome: 'goesAhead', availablePortions: 1 }), CUTOFF, BEFORE)).toEqual({
      minimumPortions: null,
      committedPortions: 5,
      condition: 'goesAhead',
    });
    expect(conditionOf(meal({ minimumPortions: null }), CUTOFF, BEFORE).minimumPortions).toBeNull();
  });

  it("suggests the wish's backed portions as the minimum, at least 2 and at most the portions offered", () => {
    expect(suggestedMinimum(1, 10)).toBe(2);
    expect(suggestedMinimum(6, 10)).toBe(6);
    expect(suggestedMinimum(12, 8)).toBe(8);
  });
});

describe('the minimum in the shared meal schema', () => {
  const fields = {
    title: 'Vegetable lasagne',
    priceCents: 600,
    totalPortions: 6,
    pickupDate: '2026-11-21',
    pickupStart: '12:00',
    pickupEnd: '13:00',
    cutoffTime: '11:00',
    noAllergens: true,
  };
  const issues = (minimumPortions: unknown) => {
    const result = CreateMealInput.safeParse({ ...fields, minimumPortions });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes 2 up to the portions offered, or none (an ordinary meal)', () => {
    expect(issues(null)).toEqual([]);
    expect(issues(undefined)).toEqual([]);
    expect(issues(2)).toEqual([]);
    expect(issues(6)).toEqual([]);
    expect(CreateMealInput.parse(fields).minimumPortions).toBeNull();
  });

  it('refuses fewer than 2, more than the portions offered, and fractions, on the minimum field', () => {
    for (const bad of [1, 7, 2.5, '3']) expect(issues(bad)).toEqual([['minimumPortions', 'validation.minimumRange']]);
  });
});
