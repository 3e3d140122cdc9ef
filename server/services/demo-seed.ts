// The demo data: one organization with two offices, a user of every role, and meals for tomorrow (in each
// office's time zone) with portions, allergens and tags. Used by `npm run cli -- seed` and, once, by `npm start`
// on an empty embedded database.
import type { Allergen, DietaryTag, Role } from '../../shared/enums';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import { countOrganizations, insertOffice, insertOrganization } from '../db/queries/organizations';
import { insertAccessRequest } from '../db/queries/leads';
import { insertMeal } from '../db/queries/meals';
import { insertMealReport } from '../db/queries/moderation';
import { insertUserWithProfile, userExistsByEmail } from '../db/queries/users';
import type { Clock } from '../domain/clock';
import { addDays, localDate } from '../../shared/office-time';
import { mealPhotos } from '../db/schema';
import type { PhotoStorage } from '../storage';
import { plateJpeg } from './demo-photos';
import { encodePhoto, storeVariants } from './photos';

export const DEMO_PASSWORD = 'lunchbox-demo';
export const DEMO_DOMAIN = 'example.com';

type OfficeKey = 'vilnius' | 'kaunas' | null;

export const DEMO_ACCOUNTS: { email: string; role: Role; firstName: string; lastName: string; office: OfficeKey }[] = [
  { email: 'super@example.com', role: 'super_admin', firstName: 'Sigita', lastName: 'Vaitkienė', office: 'vilnius' },
  { email: 'admin@example.com', role: 'admin', firstName: 'Andrius', lastName: 'Stankevičius', office: 'vilnius' },
  { email: 'cook@example.com', role: 'cook', firstName: 'Rasa', lastName: 'Petraitė', office: 'vilnius' },
  { email: 'cook2@example.com', role: 'cook', firstName: 'Jonas', lastName: 'Kazlauskas', office: 'vilnius' },
  { email: 'eater@example.com', role: 'eater', firstName: 'Tomas', lastName: 'Jankauskas', office: 'vilnius' },
  { email: 'kaunas.cook@example.com', role: 'cook', firstName: 'Eglė', lastName: 'Paulauskienė', office: 'kaunas' },
  { email: 'newcomer@example.com', role: 'eater', firstName: 'Lina', lastName: 'Urbonaitė', office: null },
];

interface DemoMeal {
  /** The colour of the food in its demo photo (0-1 around the colour wheel). */
  hue: number;
  cook: string;
  office: Exclude<OfficeKey, null>;
  dayOffset: number;
  title: string;
  description: string;
  priceCents: number;
  portions: number;
  pickup: [string, string];
  tags: DietaryTag[];
  allergens: Allergen[];
}

const DEMO_MEALS: DemoMeal[] = [
  {
    hue: 0.05,
    cook: 'cook@example.com',
    office: 'vilnius',
    dayOffset: 1,
    title: 'Cepelinai with mushroom sauce',
    description: 'Potato dumplings filled with minced pork, served with a creamy chanterelle sauce.',
    priceCents: 650,
    portions: 8,
    pickup: ['12:30', '13:30'],
    tags: [],
    allergens: ['milk'],
  },
  {
    hue: 0.92,
    cook: 'cook@example.com',
    office: 'vilnius',
    dayOffset: 1,
    title: 'Šaltibarščiai cold beet soup',
    description: 'The pink summer classic with kefir, cucumber, dill and a boiled egg; baked potatoes on the side.',
    priceCents: 400,
    portions: 10,
    pickup: ['12:00', '13:00'],
    tags: ['vegetarian', 'glutenFree'],
    allergens: ['milk', 'eggs'],
  },
  {
    hue: 0.13,
    cook: 'cook2@example.com',
    office: 'vilnius',
    dayOffset: 1,
    title: 'Chickpea and spinach curry',
    description: 'Mild coconut curry with basmati rice and fresh coriander.',
    priceCents: 550,
    portions: 12,
    pickup: ['11:30', '12:30'],
    tags: ['vegan', 'vegetarian', 'glutenFree'],
    allergens: ['mustard'],
  },
  {
    hue: 0.3,
    cook: 'cook2@example.com',
    office: 'vilnius',
    dayOffset: 1,
    title: 'Chicken and broccoli pasta bake',
    description: 'Penne baked with chicken, broccoli, béchamel and a cheddar crust.',
    priceCents: 600,
    portions: 6,
    pickup: ['12:30', '13:30'],
    tags: [],
    allergens: ['gluten', 'milk', 'eggs'],
  },
  {
    hue: 0.55,
    cook: 'cook@example.com',
    office: 'vilnius',
    dayOffset: 2,
    title: 'Salmon poke bowl',
    description: 'Marinated salmon, sushi rice, edamame, avocado, pickled ginger and sesame.',
    priceCents: 750,
    portions: 5,
    pickup: ['12:00', '13:00'],
    tags: [],
    allergens: ['fish', 'soybeans', 'sesame', 'gluten'],
  },
  {
    hue: 0.7,
    cook: 'kaunas.cook@example.com',
    office: 'kaunas',
    dayOffset: 1,
    title: 'Mushroom barley risotto',
    description: 'Pearl barley cooked slowly with forest mushrooms, thyme and parmesan.',
    priceCents: 500,
    portions: 8,
    pickup: ['12:30', '13:30'],
    tags: ['vegetarian'],
    allergens: ['gluten', 'milk', 'celery'],
  },
];

