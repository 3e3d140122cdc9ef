// The database is the last line of defence: constraints hold even if a service forgot a rule.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client';
import { mealPhotos, meals, preorders } from '../../server/db/schema';
import { addDays } from '../../shared/office-time';
import { useTestWorld } from '../helpers/context';
import { createMeal, createOffice, createUser } from '../helpers/factories';

const world = useTestWorld();
const db = () => world.deps.database.db;

async function setup() {
  const office = await createOffice(db());
  const cook = await createUser(db(), 'cook', { officeId: office.id });
  const meal = await createMeal(db(), { cookId: cook.id, officeId: office.id, pickupDate: addDays('2026-11-20', 1) });
  return { office, cook, meal };
}

/** The name of the constraint a database error reports, whichever driver raised it (Drizzle wraps it in cause). */
function constraintOf(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const named =
      (current as { constraint?: unknown; constraint_name?: unknown }).constraint ??
      (current as { constraint_name?: unknown }).constraint_name;
    if (typeof named === 'string') return named;
  }
  return undefined;
}

/** Expects the write to be refused by exactly the named constraint (not by any other error). */
const violates = async (constraint: string, run: () => Promise<unknown>) => {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected ${constraint} to refuse the write`).toBeDefined();
  expect(constraintOf(error)).toBe(constraint);
};

describe('data model', () => {
  it('creates every table of the specification', async () => {
    const rows = rowsOf<{ table_name: string }>(
      await db().execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
    );
    const tables = rows.map((r) => r.table_name);
    for (const table of [
      'users',
      'profiles',
      'sessions',
      'organizations',
      'offices',
      'meals',
      'meal_photos',
      'preorders',
      'reports',
      'email_templates',
      'email_prefs',
      'email_events',
      'access_requests',
      'analytics_events',
    ]) {
      expect(tables, table).toContain(table);
    }
  });

  it('keeps available portions between 0 and the total', async () => {
    const { meal } = await setup();
    await violates('meals_available_portions_range', () =>
      db()
        .update(meals)
        .set({ availablePortions: -1 })
        .where(sql`${meals.id} = ${meal.id}`),
    );
    await violates('meals_available_portions_range', () =>
      db()
        .update(meals)
        .set({ availablePortions: 11 })
        .where(sql`${meals.id} = ${meal.id}`),
    );
  });

  it('keeps price, portions and pickup window within the limits', async () => {
    const { meal } = await setup();
    const where = sql`${meals.id} = ${meal.id}`;
    await violates('meals_price_range', () => db().update(meals).set({ priceCents: 49 }).where(where));
    await violates('meals_price_range', () => db().update(meals).set({ priceCents: 5001 }).where(where));
    await violates('meals_total_portions_range', () => db().update(meals).set({ totalPortions: 51 }).where(where));
    await violates('meals_pickup_order', () =>
      db().update(meals).set({ pickupStart: '14:00', pickupEnd: '13:00' }).where(where),
    );
  });

  it('allows at most five photos per meal (positions 0 to 4, one each)', async () => {
    const { meal } = await setup();
    for (let position = 0; position < 5; position++) {
      await db()
        .insert(mealPhotos)
        .values({ mealId: meal.id, imageKey: `meals/p${position}`, width: 10, height: 10, position });
    }
    await violates('meal_photos_position_range', () =>
      db().insert(mealPhotos).values({ mealId: meal.id, imageKey: 'meals/p5', width: 10, height: 10, position: 5 }),
    );
    await violates('meal_photos_meal_position_key', () =>
      db().insert(mealPhotos).values({ mealId: meal.id, imageKey: 'meals/again', width: 10, height: 10, position: 0 }),
    );
  });

  it('treats e-mail addresses as unique regardless of case', async () => {
    await createUser(db(), 'eater', { email: 'Case.Test@example.com' });
    await violates('users_email_lower_key', () => createUser(db(), 'eater', { email: 'case.test@EXAMPLE.com' }));
  });

  it('requires a paid time on a paid preorder and a positive quantity', async () => {
    const { meal } = await setup();
    const eater = await createUser(db(), 'eater');
    await violates('preorders_quantity_range', () =>
      db().insert(preorders).values({ mealId: meal.id, eaterId: eater.id, quantity: 0 }),
    );
    await violates('preorders_paid_has_time', () =>
      db().insert(preorders).values({ mealId: meal.id, eaterId: eater.id, quantity: 1, paymentStatus: 'paid' }),
    );
  });

  it("copies the meal's cook onto every new preorder, whoever inserts it", async () => {
    const { meal, cook } = await setup();
    const eater = await createUser(db(), 'eater');
    const [row] = await db()
      .insert(preorders)
      .values({ mealId: meal.id, eaterId: eater.id, quantity: 1 })
      .returning({ cookId: preorders.cookId });
    expect(row!.cookId).toBe(cook.id);
  });

  it('rejects office slugs that are not lower-case words joined by dashes', async () => {
    await violates('offices_slug_format', () => createOffice(db(), { slug: 'Bad Slug' }));
    await violates('offices_slug_format', () => createOffice(db(), { slug: '-leading' }));
  });
});
