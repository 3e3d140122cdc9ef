// The meal form's values and rules: defaults for a new meal, the values of a meal being
// edited, which step each field belongs to (MEAL_FORM_STEPS), and the errors of each step from the shared schema
// the server uses (messages are errors:validation.* keys). Plus the rules the schema cannot know in the browser:
// a pickup date not in the past in the office's time zone.
import { DEFAULT_CUTOFF_TIME, DEFAULT_PICKUP } from '../../../../shared/constants';
import type { Allergen, DietaryTag } from '../../../../shared/enums';
import {
  CreateMealInput,
  LOCKED_WHEN_RESERVED,
  MEAL_FORM_STEPS,
  type CreateMealData,
} from '../../../../shared/schemas/meals';
import { addDays, localDate, zonedInstant } from '../../../../shared/office-time';
import type { CookMeal } from '../cook-model';

export interface MealFormValues {
  title: string;
  /** Undefined while the price field is empty or not yet a price in whole cents. */
  priceCents: number | undefined;
  description: string;
  totalPortions: number;
  pickupDate: string | null;
  pickupStart: string;
  pickupEnd: string;
  cutoffDate: string | null;
  cutoffTime: string;
  isActive: boolean;
  dietaryTags: DietaryTag[];
  allergens: Allergen[];
  noAllergens: boolean;
  /**
   * A new meal's minimum (docs/features.md "Conditional meals"), null for an ordinary meal; absent when editing (the
   * minimum is set on create only), which hides its field.
   */
  minimumPortions?: number | null;
  /** The wish a new meal answers (a cook claiming it from the wish board), or null. */
  wishId?: string | null;
}
export type MealField = keyof MealFormValues;

export const STEP_COUNT = MEAL_FORM_STEPS.length;

/**
 * The default cutoff: the evening before pickup at 18:00, or, when that has already passed, the pickup date at the
 * start of the pickup window (ordering stays open until the food is there).
 */
export function defaultCutoff(
  pickupDate: string,
  pickupStart: string,
  timeZone: string,
  now = new Date(),
  cutoffTime: string = DEFAULT_CUTOFF_TIME,
) {
  const eveningBefore = addDays(pickupDate, -1);
  if (zonedInstant(eveningBefore, cutoffTime, timeZone).getTime() > now.getTime()) {
    return { cutoffDate: eveningBefore, cutoffTime };
  }
  return { cutoffDate: pickupDate, cutoffTime: pickupStart };
}

/** The pickup window and cutoff time a new meal starts from: the office's (set by admins), else the product's defaults. */
export interface OfficeMealDefaults {
  pickupStart: string;
  pickupEnd: string;
  cutoffTime: string;
}
export const SPEC_MEAL_DEFAULTS: OfficeMealDefaults = {
  pickupStart: DEFAULT_PICKUP.start,
  pickupEnd: DEFAULT_PICKUP.end,
  cutoffTime: DEFAULT_CUTOFF_TIME,
};

/** A new meal: today, the office's pickup window (12:30-13:30 unless set), the default cutoff, published. */
export function newMealValues(
  timeZone: string,
  now = new Date(),
  defaults: OfficeMealDefaults = SPEC_MEAL_DEFAULTS,
): MealFormValues {
  const today = localDate(now, timeZone);
  return {
    title: '',
    priceCents: undefined,
    description: '',
    totalPortions: 5,
    pickupDate: today,
    pickupStart: defaults.pickupStart,
    pickupEnd: defaults.pickupEnd,
    ...defaultCutoff(today, defaults.pickupStart, timeZone, now, defaults.cutoffTime),
    isActive: true,
    dietaryTags: [],
    allergens: [],
    noAllergens: false,
    minimumPortions: null,
    wishId: null,
  };
}

/** What the meal form starts from when a cook claims a wish (wishes.forClaim). */
export interface WishClaim {
  id: string;
  title: string;
  fromDate: string | null;
  maxPriceCents: number | null;
  portions: number;
  suggestedMinimum: number;
}

