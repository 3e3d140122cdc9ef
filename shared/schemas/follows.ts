// Inputs of the follows router (follow a cook), shared with the menu card and the profile.
import { z } from 'zod';
import { UuidField } from './common';

/** Follow (true) or stop following (false) a cook; setting what is already so changes nothing. */
export const SetFollowInput = z.object({ cookId: UuidField, follow: z.boolean() });
export type SetFollowInput = z.input<typeof SetFollowInput>;
