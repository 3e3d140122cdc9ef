// Inputs of the fair draw (docs/features.md "Fair draw"). The quantity is any bounded integer, as a reservation's:
// the server answers quantityInvalid for one outside 1 to the meal's portions.
import { z } from 'zod';
import { UuidField } from './common';

export const EnterDrawInput = z.object({
  mealId: UuidField,
  quantity: z.number().int({ error: 'validation.quantityWhole' }).min(-1000).max(1000),
});
export type EnterDrawInput = z.input<typeof EnterDrawInput>;

export const DrawMealInput = z.object({ mealId: UuidField });
export type DrawMealInput = z.input<typeof DrawMealInput>;
