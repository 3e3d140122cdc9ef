// The meal form's sticky footer: what the step still needs, Back (or Cancel on the first step) and Next (or
// Update / Done on the last), Next enabled only when the step's fields are valid.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STEP_COUNT, type MealField } from './meal-form-model';

interface Props {
  step: number;
  mode: 'create' | 'edit';
  /** The step's fields that are not valid yet. */
  missing: [MealField, string][];
  /** Photos are still uploading. */
  busy: boolean;
  saving: boolean;
  /** What Next says on the details step when it publishes: one new meal, or a weekly series. */
  publishes: 'meal' | 'series' | null;
  onBack: () => void;
  onCancel: () => void;
  onNext: () => void;
  onFinish: () => void;
}

export function MealFormFooter({ step, mode, missing, busy, saving, publishes, ...on }: Props) {
  const { t } = useTranslation(['cook', 'common']);
  const stepValid = missing.length === 0;
  const lastStep = step === STEP_COUNT - 1;
  return (
    <Stack
      gap={6}
      pos="sticky"
      bottom={0}
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {!stepValid && !lastStep && (
        <Text size="sm" c="dimmed" id="meal-form-missing">
          {t('form.stillNeeded', { fields: missing.map(([field]) => t(`form.fieldNames.${field}`)).join(', ') })}
        </Text>
      )}
      {lastStep && busy && (
        <Text size="sm" c="dimmed">
          {t('form.photos.waitForUploads')}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap">
        {step > 0 ? (
          <Button variant="default" onClick={on.onBack} disabled={saving} style={{ flexShrink: 0 }}>
            {t('form.back')}
          </Button>
        ) : (
          <Button variant="default" onClick={on.onCancel} style={{ flexShrink: 0 }}>
            {t('common:actions.cancel')}
          </Button>
        )}
        {lastStep ? (
          <Button onClick={on.onFinish} loading={saving} disabled={busy}>
            {mode === 'edit' ? t('form.update') : t('form.done')}
          </Button>
        ) : (
          <Button onClick={on.onNext} loading={saving} disabled={!stepValid}>
            {step === 1 && publishes
              ? publishes === 'series'
                ? t('form.series.publish')
                : t('form.saveAndNext')
              : t('form.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
