// Step 2 of the meal form: portions (minus/plus), pickup date (past days disabled, in the office's time zone), the
// three pickup presets or a manual window, the advanced cutoff and publish switch, diet tags, and the allergen
// decision (tick the allergens, or confirm none of the 14). Price-like fields lock once people have reserved.
import {
  ActionIcon,
  Button,
  Checkbox,
  Chip,
  Collapse,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { DatePickerInput, DatesProvider, TimeInput } from '@mantine/dates';
import { IconCalendar, IconChevronDown, IconClock, IconLeaf, IconMinus, IconPlus } from '@tabler/icons-react';
import 'dayjs/locale/lt';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_LIMITS, PICKUP_PRESETS } from '../../../../shared/constants';
import { DIETARY_TAGS, type DietaryTag } from '../../../../shared/enums';
import { AllergenPicker } from '../../../components/food/allergens';
import { useFormat } from '../../../lib/use-format';
import { localDate } from '../../../../shared/office-time';
import { cutoffPassed, type MealFormValues } from './meal-form-model';
import type { StepProps } from './step-props';
import { trpc } from '../../../app/trpc';

/** How many regulars a meal on this day would serve (docs/decisions/048-regulars.md); nothing while none. */
function RegularsOnDay({ date }: { date: string | null }) {
  const { t } = useTranslation('cook');
  const valid = !!date && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const count = trpc.regulars.countFor.useQuery({ date: date ?? '' }, { enabled: valid });
  if (!valid || !count.data || count.data.regulars === 0) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="regulars-on-day" aria-live="polite">
      {t('form.regularsDay', { count: count.data.regulars, portions: count.data.portions })}
    </Text>
  );
}

/** Group labels look like the inputs' own labels. */
const LABEL_WEIGHT = 'var(--mantine-font-weight-medium)';

export type PickupChange = Partial<Pick<MealFormValues, 'pickupDate' | 'pickupStart' | 'pickupEnd'>>;

interface DetailsStepProps extends StepProps {
  timeZone: string;
  /** Portions already taken (reserved or collected): the total cannot go below. */
  minPortions: number;
  setPickup: (change: PickupChange) => void;
  advancedOpen: boolean;
  onAdvancedToggle: () => void;
}

/** Mantine's date pickers: the interface language, weeks from Monday, dates written the local way. */
export function useDateSettings() {
  const { t, i18n } = useTranslation('cook');
  const locale = (i18n.resolvedLanguage ?? i18n.language) === 'lt' ? 'lt' : 'en';
  return {
    locale,
    valueFormat: locale === 'lt' ? 'YYYY [m.] MMMM D [d.], dddd' : 'dddd, MMMM D, YYYY',
    ariaLabels: {
      nextMonth: t('form.calendar.nextMonth'),
      previousMonth: t('form.calendar.previousMonth'),
      nextYear: t('form.calendar.nextYear'),
      previousYear: t('form.calendar.previousYear'),
      nextDecade: t('form.calendar.nextDecade'),
      previousDecade: t('form.calendar.previousDecade'),
      monthLevelControl: t('form.calendar.monthLevel'),
      yearLevelControl: t('form.calendar.yearLevel'),
    },
  };
}

