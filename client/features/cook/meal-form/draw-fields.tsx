// "Share by draw" on a new meal (docs/features.md "Fair draw"): until the chosen office date and time colleagues enter
// instead of reserving, then the portions are drawn (server/services/draws.ts). The window ends after now and no
// later than the cutoff; the server checks both (drawWindowInvalid).
import { Group } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OptionSwitch } from './option-switch';
import { useDateSettings } from './use-date-settings';

export interface DrawChoice {
  on: boolean;
  date: string | null;
  time: string;
}

export const NO_DRAW: DrawChoice = { on: false, date: null, time: '' };

/** The create input's drawUntil, or null; undefined while switched on but not complete. */
export function drawUntilOf(choice: DrawChoice): { date: string; time: string } | null | undefined {
  if (!choice.on) return null;
  if (!choice.date || !/^\d\d:\d\d$/.test(choice.time)) return undefined;
  return { date: choice.date, time: choice.time };
}

interface Props {
  value: DrawChoice;
  onChange: (next: DrawChoice) => void;
  /** The cutoff the window may not pass: its date and time start the fields. */
  cutoffDate: string | null;
  cutoffTime: string;
}

export function DrawFields({ value, onChange, cutoffDate, cutoffTime }: Props) {
  const { t } = useTranslation('cook');
  const dates = useDateSettings();
  return (
    <OptionSwitch
      testId="draw-fields"
      label={t('form.draw.on')}
      hint={t('form.draw.hint')}
      on={value.on}
      onChange={(on) => onChange(on && !value.date ? { on, date: cutoffDate, time: cutoffTime } : { ...value, on })}
    >
      <Group grow align="flex-start">
        <DatePickerInput
          label={t('form.draw.date')}
          leftSection={<IconCalendar size={18} aria-hidden />}
          value={value.date}
          onChange={(date) => onChange({ ...value, date })}
          maxDate={cutoffDate ?? undefined}
          valueFormat={dates.locale === 'lt' ? 'YYYY-MM-DD' : 'MMM D, YYYY'}
          ariaLabels={dates.ariaLabels}
          size="md"
        />
        <TimeInput
          label={t('form.draw.time')}
          leftSection={<IconClock size={18} aria-hidden />}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.currentTarget.value })}
          error={drawUntilOf(value) === undefined ? t('form.draw.incomplete') : undefined}
          size="md"
        />
      </Group>
    </OptionSwitch>
  );
}
