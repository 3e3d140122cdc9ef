// Building blocks of the input schemas. Messages are translation keys (errors:validation.*), shown by the forms.
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { ALLERGENS, DIETARY_TAGS, LOCALES } from '../enums';

/**
 * Text PostgreSQL can store as written: no NUL character, and well-formed UTF-16 (an unpaired surrogate such as
 * "a\ud800b" has no UTF-8 form: jsonb refuses it and text columns would change it). Neither is ever legitimate
 * input. (A regular expression rather than String.prototype.isWellFormed, which older phones' browsers lack: with
 * the `u` flag a paired surrogate is one code point, so only an unpaired one matches.)
 */
export const isStorableText = (value: string) => !value.includes('\u0000') && !/[\uD800-\uDFFF]/u.test(value);

/** Bounded text PostgreSQL can store (isStorableText). */
export const text = (max: number) =>
  z
    .string()
    .max(max, { error: 'validation.tooLong' })
    .refine(isStorableText, { error: 'validation.invalidCharacters' });

export const EmailField = z
  .string()
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(EMAIL_MAX, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** Passwords are never trimmed and may hold any Unicode. */
export const PasswordField = z
  .string()
  .min(1, { error: 'validation.passwordRequired' })
  .min(PASSWORD_MIN, { error: 'validation.passwordTooShort' })
  .max(PASSWORD_MAX, { error: 'validation.passwordTooLong' })
  .refine(isStorableText, { error: 'validation.invalidCharacters' });

export const NameField = text(NAME_MAX).trim();
export const LocaleField = z.enum(LOCALES);
/** The eater's saved diet (the menu's default filter): each tag at most once. */
export const DietField = z
  .array(z.enum(DIETARY_TAGS))
  .max(DIETARY_TAGS.length)
  .refine((list) => new Set(list).size === list.length, {
    error: 'validation.duplicate',
  });

export const AllergensField = z
  .array(z.enum(ALLERGENS))
  .max(ALLERGENS.length)
  .refine((list) => new Set(list).size === list.length, {
    error: 'validation.duplicate',
  });

export const UuidField = z.uuid({ error: 'validation.invalidId' });

/** Base32 tokens of 20 random bytes (32 characters) as made by server/auth/tokens.ts. */
export const TokenField = z.string().regex(/^[a-z2-7]{32}$/, { error: 'validation.invalidToken' });

export const SlugField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.slugRequired' })
  .max(60, { error: 'validation.tooLong' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'validation.slugInvalid' });

/** A same-site path to return to; anything else is dropped by safeRedirectPath on use. */
export const RedirectField = text(2000).optional();

/**
 * The input of a procedure that takes none: nothing (or null, as clients without superjson send it). Anything
 * else is refused, so no input reaches a procedure unnoticed.
 */
export const NoInput = z.null().optional();