/** A new meal answering a wish: its title, price and first day, and a minimum of what its backers asked for. */
export function claimValues(values: MealFormValues, claim: WishClaim): MealFormValues {
  const totalPortions = Math.max(values.totalPortions, claim.suggestedMinimum);
  const pickupDate =
    claim.fromDate && values.pickupDate && claim.fromDate > values.pickupDate ? claim.fromDate : values.pickupDate;
  return {
    ...values,
    title: claim.title,
    priceCents: claim.maxPriceCents ?? values.priceCents,
    totalPortions,
    pickupDate,
    minimumPortions: Math.min(claim.suggestedMinimum, totalPortions),
    wishId: claim.id,
  };
}

export function mealValues(meal: CookMeal): MealFormValues {
  return {
    title: meal.title,
    priceCents: meal.priceCents,
    description: meal.description,
    totalPortions: meal.totalPortions,
    pickupDate: meal.pickupDate,
    pickupStart: meal.pickupStart,
    pickupEnd: meal.pickupEnd,
    cutoffDate: meal.cutoffDate,
    cutoffTime: meal.cutoffTime,
    isActive: meal.isActive,
    dietaryTags: meal.dietaryTags,
    allergens: meal.allergens,
    noAllergens: meal.noAllergens,
  };
}

/**
 * The values typed, with the fields locked once reserved (shared/schemas/meals.ts) put back to the saved meal's:
 * what the form keeps when someone reserved while it was open.
 */
export function keepSavedLockedFields(typed: MealFormValues, saved: MealFormValues): MealFormValues {
  return { ...typed, ...Object.fromEntries(LOCKED_WHEN_RESERVED.map((field) => [field, saved[field]])) };
}

export type FieldErrors = Partial<Record<MealField, string>>;

export interface CheckContext {
  timeZone: string;
  /** The pickup date the meal was saved with: an unchanged past date is not an error (the server agrees). */
  savedPickupDate: string | null;
  /** Portions already taken (reserved or collected): the total cannot go below. */
  minPortions: number;
  now?: Date;
}

/** Every field's first error (an errors:* key), from the shared schema and the office-time rules. */
export function fieldErrors(
  values: MealFormValues,
  context: CheckContext,
): { errors: FieldErrors; data?: CreateMealData } {
  const errors: FieldErrors = {};
  const result = CreateMealInput.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as MealField;
      errors[field] ??= issue.message;
    }
  }
  const today = localDate(context.now ?? new Date(), context.timeZone);
  if (
    !errors.pickupDate &&
    values.pickupDate &&
    values.pickupDate !== context.savedPickupDate &&
    values.pickupDate < today
  ) {
    errors.pickupDate = 'validation.pastDate';
  }
  if (!errors.totalPortions && values.totalPortions < context.minPortions)
    errors.totalPortions = 'codes.portionsBelowReserved';
  return { errors, data: Object.keys(errors).length === 0 && result.success ? result.data : undefined };
}

/** The errors of one step's fields. */
export function stepErrors(errors: FieldErrors, step: number): [MealField, string][] {
  const fields = (MEAL_FORM_STEPS[step] ?? []) as readonly MealField[];
  return fields.flatMap((field) => (errors[field] ? [[field, errors[field]] as [MealField, string]] : []));
}

/** The step holding a field (for jumping to the first field the server refused). */
export const stepOf = (field: string): number => {
  const index = MEAL_FORM_STEPS.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index === -1 ? 0 : index;
};

/** Whether ordering would already be closed with these values (a hint, not an error: the cook may mean it). */
export function cutoffPassed(values: MealFormValues, timeZone: string, now = new Date()): boolean {
  if (!values.pickupDate || !/^\d\d:\d\d$/.test(values.cutoffTime)) return false;
  return zonedInstant(values.cutoffDate ?? values.pickupDate, values.cutoffTime, timeZone).getTime() <= now.getTime();
}
