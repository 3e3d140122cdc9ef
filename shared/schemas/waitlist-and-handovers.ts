// Inputs of the waitlist and hand-over routers, shared with the menu and activity screens.
import { z } from 'zod';
import { MEAL_LIMITS } from '../constants';
import { text, UuidField } from './common';

/** Joining a sold-out meal's waitlist: the server decides whether the quantity fits the meal. */
export const JoinWaitlistInput = z.object({
  mealId: UuidField,
  quantity: z.number().int({ error: 'validation.quantityWhole' }).min(1).max(MEAL_LIMITS.portionsMax),
});
export type JoinWaitlistInput = z.input<typeof JoinWaitlistInput>;

export const WaitlistEntryInput = z.object({ entryId: UuidField });

/** Offer a reservation to a named colleague (`toUserId`) or to anyone in the office (null). */
export const OfferHandoverInput = z.object({ preorderId: UuidField, toUserId: UuidField.nullable() });
export type OfferHandoverInput = z.input<typeof OfferHandoverInput>;

export const HandoverIdInput = z.object({ handoverId: UuidField });

/** Finding a colleague of the office by name or e-mail to offer a portion to. */
export const ColleagueSearchInput = z.object({ query: text(100).trim() });
