// The meal form's rules in the browser (client/features/cook/meal-form/meal-form-model.ts): the default cutoff and a
// new meal's values, the errors of each step, the "ordering already closed" hint, and what a reservation arriving
// while the form is open puts back. Times are the office's, whatever the device's own zone.
import { describe, expect, it } from 'vitest';
import type { CookMeal } from '../../../client/features/cook/cook-model';
import {
  claimValues,
  cutoffPassed,
  defaultCutoff,
  fieldErrors,
  keepSavedLockedFields,
  mealValues,
  newMealValues,
  SPEC_MEAL_DEFAULTS,
  STEP_COUNT,
  stepErrors,
  stepOf,
  type MealFormValues,
} from '../../../client/features/cook/meal-form/meal-form-model';
import { LOCKED_WHEN_RESERVED } from '../../../shared/schemas/meals';

const VILNIUS = 'Europe/Vilnius';
const NEW_YORK = 'America/New_York';
/** 11:00 in Vilnius (UTC+2 in November), 04:00 in New York. */
const MORNING = new Date('2026-11-26T09:00:00Z');

const valid = (overrides: Partial<MealFormValues> = {}): MealFormValues => ({
  title: 'Beet soup',
  priceCents: 450,
  description: '',
  totalPortions: 5,
  pickupDate: '2026-11-27',
  pickupStart: '12:30',
  pickupEnd: '13:30',
  cutoffDate: '2026-11-26',
  cutoffTime: '18:00',
  isActive: true,
  dietaryTags: [],
  allergens: ['celery'],
  noAllergens: false,
  ...overrides,
});
const context = { timeZone: VILNIUS, savedPickupDate: null, minPortions: 0, now: MORNING };

describe('the default cutoff', () => {
  it('is the evening before pickup at 18:00 while that is still ahead', () => {
    expect(defaultCutoff('2026-11-27', '12:30', VILNIUS, MORNING)).toEqual({
      cutoffDate: '2026-11-26',
      cutoffTime: '18:00',
    });
    // 15:59:59Z is 17:59:59 in Vilnius: one second left.
    expect(defaultCutoff('2026-11-27', '12:30', VILNIUS, new Date('2026-11-26T15:59:59Z')).cutoffDate).toBe(
      '2026-11-26',
    );
  });

  it('is the pickup date at the start of the pickup window once the evening before has come', () => {
    expect(defaultCutoff('2026-11-27', '12:30', VILNIUS, new Date('2026-11-26T16:00:00Z'))).toEqual({
      cutoffDate: '2026-11-27',
      cutoffTime: '12:30',
    });
    expect(defaultCutoff('2026-11-26', '12:00', VILNIUS, MORNING)).toEqual({
      cutoffDate: '2026-11-26',
      cutoffTime: '12:00',
    });
  });

  it("reads the evening in the office's zone, not the device's", () => {
    // 22:00Z: already midnight in Vilnius, but 17:00 in New York, where 18:00 is still an hour away.
    const late = new Date('2026-11-26T22:00:00Z');
    expect(defaultCutoff('2026-11-27', '12:30', NEW_YORK, late).cutoffDate).toBe('2026-11-26');
    expect(defaultCutoff('2026-11-27', '12:30', VILNIUS, late).cutoffDate).toBe('2026-11-27');
  });

  it("uses the office's cutoff time when admins set one", () => {
    expect(defaultCutoff('2026-11-27', '12:30', VILNIUS, MORNING, '17:00')).toEqual({
      cutoffDate: '2026-11-26',
      cutoffTime: '17:00',
    });
  });
});

