// The meal form: three steps with Back and Next, Next enabled only when the step's
// fields are valid by the shared schema. Creating saves the meal when leaving step 2 (photos need a meal to belong
// to), then photos are uploaded on step 3; editing saves everything with Update on the last step. A refused save
// keeps everything typed, shows the catalogue text, marks the fields the server named and goes to their step.
import { Stack } from '@mantine/core';
import { notifications } from '../../../lib/toast';
import { skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../app/trpc';
import type { CookMeal } from '../cook-model';
import { BasicsStep } from './basics-step';
import { DetailsStep } from './details-step';
import { MealFormFooter } from './meal-form-footer';
import { MealFormHeader } from './meal-form-header';
import { SPEC_MEAL_DEFAULTS, type OfficeMealDefaults, stepErrors, type WishClaim } from './meal-form-model';
import { PhotosStep } from './photos-step';
import { SeriesFields } from './series-fields';
import { DrawFields } from './draw-fields';
import { useMealFields } from './use-meal-fields';
import { useMealPhotos } from './use-meal-photos';
import { useMealSave } from './use-meal-save';
import { useStep } from './use-step';

interface MealFormProps {
  mode: 'create' | 'edit';
  /** The saved meal: when editing, or when a create session is reloaded after the meal was saved. */
  meal: CookMeal | null;
  /** The wish a new meal answers (docs/features.md "Conditional meals"), or null. */
  claim?: WishClaim | null;
  timeZone: string;
  /** The office's pickup window and cutoff time a new meal starts from. */
  defaults?: OfficeMealDefaults;
  mobile: boolean;
  touchDevice: boolean;
  onCreated: (meal: CookMeal) => void;
  onClose: () => void;
}

export function MealForm({
  mode,
  meal: initialMeal,
  claim = null,
  timeZone,
  defaults = SPEC_MEAL_DEFAULTS,
  mobile,
  touchDevice,
  onCreated,
  onClose,
}: MealFormProps) {
  const { t } = useTranslation('cook');
  const utils = trpc.useUtils();
  const [mealId, setMealId] = useState<string | null>(initialMeal?.id ?? null);
  const { step, go, heading, movedStep } = useStep();

  // The saved meal as the server has it now: reservations arriving while the form is open lock fields.
  const live = trpc.meals.get.useQuery(mealId ? { id: mealId } : skipToken);
  const current = live.data ?? initialMeal;
  const locked = current?.hasReservations ?? false;
  const minPortions = current ? current.totalPortions - current.availablePortions : 0;
  const fields = useMealFields({ mode, initialMeal, claim, timeZone, defaults, minPortions });
  const { values, check } = fields;

  const invalidateLists = () =>
    Promise.all([
      utils.meals.mine.invalidate(),
      utils.meals.dashboard.invalidate(),
      utils.preorders.forCook.invalidate(),
      utils.wishes.list.invalidate(),
    ]);

  const { saving, setSaving, series, setSeries, draw, setDraw, refuse, save } = useMealSave({
    fields,
    initialMeal,
    mealId,
    setMealId,
    refetchLive: live.refetch,
    go,
    invalidateLists,
    onCreated,
    onClose,
  });
  const photos = useMealPhotos({ initialMeal, mealId, heading, invalidateLists, refuse, setSaving });

  const next = async () => {
    if (step === 0) return go(1);
    // Creating: the meal is saved here, so photos have a meal to belong to.
    const result = mode === 'create' ? await save() : 'unchanged';
    if (result === false || result === 'series') return;
    go(2);
  };

  const finish = async () => {
    const result = await save();
    if (result === false) return;
    const reordered = await photos.saveOrder();
    if (reordered === null) return;
    if (result === 'updated' || reordered) notifications.show({ color: 'teal', message: t('toast.updated') });
    if (photos.freshIds.size > 0) void invalidateLists();
    onClose();
  };

  const stepProps = { values, setField: fields.setField, errorOf: fields.errorOf, touch: fields.touch, locked };
  const creatingOne = mode === 'create' && mealId === null;

  return (
    <Stack gap="lg">
      <MealFormHeader
        step={step}
        mobile={mobile}
        locked={locked}
        headingRef={heading}
        onStepClick={(index) => index < step && go(index)}
      />

      {step === 0 && <BasicsStep {...stepProps} autoFocus={!movedStep} />}
      {step === 1 && (
        <DetailsStep
          {...stepProps}
          timeZone={timeZone}
          minPortions={minPortions}
          wish={claim}
          // A weekly series has no minimum (docs/features.md "Conditional meals").
          offerMinimum={!(creatingOne && series.repeat)}
          setPickup={fields.setPickup}
          advancedOpen={fields.advancedOpen}
          onAdvancedToggle={() => fields.setAdvancedOpen((open) => !open)}
        />
      )}
      {step === 1 && creatingOne && (
        <SeriesFields
          value={series}
          onChange={(next) => {
            setSeries(next);
            if (next.repeat && values.minimumPortions) fields.setField('minimumPortions', null);
          }}
        />
      )}
      {step === 1 && creatingOne && !series.repeat && (
        <DrawFields
          value={draw}
          onChange={setDraw}
          cutoffDate={values.cutoffDate ?? values.pickupDate}
          cutoffTime={values.cutoffTime}
        />
      )}
      {step === 2 && mealId && (
        <PhotosStep mealId={mealId} mealTitle={values.title} photos={photos} touch={touchDevice} />
      )}

      <MealFormFooter
        step={step}
        mode={mode}
        missing={stepErrors(check.errors, step)}
        busy={photos.busy}
        saving={saving}
        publishes={creatingOne ? (series.repeat ? 'series' : 'meal') : null}
        onBack={() => go(step - 1)}
        onCancel={onClose}
        onNext={() => void next()}
        onFinish={() => void finish()}
      />
    </Stack>
  );
}
