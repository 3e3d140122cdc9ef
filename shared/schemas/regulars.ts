// Inputs of regulars and absences (docs/decisions/048-regulars.md), shared with the "Become a regular" dialog and
// the profile's absences form.
import { z } from 'zod';
import { REGULAR_LIMITS } from '../constants';
import { UuidField } from './common';
import { DateField } from './meals';

/** ISO weekdays: 1 = Monday ... 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const SubscribeRegularInput = z.object({
  cookId: UuidField,
  weekdays: z
    .array(z.int().min(1).max(7), { error: 'validation.weekdaysRequired' })
    .min(1, { error: 'validation.weekdaysRequired' })
    .max(7)
    .refine((list) => new Set(list).size === list.length, { error: 'validation.duplicate' }),
  quantity: z.number().int({ error: 'validation.quantityWhole' }).min(1).max(REGULAR_LIMITS.quantityMax),
});
export type SubscribeRegularInput = z.input<typeof SubscribeRegularInput>;

export const UnsubscribeRegularInput = z.object({ cookId: UuidField });

const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5;

export const AddAbsenceInput = z
  .object({ from: DateField, to: DateField })
  .refine((range) => range.from <= range.to, { error: 'validation.absenceOrder', path: ['to'] })
  .refine((range) => days(range.from, range.to) < REGULAR_LIMITS.absenceDaysMax, {
    error: 'validation.absenceTooLong',
    path: ['to'],
  });
export type AddAbsenceInput = z.input<typeof AddAbsenceInput>;

export const RemoveAbsenceInput = z.object({ id: UuidField });

export const RegularsCountInput = z.object({ date: DateField });
