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
  /** "Contains none of the 14"; defaults to true exactly when no allergen is listed. */
  noAllergens?: boolean;
  /** The weekly series the meal belongs to (server/services/meal-series.ts). */
  seriesId?: string | null;
  /** A conditional meal's minimum (docs/features.md "Conditional meals"); null or absent: an ordinary meal. */
  minimumPortions?: number | null;
  /** The request's clock (tests set it); the database's own clock otherwise. */
  createdAt?: Date;
}

export async function insertMeal(db: Executor, input: NewMeal): Promise<{ id: string }> {
  const [row] = await db
    .insert(meals)
    .values({
      ...input,
      availablePortions: input.totalPortions,
      noAllergens: input.noAllergens ?? input.allergens.length === 0,
      ...(input.createdAt ? { updatedAt: input.createdAt } : {}),
    })
    .returning({ id: meals.id });
  return row!;
}
