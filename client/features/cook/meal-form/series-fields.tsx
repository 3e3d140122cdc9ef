// "Repeat weekly" on a new meal: weekday chips and a number of weeks. Saving then publishes one meal per chosen day
// (meals.createSeries, server/services/meal-series.ts) instead of the single meal, and the form closes (photos are
// added to each day afterwards, as to any meal).
import { Chip, Group, NumberInput, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SERIES_LIMITS } from '../../../../shared/constants';
import { WEEKDAYS } from '../../../../shared/schemas/meals';
import { OptionSwitch } from './option-switch';

export interface SeriesChoice {
  repeat: boolean;
  weekdays: number[];
  weeks: number;
}

export function SeriesFields({ value, onChange }: { value: SeriesChoice; onChange: (next: SeriesChoice) => void }) {
  const { t } = useTranslation('cook');
  const labelId = useId();
  return (
    <OptionSwitch
      testId="series-fields"
      label={t('form.series.repeat')}
      hint={t('form.series.repeatHint')}
      on={value.repeat}
      onChange={(repeat) => onChange({ ...value, repeat })}
    >
      <Text size="sm" fw={500} id={labelId}>
        {t('form.series.weekdays')}
      </Text>
      <Chip.Group
        multiple
        value={value.weekdays.map(String)}
        onChange={(list) => onChange({ ...value, weekdays: list.map(Number).sort() })}
      >
        <Group gap={6} role="group" aria-labelledby={labelId}>
          {WEEKDAYS.map((day) => (
            <Chip key={day} value={String(day)} size="md">
              {t(`form.series.day${day}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {value.weekdays.length === 0 && (
        <Text size="sm" c="red">
          {t('form.series.noDays')}
        </Text>
      )}
      <NumberInput
        label={t('form.series.weeks')}
        min={SERIES_LIMITS.weeksMin}
        max={SERIES_LIMITS.weeksMax}
        clampBehavior="strict"
        allowDecimal={false}
        value={value.weeks}
        onChange={(weeks) => onChange({ ...value, weeks: Number(weeks) || SERIES_LIMITS.weeksMin })}
        size="md"
        w={160}
      />
    </OptionSwitch>
  );
}
