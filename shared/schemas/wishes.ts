// Inputs of the wish board (docs/features.md "Wish board"), shared with its forms. A wish names a dish the way a meal
// does (the same title and price rules), so a cook who claims it starts from the same words.
import { z } from 'zod';
import { WISH_LIMITS } from '../constants';
import { REPORT_REASONS } from '../enums';
import { WISH_SORTS } from '../url-filters';
import { SlugField, UuidField, text } from './common';
import { DateField, MealTitleField, PriceCentsField } from './meals';

export const WishQuantityField = z
  .number({ error: 'validation.quantityWhole' })
  .int({ error: 'validation.quantityWhole' })
  .min(1, { error: 'validation.quantityRange' })
  .max(WISH_LIMITS.quantityMax, { error: 'validation.quantityRange' });

export const PostWishInput = z
  .object({
    slug: SlugField,
    title: MealTitleField,
    /** Office dates the wisher could eat it on, both included; none: any day. */
    fromDate: DateField.optional(),
    toDate: DateField.optional(),
    /** What the wisher would pay per portion, at most. */
    maxPriceCents: PriceCentsField.optional(),
    /** The wisher backs their own wish with this many portions. */
    quantity: WishQuantityField.default(1),
  })
  .refine((wish) => !wish.fromDate || !wish.toDate || wish.fromDate <= wish.toDate, {
    error: 'validation.absenceOrder',
    path: ['toDate'],
  });
export type PostWishInput = z.input<typeof PostWishInput>;
/** What the server works with: the defaults filled in. */
export type PostWish = z.output<typeof PostWishInput>;

export const BackWishInput = z.object({ wishId: UuidField, quantity: WishQuantityField });
export type BackWishInput = z.input<typeof BackWishInput>;

export const WishIdInput = z.object({ wishId: UuidField });

export const ListWishesInput = z.object({ slug: SlugField, sort: z.enum(WISH_SORTS).default('wanted') });
export type ListWishesInput = z.input<typeof ListWishesInput>;
export type ListWishes = z.output<typeof ListWishesInput>;

const WISH_REPORT_NOTE_MAX = 500;

/** Reporting a wish to the office's organization's moderators, with the reasons a meal report has. */
export const ReportWishInput = z.object({
  wishId: UuidField,
  reason: z.enum(REPORT_REASONS, { error: 'validation.choiceRequired' }),
  note: text(WISH_REPORT_NOTE_MAX)
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ReportWishInput = z.input<typeof ReportWishInput>;
