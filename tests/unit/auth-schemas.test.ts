import { describe, expect, it } from 'vitest';
import {
  BindOfficeInput,
  SignInInput,
  SignUpInput,
  UpdateProfileInput,
  splitFullName,
} from '../../shared/schemas/auth';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('auth input schemas', () => {
  it('split a full name at the first space', () => {
    expect(splitFullName('Rasa Petraitė')).toEqual({ firstName: 'Rasa', lastName: 'Petraitė' });
    expect(splitFullName('  Jonas   Ona   Kazlauskas ')).toEqual({ firstName: 'Jonas', lastName: 'Ona Kazlauskas' });
    expect(splitFullName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
  });

  it('answer translation keys, not English', () => {
    expect(issues(SignUpInput.safeParse({ fullName: '', email: 'x', password: 'short' }))).toEqual([
      'validation.fullNameRequired',
      'validation.emailInvalid',
      'validation.passwordTooShort',
    ]);
    expect(issues(SignInInput.safeParse({ email: '', password: '' }))).toEqual(
      expect.arrayContaining(['validation.emailRequired', 'validation.passwordRequired']),
    );
  });

  it('never trim a password, but trim an e-mail', () => {
    const parsed = SignUpInput.parse({ fullName: 'A', email: '  a@example.com ', password: ' spaced pass ' });
    expect(parsed.email).toBe('a@example.com');
    expect(parsed.password).toBe(' spaced pass ');
  });

  it('bound every field', () => {
    expect(SignUpInput.safeParse({ fullName: 'A', email: 'a@example.com', password: 'x'.repeat(257) }).success).toBe(
      false,
    );
    expect(
      SignUpInput.safeParse({ fullName: 'A'.repeat(202), email: 'a@example.com', password: 'x'.repeat(8) }).success,
    ).toBe(false);
    expect(UpdateProfileInput.safeParse({ lastName: 'x'.repeat(101) }).success).toBe(false);
    expect(UpdateProfileInput.safeParse({ allergens: ['milk', 'milk'] }).success).toBe(false);
    expect(UpdateProfileInput.safeParse({ allergens: ['plutonium'] }).success).toBe(false);
  });

  it('normalise office slugs and refuse odd ones', () => {
    expect(BindOfficeInput.parse({ slug: ' Vilnius-HQ ' }).slug).toBe('vilnius-hq');
    expect(BindOfficeInput.safeParse({ slug: 'vilnius hq' }).success).toBe(false);
    expect(BindOfficeInput.safeParse({ slug: '--' }).success).toBe(false);
  });
});
