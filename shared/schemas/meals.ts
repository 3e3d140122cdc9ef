// Inputs of the meals router and the cook's part of preorders, shared with the meal form. The
// server enforces every rule here; the form uses the same schema step by step. Messages are translation
// keys (errors:validation.*).
import { z } from 'zod';
import { MEAL_LIMITS, SERIES_LIMITS } from '../constants';
import { ALLERGENS, DIETARY_TAGS } from '../enums';
import { COOK_MEAL_STATUSES, COOK_PREORDER_FILTERS } from '../url-filters';
import { UuidField, isStorableText, text } from './common';

/** 'YYYY-MM-DD', a real calendar date. */
export const DateField = z
  .string({ error: 'validation.dateRequired' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.dateInvalid' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { error: 'validation.dateInvalid' },
  );

/** 'HH:MM', 00:00 to 23:59. */
export const TimeField = z
  .string({ error: 'validation.pickupRequired' })
  .min(1, { error: 'validation.pickupRequired' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.pickupFormat' });

export const MealTitleField = z
  .string({ error: 'validation.titleRequired' })
  .trim()
  .min(1, { error: 'validation.titleRequired' })
  .min(MEAL_LIMITS.titleMin, { error: 'validation.titleLength' })
  .max(MEAL_LIMITS.titleMax, { error: 'validation.titleLength' })
  .refine(isStorableText, { error: 'validation.invalidCharacters' });

/** Whole cents, 50 to 5000 (0.50 to 50.00 euro in steps of 0.01). */
export const PriceCentsField = z
  .number({ error: 'validation.priceRequired' })
  .int({ error: 'validation.priceStep' })
  .min(MEAL_LIMITS.priceMinCents, { error: 'validation.priceRange' })
  .max(MEAL_LIMITS.priceMaxCents, { error: 'validation.priceRange' });

export const PortionsField = z
  .number({ error: 'validation.portionsRequired' })
  .int({ error: 'validation.portionsRange' })
  .min(MEAL_LIMITS.portionsMin, { error: 'validation.portionsRange' })
  .max(MEAL_LIMITS.portionsMax, { error: 'validation.portionsRange' });

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const mealShape = {
  title: MealTitleField,
  description: text(MEAL_LIMITS.descriptionMax).trim().default(''),
  priceCents: PriceCentsField,
  totalPortions: PortionsField,
  pickupDate: DateField,
  pickupStart: TimeField,
  pickupEnd: TimeField,
  /** Null: ordering closes on the pickup date at the cutoff time. */
  cutoffDate: DateField.nullable().default(null),
  cutoffTime: TimeField,
  /** Publish immediately: the meal is on the menu (active) as soon as it is saved. */
  isActive: z.boolean().default(true),
  dietaryTags: z
    .array(z.enum(DIETARY_TAGS))
    .max(DIETARY_TAGS.length)
    .refine((list) => new Set(list).size === list.length, { error: 'validation.duplicate' })
    .default([]),
  allergens: z
    .array(z.enum(ALLERGENS))
    .max(ALLERGENS.length)
    .refine((list) => new Set(list).size === list.length, { error: 'validation.duplicate' })
    .default([]),
  /** "Contains none of the 14 allergens", confirmed by the cook. */
  noAllergens: z.boolean().default(false),
};

type MealFields = {
  pickupStart: string;
  pickupEnd: string;
  pickupDate: string;
  cutoffDate: string | null;
  allergens: readonly string[];
  noAllergens: boolean;
};

/** The rules between fields, shared by create and update (and the form's last step). */
function mealRules(meal: MealFields, ctx: z.RefinementCtx) {
  if (minutes(meal.pickupStart) >= minutes(meal.pickupEnd)) {
    ctx.addIssue({ code: 'custom', path: ['pickupEnd'], message: 'validation.pickupInvalid' });
  }
  if (meal.cutoffDate !== null && meal.cutoffDate > meal.pickupDate) {
    ctx.addIssue({ code: 'custom', path: ['cutoffDate'], message: 'validation.cutoffAfterPickup' });
  }
  // An allergen decision is required: some ticked, or "none of the 14" confirmed, and never both.
  if (meal.allergens.length > 0 === meal.noAllergens) {
    ctx.addIssue({ code: 'custom', path: ['allergens'], message: 'validation.allergenDecision' });
  }
}

export const MealFieldsInput = z.object(mealShape);
export type MealFieldsInput = z.input<typeof MealFieldsInput>;

/**
 * A conditional meal's minimum (docs/features.md "Conditional meals"): it goes ahead only if at least this many
 * portions are reserved by the cutoff. Null: an ordinary meal. At least 2, at most the portions offered.
 */
export const MinimumPortionsField = z
  .number({ error: 'validation.minimumRange' })
  .int({ error: 'validation.minimumRange' })
  .min(2, { error: 'validation.minimumRange' })
  .max(MEAL_LIMITS.portionsMax, { error: 'validation.minimumRange' })
  .nullable()
  .default(null);

/**
 * Fair draw (docs/features.md "Fair draw"): share the portions by a draw whose window ends at this office date and
 * time (after now, at most the cutoff: the server checks both); null: an ordinary meal.
 */
export const DrawUntilField = z.object({ date: DateField, time: TimeField }).nullable().default(null);

/** Fields only a new meal has: its minimum, the wish it answers (a cook claiming a wish) and its draw. */
const createOnlyShape = {
  minimumPortions: MinimumPortionsField,
  wishId: UuidField.nullable().default(null),
  drawUntil: DrawUntilField,
};

function minimumRules(meal: { minimumPortions: number | null; totalPortions: number }, ctx: z.RefinementCtx) {
  if (meal.minimumPortions !== null && meal.minimumPortions > meal.totalPortions) {
    ctx.addIssue({ code: 'custom', path: ['minimumPortions'], message: 'validation.minimumRange' });
  }
}

export const CreateMealInput = MealFieldsInput.extend(createOnlyShape).superRefine((meal, ctx) => {
  mealRules(meal, ctx);
  minimumRules(meal, ctx);
});
export type CreateMealInput = z.input<typeof CreateMealInput>;
export type CreateMealData = z.output<typeof CreateMealInput>;

export const UpdateMealInput = z.object({ id: UuidField, ...mealShape }).superRefine(mealRules);
export type UpdateMealInput = z.input<typeof UpdateMealInput>;
export type UpdateMealData = z.output<typeof UpdateMealInput>;

/** ISO weekdays, 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const SeriesWeekdaysField = z
  .array(z.number().int().min(1, { error: 'validation.weekdayInvalid' }).max(7, { error: 'validation.weekdayInvalid' }))
  .min(1, { error: 'validation.weekdaysRequired' })
  .max(7)
  .refine((list) => new Set(list).size === list.length, { error: 'validation.duplicate' });

export const SeriesWeeksField = z
  .number({ error: 'validation.seriesWeeksRange' })
  .int({ error: 'validation.seriesWeeksRange' })
  .min(SERIES_LIMITS.weeksMin, { error: 'validation.seriesWeeksRange' })
  .max(SERIES_LIMITS.weeksMax, { error: 'validation.seriesWeeksRange' });

/**
 * A weekly series: the meal's fields without a date (the server computes the dates from the weekdays and weeks in
 * the office's time zone). Ordering closes at the cutoff time on the day before each pickup day, or on the day
 * itself when `cutoffDayBefore` is false (one cutoff date cannot fit every day of the series).
 */
export const CreateSeriesInput = MealFieldsInput.omit({ pickupDate: true, cutoffDate: true })
  .extend({ weekdays: SeriesWeekdaysField, weeks: SeriesWeeksField, cutoffDayBefore: z.boolean().default(true) })
  .superRefine((series, ctx) => mealRules({ ...series, pickupDate: '9999-12-31', cutoffDate: null }, ctx));
export type CreateSeriesInput = z.input<typeof CreateSeriesInput>;
export type CreateSeriesData = z.output<typeof CreateSeriesInput>;

export const StopSeriesInput = z.object({ mealId: UuidField });

/** The fields of each step of the meal form (Next is enabled when they are valid). */
export const MEAL_FORM_STEPS = [
  ['title', 'priceCents', 'description'],
  [
    'totalPortions',
    'pickupDate',
    'pickupStart',
    'pickupEnd',
    'cutoffDate',
    'cutoffTime',
    'isActive',
    'dietaryTags',
    'allergens',
    'noAllergens',
    'minimumPortions',
  ],
  [],
] as const satisfies readonly (readonly (keyof typeof mealShape | keyof typeof createOnlyShape)[])[];

/**
 * What cannot change once anyone has reserved the meal: what the eaters agreed to pay, and when they pick it up and
 * may cancel. The server refuses such an edit (mealHasReservations, server/services/cook.ts); the form locks the
 * fields (client/features/cook/meal-form/).
 */
export const LOCKED_WHEN_RESERVED = [
  'priceCents',
  'pickupDate',
  'pickupStart',
  'pickupEnd',
  'cutoffDate',
  'cutoffTime',
] as const satisfies readonly (keyof typeof mealShape)[];
export type LockedWhenReserved = (typeof LOCKED_WHEN_RESERVED)[number];
export type LockedMealValues = Pick<CreateMealData, LockedWhenReserved>;

/** The locked fields an edit changes (none: it may be saved while the meal is reserved). */
export const changedLockedFields = (saved: LockedMealValues, edited: LockedMealValues): LockedWhenReserved[] =>
  LOCKED_WHEN_RESERVED.filter((field) => saved[field] !== edited[field]);

export const MineMealsInput = z
  .object({
    status: z.enum(COOK_MEAL_STATUSES).default('all'),
    /** The last meal of the previous page (keyset paging). */
    cursor: UuidField.nullable().default(null),
  })
  .default({ status: 'all', cursor: null });

export const MealIdInput = z.object({ id: UuidField });
export const SetMealActiveInput = z.object({ id: UuidField, active: z.boolean() });
export const WithdrawMealInput = z.object({ id: UuidField, reason: text(300).trim().optional() });
export const DuplicateMealInput = z.object({ id: UuidField, pickupDate: DateField });
export const ReorderPhotosInput = z.object({
  mealId: UuidField,
  photoIds: z
    .array(UuidField)
    .max(MEAL_LIMITS.photosMax)
    .refine((list) => new Set(list).size === list.length, { error: 'validation.duplicate' }),
});
export const RemovePhotoInput = z.object({ mealId: UuidField, photoId: UuidField });

export const ForCookInput = z
  .object({
    status: z.enum(COOK_PREORDER_FILTERS).default('all'),
    mealId: UuidField.nullable().default(null),
    /** The last preorder of the previous page (keyset paging). */
    cursor: UuidField.nullable().default(null),
  })
  .default({ status: 'all', mealId: null, cursor: null });

export const PreorderIdInput = z.object({ preorderId: UuidField });

/** Euro text typed in a form ("5.50", "5,5") to cents, or null when it is not a price in whole cents. */
export function eurosToCents(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
