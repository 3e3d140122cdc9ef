// A new meal's minimum (docs/features.md "Conditional meals"): off by default; on, the meal goes ahead only if at
// least that many portions are reserved by the cutoff. Validated by the shared schema (2 up to the portions). Not
// shown when editing: the minimum is set on create only (the values then carry none).
import { Checkbox, NumberInput, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './step-props';

type Props = Pick<StepProps, 'values' | 'setField' | 'errorOf' | 'touch'> & {
  /** The wish being answered, when a cook claims one: its title and the portions its backers asked for. */
  wish?: { title: string; portions: number } | null;
};

export function MinimumField({ values, setField, errorOf, touch, wish }: Props) {
  const { t } = useTranslation('cook');
  const id = useId();
  if (values.minimumPortions === undefined) return null;
  const on = values.minimumPortions !== null;
  const error = errorOf('minimumPortions');
  return (
    <Stack gap={6} data-testid="minimum-field">
      {wish && (
        <Text size="sm" c="dimmed">
          {t('minimum.fromWish', { title: wish.title, portions: wish.portions })}
        </Text>
      )}
      <Checkbox
        size="md"
        styles={{ body: { minHeight: 44, alignItems: 'center' } }}
        label={t('minimum.toggle')}
        checked={on}
        onChange={(event) =>
          setField('minimumPortions', event.currentTarget.checked ? Math.min(2, values.totalPortions) : null)
        }
      />
      {on && (
        <>
          <NumberInput
            id={`${id}-minimum`}
            label={t('minimum.label')}
            value={values.minimumPortions ?? ''}
            onChange={(value) =>
              setField('minimumPortions', typeof value === 'number' ? value : Number.parseInt(value, 10) || 0)
            }
            onBlur={() => touch('minimumPortions')}
            min={2}
            max={values.totalPortions}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            w={220}
            error={error ? true : undefined}
            aria-describedby={`${id}-minimum-hint`}
          />
          <Text size="sm" c={error ? 'red' : 'dimmed'} id={`${id}-minimum-hint`}>
            {error ?? t('minimum.hint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