export function DetailsStep(props: DetailsStepProps) {
  const { values, setField, errorOf, touch, locked, timeZone, minPortions, setPickup, advancedOpen, onAdvancedToggle } =
    props;
  const { t } = useTranslation(['cook', 'menu']);
  const format = useFormat();
  const dates = useDateSettings();
  const today = localDate(new Date(), timeZone);
  const advancedId = useId();
  const dietId = useId();
  const portions = values.totalPortions;
  const setPortions = (next: number) =>
    setField('totalPortions', Math.min(MEAL_LIMITS.portionsMax, Math.max(MEAL_LIMITS.portionsMin, next)));
  const cutoffSummary =
    values.pickupDate && /^\d\d:\d\d$/.test(values.cutoffTime)
      ? t('form.cutoffSummary', {
          date: format.date(values.cutoffDate ?? values.pickupDate, 'weekday'),
          time: format.time(values.cutoffTime),
        })
      : '';

  return (
    <DatesProvider settings={{ locale: dates.locale, firstDayOfWeek: 1 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Text component="label" htmlFor={`${dietId}-portions`} size="md" fw={LABEL_WEIGHT}>
            {t('form.portions')}{' '}
            <Text span c="red" aria-hidden>
              *
            </Text>
          </Text>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label={t('form.portionsLess')}
              disabled={portions <= Math.max(MEAL_LIMITS.portionsMin, minPortions)}
              onClick={() => setPortions(portions - 1)}
            >
              <IconMinus size={18} />
            </ActionIcon>
            <NumberInput
              id={`${dietId}-portions`}
              required
              value={portions}
              onChange={(value) =>
                setField('totalPortions', typeof value === 'number' ? value : Number.parseInt(value, 10) || 0)
              }
              onBlur={() => touch('totalPortions')}
              min={MEAL_LIMITS.portionsMin}
              max={MEAL_LIMITS.portionsMax}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              hideControls
              w={96}
              error={errorOf('totalPortions') ? true : undefined}
              aria-describedby={`${dietId}-portions-hint`}
              styles={{ input: { textAlign: 'center' } }}
            />
            <ActionIcon
              variant="default"
              aria-label={t('form.portionsMore')}
              disabled={portions >= MEAL_LIMITS.portionsMax}
              onClick={() => setPortions(portions + 1)}
            >
              <IconPlus size={18} />
            </ActionIcon>
          </Group>
          <Text size="sm" c={errorOf('totalPortions') ? 'red' : 'dimmed'} id={`${dietId}-portions-hint`}>
            {errorOf('totalPortions') ??
              (minPortions > 0
                ? t('form.portionsTaken', { count: minPortions })
                : t('form.portionsHint', { max: MEAL_LIMITS.portionsMax }))}
          </Text>
        </Stack>

        <DatePickerInput
          label={t('form.pickupDate')}
          required
          leftSection={<IconCalendar size={18} aria-hidden />}
          value={values.pickupDate}
          onChange={(date) => {
            setPickup({ pickupDate: date });
            touch('pickupDate');
          }}
          minDate={today}
          valueFormat={dates.valueFormat}
          ariaLabels={dates.ariaLabels}
          disabled={locked}
          error={errorOf('pickupDate')}
          size="md"
          popoverProps={{ withinPortal: true }}
        />
        <RegularsOnDay date={values.pickupDate} />

        <Stack gap="xs">
          <Text size="md" fw={LABEL_WEIGHT} id={`${dietId}-window`}>
            {t('form.pickupWindow')}
          </Text>
          <SimpleGrid cols={3} spacing="xs" role="group" aria-labelledby={`${dietId}-window`}>
            {PICKUP_PRESETS.map((preset) => {
              const active = values.pickupStart === preset.start && values.pickupEnd === preset.end;
              return (
                <Button
                  key={preset.id}
                  variant={active ? 'light' : 'default'}
                  aria-pressed={active}
                  disabled={locked}
                  onClick={() => setPickup({ pickupStart: preset.start, pickupEnd: preset.end })}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'center' }, inner: { height: 'auto' } }}
                  h="auto"
                  py={6}
                  px={4}
                >
                  <Stack gap={0} align="center">
                    <span>{t(`form.presets.${preset.id}`)}</span>
                    <Text span size="xs" fw={400}>
                      {format.timeRange(preset.start, preset.end)}
                    </Text>
                  </Stack>
                </Button>
              );
            })}
          </SimpleGrid>
          <Group grow align="flex-start">
            <TimeInput
              label={t('form.pickupStart')}
              required
              leftSection={<IconClock size={18} aria-hidden />}
              value={values.pickupStart}
              onChange={(event) => setPickup({ pickupStart: event.currentTarget.value })}
              onBlur={() => touch('pickupStart')}
              disabled={locked}
              error={errorOf('pickupStart')}
              size="md"
            />
            <TimeInput
              label={t('form.pickupEnd')}
              required
              leftSection={<IconClock size={18} aria-hidden />}
              value={values.pickupEnd}
              onChange={(event) => setPickup({ pickupEnd: event.currentTarget.value })}
              onBlur={() => touch('pickupEnd')}
              disabled={locked}
              error={errorOf('pickupEnd')}
              size="md"
            />
          </Group>
        </Stack>

        <Stack gap={4}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Button
              variant="subtle"
              px="xs"
              onClick={onAdvancedToggle}
              aria-expanded={advancedOpen}
              aria-controls={advancedId}
              rightSection={
                <IconChevronDown
                  size={16}
                  aria-hidden
                  style={{ transform: advancedOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
                />
              }
            >
              {t('form.advanced')}
            </Button>
          </Group>
          {!advancedOpen && (
            <Text size="sm" c="dimmed" px="xs">
              {cutoffSummary} · {values.isActive ? t('form.publishOn') : t('form.publishOff')}
            </Text>
          )}
          <Collapse expanded={advancedOpen} id={advancedId}>
            <Stack gap="md" pt="xs">
              <Text size="xs" c="dimmed">
                {t('form.cutoffHint')}
              </Text>
              <Group grow align="flex-start">
                <DatePickerInput
                  label={t('form.cutoffDate')}
                  leftSection={<IconCalendar size={18} aria-hidden />}
                  value={values.cutoffDate ?? values.pickupDate}
                  onChange={(date) => setField('cutoffDate', date)}
                  minDate={today < (values.pickupDate ?? today) ? today : undefined}
                  maxDate={values.pickupDate ?? undefined}
                  valueFormat={dates.locale === 'lt' ? 'YYYY-MM-DD' : 'MMM D, YYYY'}
                  ariaLabels={dates.ariaLabels}
                  disabled={locked}
                  error={errorOf('cutoffDate')}
                  size="md"
                />
                <TimeInput
                  label={t('form.cutoffTime')}
                  leftSection={<IconClock size={18} aria-hidden />}
                  value={values.cutoffTime}
                  onChange={(event) => setField('cutoffTime', event.currentTarget.value)}
                  onBlur={() => touch('cutoffTime')}
                  disabled={locked}
                  error={errorOf('cutoffTime')}
                  size="md"
                />
              </Group>
              {cutoffPassed(values, timeZone) && (
                <Text size="sm" c="orange">
                  {t('form.cutoffPassed')}
                </Text>
              )}
              <Switch
                label={t('form.publish')}
                description={t('form.publishHint')}
                checked={values.isActive}
                onChange={(event) => setField('isActive', event.currentTarget.checked)}
                size="md"
              />
            </Stack>
          </Collapse>
        </Stack>

        <Stack gap="xs">
          <Text size="md" fw={LABEL_WEIGHT} id={dietId}>
            {t('form.diet')}
          </Text>
          <Chip.Group
            multiple
            value={values.dietaryTags}
            onChange={(next) => setField('dietaryTags', next as DietaryTag[])}
          >
            <Group gap={6} role="group" aria-labelledby={dietId}>
              {DIETARY_TAGS.map((tag) => (
                <Chip
                  key={tag}
                  value={tag}
                  variant="outline"
                  icon={<IconLeaf size={14} />}
                  styles={{ label: { height: 44 } }}
                >
                  {t(`menu:tags.${tag}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>

        <Fieldset
          legend={
            <>
              {t('form.allergens')}{' '}
              <Text span c="red" aria-hidden>
                *
              </Text>
            </>
          }
          variant="unstyled"
          p={0}
          styles={{ legend: { fontSize: 'var(--mantine-font-size-md)', fontWeight: LABEL_WEIGHT, marginBottom: 4 } }}
        >
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {t('form.allergensHint')}
            </Text>
            <AllergenPicker
              label={t('form.allergens')}
              value={values.allergens}
              onChange={(next) => {
                setField('allergens', next);
                if (next.length > 0 && values.noAllergens) setField('noAllergens', false);
                touch('allergens');
              }}
            />
            <Checkbox
              label={t('form.noAllergens')}
              checked={values.noAllergens}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setField('noAllergens', checked);
                if (checked) setField('allergens', []);
                touch('allergens');
              }}
              size="md"
            />
            {errorOf('allergens') && (
              <Text size="sm" c="red" role="alert">
                {errorOf('allergens')}
              </Text>
            )}
          </Stack>
        </Fieldset>
      </Stack>
    </DatesProvider>
  );
}
