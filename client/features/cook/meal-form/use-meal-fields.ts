// The meal form's fields: their values, which were touched, the server's errors on them, and the rules that move
// a cutoff the cook never set along with the pickup. Errors show once a field was touched or a save was tried.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CookMeal } from '../cook-model';
import type { PickupChange } from './step-props';
import {
  claimValues,
  defaultCutoff,
  fieldErrors,
  mealValues,
  newMealValues,
  type FieldErrors,
  type MealField,
  type MealFormValues,
  type OfficeMealDefaults,
  type WishClaim,
} from './meal-form-model';

const TIME = /^\d\d:\d\d$/;

interface Options {
  mode: 'create' | 'edit';
  initialMeal: CookMeal | null;
  /** A new meal answering a wish starts from it (claimValues). */
  claim?: WishClaim | null;
  timeZone: string;
  defaults: OfficeMealDefaults;
  /** Portions already reserved: the total cannot go below them. */
  minPortions: number;
}

export function useMealFields({ mode, initialMeal, claim = null, timeZone, defaults, minPortions }: Options) {
  const [values, setValues] = useState<MealFormValues>(() => {
    if (initialMeal) return mealValues(initialMeal);
    const fresh = newMealValues(timeZone, new Date(), defaults);
    return claim ? claimValues(fresh, claim) : fresh;
  });
  const [touched, setTouched] = useState<ReadonlySet<MealField>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [cutoffCustom, setCutoffCustom] = useState(initialMeal !== null);
  const [advancedOpen, setAdvancedOpen] = useState(mode === 'edit');

  const check = fieldErrors(values, { timeZone, savedPickupDate: initialMeal?.pickupDate ?? null, minPortions });
  const { t: tErrors } = useTranslation('errors');
  /** A schema message or catalogue code (validation.*, codes.*) in the current language. */
  const errorText = (key: string): string => tErrors(key as 'codes.generic');
  const errorOf = (field: MealField) => {
    const key = serverErrors[field] ?? (showAll || touched.has(field) ? check.errors[field] : undefined);
    return key ? errorText(key) : undefined;
  };

  const clearServerError = (fields: MealField[]) =>
    setServerErrors((errors) =>
      fields.some((field) => errors[field])
        ? Object.fromEntries(Object.entries(errors).filter(([key]) => !fields.includes(key as MealField)))
        : errors,
    );

  const setField = <K extends MealField>(field: K, value: MealFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearServerError([field]);
    if (field === 'cutoffDate' || field === 'cutoffTime') setCutoffCustom(true);
  };

  /** Pickup changes move a cutoff the cook never set along with them (the evening before, or the pickup start). */
  const setPickup = (change: PickupChange) => {
    setValues((v) => {
      const next = { ...v, ...change };
      if (!cutoffCustom && next.pickupDate && TIME.test(next.pickupStart))
        Object.assign(
          next,
          defaultCutoff(next.pickupDate, next.pickupStart, timeZone, new Date(), defaults.cutoffTime),
        );
      return next;
    });
    clearServerError(['pickupDate', 'pickupStart', 'pickupEnd', 'cutoffDate', 'cutoffTime']);
  };

  const touch = (field: MealField) => setTouched((set) => (set.has(field) ? set : new Set(set).add(field)));

  return {
    values,
    setValues,
    check,
    errorOf,
    setField,
    setPickup,
    touch,
    setShowAll,
    setServerErrors,
    advancedOpen,
    setAdvancedOpen,
  };
}

export type MealFields = ReturnType<typeof useMealFields>;
