// Meals and their photos.
import type { Allergen, DietaryTag } from '../../../shared/enums';
import type { Executor } from '../client';
import { meals } from '../schema';

export interface NewMeal {
  cookId: string;
  officeId: string;
  title: string;
  description: string;
  priceCents: number;
  totalPortions: number;
  pickupDate: string;
  pickupStart: string;
  pickupEnd: string;
  cutoffDate?: string | null;
  cutoffTime?: string;
  isActive?: boolean;
  dietaryTags: DietaryTag[];
  allergens: Allergen[];
}

export async function insertMeal(db: Executor, input: NewMeal): Promise<{ id: string }> {
  const [row] = await db
    .insert(meals)
    .values({ ...input, availablePortions: input.totalPortions })
    .returning({ id: meals.id });
  return row!;
}
