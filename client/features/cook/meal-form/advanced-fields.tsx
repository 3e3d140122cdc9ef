// The meal form's advanced fields, folded by default behind a one-line summary: when reservations close (the
// cutoff) and whether the meal is published.
import { Button, Collapse, Group, Stack, Switch, Text } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { IconCalendar, IconChevronDown, IconClock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localDate } from '../../../../shared/office-time';
import { useFormat } from '../../../lib/use-format';
import { cutoffPassed } from './meal-form-model';
import type { StepProps } from './step-props';
import { useDateSettings } from './use-date-settings';

type Props = Pick<StepProps, 'values' | 'setField' | 'errorOf' | 'touch' | 'locked'> & {
  timeZone: string;
  advancedOpen: boolean;
  onAdvancedToggle: () => void;
};

export function AdvancedFields(props: Props) {
  const { values, setField, errorOf, touch, locked, timeZone, advancedOpen, onAdvancedToggle } = props;
  const { t } = useTranslation('cook');
  const format = useFormat();
  const dates = useDateSettings();
  const today = localDate(new Date(), timeZone);
  const advancedId = useId();
  const cutoffSummary =
    values.pickupDate && /^\d\d:\d\d$/.test(values.cutoffTime)
      ? t('form.cutoffSummary', {
          date: format.date(values.cutoffDate ?? values.pickupDate, 'weekday'),
          time: format.time(values.cutoffTime),
        })
      : '';

  return (
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
  );
}
