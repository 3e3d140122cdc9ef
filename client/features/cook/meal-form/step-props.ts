import type { MealField, MealFormValues } from './meal-form-model';

/** Group labels look like the inputs' own labels. */
export const LABEL_WEIGHT = 'var(--mantine-font-weight-medium)';

export type PickupChange = Partial<Pick<MealFormValues, 'pickupDate' | 'pickupStart' | 'pickupEnd'>>;

/** What every step of the meal form gets from the form. */
export interface StepProps {
  values: MealFormValues;
  setField: <K extends MealField>(field: K, value: MealFormValues[K]) => void;
  /** The text of the field's error once it should show (touched, or after a refused save), else undefined. */
  errorOf: (field: MealField) => string | undefined;
  touch: (field: MealField) => void;
  /** Price, pickup date, window and cutoff cannot change (the meal has reservations). */
  locked: boolean;
}
