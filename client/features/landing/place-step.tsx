// Step 4 of the access-request wizard: the city and when the office would like to start.
import { Input, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { START_TIMEFRAMES } from '../../../shared/schemas/leads';
import { ChoiceCards } from './choice-cards';
import type { WizardFieldProps } from './use-wizard';

export function PlaceStep({ values, setField, check, errorOf }: WizardFieldProps) {
  const { t } = useTranslation('landing');
  return (
    <Stack gap="md">
      <TextInput
        id="wizard-city"
        label={t('wizard.place.city')}
        autoComplete="address-level2"
        required
        value={values.city}
        onChange={(event) => setField('city', event.currentTarget.value)}
        onBlur={() => check('city')}
        error={errorOf('city')}
      />
      <Stack gap={6}>
        <Input.Label labelElement="div" id="wizard-timeframe-label" required>
          {t('wizard.place.timeframe')}
        </Input.Label>
        <ChoiceCards
          name="wizard-startTimeframe"
          labelledBy="wizard-timeframe-label"
          options={START_TIMEFRAMES.map((value) => ({ value, label: t(`wizard.place.options.${value}`) }))}
          value={values.startTimeframe}
          onChange={(value) => setField('startTimeframe', value)}
          onLeave={() => check('startTimeframe')}
          error={errorOf('startTimeframe')}
          columns={2}
        />
      </Stack>
    </Stack>
  );
}
