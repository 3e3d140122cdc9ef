// The meal form: three steps with Back and Next, Next enabled only when the step's
// fields are valid by the shared schema. Creating saves the meal when leaving step 2 (photos need a meal to belong
// to), then photos are uploaded on step 3; editing saves everything with Update on the last step. A refused save
// keeps everything typed, shows the catalogue text, marks the fields the server named and goes to their step.
import { Alert, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { notifications } from '../../../lib/toast';
import { skipToken } from '@tanstack/react-query';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateMealInput } from '../../../../shared/schemas/meals';
import { trpc } from '../../../app/trpc';
import { appError } from '../../../lib/app-error';
import { useFormat } from '../../../lib/use-format';
import type { CookMeal, CookPhoto } from '../cook-model';
import { BasicsStep } from './basics-step';
import { DetailsStep, type PickupChange } from './details-step';
import {
  defaultCutoff,
  fieldErrors,
  keepSavedLockedFields,
  mealValues,
  newMealValues,
  SPEC_MEAL_DEFAULTS,
  type OfficeMealDefaults,
  STEP_COUNT,
  stepErrors,
  stepOf,
  type FieldErrors,
  type MealField,
  type MealFormValues,
} from './meal-form-model';
import { PhotosStep } from './photos-step';
import { SeriesFields, type SeriesChoice } from './series-fields';
import { usePhotoUploads } from './use-photo-uploads';

interface MealFormProps {
  mode: 'create' | 'edit';
  /** The saved meal: when editing, or when a create session is reloaded after the meal was saved. */
  meal: CookMeal | null;
  timeZone: string;
  /** The office's pickup window and cutoff time a new meal starts from. */
  defaults?: OfficeMealDefaults;
  mobile: boolean;
  touchDevice: boolean;
  onCreated: (meal: CookMeal) => void;
  onClose: () => void;
}

const STEP_KEYS = ['basics', 'details', 'photos'] as const;
const TIME = /^\d\d:\d\d$/;

/** The values as the server would store them, to tell whether anything changed since the last save. */
const savedForm = (values: MealFormValues): string | null => {
  const parsed = CreateMealInput.safeParse(values);
  return parsed.success ? JSON.stringify(parsed.data) : null;
};

