// The meal's diet tags and the allergen decision: tick the allergens, or confirm none of the 14.
import { Checkbox, Chip, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DIETARY_TAGS, type DietaryTag } from '../../../../shared/enums';
import { AllergenPicker } from '../../../components/food/allergens';
import { LABEL_WEIGHT, type StepProps } from './step-props';

export function DietAndAllergens({ values, setField, errorOf, touch }: Omit<StepProps, 'locked'>) {
  const { t } = useTranslation(['cook', 'menu']);
  const dietId = useId();
  return (
    <>
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
    </>
  );
}