const DEMO_REPORT_NOTE =
  'The photo shows parmesan shavings, but my portion had none and the description says nothing about it.';
const DEMO_ACCESS_REQUEST = {
  name: 'Austėja Mockutė',
  role: 'Office manager',
  phone: '+370 600 12345',
  cookingInterest: 'few',
  currentSetup: 'delivery',
  startTimeframe: 'next-month',
};

export type SeedOutcome =
  { seeded: true; accounts: typeof DEMO_ACCOUNTS; password: string } | { seeded: false; reason: string };

/**
 * Seeds the demo. With `storage`, each meal also gets a photo (drawn, then re-encoded like an upload). Ordering for
 * a demo meal closes when its pickup window opens, so the demo can be tried at any hour of the day before.
 */
export async function seedDemo(db: Database, clock: Clock, storage?: PhotoStorage): Promise<SeedOutcome> {
  if (await userExistsByEmail(db, DEMO_ACCOUNTS[0]!.email)) {
    return { seeded: false, reason: 'The demo accounts already exist.' };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  const photos = storage ? await Promise.all(DEMO_MEALS.map((meal, i) => demoPhoto(storage, meal.hue, i + 1))) : [];
  await db.transaction(async (tx) => {
    const org = await insertOrganization(tx, { name: 'Demo Company', allowedEmailDomains: [DEMO_DOMAIN] });
    const officeRows = {
      vilnius: await insertOffice(tx, {
        organizationId: org.id,
        name: 'Vilnius HQ',
        slug: 'vilnius-hq',
        subdomain: 'vilnius',
      }),
      kaunas: await insertOffice(tx, { organizationId: org.id, name: 'Kaunas Office', slug: 'kaunas-office' }),
    };
    const userIds = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      const user = await insertUserWithProfile(tx, {
        email: account.email,
        passwordHash,
        emailVerifiedAt: now,
        firstName: account.firstName,
        lastName: account.lastName,
        locale: 'en',
        role: account.role,
        officeId: account.office ? officeRows[account.office].id : null,
      });
      userIds.set(account.email, user.id);
    }
    for (const [index, meal] of DEMO_MEALS.entries()) {
      const office = officeRows[meal.office];
      const { id } = await insertMeal(tx, {
        cookId: userIds.get(meal.cook)!,
        officeId: office.id,
        title: meal.title,
        description: meal.description,
        priceCents: meal.priceCents,
        totalPortions: meal.portions,
        pickupDate: addDays(localDate(now, office.timeZone), meal.dayOffset),
        pickupStart: meal.pickup[0],
        pickupEnd: meal.pickup[1],
        cutoffTime: meal.pickup[0],
        dietaryTags: meal.tags,
        allergens: meal.allergens,
      });
      const photo = photos[index];
      if (photo) {
        await tx.insert(mealPhotos).values({
          mealId: id,
          imageKey: photo.imageKey,
          width: photo.width,
          height: photo.height,
          hasMedium: true,
          position: 0,
        });
      }
      // Something for the admins to look at: one open report and one access request.
      if (meal.office === 'kaunas') {
        await insertMealReport(tx, {
          mealId: id,
          reporterId: userIds.get('eater@example.com')!,
          reason: 'misleading',
          note: DEMO_REPORT_NOTE,
          now,
        });
      }
    }
    await insertAccessRequest(tx, {
      userId: null,
      email: 'office.manager@example.org',
      officeGuess: 'Klaipėda, 20-50',
      note: JSON.stringify({ ...DEMO_ACCESS_REQUEST, submittedAt: now.toISOString() }),
      now,
    });
  });
  return { seeded: true, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
}

/** Seeds only a database with no organization at all (a fresh embedded database). */
export async function seedDemoIfEmpty(db: Database, clock: Clock, storage?: PhotoStorage): Promise<SeedOutcome> {
  if ((await countOrganizations(db)) > 0) return { seeded: false, reason: 'The database is not empty.' };
  return seedDemo(db, clock, storage);
}

/** A drawn photo of a dish, stored like an uploaded one. */
async function demoPhoto(storage: PhotoStorage, hue: number, seed: number) {
  const photo = await encodePhoto(await plateJpeg(960, 720, hue, seed));
  await storeVariants(storage, photo);
  return photo;
}

export function describeDemoAccounts(): string {
  const rows = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(12)} ${a.email.padEnd(26)} ${a.office ?? '(no office)'}`);
  return [`Demo accounts (password for all: ${DEMO_PASSWORD}):`, ...rows].join('\n');
}