describe('a new meal', () => {
  it("starts today in the office's zone, with the default window and cutoff, five portions, published", () => {
    expect(newMealValues(VILNIUS, MORNING)).toEqual({
      title: '',
      priceCents: undefined,
      description: '',
      totalPortions: 5,
      pickupDate: '2026-11-26',
      pickupStart: '12:30',
      pickupEnd: '13:30',
      // Today's meal: the evening before has passed, so ordering stays open until the food is there.
      cutoffDate: '2026-11-26',
      cutoffTime: '12:30',
      isActive: true,
      dietaryTags: [],
      allergens: [],
      noAllergens: false,
      // An ordinary meal, answering no wish (docs/features.md "Conditional meals").
      minimumPortions: null,
      wishId: null,
    });
  });

  it('a claimed wish gives the title, the price, its first day and the suggested minimum', () => {
    const fresh = newMealValues(VILNIUS, MORNING);
    const claim = {
      id: 'w',
      title: 'Lasagne',
      fromDate: '2026-11-28',
      maxPriceCents: 650,
      portions: 7,
      suggestedMinimum: 7,
    };
    expect(claimValues(fresh, claim)).toMatchObject({
      title: 'Lasagne',
      priceCents: 650,
      pickupDate: '2026-11-28',
      totalPortions: 7,
      minimumPortions: 7,
      wishId: 'w',
    });
    // A first day already past keeps today; no price leaves the price to the cook.
    expect(
      claimValues(fresh, { ...claim, fromDate: '2026-11-20', maxPriceCents: null, suggestedMinimum: 2 }),
    ).toMatchObject({ pickupDate: '2026-11-26', priceCents: undefined, totalPortions: 5, minimumPortions: 2 });
  });

  it("takes today from the office's calendar: after its midnight it is the next day", () => {
    const justAfterMidnight = new Date('2026-11-26T22:30:00Z');
    expect(newMealValues(VILNIUS, justAfterMidnight).pickupDate).toBe('2026-11-27');
    expect(newMealValues(NEW_YORK, justAfterMidnight).pickupDate).toBe('2026-11-26');
  });

  it("uses the office's pickup window and cutoff time", () => {
    const defaults = { pickupStart: '11:30', pickupEnd: '12:30', cutoffTime: '10:00' };
    const values = newMealValues(VILNIUS, new Date('2026-11-26T06:00:00Z'), defaults);
    expect(values).toMatchObject({ pickupStart: '11:30', pickupEnd: '12:30', cutoffTime: '11:30' });
    expect(SPEC_MEAL_DEFAULTS).toEqual({ pickupStart: '12:30', pickupEnd: '13:30', cutoffTime: '18:00' });
  });
});

describe("a step's errors", () => {
  it('none for a valid meal, which is then handed over as parsed', () => {
    const { errors, data } = fieldErrors(valid({ title: '  Beet soup  ' }), context);
    expect(errors).toEqual({});
    expect(data).toMatchObject({ title: 'Beet soup', priceCents: 450 });
  });

  it("the shared schema's first message for each field, and nothing to send", () => {
    const { errors, data } = fieldErrors(valid({ title: '', priceCents: undefined }), context);
    // An empty title breaks both the required and the length rule; the first one is shown.
    expect(errors).toEqual({ title: 'validation.titleRequired', priceCents: 'validation.priceRequired' });
    expect(data).toBeUndefined();
    // The rules between fields, once each field is fine on its own.
    expect(fieldErrors(valid({ pickupEnd: '12:00' }), context).errors).toEqual({
      pickupEnd: 'validation.pickupInvalid',
    });
    expect(fieldErrors(valid({ allergens: [], noAllergens: false }), context).errors).toEqual({
      allergens: 'validation.allergenDecision',
    });
  });

  it("refuses a pickup date before today in the office's zone", () => {
    expect(fieldErrors(valid({ pickupDate: '2026-11-25', cutoffDate: null }), context).errors).toEqual({
      pickupDate: 'validation.pastDate',
    });
    expect(fieldErrors(valid({ pickupDate: '2026-11-26', cutoffDate: null }), context).errors).toEqual({});
    // 22:30Z: the 26th is over in Vilnius, not yet in New York.
    const late = { ...context, now: new Date('2026-11-26T22:30:00Z') };
    const today = valid({ pickupDate: '2026-11-26', cutoffDate: null });
    expect(fieldErrors(today, late).errors).toEqual({ pickupDate: 'validation.pastDate' });
    expect(fieldErrors(today, { ...late, timeZone: NEW_YORK }).errors).toEqual({});
  });

  it('lets an edited meal keep the past pickup date it was saved with', () => {
    const past = valid({ pickupDate: '2026-11-20', cutoffDate: null });
    expect(fieldErrors(past, { ...context, savedPickupDate: '2026-11-20' }).errors).toEqual({});
  });

  it('refuses fewer portions than are already taken', () => {
    expect(fieldErrors(valid({ totalPortions: 2 }), { ...context, minPortions: 3 }).errors).toEqual({
      totalPortions: 'codes.portionsBelowReserved',
    });
    expect(fieldErrors(valid({ totalPortions: 3 }), { ...context, minPortions: 3 }).errors).toEqual({});
  });

  it("are shown on the step holding the field, and the form goes to a refused field's step", () => {
    const { errors } = fieldErrors(valid({ title: '', totalPortions: 0 }), context);
    expect(stepErrors(errors, 0)).toEqual([['title', 'validation.titleRequired']]);
    expect(stepErrors(errors, 1)).toEqual([['totalPortions', 'validation.portionsRange']]);
    expect(stepErrors(errors, 2)).toEqual([]);
    expect(STEP_COUNT).toBe(3);
    expect(stepOf('priceCents')).toBe(0);
    expect(stepOf('cutoffTime')).toBe(1);
    expect(stepOf('allergens')).toBe(1);
    expect(stepOf('somethingElse')).toBe(0);
  });
});