export function MealForm({
  mode,
  meal: initialMeal,
  timeZone,
  defaults = SPEC_MEAL_DEFAULTS,
  mobile,
  touchDevice,
  onCreated,
  onClose,
}: MealFormProps) {
  const { t } = useTranslation(['cook', 'errors', 'common']);
  const utils = trpc.useUtils();
  const [values, setValues] = useState<MealFormValues>(() =>
    initialMeal ? mealValues(initialMeal) : newMealValues(timeZone, new Date(), defaults),
  );
  const [mealId, setMealId] = useState<string | null>(initialMeal?.id ?? null);
  const [saved, setSaved] = useState<string | null>(() => (initialMeal ? savedForm(mealValues(initialMeal)) : null));
  const [step, setStep] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<MealField>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [cutoffCustom, setCutoffCustom] = useState(initialMeal !== null);
  const [advancedOpen, setAdvancedOpen] = useState(mode === 'edit');
  const [saving, setSaving] = useState(false);
  const [photos, setPhotos] = useState<CookPhoto[]>(initialMeal?.photos ?? []);
  const [savedOrder, setSavedOrder] = useState<string[]>(() => initialMeal?.photos.map((photo) => photo.id) ?? []);
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusMove, setFocusMove] = useState<{ id: string; move: 'earlier' | 'later' } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [movedStep, setMovedStep] = useState(false);

  // The saved meal as the server has it now: reservations arriving while the form is open lock fields.
  const live = trpc.meals.get.useQuery(mealId ? { id: mealId } : skipToken);
  const current = live.data ?? initialMeal;
  const locked = current?.hasReservations ?? false;
  const minPortions = current ? current.totalPortions - current.availablePortions : 0;

  const check = fieldErrors(values, { timeZone, savedPickupDate: initialMeal?.pickupDate ?? null, minPortions });
  const { t: tErrors } = useTranslation('errors');
  /** A schema message or catalogue code (validation.*, codes.*) in the current language. */
  const errorText = (key: string): string => tErrors(key as 'codes.generic');
  const errorOf = (field: MealField) => {
    const key = serverErrors[field] ?? (showAll || touched.has(field) ? check.errors[field] : undefined);
    return key ? errorText(key) : undefined;
  };

  const create = trpc.meals.create.useMutation();
  const createSeries = trpc.meals.createSeries.useMutation();
  const [series, setSeries] = useState<SeriesChoice>({ repeat: false, weekdays: [], weeks: 2 });
  const format = useFormat();
  const update = trpc.meals.update.useMutation();
  const setPhotoOrder = trpc.meals.setPhotos.useMutation();
  const removePhoto = trpc.meals.removePhoto.useMutation();

  const { uploads, add, retry, dismiss, busy } = usePhotoUploads((photo) => {
    setPhotos((list) => [...list, photo]);
    setSavedOrder((order) => [...order, photo.id]);
    setFreshIds((ids) => new Set(ids).add(photo.id));
  });

  useEffect(() => {
    // A new step: its heading takes focus, so a screen reader hears where it is (not on the first opening).
    if (movedStep) heading.current?.focus();
  }, [step, movedStep]);

  useEffect(() => {
    // After a move, focus stays on the moved photo's button (or its other one at an end of the row).
    if (!focusMove) return;
    const button = (move: string) =>
      document.querySelector<HTMLButtonElement>(`[data-photo="${focusMove.id}"][data-move="${move}"]`);
    const target = button(focusMove.move);
    (target && !target.disabled ? target : button(focusMove.move === 'earlier' ? 'later' : 'earlier'))?.focus();
  }, [photos, focusMove]);

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

  const go = (next: number) => {
    setMovedStep(true);
    setStep(next);
  };

  const invalidateLists = () =>
    Promise.all([
      utils.meals.mine.invalidate(),
      utils.meals.dashboard.invalidate(),
      utils.preorders.forCook.invalidate(),
    ]);

  /** The catalogue text as a toast; the fields it concerns marked, and their step shown. */
  const refuse = (error: unknown) => {
    const info = appError(error);
    notifications.show({ color: 'red', title: t('toast.saveFailed'), message: t(`errors:codes.${info.code}`) });
    const fields: FieldErrors = {};
    for (const issue of info.issues) {
      const field = issue.path.split('.')[0] as MealField;
      if (field && field in values) fields[field] ??= issue.message;
    }
    if (info.code === 'portionsBelowReserved') fields.totalPortions = 'codes.portionsBelowReserved';
    if (info.code === 'pickupDateInPast') fields.pickupDate = 'validation.pastDate';
    if (info.code === 'cutoffAfterPickup') {
      fields.cutoffTime = 'codes.cutoffAfterPickup';
      setAdvancedOpen(true);
    }
    if (info.code === 'mealHasReservations') {
      // Someone reserved while the form was open: what can no longer change goes back to the saved values (the
      // lock notice says why); everything else typed stays, so Update saves it.
      void live.refetch().then(({ data }) => {
        if (!data) return;
        setValues((v) => keepSavedLockedFields(v, mealValues(data)));
      });
    }
    if (info.code === 'portionsBelowReserved') void live.refetch();
    setServerErrors(fields);
    const first = Object.keys(fields)[0];
    if (first) go(stepOf(first));
  };

  /** Saves the fields (create, or update when changed); false when refused or invalid. */
  const save = async (): Promise<'created' | 'series' | 'updated' | 'unchanged' | false> => {
    setShowAll(true);
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
        const { pickupDate: _date, cutoffDate, ...fields } = data;
        const result = await createSeries.mutateAsync({
          ...fields,
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
        const meal = await create.mutateAsync(data);
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
    let reordered = false;
    const order = photos.map((photo) => photo.id);
    if (mealId && order.join() !== savedOrder.join()) {
      setSaving(true);
      try {
        const meal = await setPhotoOrder.mutateAsync({ mealId, photoIds: order });
        utils.meals.get.setData({ id: mealId }, meal);
        setSavedOrder(meal.photos.map((photo) => photo.id));
        reordered = true;
        void invalidateLists();
      } catch (error) {
        refuse(error);
        return;
      } finally {
        setSaving(false);
      }
    }
    if (result === 'updated' || reordered) notifications.show({ color: 'teal', message: t('toast.updated') });
    if (freshIds.size > 0) void invalidateLists();
    onClose();
  };

  const move = (photoId: string, by: -1 | 1) => {
    const from = photos.findIndex((photo) => photo.id === photoId);
    const to = from + by;
    if (from === -1 || to < 0 || to >= photos.length) return;
    const list = [...photos];
    [list[from], list[to]] = [list[to]!, list[from]!];
    setPhotos(list);
    setFocusMove({ id: photoId, move: by === -1 ? 'earlier' : 'later' });
    setAnnouncement(t('form.photos.moved', { position: to + 1, count: list.length }));
  };

  const remove = async (photo: CookPhoto) => {
    if (!mealId) return;
    setRemoving(photo.id);
    try {
      const meal = await removePhoto.mutateAsync({ mealId, photoId: photo.id });
      utils.meals.get.setData({ id: mealId }, meal);
      setPhotos((list) => list.filter((other) => other.id !== photo.id));
      setSavedOrder(meal.photos.map((other) => other.id));
      notifications.show({ color: 'teal', message: t('toast.photoRemoved') });
      void invalidateLists();
      heading.current?.focus();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('toast.removeFailed'),
        message: t(`errors:codes.${appError(error).code}`),
      });
    } finally {
      setRemoving(null);
    }
  };

  const missing = stepErrors(check.errors, step);
  const stepValid = missing.length === 0;
  const stepProps = { values, setField, errorOf, touch, locked };
  const lastStep = step === STEP_COUNT - 1;

  return (
    <Stack gap="lg">
      <Stepper
        active={step}
        onStepClick={(index) => index < step && go(index)}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={32}
      >
        {STEP_KEYS.map((key, index) =>
          // On a phone the circles alone (the heading below names the step), so the three fit on one line; their
          // names then start with the number they show.
          mobile ? (
            <Stepper.Step key={key} aria-label={`${index + 1}. ${t(`form.steps.${key}`)}`} />
          ) : (
            <Stepper.Step key={key} label={t(`form.steps.${key}`)} description={t(`form.steps.${key}Hint`)} />
          ),
        )}
      </Stepper>

      <Title order={3} fz="lg" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {t('form.stepTitle', { step: step + 1, total: STEP_COUNT, name: t(`form.steps.${STEP_KEYS[step]!}`) })}
      </Title>

      {locked && step < 2 && (
        <Alert color="yellow" icon={<IconLock size={18} />} title={t('form.locked.title')}>
          <Text size="sm">{t('form.locked.text')}</Text>
        </Alert>
      )}

      {step === 0 && <BasicsStep {...stepProps} autoFocus={!movedStep} />}
      {step === 1 && (
        <DetailsStep
          {...stepProps}
          timeZone={timeZone}
          minPortions={minPortions}
          setPickup={setPickup}
          advancedOpen={advancedOpen}
          onAdvancedToggle={() => setAdvancedOpen((open) => !open)}
        />
      )}
      {step === 1 && mode === 'create' && mealId === null && <SeriesFields value={series} onChange={setSeries} />}
      {step === 2 && mealId && (
        <PhotosStep
          mealTitle={values.title}
          photos={photos}
          uploads={uploads}
          freshIds={freshIds}
          onFiles={(files) => add(mealId, files, photos.length)}
          onMove={move}
          onRemove={(photo) => void remove(photo)}
          removing={removing}
          onRetry={(upload) => retry(mealId, upload)}
          onDismiss={dismiss}
          touch={touchDevice}
          announcement={announcement}
        />
      )}

      <Stack
        gap={6}
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        {!stepValid && !lastStep && (
          <Text size="sm" c="dimmed" id="meal-form-missing">
            {t('form.stillNeeded', { fields: missing.map(([field]) => t(`form.fieldNames.${field}`)).join(', ') })}
          </Text>
        )}
        {lastStep && busy && (
          <Text size="sm" c="dimmed">
            {t('form.photos.waitForUploads')}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap">
          {step > 0 ? (
            <Button variant="default" onClick={() => go(step - 1)} disabled={saving} style={{ flexShrink: 0 }}>
              {t('form.back')}
            </Button>
          ) : (
            <Button variant="default" onClick={onClose} style={{ flexShrink: 0 }}>
              {t('common:actions.cancel')}
            </Button>
          )}
          {lastStep ? (
            <Button onClick={() => void finish()} loading={saving} disabled={busy}>
              {mode === 'edit' ? t('form.update') : t('form.done')}
            </Button>
          ) : (
            <Button onClick={() => void next()} loading={saving} disabled={!stepValid}>
              {step === 1 && mode === 'create' && mealId === null
                ? series.repeat
                  ? t('form.series.publish')
                  : t('form.saveAndNext')
                : t('form.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </Stack>
  );
}
