// The access-request wizard: a dialog, full screen on phones, with
// five steps and the thank-you step. Next is enabled once the step validates (the shared step schemas); a field's
// message shows when it is left invalid, or when Send is pressed, and clears as soon as it is edited. What was
// typed stays when the dialog is closed and reopened, and when sending fails; a success starts the next one afresh.
import { Stack } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/constants';
import { COOKING_INTERESTS, CURRENT_SETUPS, OFFICE_SIZES } from '../../../shared/schemas/leads';
import { ChoiceCards } from './choice-cards';
import { ContactStep } from './contact-step';
import { PlaceStep } from './place-step';
import { useWizard } from './use-wizard';
import { WizardDone } from './wizard-done';
import { WizardFooter } from './wizard-footer';
import { QUESTION_ID, STEP_KEYS, WizardQuestion } from './wizard-question';

/** Steps 1-3: one choice each, as answer cards. */
const CHOICE_STEPS = [
  { field: 'officeSize', values: OFFICE_SIZES, columns: 2 },
  { field: 'cookingInterest', values: COOKING_INTERESTS, columns: 1 },
  { field: 'currentSetup', values: CURRENT_SETUPS, columns: 2 },
] as const;

export function AccessRequestWizard({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('landing');
  const mobile =
    useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, false, { getInitialValueInEffect: false }) ?? false;
  const wizard = useWizard(onClose);
  const { values, setField, step, heading } = wizard;
  const choice = CHOICE_STEPS[step] as (typeof CHOICE_STEPS)[number] | undefined;

  return (
    <Modal
      opened={opened}
      onClose={wizard.close}
      title={t('wizard.title')}
      fullScreen={mobile}
      size={600}
      radius={mobile ? 0 : 'lg'}
      transitionProps={mobile ? { transition: 'slide-up', duration: 200 } : undefined}
      styles={{
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
        // Full screen: the body fills the screen, so Back and Next sit at its foot.
        ...(mobile
          ? {
              content: { display: 'flex', flexDirection: 'column' },
              body: { flex: 1, display: 'flex', flexDirection: 'column' },
            }
          : {}),
      }}
    >
      {wizard.done ? (
        <WizardDone headingRef={heading} onClose={wizard.close} />
      ) : (
        <form
          onSubmit={wizard.onSubmit}
          noValidate
          style={{ position: 'relative', flex: 1, display: 'flex', flexDirection: 'column' }}
        >
          <Stack gap="lg" flex={1}>
            <WizardQuestion step={step} headingRef={heading} />

            {choice && (
              <ChoiceCards
                key={choice.field}
                name={`wizard-${choice.field}`}
                labelledBy={QUESTION_ID}
                options={choice.values.map((value) => ({
                  value,
                  label: t(`wizard.${STEP_KEYS[step]!}.options.${value}` as 'wizard.size.options.small'),
                }))}
                value={values[choice.field]}
                onChange={(value) => setField(choice.field, value as never)}
                columns={choice.columns}
              />
            )}
            {step === 3 && <PlaceStep {...wizard} />}
            {step === 4 && <ContactStep {...wizard} />}

            <WizardFooter
              mobile={mobile}
              step={step}
              lastQuestion={wizard.lastQuestion}
              stepValid={wizard.stepValid}
              consent={values.consent}
              sending={wizard.submit.isPending}
              onBack={() => wizard.go(step - 1)}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
