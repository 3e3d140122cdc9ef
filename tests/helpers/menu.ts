// A small office world for menu and reservation tests.
import type { CreateMealInput } from '../../shared/schemas/meals';
import { mealPhotos, meals } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import type { TestWorld } from './context';
import { createMeal, createOffice, createUser } from './factories';

type OfficeWorld = Awaited<ReturnType<typeof officeWorld>>;

export async function officeWorld(world: TestWorld, timeZone = 'Europe/Vilnius') {
  const db = world.deps.database.db;
  const office = await createOffice(db, { timeZone });
  const cook = await createUser(db, 'cook', { officeId: office.id, firstName: 'Rasa', lastName: 'Petraitė' });
  const eater = await createUser(db, 'eater', { officeId: office.id });
  /** A meal of the world's cook in its office. */
  const cookMeal = (values: Omit<Parameters<typeof createMeal>[1], 'cookId' | 'officeId'>) =>
    createMeal(db, { cookId: cook.id, officeId: office.id, ...values });
  return { db, office, cook, eater, caller: world.caller(eater), cookMeal };
}

type Eater = Awaited<ReturnType<typeof createUser>>;

/** `count` more eaters of the world's office (typed as that many, for destructuring). */
export const moreEaters = <N extends number>(ctx: Pick<OfficeWorld, 'db' | 'office'>, count: N) =>
  Promise.all(Array.from({ length: count }, () => createUser(ctx.db, 'eater', { officeId: ctx.office.id }))) as Promise<
    N extends 2 ? [Eater, Eater] : Eater[]
  >;

/** A meal of the world's cook picked up 2026-11-21, ordering closing 2026-11-20 18:00 in the office's zone. */
export const pickupDayMeal = (
  ctx: Pick<OfficeWorld, 'db' | 'office' | 'cook'>,
  values: Partial<typeof meals.$inferInsert> = {},
) =>
  createMeal(ctx.db, {
    cookId: ctx.cook.id,
    officeId: ctx.office.id,
    pickupDate: '2026-11-21',
    cutoffDate: '2026-11-20',
    cutoffTime: '18:00',
    ...values,
  });

/**
 * An office world with one meal picked up 2026-11-21 12:30-13:30 in Vilnius (10:30Z-11:30Z), ordering closing
 * 2026-11-20 18:00 (16:00Z), the clock at 10:00Z, before the cutoff; `meal` sets other columns of the meal.
 * `colleague()` makes another eater of the office (named `colleagueName`, if given), `cookCaller` acts as the cook.
 */
export async function pickupDayWorld(
  world: TestWorld,
  totalPortions: number,
  options: { meal?: Partial<typeof meals.$inferInsert>; colleagueName?: { firstName: string; lastName: string } } = {},
) {
  world.clock.set('2026-11-20T10:00:00Z');
  const ctx = await officeWorld(world);
  const meal = await pickupDayMeal(ctx, { totalPortions, ...options.meal });
  const colleague = async () => {
    const user = await createUser(ctx.db, 'eater', { officeId: ctx.office.id, ...options.colleagueName });
    return { user, caller: world.caller(user) };
  };
  return { ...ctx, meal, colleague, cookCaller: world.caller(ctx.cook) };
}

/** Photo rows for a meal (no files behind them): `meals/<name>` keys, so the card URL is /uploads/meals/<name>-card.webp. */
export async function addPhotos(db: Database, mealId: string, names: string[]) {
  for (const [position, name] of names.entries()) {
    await db.insert(mealPhotos).values({ mealId, imageKey: `meals/${name}`, width: 1600, height: 1200, position });
  }
}

/** The public URL of a test photo's card variant (local storage). */
export const cardUrl = (name: string) => `/uploads/meals/${name}-card.webp`;

export async function setMeal(db: Database, mealId: string, values: Partial<typeof meals.$inferInsert>) {
  await db.update(meals).set(values).where(eq(meals.id, mealId));
}

export async function portionsLeft(db: Database, mealId: string) {
  const [row] = await db.select({ left: meals.availablePortions }).from(meals).where(eq(meals.id, mealId));
  return row!.left;
}

/** A valid meals.create input: tomorrow of 2026-11-20 (a Friday), ordering until 18:00 that day. */
export const mealFields = (overrides: Partial<CreateMealInput> = {}): CreateMealInput => ({
  title: 'Beet soup with dill',
  description: 'Cold and pink.',
  priceCents: 450,
  totalPortions: 6,
  pickupDate: '2026-11-21',
  pickupStart: '12:00',
  pickupEnd: '13:00',
  cutoffDate: '2026-11-20',
  cutoffTime: '18:00',
  isActive: true,
  dietaryTags: ['vegetarian'],
  allergens: ['milk', 'eggs'],
  noAllergens: false,
  ...overrides,
});
