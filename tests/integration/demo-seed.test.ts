import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password';
import { mealPhotos, meals, offices, profiles, users } from '../../server/db/schema';
import { cutoffAfterPickup } from '../../server/domain/menu';
import { photoVariantKeys } from '../../server/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedDemoIfEmpty } from '../../server/services/demo-seed';
import { useTestWorld } from '../helpers/context';

const world = useTestWorld();
const db = () => world.deps.database.db;

describe('demo seed', () => {
  it('creates the organization, offices, a user of every role and tomorrow’s meals in the office time zone', async () => {
    // 22:30 UTC on 20 Nov is already 00:30 on 21 Nov in Vilnius: tomorrow there is 22 Nov, while a UTC-based
    // "tomorrow" would be 21 Nov.
    world.clock.set('2026-11-20T22:30:00Z');
    const outcome = await seedDemo(db(), world.clock);
    expect(outcome.seeded).toBe(true);

    const slugs = (await db().select({ slug: offices.slug }).from(offices)).map((o) => o.slug);
    expect(slugs).toEqual(expect.arrayContaining(['vilnius-hq', 'kaunas-office']));

    const roles = new Set((await db().select({ role: profiles.role }).from(profiles)).map((p) => p.role));
    expect([...roles].sort()).toEqual(['admin', 'cook', 'eater', 'super_admin']);

    const [vilnius] = await db().select().from(offices).where(eq(offices.slug, 'vilnius-hq'));
    const tomorrow = await db()
      .select()
      .from(meals)
      .where(and(eq(meals.officeId, vilnius!.id), eq(meals.pickupDate, '2026-11-22')));
    expect(tomorrow.length).toBeGreaterThanOrEqual(4);
    for (const meal of tomorrow) {
      expect(meal.availablePortions).toBe(meal.totalPortions);
      expect(meal.isActive).toBe(true);
    }
    expect(tomorrow.some((meal) => meal.allergens.length > 0)).toBe(true);
    expect(tomorrow.some((meal) => meal.dietaryTags.includes('vegan'))).toBe(true);
  });

  it('hashes the demo password with argon2id and marks the accounts confirmed', async () => {
    const [user] = await db().select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0]!.email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(user!.passwordHash!, DEMO_PASSWORD)).toBe(true);
    expect(user!.emailVerifiedAt).not.toBeNull();
  });

  it('lets every demo account sign in with the demo password', async () => {
    const { signIn } = await import('../../server/services/auth');
    for (const account of DEMO_ACCOUNTS) {
      const session = await signIn(
        world.deps,
        { ip: `seed-${account.email}`, user: null },
        { email: account.email, password: DEMO_PASSWORD },
      );
      expect(session.token, account.email).toMatch(/^[a-z2-7]{32}$/);
    }
  });

  it('does nothing the second time, and seedDemoIfEmpty leaves a non-empty database alone', async () => {
    expect((await seedDemo(db(), world.clock)).seeded).toBe(false);
    expect((await seedDemoIfEmpty(db(), world.clock)).seeded).toBe(false);
    expect(await db().select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
  });
});

describe('demo seed with photo storage', () => {
  const seeded = useTestWorld();

  it('gives every demo meal a stored photo, and closes ordering no later than the pickup window', async () => {
    seeded.clock.set('2026-11-20T10:00:00Z');
    const database = seeded.deps.database.db;
    await seedDemo(database, seeded.clock, seeded.deps.storage);
    const rows = await database
      .select({
        id: meals.id,
        pickupDate: meals.pickupDate,
        pickupEnd: meals.pickupEnd,
        cutoffDate: meals.cutoffDate,
        cutoffTime: meals.cutoffTime,
        timeZone: offices.timeZone,
      })
      .from(meals)
      .innerJoin(offices, eq(offices.id, meals.officeId));
    const photos = await database.select({ mealId: mealPhotos.mealId, imageKey: mealPhotos.imageKey }).from(mealPhotos);
    expect(new Set(photos.map((photo) => photo.mealId))).toEqual(new Set(rows.map((row) => row.id)));
    for (const photo of photos) {
      for (const key of Object.values(photoVariantKeys(photo.imageKey))) {
        expect(existsSync(join(seeded.deps.env.STORAGE_DIR, key)), key).toBe(true);
      }
    }
    for (const row of rows) expect(cutoffAfterPickup(row, row.timeZone), row.id).toBe(false);
  });
});
