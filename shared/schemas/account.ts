// Inputs of the account router (the person's own data, docs/privacy.md), shared with the profile's dialog.
import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';
import { UuidField, text } from './common';

/** The password confirms it; a Google-only account has none and leaves it out (a fresh sign-in stands for it). */
export const DeleteAccountInput = z.object({ password: text(PASSWORD_MAX).optional() });
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

/** An admin erases an account on the person's request. */
export const EraseUserInput = z.object({ userId: UuidField });
