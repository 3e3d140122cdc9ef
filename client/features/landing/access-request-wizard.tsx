// The access-request wizard: a dialog, full screen on phones, with
// five steps and the thank-you step. Next is enabled once the step validates (the shared step schemas); a field's
// message shows when it is left invalid, or when Send is pressed, and clears as soon as it is edited. What was
// typed stays when the dialog is closed and reopened, and when sending fails; a success starts the next one afresh.
import { Box, Button, Checkbox, Group, Input, Progress, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { Modal } from '../../components/modal';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '../../lib/toast';
import { IconArrowLeft, IconArrowRight, IconChefHat, IconSend } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/constants';
import {
  COOKING_INTERESTS,
  CURRENT_SETUPS,
  OFFICE_SIZES,
  START_TIMEFRAMES,
  WIZARD_STEPS,
} from '../../../shared/schemas/leads';
import { useSessionUser, type SessionUser } from '../../app/session';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { useValidationText } from '../../lib/use-validation-text';
import { ChoiceCards } from './choice-cards';
import {
  EMPTY_WIZARD,
  STEP_FIELDS,
  stepErrors,
  stepOfField,
  toLeadInput,
  type WizardErrors,
  type WizardField,
  type WizardValues,
} from './wizard-model';

const QUESTION_ID = 'wizard-question';
const STEP_KEYS = ['size', 'cooking', 'setup', 'place', 'contact'] as const;
/** Steps 1-3: one choice each, as answer cards. */
const CHOICE_STEPS = [
  { field: 'officeSize', values: OFFICE_SIZES, columns: 2 },
  { field: 'cookingInterest', values: COOKING_INTERESTS, columns: 1 },
  { field: 'currentSetup', values: CURRENT_SETUPS, columns: 2 },
] as const;

/** A signed-in visitor does not type their name and e-mail again. */
const startValues = (user: SessionUser | null): WizardValues =>
  user
    ? { ...EMPTY_WIZARD, name: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email }
    : EMPTY_WIZARD;

/** An authentication problem, another refusal with a code, or no answer at all. */
function refusalKey(error: unknown): 'authError' | 'failed' | 'unknown' {
  const { code } = appError(error);
  if (code === 'notAuthenticated' || code === 'unauthorized') return 'authError';
  if (code !== 'generic') return 'failed';
  // Refused before tRPC answered (the same-origin check): an authentication problem too.
  const status = error instanceof TRPCClientError ? (error.meta?.response as Response | undefined)?.status : undefined;
  return status === 401 || status === 403 ? 'authError' : 'unknown';
}

export function AccessRequestWizard({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('landing');
  const validationText = useValidationText();
  const { user } = useSessionUser();
  const mobile =
    useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, false, { getInitialValueInEffect: false }) ?? false;
  const [values, setValues] = useState(() => startValues(user));
  const [errors, setErrors] = useState<WizardErrors>({});
  /** 0-4 the questions, 5 (WIZARD_STEPS) the thank-you step. */
  const [step, setStep] = useState(0);
  const choice = CHOICE_STEPS[step] as (typeof CHOICE_STEPS)[number] | undefined;
  const [moved, setMoved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const submit = trpc.leads.submit.useMutation();
  const done = step === WIZARD_STEPS;
  const lastQuestion = step === WIZARD_STEPS - 1;

  useEffect(() => {
    // A new step: its heading takes focus, so a screen reader hears the question (the dialog does it on opening).
    if (moved) heading.current?.focus();
  }, [step, moved]);

  const go = (next: number) => {
    setMoved(true);
    setStep(next);
  };

  const setField = <K extends WizardField>(field: K, value: WizardValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /** A field left behind is checked then (not while it is being typed). */
  const check = (field: WizardField) => {
    const message = stepErrors(step, values)[field];
    setErrors((current) => (current[field] === message ? current : { ...current, [field]: message }));
  };

  const errorOf = (field: WizardField) => validationText(errors[field]);

  const focusField = (field: WizardField) => {
    const target =
      document.getElementById(`wizard-${field}`) ??
      document.querySelector<HTMLElement>(`[role="radio"][name="wizard-${field}"]`);
    target?.focus();
  };

  const close = () => {
    setErrors({});
    if (done) {
      setValues(startValues(user));
      setStep(0);
      setMoved(false);
    }
    onClose();
  };

  const refuse = (error: unknown) => {
    const { issues } = appError(error);
    notifications.show({
      color: 'red',
      title: t('wizard.toast.errorTitle'),
      message: t(`wizard.toast.${refusalKey(error)}`),
    });
    const fields: WizardErrors = {};
    for (const issue of issues) {
      const field = issue.path.split('.')[0] as WizardField;
      if (stepOfField(field) >= 0) fields[field] ??= issue.message;
    }
    const first = Object.keys(fields)[0];
    if (!first) return;
    setErrors(fields);
    if (stepOfField(first) !== step) go(stepOfField(first));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const problems = stepErrors(step, values);
    const first = STEP_FIELDS[step]?.find((field) => problems[field]);
    if (first) {
      setErrors(problems);
      focusField(first);
      return;
    }
    if (!lastQuestion) return go(step + 1);
    submit.mutate(toLeadInput(values), {
      onSuccess: () => {
        go(WIZARD_STEPS);
        notifications.show({
          color: 'teal',
          title: t('wizard.toast.successTitle'),
          message: t('wizard.toast.successText'),
        });
      },
      onError: refuse,
    });
  };

  const stepValid = Object.keys(stepErrors(step, values)).length === 0;
  const optional = (label: string) => (
    <>
      {label}{' '}
      <Text span c="dimmed" size="sm" fw={400}>
        ({t('wizard.optional')})
      </Text>
    </>
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
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
      {done ? (
        <Stack align="center" justify="center" ta="center" gap="md" py="xl" flex={1}>
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
            <IconChefHat size={40} />
          </ThemeIcon>
          <Title order={3} fz={28} ref={heading} tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
            {t('wizard.done.title')}
          </Title>
          <Text c="dimmed" maw={360}>
            {t('wizard.done.text')}
          </Text>
          <Button onClick={close} mt="sm" miw={160}>
            {t('wizard.done.close')}
          </Button>
        </Stack>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          style={{ position: 'relative', flex: 1, display: 'flex', flexDirection: 'column' }}
        >
          <Stack gap="lg" flex={1}>
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
                ref={heading}
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
            {step === 3 && (
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
            )}
            {step === 4 && (
              <Stack gap="md">
                <TextInput
                  id="wizard-name"
                  label={t('wizard.contact.name')}
                  autoComplete="name"
                  required
                  value={values.name}
                  onChange={(event) => setField('name', event.currentTarget.value)}
                  onBlur={() => check('name')}
                  error={errorOf('name')}
                />
                <TextInput
                  id="wizard-role"
                  label={optional(t('wizard.contact.role'))}
                  placeholder={t('wizard.contact.rolePlaceholder')}
                  autoComplete="organization-title"
                  value={values.role}
                  onChange={(event) => setField('role', event.currentTarget.value)}
                  onBlur={() => check('role')}
                  error={errorOf('role')}
                />
                <TextInput
                  id="wizard-email"
                  type="email"
                  label={t('wizard.contact.email')}
                  placeholder={t('wizard.contact.emailPlaceholder')}
                  autoComplete="email"
                  required
                  value={values.email}
                  onChange={(event) => setField('email', event.currentTarget.value)}
                  onBlur={() => check('email')}
                  error={errorOf('email')}
                />
                <TextInput
                  id="wizard-phone"
                  type="tel"
                  label={optional(t('wizard.contact.phone'))}
                  autoComplete="tel"
                  value={values.phone}
                  onChange={(event) => setField('phone', event.currentTarget.value)}
                  onBlur={() => check('phone')}
                  error={errorOf('phone')}
                />
                <Checkbox
                  id="wizard-consent"
                  label={t('wizard.contact.consent')}
                  checked={values.consent}
                  onChange={(event) => setField('consent', event.currentTarget.checked)}
                  size="md"
                  styles={{ body: { minHeight: 44, alignItems: 'center' } }}
                />
                {/* The honeypot: hidden from people and their assistive technology, out of the tab order. */}
                <Box
                  aria-hidden
                  style={{
                    position: 'absolute',
                    width: 1,
                    height: 1,
                    overflow: 'hidden',
                    clipPath: 'inset(50%)',
                    whiteSpace: 'nowrap',
                  }}
                >
                  <label htmlFor="wizard-website">{t('wizard.contact.website')}</label>
                  <input
                    id="wizard-website"
                    name="website"
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                    value={values.website}
                    onChange={(event) => setField('website', event.currentTarget.value)}
                  />
                </Box>
              </Stack>
            )}

            <Group
              justify="space-between"
              wrap="nowrap"
              mt="auto"
              pos={mobile ? 'sticky' : undefined}
              bottom={0}
              py={mobile ? 'sm' : 0}
              bg="var(--mantine-color-body)"
              style={mobile ? { zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={18} aria-hidden />}
                disabled={step === 0 || submit.isPending}
                onClick={() => go(step - 1)}
              >
                {t('wizard.back')}
              </Button>
              {lastQuestion ? (
                <Button
                  type="submit"
                  rightSection={<IconSend size={18} aria-hidden />}
                  disabled={!values.consent}
                  loading={submit.isPending}
                >
                  {t('wizard.submit')}
                </Button>
              ) : (
                <Button type="submit" rightSection={<IconArrowRight size={18} aria-hidden />} disabled={!stepValid}>
                  {t('wizard.next')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
