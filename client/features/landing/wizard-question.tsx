// The top of an access-request wizard step: the progress (step n of 5) and the question with its hint. The question
// heading takes the focus on a new step (client/features/landing/use-wizard.ts).
import { Progress, Stack, Text, Title } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from '../../../shared/schemas/leads';

export const QUESTION_ID = 'wizard-question';
export const STEP_KEYS = ['size', 'cooking', 'setup', 'place', 'contact'] as const;

export function WizardQuestion({
  step,
  headingRef,
}: {
  step: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation('landing');
  return (
    <>
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={500} aria-hidden>
          {t('wizard.progress', { step: step + 1, total: WIZARD_STEPS })}
        </Text>
        <Progress.Root
          size="sm"
          role="progressbar"
          aria-label={t('wizard.progress', { step: step + 1, total: WIZARD_STEPS })}
          aria-valuemin={1}
          aria-valuemax={WIZARD_STEPS}
          aria-valuenow={step + 1}
          aria-valuetext={t('wizard.progress', { step: step + 1, total: WIZARD_STEPS })}
        >
          <Progress.Section value={((step + 1) / WIZARD_STEPS) * 100} withAria={false} />
        </Progress.Root>
      </Stack>

      <div>
        <Title
          order={3}
          fz="xl"
          id={QUESTION_ID}
          ref={headingRef}
          tabIndex={-1}
          data-autofocus
          style={{ outline: 'none' }}
        >
          {t(`wizard.${STEP_KEYS[step]!}.question`)}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t(`wizard.${STEP_KEYS[step]!}.hint`)}
        </Text>
      </div>
    </>
  );
}
