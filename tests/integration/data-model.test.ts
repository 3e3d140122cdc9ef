// The database is the last line of defence: constraints hold even if a service forgot a rule.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client';
import { mealPhotos, meals, preorders } from '../../server/db/schema';
import { addDays } from '../../server/domain/time';
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

const violates = async (run: () => Promise<unknown>) => {
  await expect(run()).rejects.toThrow();
};

describe('data model', () => {
  it('creates every table of the specification', async () => {
    const rows = rowsOf<{ table_name: string }>(
      await db().execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
    );
    const tables = rows.map((r) => r.table_name);
    for (const table of [
      'users', 'profiles', 'sessions', 'organizations', 'offices', 'meals', 'meal_photos', 'preorders',
      'reports', 'email_templates', 'email_prefs', 'email_events', 'access_requests', 'analytics_events',
    ]) {
      expect(tables, table).toContain(table);
    }
  });

  it('keeps available portions between 0 and the total', async () => {
    const { meal } = await setup();
    await violates(() => db().update(meals).set({ availablePortions: -1 }).where(sql`${meals.id} = ${meal.id}`));
    await violates(() => db().update(meals).set({ availablePortions: 11 }).where(sql`${meals.id} = ${meal.id}`));
  });

  it('keeps price, portions and pickup window within the limits', async () => {
    const { meal } = await setup();
    const where = sql`${meals.id} = ${meal.id}`;
    await violates(() => db().update(meals).set({ priceCents: 49 }).where(where));
    await violates(() => db().update(meals).set({ priceCents: 5001 }).where(where));
    await violates(() => db().update(meals).set({ totalPortions: 51 }).where(where));
    await violates(() => db().update(meals).set({ pickupStart: '14:00', pickupEnd: '13:00' }).where(where));
  });

  it('allows at most five photos per meal (positions 0 to 4, one each)', async () => {
    const { meal } = await setup();
    for (let position = 0; position < 5; position++) {
      await db().insert(mealPhotos).values({ mealId: meal.id, url: `p${position}.webp`, position });
    }
    await violates(() => db().insert(mealPhotos).values({ mealId: meal.id, url: 'p5.webp', position: 5 }));
    await violates(() => db().insert(mealPhotos).values({ mealId: meal.id, url: 'again.webp', position: 0 }));
  });

  it('treats e-mail addresses as unique regardless of case', async () => {
    await createUser(db(), 'eater', { email: 'Case.Test@example.com' });
    await violates(() => createUser(db(), 'eater', { email: 'case.test@EXAMPLE.com' }));
  });

  it('requires a paid time on a paid preorder and a positive quantity', async () => {
    const { meal } = await setup();
    const eater = await createUser(db(), 'eater');
    await violates(() => db().insert(preorders).values({ mealId: meal.id, eaterId: eater.id, quantity: 0 }));
    await violates(() =>
      db().insert(preorders).values({ mealId: meal.id, eaterId: eater.id, quantity: 1, paymentStatus: 'paid' }),
    );
  });

  it('rejects office slugs that are not lower-case words joined by dashes', async () => {
    await violates(() => createOffice(db(), { slug: 'Bad Slug' }));
    await violates(() => createOffice(db(), { slug: '-leading' }));
  });
});
