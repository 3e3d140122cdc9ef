// Inputs of the menu and preorders routers, shared with the menu screens.
import { z } from 'zod';
import { RESERVATION_NOTE_MAX } from '../constants';
import { ALLERGENS, DIETARY_TAGS } from '../enums';
import { SUBDOMAIN_PATTERN } from '../office-host';
import { MENU_DAYS } from '../url-filters';
import { SlugField, UuidField, text } from './common';

export const MenuOfficeInput = z.object({ slug: SlugField });

export const MenuMealsInput = z.object({
  slug: SlugField,
  day: z.enum(MENU_DAYS).default('tomorrow'),
  diet: z.array(z.enum(DIETARY_TAGS)).max(DIETARY_TAGS.length).optional(),
  excludeAllergens: z.array(z.enum(ALLERGENS)).max(ALLERGENS.length).optional(),
});
export type MenuMealsInput = z.input<typeof MenuMealsInput>;

/** The office a subdomain names (the browser's own host, shared/office-host.ts). */
export const SubdomainOfficeInput = z.object({
  subdomain: z
    .string()
    .max(60, { error: 'validation.tooLong' })
    .regex(SUBDOMAIN_PATTERN, { error: 'validation.slugInvalid' }),
});

export const MenuLiveInput = z.object({ slug: SlugField });

/** The eater's note to the cook: trimmed, at most RESERVATION_NOTE_MAX characters; a blank one is no note. */
export const ReservationNoteField = text(RESERVATION_NOTE_MAX)
  .trim()
  .transform((note) => (note === '' ? undefined : note));

/** Any bounded integer: the server answers quantityInvalid or capacityExceeded for the ones it cannot take. */
export const ReserveInput = z.object({
  mealId: UuidField,
  quantity: z.number().int({ error: 'validation.quantityWhole' }).min(-1000).max(1000),
  note: ReservationNoteField.optional(),
});
export type ReserveInput = z.input<typeof ReserveInput>;

export const CancelPreorderInput = z.object({ preorderId: UuidField });
