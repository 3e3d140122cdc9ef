// Step 1 of the meal form: title, price (typed in euro, kept in cents) and description.
import { NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_LIMITS } from '../../../../shared/constants';
import { eurosToCents } from '../../../../shared/schemas/meals';
import type { StepProps } from './step-props';

/** Cents, or a fraction of a cent (the schema then says "whole cents"), or undefined when empty. */
function priceToCents(value: string | number): number | undefined {
  if (value === '') return undefined;
  const text = String(value).replace(',', '.');
  const cents = eurosToCents(text);
  if (cents !== null) return cents;
  const euros = Number(text);
  return Number.isFinite(euros) ? euros * 100 : undefined;
}

export function BasicsStep({
  values,
  setField,
  errorOf,
  touch,
  locked,
  autoFocus,
}: StepProps & { autoFocus: boolean }) {
  const { t, i18n } = useTranslation('cook');
  const lithuanian = (i18n.resolvedLanguage ?? i18n.language) === 'lt';
  // The typed text stays as typed ("5," on the way to "5,50"); the form keeps its cents.
  const [priceText, setPriceText] = useState<string | number>(
    values.priceCents === undefined ? '' : values.priceCents / 100,
  );
  return (
    <Stack gap="md">
      <TextInput
        label={t('form.title')}
        placeholder={t('form.titlePlaceholder')}
        description={t('form.titleHint', { min: MEAL_LIMITS.titleMin, max: MEAL_LIMITS.titleMax })}
        required
        maxLength={MEAL_LIMITS.titleMax}
        value={values.title}
        onChange={(event) => setField('title', event.currentTarget.value)}
        onBlur={() => touch('title')}
        error={errorOf('title')}
        data-autofocus={autoFocus || undefined}
      />
      <NumberInput
        label={t('form.price')}
        description={t('form.priceHint')}
        required
        leftSection="€"
        decimalScale={2}
        decimalSeparator={lithuanian ? ',' : '.'}
        min={MEAL_LIMITS.priceMinCents / 100}
        max={MEAL_LIMITS.priceMaxCents / 100}
        step={0.5}
        allowNegative={false}
        hideControls
        inputMode="decimal"
        clampBehavior="none"
        value={priceText}
        onChange={(value) => {
          setPriceText(value);
          setField('priceCents', priceToCents(value));
        }}
        onBlur={() => touch('priceCents')}
        error={errorOf('priceCents')}
        disabled={locked}
        styles={{ wrapper: { maxWidth: 220 } }}
      />
      <Textarea
        label={t('form.description')}
        placeholder={t('form.descriptionPlaceholder')}
        description={t('form.characters', { count: values.description.length, max: MEAL_LIMITS.descriptionMax })}
        size="md"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={MEAL_LIMITS.descriptionMax}
        value={values.description}
        onChange={(event) => setField('description', event.currentTarget.value)}
        onBlur={() => touch('description')}
        error={errorOf('description')}
      />
    </Stack>
  );
}
