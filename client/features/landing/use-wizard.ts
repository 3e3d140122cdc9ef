// The access-request wizard's state: the answers, their messages, the step, and sending. Next is enabled once the
// step validates (the shared step schemas); a field's message shows when it is left invalid, or when Send is
// pressed, and clears as soon as it is edited. What was typed stays when the dialog is closed and reopened, and
// when sending fails; a success starts the next one afresh.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from '../../../shared/schemas/leads';
import { useSessionUser, type SessionUser } from '../../app/session';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useValidationText } from '../../lib/use-validation-text';
import { refusalKey } from './wizard-refusal';
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

/** A signed-in visitor does not type their name and e-mail again. */
const startValues = (user: SessionUser | null): WizardValues =>
  user
    ? { ...EMPTY_WIZARD, name: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email }
    : EMPTY_WIZARD;

export function useWizard(onClose: () => void) {
  const { t } = useTranslation('landing');
  const validationText = useValidationText();
  const { user } = useSessionUser();
  const [values, setValues] = useState(() => startValues(user));
  const [errors, setErrors] = useState<WizardErrors>({});
  /** 0-4 the questions, 5 (WIZARD_STEPS) the thank-you step. */
  const [step, setStep] = useState(0);
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
  return {
    values,
    setField,
    check,
    errorOf,
    step,
    go,
    heading,
    done,
    lastQuestion,
    stepValid,
    close,
    onSubmit,
    submit,
  };
}

/** What a step's fields get from the wizard. */
export type WizardFieldProps = Pick<ReturnType<typeof useWizard>, 'values' | 'setField' | 'check' | 'errorOf'>;