describe('the "ordering already closed" hint', () => {
  it('is on once the cutoff in the office zone is reached', () => {
    const values = valid({ pickupDate: '2026-11-26', cutoffDate: null, cutoffTime: '11:00' });
    expect(cutoffPassed(values, VILNIUS, new Date('2026-11-26T08:59:59Z'))).toBe(false);
    expect(cutoffPassed(values, VILNIUS, MORNING)).toBe(true);
    expect(cutoffPassed(values, NEW_YORK, MORNING)).toBe(false);
  });

  it('reads the cutoff date when there is one, and says nothing about an unfinished time', () => {
    expect(cutoffPassed(valid({ cutoffDate: '2026-11-25', cutoffTime: '18:00' }), VILNIUS, MORNING)).toBe(true);
    expect(cutoffPassed(valid({ cutoffDate: '2026-11-26', cutoffTime: '18:00' }), VILNIUS, MORNING)).toBe(false);
    expect(cutoffPassed(valid({ cutoffDate: '2026-11-25', cutoffTime: '18:' }), VILNIUS, MORNING)).toBe(false);
    expect(cutoffPassed(valid({ pickupDate: null, cutoffDate: null }), VILNIUS, MORNING)).toBe(false);
  });
});

describe('editing a meal', () => {
  const meal = {
    ...valid({ description: 'With dill', dietaryTags: ['vegetarian'] }),
    priceCents: 450,
    id: '00000000-0000-4000-8000-000000000001',
    availablePortions: 3,
    hasReservations: true,
  } as unknown as CookMeal;

  it("starts from the saved meal's values", () => {
    expect(mealValues(meal)).toEqual(valid({ description: 'With dill', dietaryTags: ['vegetarian'] }));
  });

  it('puts back the locked fields when someone reserved meanwhile, and keeps the rest as typed', () => {
    const typed = valid({
      title: 'Beet soup with kefir',
      priceCents: 500,
      pickupDate: '2026-11-28',
      pickupStart: '11:30',
      pickupEnd: '12:30',
      cutoffDate: null,
      cutoffTime: '10:00',
      totalPortions: 8,
      allergens: ['milk'],
    });
    expect(keepSavedLockedFields(typed, mealValues(meal))).toEqual({
      ...valid({ description: 'With dill', dietaryTags: ['vegetarian'] }),
      title: 'Beet soup with kefir',
      description: '',
      dietaryTags: [],
      totalPortions: 8,
      allergens: ['milk'],
    });
    expect(LOCKED_WHEN_RESERVED).toEqual([
      'priceCents',
      'pickupDate',
      'pickupStart',
      'pickupEnd',
      'cutoffDate',
      'cutoffTime',
    ]);
  });
});
