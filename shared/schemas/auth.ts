// Inputs of the auth router, shared with the auth and profile forms.
import { z } from 'zod';
import {
  AllergensField,
  DietField,
  EmailField,
  LocaleField,
  NameField,
  PasswordField,
  RedirectField,
  SlugField,
  TokenField,
  text,
} from './common';
import { PASSWORD_MAX } from '../constants';

export const SignUpInput = z.object({
  fullName: text(201).trim().min(1, { error: 'validation.fullNameRequired' }),
  email: EmailField,
  password: PasswordField,
  locale: LocaleField.default('en'),
  redirect: RedirectField,
});
export type SignUpInput = z.input<typeof SignUpInput>;

export const SignInInput = z.object({
  email: EmailField,
  // On sign-in any length is checked against the hash; the length rule is for choosing a password.
  password: text(PASSWORD_MAX).min(1, { error: 'validation.passwordRequired' }),
});
export type SignInInput = z.input<typeof SignInInput>;

export const ConfirmEmailInput = z.object({ token: TokenField });

export const ResendConfirmationInput = z.object({ email: EmailField, redirect: RedirectField });

export const RequestPasswordResetInput = z.object({ email: EmailField });
export const ResetPasswordInput = z.object({ token: TokenField, password: PasswordField });

export const UpdateProfileInput = z
  .object({
    firstName: NameField.min(1, { error: 'validation.firstNameRequired' }),
    lastName: NameField,
    avatarUrl: z
      .url({ protocol: /^https$/, error: 'validation.urlInvalid' })
      .max(2048, { error: 'validation.tooLong' })
      .nullable(),
    locale: LocaleField,
    allergens: AllergensField,
    diet: DietField,
  })
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: 'validation.nothingToUpdate',
  });
export type UpdateProfileInput = z.input<typeof UpdateProfileInput>;

export const BindOfficeInput = z.object({ slug: SlugField });

/** "Rasa Petraitė" -> first "Rasa", last "Petraitė"; split at the first space. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed.slice(0, 100), lastName: '' };
  return { firstName: trimmed.slice(0, space).slice(0, 100), lastName: trimmed.slice(space + 1).slice(0, 100) };
}
