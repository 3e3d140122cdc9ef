// Saving the meal form: create (or a weekly series), or update when something changed since the last save. A
// refused save keeps everything typed, shows the catalogue text, marks the fields the server named and goes to
// their step.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateMealInput } from '../../../../shared/schemas/meals';
import { trpc } from '../../../app/trpc';
import { appError } from '../../../lib/app-error';
import { notifications } from '../../../lib/toast';
import { useFormat } from '../../../lib/use-format';
import type { CookMeal } from '../cook-model';
import {
  keepSavedLockedFields,
  mealValues,
  stepOf,
  type FieldErrors,
  type MealField,
  type MealFormValues,
} from './meal-form-model';
import type { SeriesChoice } from './series-fields';
import { drawUntilOf, NO_DRAW, type DrawChoice } from './draw-fields';
import type { MealFields } from './use-meal-fields';

/** The values as the server would store them, to tell whether anything changed since the last save. */
const savedForm = (values: MealFormValues): string | null => {
  const parsed = CreateMealInput.safeParse(values);
  return parsed.success ? JSON.stringify(parsed.data) : null;
};

interface Options {
  fields: MealFields;
  initialMeal: CookMeal | null;
  mealId: string | null;
  setMealId: (id: string) => void;
  /** Asks the server for the saved meal again (reservations may have come). */
  refetchLive: () => Promise<{ data?: CookMeal | undefined }>;
  go: (step: number) => void;
  invalidateLists: () => Promise<unknown>;
  onCreated: (meal: CookMeal) => void;
  onClose: () => void;
}

export function useMealSave(options: Options) {
  const { fields, initialMeal, mealId, setMealId, refetchLive, go, invalidateLists, onCreated, onClose } = options;
  const { t } = useTranslation(['cook', 'errors']);
  const utils = trpc.useUtils();
  const format = useFormat();
  const [saved, setSaved] = useState<string | null>(() => (initialMeal ? savedForm(mealValues(initialMeal)) : null));
  const [saving, setSaving] = useState(false);
  const [series, setSeries] = useState<SeriesChoice>({ repeat: false, weekdays: [], weeks: 2 });
  const [draw, setDraw] = useState<DrawChoice>(NO_DRAW);
  const create = trpc.meals.create.useMutation();
  const createSeries = trpc.meals.createSeries.useMutation();
  const update = trpc.meals.update.useMutation();

  /** The catalogue text as a toast; the fields it concerns marked, and their step shown. */
  const refuse = (error: unknown) => {
    const info = appError(error);
    notifications.show({ color: 'red', title: t('toast.saveFailed'), message: t(`errors:codes.${info.code}`) });
    const marked: FieldErrors = {};
    for (const issue of info.issues) {
      const field = issue.path.split('.')[0] as MealField;
      if (field && field in fields.values) marked[field] ??= issue.message;
    }
    if (info.code === 'portionsBelowReserved') marked.totalPortions = 'codes.portionsBelowReserved';
    if (info.code === 'pickupDateInPast') marked.pickupDate = 'validation.pastDate';
    if (info.code === 'cutoffAfterPickup') {
      marked.cutoffTime = 'codes.cutoffAfterPickup';
      fields.setAdvancedOpen(true);
    }
    if (info.code === 'mealHasReservations') {
      // Someone reserved while the form was open: what can no longer change goes back to the saved values (the
      // lock notice says why); everything else typed stays, so Update saves it.
      void refetchLive().then(({ data }) => {
        if (!data) return;
        fields.setValues((v) => keepSavedLockedFields(v, mealValues(data)));
      });
    }
    if (info.code === 'portionsBelowReserved') void refetchLive();
    fields.setServerErrors(marked);
    const first = Object.keys(marked)[0];
    if (first) go(stepOf(first));
  };

  /** Saves the fields (create, or update when changed); false when refused or invalid. */
  const save = async (): Promise<'created' | 'series' | 'updated' | 'unchanged' | false> => {
    fields.setShowAll(true);
    const { check } = fields;
    if (!check.data) {
      const first = Object.keys(check.errors)[0];
      if (first) go(stepOf(first));
      return false;
    }
    const data = check.data;
    const json = JSON.stringify(data);
    if (mealId !== null && json === saved) return 'unchanged';
    setSaving(true);
    try {
      if (mealId === null && series.repeat) {
        if (series.weekdays.length === 0) return false;
        const { pickupDate: _date, cutoffDate, ...rest } = data;
        const result = await createSeries.mutateAsync({
          ...rest,
          weekdays: series.weekdays,
          weeks: series.weeks,
          cutoffDayBefore: cutoffDate !== null,
        });
        const skipped = result.skipped.map((day) => format.date(day.date, 'weekday')).join(', ');
        notifications.show({
          color: 'teal',
          message: [
            t('form.series.created', { count: result.meals.length }),
            skipped ? t('form.series.skipped', { days: skipped }) : '',
          ]
            .join(' ')
            .trim(),
        });
        void invalidateLists();
        onClose();
        return 'series';
      }
      if (mealId === null) {
        const drawUntil = drawUntilOf(draw);
        if (drawUntil === undefined) return false;
        const meal = await create.mutateAsync({ ...data, drawUntil });
        utils.meals.get.setData({ id: meal.id }, meal);
        setMealId(meal.id);
        setSaved(json);
        notifications.show({ color: 'teal', message: t('toast.created') });
        onCreated(meal);
        void invalidateLists();
        return 'created';
      }
      const meal = await update.mutateAsync({ id: mealId, ...data });
      utils.meals.get.setData({ id: mealId }, meal);
      setSaved(json);
      void invalidateLists();
      return 'updated';
    } catch (error) {
      refuse(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { saving, setSaving, series, setSeries, draw, setDraw, refuse, save };
}
