// The meal's portions: minus and plus buttons around the number, never below the portions already taken.
import { ActionIcon, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_LIMITS } from '../../../../shared/constants';
import { LABEL_WEIGHT, type StepProps } from './step-props';

type Props = Pick<StepProps, 'values' | 'setField' | 'errorOf' | 'touch'> & {
  /** Portions already taken (reserved or collected): the total cannot go below. */
  minPortions: number;
};

export function PortionsField({ values, setField, errorOf, touch, minPortions }: Props) {
  const { t } = useTranslation('cook');
  const dietId = useId();
  const portions = values.totalPortions;
  const setPortions = (next: number) =>
    setField('totalPortions', Math.min(MEAL_LIMITS.portionsMax, Math.max(MEAL_LIMITS.portionsMin, next)));
  return (
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
  );
}
