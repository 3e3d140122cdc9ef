// The access-request wizard in the browser (client/features/landing/wizard-model.ts): which fields each of its five
// steps asks for, the checks of each step from the shared schemas leads.submit validates with, and the submission.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_WIZARD,
  STEP_FIELDS,
  stepErrors,
  stepOfField,
  toLeadInput,
  type WizardValues,
} from '../../../client/features/landing/wizard-model';
import { LeadInput, WIZARD_STEPS } from '../../../shared/schemas/leads';

const filled: WizardValues = {
  officeSize: 'medium',
  cookingInterest: 'few',
  currentSetup: 'bring',
  city: 'Vilnius',
  startTimeframe: 'next-month',
  name: 'Jonas Jonaitis',
  role: '',
  email: 'jonas@example.com',
  phone: '',
  consent: true,
  website: '',
};

it('asks for each field on one step, in order', () => {
  expect(STEP_FIELDS).toHaveLength(WIZARD_STEPS);
  expect(STEP_FIELDS).toEqual([
    ['officeSize'],
    ['cookingInterest'],
    ['currentSetup'],
    ['city', 'startTimeframe'],
    ['name', 'role', 'email', 'phone', 'consent'],
  ]);
  expect(stepOfField('startTimeframe')).toBe(3);
  expect(stepOfField('email')).toBe(4);
  // The honeypot is on no step: people never see it.
  expect(stepOfField('website')).toBe(-1);
});

describe("a step's checks", () => {
  it('stop an empty step with the first message of each field', () => {
    expect(stepErrors(0, EMPTY_WIZARD)).toEqual({ officeSize: 'validation.choiceRequired' });
    expect(stepErrors(3, EMPTY_WIZARD)).toEqual({
      city: 'validation.cityRequired',
      startTimeframe: 'validation.timeframeRequired',
    });
    expect(stepErrors(4, EMPTY_WIZARD)).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.wizardEmailRequired',
      consent: 'validation.consentRequired',
    });
  });

  it('look only at their own fields', () => {
    const firstOnly = { ...EMPTY_WIZARD, officeSize: 'small' as const };
    expect(stepErrors(0, firstOnly)).toEqual({});
    expect(stepErrors(1, firstOnly)).toEqual({ cookingInterest: 'validation.choiceRequired' });
  });

  it('refuse an address without @, or with nothing but spaces in the city', () => {
    expect(stepErrors(4, { ...filled, email: 'jonas.example.com' })).toEqual({
      email: 'validation.wizardEmailInvalid',
    });
    expect(stepErrors(4, { ...filled, email: 'jonas@' })).toEqual({ email: 'validation.wizardEmailInvalid' });
    expect(stepErrors(3, { ...filled, city: '   ' })).toEqual({ city: 'validation.cityRequired' });
  });

  it('pass every step of a filled form; there is nothing after the last', () => {
    for (let step = 0; step < WIZARD_STEPS; step++) expect(stepErrors(step, filled)).toEqual({});
    expect(stepErrors(WIZARD_STEPS, EMPTY_WIZARD)).toEqual({});
  });
});

describe('the submission', () => {
  it('leaves out the optional fields left blank, and is what leads.submit accepts', () => {
    const input = toLeadInput(filled);
    expect(input).toMatchObject({ role: undefined, phone: undefined, website: undefined, consent: true });
    expect(LeadInput.safeParse(input).success).toBe(true);
  });

  it('sends what was typed in the optional fields, the honeypot included', () => {
    expect(toLeadInput({ ...filled, role: 'Office manager', phone: '+370 600 00000', website: 'x' })).toMatchObject({
      role: 'Office manager',
      phone: '+370 600 00000',
      website: 'x',
    });
  });
});
