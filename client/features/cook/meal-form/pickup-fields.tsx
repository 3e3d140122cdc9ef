// The meal's pickup: the date (past days disabled, in the office's time zone) with how many regulars that day
// would serve, and the window, from the three presets or typed.
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PICKUP_PRESETS } from '../../../../shared/constants';
import { localDate } from '../../../../shared/office-time';
import { trpc } from '../../../app/trpc';
import { useFormat } from '../../../lib/use-format';
import { LABEL_WEIGHT, type PickupChange, type StepProps } from './step-props';
import { useDateSettings } from './use-date-settings';

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

type Props = Pick<StepProps, 'values' | 'errorOf' | 'touch' | 'locked'> & {
  timeZone: string;
  setPickup: (change: PickupChange) => void;
};

export function PickupFields({ values, errorOf, touch, locked, timeZone, setPickup }: Props) {
  const { t } = useTranslation('cook');
  const format = useFormat();
  const dates = useDateSettings();
  const today = localDate(new Date(), timeZone);
  const dietId = useId();
  return (
    <>
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
    </>
  );
}
