// The top of the meal form: the three steps (circles alone on a phone), the step's heading (which takes the focus
// on a new step, client/features/cook/meal-form/meal-form.tsx) and, while fields are locked, why.
import { Alert, Stepper, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { STEP_COUNT } from './meal-form-model';

const STEP_KEYS = ['basics', 'details', 'photos'] as const;

interface Props {
  step: number;
  mobile: boolean;
  locked: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStepClick: (step: number) => void;
}

export function MealFormHeader({ step, mobile, locked, headingRef, onStepClick }: Props) {
  const { t } = useTranslation('cook');
  return (
    <>
      <Stepper active={step} onStepClick={onStepClick} allowNextStepsSelect={false} size="sm" iconSize={32}>
        {STEP_KEYS.map((key, index) =>
          // On a phone the circles alone (the heading below names the step), so the three fit on one line; their
          // names then start with the number they show.
          mobile ? (
            <Stepper.Step key={key} aria-label={`${index + 1}. ${t(`form.steps.${key}`)}`} />
          ) : (
            <Stepper.Step key={key} label={t(`form.steps.${key}`)} description={t(`form.steps.${key}Hint`)} />
          ),
        )}
      </Stepper>

      <Title order={3} fz="lg" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {t('form.stepTitle', { step: step + 1, total: STEP_COUNT, name: t(`form.steps.${STEP_KEYS[step]!}`) })}
      </Title>

      {locked && step < 2 && (
        <Alert color="yellow" icon={<IconLock size={18} />} title={t('form.locked.title')}>
          <Text size="sm">{t('form.locked.text')}</Text>
        </Alert>
      )}
    </>
  );
}
