// menu.* through createCaller: the office, day views in the office time zone, visibility, filters, states,
// the number of queries, and the cache staying right when portions change.
import { describe, expect, it } from 'vitest';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createUser } from '../helpers/factories';
import { addPhotos, cardUrl, officeWorld, setMeal } from '../helpers/menu';

const world = useTestWorld();

describe('menu.office', () => {
  it('returns the office with its time zone and organization', async () => {
    const { office } = await officeWorld(world, 'Europe/London');
    const found = await world.caller(null).menu.office({ slug: office.slug });
    expect(found).toMatchObject({ id: office.id, slug: office.slug, name: office.name, timeZone: 'Europe/London' });
    expect(found.organizationName).toBeTruthy();
  });

  it('answers officeNotFound (NOT_FOUND) for an unknown slug and BAD_REQUEST for a malformed one', async () => {
    await expectAppError(world.caller(null).menu.office({ slug: 'nowhere-at-all' }), 'officeNotFound');
    await expectBadRequest(world.caller(null).menu.office({ slug: 'Bad Slug!' }));
  });
});

describe('menu.meals', () => {
  it('lists tomorrow in the office time zone, newest first, with cook, photos, price, portions, window, tags and allergens', async () => {
    // 22:30 UTC on 20 Nov: already 21 Nov in Vilnius, so tomorrow is 22 Nov there.
    world.clock.set('2026-11-20T22:30:00Z');
    const { db, office, cookMeal } = await officeWorld(world);
    const older = await cookMeal({ pickupDate: '2026-11-22', title: 'Older soup' });
    const newer = await cookMeal({
      pickupDate: '2026-11-22',
      title: 'Newer curry',
      priceCents: 650,
      totalPortions: 8,
      pickupStart: '11:30',
      pickupEnd: '12:30',
      dietaryTags: ['vegan', 'vegetarian'],
      allergens: ['mustard', 'sesame'],
    });
    await setMeal(db, newer.id, { createdAt: new Date('2026-11-20T10:00:00Z') });
    await setMeal(db, older.id, { createdAt: new Date('2026-11-19T10:00:00Z') });
    await addPhotos(db, newer.id, ['cover', 'second']);
    await cookMeal({ pickupDate: '2026-11-21', title: 'Today only' });

    const list = await world.caller(null).menu.meals({ slug: office.slug, day: 'tomorrow' });
    expect(list.map((m) => m.title)).toEqual(['Newer curry', 'Older soup']);
    expect(list[0]).toMatchObject({
      priceCents: 650,
      totalPortions: 8,
      availablePortions: 8,
      pickupDate: '2026-11-22',
      pickupStart: '11:30',
      pickupEnd: '12:30',
      dietaryTags: ['vegan', 'vegetarian'],
      allergens: ['mustard', 'sesame'],
      cook: { firstName: 'Rasa', lastName: 'Petraitė' },
      photos: [
        expect.objectContaining({
          card: cardUrl('cover'),
          large: '/uploads/meals/cover-large.webp',
          width: 1600,
          height: 1200,
        }),
        expect.objectContaining({ card: cardUrl('second') }),
      ],
      state: 'available',
    });
    expect(list[0]!.cutoffAt).toBe('2026-11-22T16:00:00.000Z');
  });

  it('shows today and the next seven days', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { office, cookMeal } = await officeWorld(world);
    for (const date of ['2026-11-20', '2026-11-21', '2026-11-26', '2026-11-27']) {
      await cookMeal({ pickupDate: date, title: `On ${date}` });
    }
    const caller = world.caller(null);
    expect((await caller.menu.meals({ slug: office.slug, day: 'today' })).map((m) => m.pickupDate)).toEqual([
      '2026-11-20',
    ]);
    const week = (await caller.menu.meals({ slug: office.slug, day: 'week' })).map((m) => m.pickupDate).sort();
    expect(week).toEqual(['2026-11-20', '2026-11-21', '2026-11-26']);
  });

  it('defaults to tomorrow', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { office, cookMeal } = await officeWorld(world);
    await cookMeal({ pickupDate: '2026-11-21' });
    expect(await world.caller(null).menu.meals({ slug: office.slug })).toHaveLength(1);
  });

  it('hides inactive and soft-disabled meals from eaters and visitors; their cook and admins see them as unavailable', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, office, cook, eater, cookMeal } = await officeWorld(world);
    const inactive = await cookMeal({ pickupDate: '2026-11-21', isActive: false });
    const disabled = await cookMeal({ pickupDate: '2026-11-21' });
    await setMeal(db, disabled.id, { isSoftDisabled: true });
    const otherCook = await createUser(db, 'cook', { officeId: office.id });
    const admin = await createUser(db, 'admin');
    const ids = async (user: Parameters<typeof world.caller>[0]) =>
      (await world.caller(user).menu.meals({ slug: office.slug })).map((m) => [m.id, m.state, m.isOwn]);
    expect(await ids(null)).toEqual([]);
    expect(await ids(eater)).toEqual([]);
    expect(await ids(otherCook)).toEqual([]);
    expect((await ids(cook)).sort()).toEqual(
      [
        [inactive.id, 'unavailable', true],
        [disabled.id, 'unavailable', true],
      ].sort(),
    );
    expect(await ids(admin)).toHaveLength(2);
  });

  it('marks closed after the cutoff and sold out without portions', async () => {
    world.clock.set('2026-11-21T15:59:00Z');
    const { db, office, cookMeal } = await officeWorld(world);
    const open = await cookMeal({ pickupDate: '2026-11-22', cutoffDate: '2026-11-21' });
    const soldOut = await cookMeal({ pickupDate: '2026-11-22' });
    await setMeal(db, soldOut.id, { availablePortions: 0 });
    const state = async () =>
      Object.fromEntries((await world.caller(null).menu.meals({ slug: office.slug })).map((m) => [m.id, m.state]));
    expect(await state()).toEqual({ [open.id]: 'available', [soldOut.id]: 'soldOut' });
    world.clock.set('2026-11-21T16:00:00Z'); // 18:00 in Vilnius
    expect((await state())[open.id]).toBe('closed');
  });

  it('filters by diet (all chosen tags) and hides meals containing excluded allergens', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { office, cookMeal } = await officeWorld(world);
    const day = '2026-11-21';
    await cookMeal({ pickupDate: day, title: 'Vegan GF', dietaryTags: ['vegan', 'vegetarian', 'glutenFree'] });
    await cookMeal({ pickupDate: day, title: 'Veggie', dietaryTags: ['vegetarian'], allergens: ['milk'] });
    await cookMeal({ pickupDate: day, title: 'Fish', allergens: ['fish', 'gluten'] });
    const titles = async (filters: object) =>
      (await world.caller(null).menu.meals({ slug: office.slug, ...filters })).map((m) => m.title).sort();
    expect(await titles({ diet: ['vegetarian'] })).toEqual(['Vegan GF', 'Veggie']);
    expect(await titles({ diet: ['vegetarian', 'glutenFree'] })).toEqual(['Vegan GF']);
    expect(await titles({ excludeAllergens: ['milk'] })).toEqual(['Fish', 'Vegan GF']);
    expect(await titles({ excludeAllergens: ['gluten', 'milk'] })).toEqual(['Vegan GF']);
    await expectBadRequest(
      world.caller(null).menu.meals({ slug: office.slug, excludeAllergens: ['plutonium' as 'milk'] }),
    );
  });

  it('answers officeNotFound for an unknown office', async () => {
    await expectAppError(world.caller(null).menu.meals({ slug: 'no-such-office' }), 'officeNotFound');
  });

  it('reads a menu of 30 meals with photos in a fixed number of queries, then from the cache', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, office, cookMeal } = await officeWorld(world);
    for (let i = 0; i < 30; i++) {
      const meal = await cookMeal({ pickupDate: '2026-11-21' });
      await addPhotos(db, meal.id, ['a', 'b']);
    }
    // A notification of the inserts arriving after the first read would rightly drop the cached menu.
    await world.settle();
    const queries = world.database.queries;
    queries.length = 0;
    expect(await world.caller(null).menu.meals({ slug: office.slug })).toHaveLength(30);
    expect(queries.length).toBeLessThanOrEqual(2);
    queries.length = 0;
    await world.caller(null).menu.meals({ slug: office.slug, diet: ['vegan'] });
    await world.caller(null).menu.meals({ slug: office.slug });
    expect(queries).toEqual([]);
  });

  it('stays right after a reservation: the change reaches the cache through the database notification', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { office, caller, cookMeal } = await officeWorld(world);
    const meal = await cookMeal({ pickupDate: '2026-11-21', totalPortions: 5 });
    const left = async () =>
      (await world.caller(null).menu.meals({ slug: office.slug })).find((m) => m.id === meal.id)!.availablePortions;
    expect(await left()).toBe(5);
    await caller.preorders.reserve({ mealId: meal.id, quantity: 2 });
    await expect.poll(left).toBe(3);
  });
});

describe('menu.live', () => {
  it('pushes portions-left changes of the office to a subscriber', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { office, caller, cookMeal } = await officeWorld(world);
    const meal = await cookMeal({ pickupDate: '2026-11-21', totalPortions: 6 });
    await world.settle();
    const stream = await world.caller(null).menu.live({ slug: office.slug });
    const iterator = (stream as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    const next = iterator.next();
    await expect.poll(() => world.deps.realtime.subscriberCount(office.id)).toBe(1);
    await caller.preorders.reserve({ mealId: meal.id, quantity: 4 });
    expect((await next).value).toEqual({ kind: 'portions', meals: [{ mealId: meal.id, availablePortions: 2 }] });
    // When the server's LISTEN connection comes back, open menus are told to fetch themselves again.
    const after = iterator.next();
    world.deps.realtime.resync();
    expect((await after).value).toEqual({ kind: 'resync' });
    // A leaving client: tRPC returns the iterator, which removes the listener.
    await iterator.return?.(undefined);
    await expect.poll(() => world.deps.realtime.subscriberCount(office.id)).toBe(0);
  });
});
