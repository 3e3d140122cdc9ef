// The access-request wizard: its enumerations, each step's fields and
// the whole submission, shared by the wizard (step by step) and leads.submit. Messages are translation keys.
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../constants';
import { text } from './common';

export const OFFICE_SIZES = ['small', 'medium', 'large', 'xlarge'] as const;
export const COOKING_INTERESTS = ['many', 'few', 'unsure'] as const;
export const CURRENT_SETUPS = ['canteen', 'delivery', 'bring', 'mixed'] as const;
export const START_TIMEFRAMES = ['asap', 'next-week', 'next-month', '2-3-months', 'later-year', 'exploring'] as const;
export const WIZARD_STEPS = 5;

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'validation.choiceRequired' });

/** The fields each step checks before Next (step 4 city and timeframe; step 5 name, e-mail, consent). */
export const WIZARD_STEP_SCHEMAS = [
  z.object({ officeSize: choice(OFFICE_SIZES) }),
  z.object({ cookingInterest: choice(COOKING_INTERESTS) }),
  z.object({ currentSetup: choice(CURRENT_SETUPS) }),
  z.object({
    city: text(80).trim().min(1, { error: 'validation.cityRequired' }),
    startTimeframe: z.enum(START_TIMEFRAMES, { error: 'validation.timeframeRequired' }),
  }),
  z.object({
    name: text(NAME_MAX).trim().min(1, { error: 'validation.nameRequired' }),
    role: text(100).trim().optional(),
    email: text(EMAIL_MAX)
      .trim()
      .min(1, { error: 'validation.wizardEmailRequired' })
      .refine((value) => value.includes('@'), { error: 'validation.wizardEmailInvalid' })
      .pipe(z.email({ error: 'validation.wizardEmailInvalid' })),
    phone: text(40).trim().optional(),
    consent: z.literal(true, { error: 'validation.consentRequired' }),
  }),
] as const;

export const LeadInput = z.object({
  ...WIZARD_STEP_SCHEMAS[0].shape,
  ...WIZARD_STEP_SCHEMAS[1].shape,
  ...WIZARD_STEP_SCHEMAS[2].shape,
  ...WIZARD_STEP_SCHEMAS[3].shape,
  ...WIZARD_STEP_SCHEMAS[4].shape,
  /** A field people never see: only form-filling robots fill it in. */
  website: text(200).optional(),
});
export type LeadInput = z.input<typeof LeadInput>;
export type LeadData = z.output<typeof LeadInput>;

/** The office-size bucket as the specification names it in office_guess ("Vilnius, 20-50 people"). */
export const OFFICE_SIZE_BUCKETS: Record<(typeof OFFICE_SIZES)[number], string> = {
  small: 'under 20',
  medium: '20-50',
  large: '50-100',
  xlarge: '100+',
};
