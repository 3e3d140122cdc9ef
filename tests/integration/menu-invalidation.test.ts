// Every kind of change a menu shows reaches the cached menus, because the database itself NOTIFYs (triggers,
// server/db/sql/notify_*.sql): each change here is made in plain SQL, as any code path (or an admin at a psql prompt)
// would, after the menu was read and cached. The cache must show it within moments, not after its 60 s TTL, and open
// menus hear that they should fetch again. On PostgreSQL the same holds for a second server instance.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { mealPhotos, meals, officeClosedDays, offices, organizations, profiles } from '../../server/db/schema';
import { markMediumStored } from '../../server/db/queries/cook';
import { createAppDeps } from '../../server/deps';
import { createCaller } from '../../server/routers/_app';
import { createInnerContext, type AppDeps } from '../../server/trpc/context';
import { quietLive, useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { createUser, uniq } from '../helpers/factories';
import { addPhotos, cardUrl, mealFields, officeWorld } from '../helpers/menu';

const world = useTestWorld();
const TOMORROW = '2026-11-21';

/** A visitor's menu and office as another set of dependencies (an instance) serves them from its caches. */
const visitor = (deps: AppDeps) => createCaller(createInnerContext({ deps, user: null }));

async function setup() {
  world.clock.set('2026-11-20T10:00:00Z');
  const world_ = await officeWorld(world);
  const meal = await world_.cookMeal({ pickupDate: TOMORROW, title: 'Borscht of the day' });
  await addPhotos(world_.db, meal.id, ['a', 'b']);
  const [{ organizationId }] = (await world_.db
    .select({ organizationId: offices.organizationId })
    .from(offices)
    .where(eq(offices.id, world_.office.id))) as [{ organizationId: string }];
  // The notifications of this setup itself must not be taken for the change under test.
  await world.settle();
  return { ...world_, meal, organizationId };
}

/** Each kind of change: what to do in SQL, and how the visitor's menu (or office) must look afterwards. */
type Setup = Awaited<ReturnType<typeof setup>>;
const CHANGES: {
  name: string;
  /** Done before the menu is cached (what the change needs, such as a reservation to offer). */
  prepare?: (s: Setup) => Promise<unknown>;
  change: (s: Setup) => Promise<unknown>;
  seen: (deps: AppDeps, s: Setup) => Promise<boolean>;
  /** What open menus hear first; a change of portions alone is patched in place. */
  heard?: { kind: string };
}[] = [
  {
    name: 'a meal renamed',
    change: (s) => s.db.update(meals).set({ title: 'Beet soup' }).where(eq(meals.id, s.meal.id)),
    seen: async (deps, s) =>
      (await visitor(deps).menu.meals({ slug: s.office.slug })).some((m) => m.title === 'Beet soup'),
  },
  {
    name: 'a meal soft-disabled',
    change: (s) => s.db.update(meals).set({ isSoftDisabled: true }).where(eq(meals.id, s.meal.id)),
    seen: async (deps, s) => (await visitor(deps).menu.meals({ slug: s.office.slug })).every((m) => m.id !== s.meal.id),
  },
  {
    name: 'a meal deactivated',
    change: (s) => s.db.update(meals).set({ isActive: false }).where(eq(meals.id, s.meal.id)),
    seen: async (deps, s) => (await visitor(deps).menu.meals({ slug: s.office.slug })).every((m) => m.id !== s.meal.id),
  },
  {
    name: 'a meal with more portions',
    change: (s) =>
      s.db
        .update(meals)
        .set({ totalPortions: 20, availablePortions: sql`${meals.availablePortions} + 10` })
        .where(eq(meals.id, s.meal.id)),
    seen: async (deps, s) => (await visitor(deps).menu.meals({ slug: s.office.slug }))[0]?.totalPortions === 20,
  },
  {
    name: 'a meal added',
    change: (s) => s.cookMeal({ pickupDate: TOMORROW, title: 'Fresh pancakes' }),
    seen: async (deps, s) =>
      (await visitor(deps).menu.meals({ slug: s.office.slug })).some((m) => m.title === 'Fresh pancakes'),
  },
  {
    // Published by its cook, it serves a regular (2 portions, Saturdays) in the same transaction: the menu shows the
    // portions left after that reservation (docs/decisions/048-regulars.md).
    name: 'a meal published with a regular served',
    prepare: async (s) => {
      const regular = await createUser(s.db, 'eater', { officeId: s.office.id });
      await world.caller(regular).regulars.subscribe({ cookId: s.cook.id, weekdays: [6], quantity: 2 });
    },
    change: (s) => world.caller(s.cook).meals.create(mealFields({ pickupDate: TOMORROW, title: 'Regulars’ stew' })),
    seen: async (deps, s) =>
      (await visitor(deps).menu.meals({ slug: s.office.slug })).some(
        (m) => m.title === 'Regulars’ stew' && m.availablePortions === 4,
      ),
  },
  {
    name: 'a meal deleted',
    change: (s) => s.db.delete(meals).where(eq(meals.id, s.meal.id)),
    seen: async (deps, s) => (await visitor(deps).menu.meals({ slug: s.office.slug })).length === 0,
  },
  {
    name: 'a photo added',
    change: (s) =>
      s.db.insert(mealPhotos).values({ mealId: s.meal.id, imageKey: 'meals/c', width: 800, height: 600, position: 2 }),
    seen: async (deps, s) => (await visitor(deps).menu.meals({ slug: s.office.slug }))[0]?.photos.length === 3,
  },
  {
    name: 'the photos reordered (a new cover)',
    change: (s) =>
      s.db.transaction(async (tx) => {
        await tx.update(mealPhotos).set({ position: 4 }).where(eq(mealPhotos.imageKey, 'meals/a'));
        await tx.update(mealPhotos).set({ position: 0 }).where(eq(mealPhotos.imageKey, 'meals/b'));
      }),
    seen: async (deps, s) =>
      (await visitor(deps).menu.meals({ slug: s.office.slug }))[0]?.photos[0]?.card === cardUrl('b'),
  },
  {
    name: "a photo's medium variant stored (the backfill)",
    change: (s) => markMediumStored(s.db, 'meals/a'),
    seen: async (deps, s) =>
      (await visitor(deps).menu.meals({ slug: s.office.slug }))[0]?.photos[0]?.medium ===
      '/uploads/meals/a-medium.webp',
  },
  {
    name: 'a photo removed',
    change: (s) => s.db.delete(mealPhotos).where(eq(mealPhotos.imageKey, 'meals/a')),
    seen: async (deps, s) => (await visitor(deps).menu.meals({ slug: s.office.slug }))[0]?.photos.length === 1,
  },
  {
    name: "the cook's name changed",
    change: (s) => s.db.update(profiles).set({ firstName: 'Renata' }).where(eq(profiles.userId, s.cook.id)),
    seen: async (deps, s) => (await visitor(deps).menu.meals({ slug: s.office.slug }))[0]?.cook.firstName === 'Renata',
  },
  {
    name: 'the office renamed',
    change: (s) => s.db.update(offices).set({ name: 'Harbour office' }).where(eq(offices.id, s.office.id)),
    seen: async (deps, s) => (await visitor(deps).menu.office({ slug: s.office.slug })).name === 'Harbour office',
  },
  {
    name: "the office's time zone changed (the cutoff moves)",
    change: (s) => s.db.update(offices).set({ timeZone: 'America/New_York' }).where(eq(offices.id, s.office.id)),
    seen: async (deps, s) =>
      (await visitor(deps).menu.meals({ slug: s.office.slug, day: 'week' })).some(
        (m) => m.cutoffAt === '2026-11-21T23:00:00.000Z',
      ),
  },
  {
    name: 'the organization renamed',
    // Names are unique (case-insensitively), and the cases below may run on one database: each gets its own.
    change: (s) =>
      s.db
        .update(organizations)
        .set({ name: `Renamed Org ${s.organizationId}` })
        .where(eq(organizations.id, s.organizationId)),
    seen: async (deps, s) =>
      (await visitor(deps).menu.office({ slug: s.office.slug })).organizationName === `Renamed Org ${s.organizationId}`,
  },
  // The admin console's writes go the same way (no code of theirs has to remember the menus).
  {
    name: 'a day of the office closed',
    change: (s) => s.db.insert(officeClosedDays).values({ officeId: s.office.id, date: TOMORROW, label: 'Staff day' }),
    seen: async (deps, s) =>
      (await visitor(deps).menu.office({ slug: s.office.slug })).closedDays.some((d) => d.label === 'Staff day'),
  },
  {
    name: 'an admin closes a day (admin.closeDay)',
    change: async (s) =>
      (await asAdmin(s)).admin.closeDay({ officeId: s.office.id, date: '2026-12-24', label: 'Christmas Eve' }),
    seen: async (deps, s) =>
      (await visitor(deps).menu.office({ slug: s.office.slug })).closedDays.some((d) => d.date === '2026-12-24'),
  },
  {
    // Every meal of a weekly series is its own insert, so the meals trigger tells the menus of each.
    name: 'a weekly series published (meals.createSeries)',
    change: (s) =>
      createCaller(createInnerContext({ deps: world.deps, user: s.cook })).meals.createSeries({
        title: 'Series soup',
        description: '',
        priceCents: 400,
        totalPortions: 5,
        pickupStart: '12:00',
        pickupEnd: '13:00',
        cutoffTime: '18:00',
        allergens: [],
        noAllergens: true,
        weekdays: [6, 1],
        weeks: 1,
      }),
    seen: async (deps, s) =>
      (await visitor(deps).menu.meals({ slug: s.office.slug, day: 'week' })).filter((m) => m.title === 'Series soup')
        .length === 2,
  },
  {
    name: 'an admin switches the meal off (admin.setMealActive)',
    change: async (s) => (await asAdmin(s)).admin.setMealActive({ id: s.meal.id, active: false }),
    seen: async (deps, s) => (await visitor(deps).menu.meals({ slug: s.office.slug })).every((m) => m.id !== s.meal.id),
  },
  {
    name: 'an admin renames the office (admin.renameOffice)',
    change: async (s) => (await asAdmin(s)).admin.renameOffice({ id: s.office.id, name: 'Renamed by an admin' }),
    seen: async (deps, s) => (await visitor(deps).menu.office({ slug: s.office.slug })).name === 'Renamed by an admin',
  },
  {
    name: 'an admin moves the office to another organization (admin.moveOffice)',
    change: async (s) => {
      const admin = await asAdmin(s);
      const org = await admin.admin.createOrganization({ name: uniq('Moved to'), domains: '' });
      await admin.admin.renameOrganization({ id: org.id, name: `${org.name} Ltd` });
      return admin.admin.moveOffice({ officeId: s.office.id, organizationId: org.id });
    },
    seen: async (deps, s) =>
      (await visitor(deps).menu.office({ slug: s.office.slug })).organizationName.endsWith(' Ltd'),
  },
  {
    name: 'moderation takes a reported meal off the menus (moderation.setMealDisabled)',
    change: async (s) => {
      const reporter = await createUser(s.db, 'eater', { officeId: s.office.id });
      const report = await createCaller(createInnerContext({ deps: world.deps, user: reporter })).moderation.report({
        mealId: s.meal.id,
        reason: 'foodSafety',
      });
      return (await asAdmin(s)).moderation.setMealDisabled({ reportId: report.id, disabled: true });
    },
    seen: async (deps, s) => (await visitor(deps).menu.meals({ slug: s.office.slug })).every((m) => m.id !== s.meal.id),
  },
  {
    name: 'a reservation offered to anyone in the office (handovers.offer)',
    prepare: (s) => s.caller.preorders.reserve({ mealId: s.meal.id, quantity: 2 }),
    change: async (s) => {
      const [preorder] = await s.caller.preorders.upcoming();
      return s.caller.handovers.offer({ preorderId: preorder!.id, toUserId: null });
    },
    seen: async (deps, s) =>
      (await visitor(deps).menu.meals({ slug: s.office.slug })).some(
        (m) => m.grabs.length === 1 && m.grabs[0]!.quantity === 2,
      ),
  },
  {
    // The cook's last call puts the reservation up for grabs through the hand-overs (server/services/handovers.ts).
    name: 'a cook’s last call puts a reservation up for grabs (meals.lastCall)',
    prepare: (s) => s.caller.preorders.reserve({ mealId: s.meal.id, quantity: 3 }),
    change: (s) => world.caller(s.cook).meals.lastCall({ id: s.meal.id }),
    seen: async (deps, s) =>
      (await visitor(deps).menu.meals({ slug: s.office.slug })).some(
        (m) => m.grabs.length === 1 && m.grabs[0]!.quantity === 3,
      ),
  },
  {
    // The eater came after all: collecting it closes the open offer (server/db/sql/close_offers_of_closed_preorder.sql),
    // and that tells the menus at once rather than at the minute tick.
    name: 'a last-called reservation collected (preorders.markCollected)',
    prepare: async (s) => {
      await s.caller.preorders.reserve({ mealId: s.meal.id, quantity: 3 });
      await world.caller(s.cook).meals.lastCall({ id: s.meal.id });
    },
    change: async (s) => {
      const [preorder] = await s.caller.preorders.upcoming();
      return world.caller(s.cook).preorders.markCollected({ preorderId: preorder!.id });
    },
    seen: async (deps, s) =>
      (await visitor(deps).menu.meals({ slug: s.office.slug })).some((m) => m.id === s.meal.id && m.grabs.length === 0),
  },
  {
    name: 'the waitlist promoted by a cancel (preorders.cancel)',
    prepare: async (s) => {
      await s.caller.preorders.reserve({ mealId: s.meal.id, quantity: 10 });
      const waiting = await createUser(s.db, 'eater', { officeId: s.office.id });
      await createCaller(createInnerContext({ deps: world.deps, user: waiting })).waitlist.join({
        mealId: s.meal.id,
        quantity: 3,
      });
    },
    change: async (s) => {
      const [preorder] = await s.caller.preorders.upcoming();
      return s.caller.preorders.cancel({ preorderId: preorder!.id });
    },
    heard: { kind: 'portions' },
    seen: async (deps, s) =>
      (await visitor(deps).menu.meals({ slug: s.office.slug })).some(
        (m) => m.id === s.meal.id && m.availablePortions === 7,
      ),
  },
  {
    // Portions freed while it was down go to its line the moment it is back (serve_waitlist_after_meal_change.sql): the
    // menus show the meal again with what is left after that, never the freed portions.
    name: 'a taken-down meal put back serves its waitlist first (moderation.setMealDisabled)',
    prepare: async (s) => {
      const held = await s.caller.preorders.reserve({ mealId: s.meal.id, quantity: 10 });
      const waiting = await createUser(s.db, 'eater', { officeId: s.office.id });
      await createCaller(createInnerContext({ deps: world.deps, user: waiting })).waitlist.join({
        mealId: s.meal.id,
        quantity: 3,
      });
      const reporter = await createUser(s.db, 'eater', { officeId: s.office.id });
      const report = await createCaller(createInnerContext({ deps: world.deps, user: reporter })).moderation.report({
        mealId: s.meal.id,
        reason: 'foodSafety',
      });
      await (await asAdmin(s)).moderation.setMealDisabled({ reportId: report.id, disabled: true });
      await s.caller.preorders.cancel({ preorderId: held.id });
      reportOf.set(s.meal.id, report.id);
    },
    change: async (s) =>
      (await asAdmin(s)).moderation.setMealDisabled({ reportId: reportOf.get(s.meal.id)!, disabled: false }),
    seen: async (deps, s) =>
      (await visitor(deps).menu.meals({ slug: s.office.slug })).some(
        (m) => m.id === s.meal.id && m.availablePortions === 7,
      ),
  },
];
/** The report each case's meal was taken down for (the prepare step opens it, the change acts on it). */
const reportOf = new Map<string, string>();

async function asAdmin(s: Setup) {
  return createCaller(createInnerContext({ deps: world.deps, user: await createUser(s.db, 'super_admin') }));
}

/** Reads the menu and office once, so they are cached, then checks the change is not visible before it happens. */
async function warm(deps: AppDeps, s: Setup) {
  await visitor(deps).menu.office({ slug: s.office.slug });
  await visitor(deps).menu.meals({ slug: s.office.slug });
  await visitor(deps).menu.meals({ slug: s.office.slug, day: 'week' });
}

describe('menu caches hear every kind of change (triggers)', () => {
  for (const { name, prepare, change, seen, heard: expected } of CHANGES) {
    it(`${name}: a cached menu shows it, and open menus are told`, async () => {
      const s = await setup();
      await prepare?.(s);
      await world.settle();
      await warm(world.deps, s);
      expect(await seen(world.deps, s)).toBe(false);
      const stream = world.deps.realtime.subscribe(s.office.id, uniq('address'));
      const heard = stream.next();
      await change(s);
      await expect.poll(() => seen(world.deps, s), { timeout: 3000 }).toBe(true);
      expect((await heard).value).toMatchObject(expected ?? { kind: 'changed' });
      await stream.return(undefined);
    });
  }

  it('an office created after its slug was asked for is found (no stale "not found")', async () => {
    const s = await setup();
    const slug = uniq('later');
    await expect(visitor(world.deps).menu.office({ slug })).rejects.toThrow();
    await s.db.insert(offices).values({ organizationId: s.organizationId, name: 'Later office', slug });
    await expect
      .poll(
        async () =>
          (
            await visitor(world.deps)
              .menu.office({ slug })
              .catch(() => null)
          )?.name,
        { timeout: 3000 },
      )
      .toBe('Later office');
  });

  it('a reservation patches the cached portions in place (no re-read)', async () => {
    const s = await setup();
    await warm(world.deps, s);
    world.database.queries.length = 0;
    await s.db.update(meals).set({ availablePortions: 4 }).where(eq(meals.id, s.meal.id));
    await expect
      .poll(async () => (await visitor(world.deps).menu.meals({ slug: s.office.slug }))[0]?.availablePortions, {
        timeout: 3000,
      })
      .toBe(4);
    // Only the update itself ran: the cached menu was patched, not read again.
    expect(world.database.queries.filter((q) => /^select/i.test(q))).toEqual([]);
  });
});

// Two instances need a real server: PGlite lives inside one process.
describe.skipIf(!onPostgres())('across two server instances on one PostgreSQL database', () => {
  let databaseB: DatabaseHandle;
  let depsB: AppDeps;
  beforeAll(async () => {
    databaseB = await openDatabase({ kind: 'postgres', url: world.database.url!, poolMax: 2 });
    depsB = await createAppDeps({
      env: world.deps.env,
      database: databaseB,
      clock: world.clock,
      mailer: world.deps.mailer,
      live: quietLive(),
    });
  });
  afterAll(async () => {
    await depsB?.realtime.close();
    await databaseB?.close();
  });

  for (const { name, prepare, change, seen } of CHANGES) {
    it(`${name} on instance A reaches the cached menu of instance B`, async () => {
      const s = await setup();
      await prepare?.(s);
      await world.settle();
      await warm(depsB, s);
      expect(await seen(depsB, s)).toBe(false);
      await change(s);
      await expect.poll(() => seen(depsB, s), { timeout: 3000 }).toBe(true);
    });
  }
});
