// The access-request wizard's form: what it holds, which fields each step asks for, and the
// checks of each step, taken from the shared step schemas leads.submit validates with.
import {
  WIZARD_STEP_SCHEMAS,
  type COOKING_INTERESTS,
  type CURRENT_SETUPS,
  type LeadInput,
  type OFFICE_SIZES,
  type START_TIMEFRAMES,
} from '../../../shared/schemas/leads';

export type OfficeSize = (typeof OFFICE_SIZES)[number];
export type CookingInterest = (typeof COOKING_INTERESTS)[number];
export type CurrentSetup = (typeof CURRENT_SETUPS)[number];
export type StartTimeframe = (typeof START_TIMEFRAMES)[number];

export interface WizardValues {
  officeSize: OfficeSize | '';
  cookingInterest: CookingInterest | '';
  currentSetup: CurrentSetup | '';
  city: string;
  startTimeframe: StartTimeframe | '';
  name: string;
  role: string;
  email: string;
  phone: string;
  consent: boolean;
  /** The honeypot: people never see it, form-filling robots fill it in. */
  website: string;
}

export type WizardField = keyof WizardValues;
/** Message keys (errors:validation.*) per field. */
export type WizardErrors = Partial<Record<WizardField, string>>;

export const EMPTY_WIZARD: WizardValues = {
  officeSize: '',
  cookingInterest: '',
  currentSetup: '',
  city: '',
  startTimeframe: '',
  name: '',
  role: '',
  email: '',
  phone: '',
  consent: false,
  website: '',
};

/** The fields each step (0-4) asks for, in the order the step shows them. */
export const STEP_FIELDS = WIZARD_STEP_SCHEMAS.map((schema) => Object.keys(schema.shape) as WizardField[]);

export const stepOfField = (field: string) => STEP_FIELDS.findIndex((fields) => fields.includes(field as WizardField));

/** What is wrong on a step: the first message of each invalid field (empty when the step validates). */
export function stepErrors(step: number, values: WizardValues): WizardErrors {
  const schema = WIZARD_STEP_SCHEMAS[step];
  if (!schema) return {};
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: WizardErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as WizardField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The submission; optional fields left blank are left out. */
export function toLeadInput(values: WizardValues): LeadInput {
  const optional = (value: string) => (value.trim() ? value : undefined);
  return {
    ...values,
    officeSize: values.officeSize as OfficeSize,
    cookingInterest: values.cookingInterest as CookingInterest,
    currentSetup: values.currentSetup as CurrentSetup,
    startTimeframe: values.startTimeframe as StartTimeframe,
    consent: values.consent as true,
    role: optional(values.role),
    phone: optional(values.phone),
    website: optional(values.website),
  };
}
