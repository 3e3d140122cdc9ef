// The cook's forecast (meals.forecast; docs/decisions/065-forecast-privacy-and-prediction.md): who of the cook's
// colleagues is in each day ahead, who of them usually eats, their diets and allergens, the portions other cooks
// offer, and the error of "usually eats" over the past 4 weeks. No count under 5 is ever returned: a test tries to
// single out one colleague by a diet and by an allergen and watches every count. Only the cook's own office counts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Allergen, DietaryTag } from '../../shared/enums';
import type { AuthUser } from '../../server/auth/auth-user';
import type { ForecastDay } from '../../server/domain/forecast';
import { absences, preorders, profiles } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createMeal, createOffice, createUser } from '../helpers/factories';

const world = useTestWorld();
const db = () => world.deps.database.db;
// A Monday, 10:00 in Vilnius: the forecast runs from Monday 23 November to Wednesday 2 December.
const NOW = '2026-11-23T08:00:00Z';

async function office() {
  world.clock.set(NOW);
  const o = await createOffice(db());
  const cook = await createUser(db(), 'cook', { officeId: o.id });
  const people = (count: number, role: 'eater' | 'cook' = 'eater') =>
    Promise.all(Array.from({ length: count }, () => createUser(db(), role, { officeId: o.id })));
  const forecast = (days = 10, as: AuthUser = cook) => world.caller(as).meals.forecast({ days });
  return { office: o, cook, people, forecast };
}

const setFood = (userId: string, food: { diet?: DietaryTag[]; allergens?: Allergen[] }) =>
  db().update(profiles).set(food).where(eq(profiles.userId, userId));

/** Every count of a forecast, named by day and field, so a test can say which one broke the rule. */
function counts(days: ForecastDay[]) {
  return days.flatMap((day) => [
    [`${day.date} present`, day.present] as const,
    [`${day.date} usuallyEat`, day.usuallyEat] as const,
    [`${day.date} offeredPortions`, day.offeredPortions] as const,
    ...Object.entries(day.diets).map(([tag, n]) => [`${day.date} diet ${tag}`, n] as const),
    ...Object.entries(day.allergens).map(([a, n]) => [`${day.date} allergen ${a}`, n] as const),
  ]);
}

const expectNothingUnderFive = (days: ForecastDay[]) => {
  for (const [name, value] of counts(days)) {
    expect(value === null || value >= 5, `${name} = ${String(value)}`).toBe(true);
  }
};

describe('meals.forecast', () => {
  it('counts colleagues in, their diets and allergens and other cooks’ portions, each day ahead', async () => {
    const o = await office();
    const eaters = await o.people(7);
    const [otherCook] = await o.people(1, 'cook');
    for (const eater of eaters.slice(0, 5)) await setFood(eater.id, { diet: ['vegetarian'], allergens: ['milk'] });
    await setFood(eaters[5]!.id, { allergens: ['milk'] });
    // Away on Tuesday; in on Saturdays only: neither is in on Tuesday.
    await db().insert(absences).values({ userId: eaters[6]!.id, fromDate: '2026-11-24', toDate: '2026-11-24' });
    await world.caller(otherCook!).officeDays.set({ weekdays: [6], menuWhenOut: false });
    await createMeal(db(), {
      cookId: otherCook!.id,
      officeId: o.office.id,
      pickupDate: '2026-11-24',
      totalPortions: 8,
    });
    // The cook's own meals are not "offered by other cooks".
    await createMeal(db(), { cookId: o.cook.id, officeId: o.office.id, pickupDate: '2026-11-24', totalPortions: 9 });
    // The cook's own diet is never counted (they could otherwise tip a count over the threshold themselves).
    await setFood(o.cook.id, { diet: ['vegetarian'], allergens: ['milk'] });

    const days = await o.forecast();
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    const [monday, tuesday] = days;
    expect(monday).toMatchObject({ present: 7, usuallyEat: null, offeredPortions: null, closed: false });
    expect(monday!.diets).toEqual({ vegetarian: 5, vegan: null, glutenFree: null });
    expect(monday!.allergens.milk).toBe(6);
    expect(tuesday).toMatchObject({ present: 6, offeredPortions: 8 });
    expect(tuesday!.allergens.milk).toBe(6);
    // Saturday: only the other cook is in, one person: fewer than 5.
    expect(days[5]).toMatchObject({ date: '2026-11-28', present: null });
    expectNothingUnderFive(days);
    expect(await o.forecast(3)).toHaveLength(3);
  });

  it('"usually eats" from the last 8 same weekdays, and its mean absolute error over the past 4 weeks', async () => {
    const o = await office();
    const [seller] = await o.people(1, 'cook');
    const regulars = await o.people(5);
    await o.people(2); // in, but never reserve
    const mondays = ['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'];
    for (const date of [...mondays, '2026-11-16']) {
      const meal = await createMeal(db(), { cookId: seller!.id, officeId: o.office.id, pickupDate: date });
      // On 16 November only three of the five came: the prediction (5) was off by 2 that day.
      const eaters = date === '2026-11-16' ? regulars.slice(0, 3) : regulars;
      for (const eater of eaters) {
        await db().insert(preorders).values({ mealId: meal.id, eaterId: eater.id, quantity: 1, status: 'fulfilled' });
      }
    }
    const days = await o.forecast();
    const monday = days.find((d) => d.date === '2026-11-23')!;
    expect(monday.present).toBe(8);
    expect(monday.usuallyEat).toBe(5);
    // Past Mondays 26 Oct, 2, 9 and 16 Nov: errors 0, 0, 0 and 2.
    expect(monday.meanAbsoluteError).toBe(0.5);
    // Nobody usually eats on Tuesdays (none of those weekdays had reservations): the count is 0, shown as null.
    const tuesday = days.find((d) => d.date === '2026-11-24')!;
    expect(tuesday.usuallyEat).toBeNull();
    expect(tuesday.meanAbsoluteError).toBe(0);
    expectNothingUnderFive(days);
  });

  it('cannot single out one colleague by a diet or an allergen: no count ever shows 1 to 4', async () => {
    const o = await office();
    const colleagues = await o.people(9);
    const before = await o.forecast();
    expectNothingUnderFive(before);
    // One colleague at a time becomes vegan with a peanut allergy; every count of every day is watched.
    const seen: (number | null)[] = [];
    for (const [i, colleague] of colleagues.entries()) {
      await setFood(colleague.id, { diet: ['vegan', 'glutenFree'], allergens: ['peanuts'] });
      const days = await o.forecast();
      expectNothingUnderFive(days);
      const monday = days[0]!;
      seen.push(monday.diets.vegan);
      expect(monday.diets.vegan).toBe(i + 1 >= 5 ? i + 1 : null);
      expect(monday.diets.glutenFree).toBe(monday.diets.vegan);
      expect(monday.allergens.peanuts).toBe(monday.diets.vegan);
      // Nothing else moved: the other counts are what they were before anyone changed.
      for (const [d, day] of days.entries()) {
        expect(day.present).toBe(before[d]!.present);
        expect(day.diets.vegetarian).toBe(before[d]!.diets.vegetarian);
        expect(day.allergens.milk).toBe(before[d]!.allergens.milk);
      }
    }
    expect(seen).toEqual([null, null, null, null, 5, 6, 7, 8, 9]);
    // And back: removing one at a time never shows a count under 5 either.
    for (const colleague of colleagues.slice(0, 6)) {
      await setFood(colleague.id, { diet: [], allergens: [] });
      expectNothingUnderFive(await o.forecast());
    }
    expect((await o.forecast())[0]!.diets.vegan).toBeNull();
    // An absence that leaves one vegan in on a day: still no count under 5.
    await db().insert(absences).values({ userId: colleagues[6]!.id, fromDate: '2026-11-24', toDate: '2026-11-24' });
    expectNothingUnderFive(await o.forecast());
  });

  it('counts only the cook’s own office: another office’s people change nothing, and its cook sees only theirs', async () => {
    const a = await office();
    await a.people(6);
    const before = await a.forecast();
    const b = await office();
    const bPeople = await b.people(8);
    for (const person of bPeople) await setFood(person.id, { diet: ['vegan'], allergens: ['fish'] });
    await createMeal(db(), {
      cookId: bPeople[0]!.id,
      officeId: b.office.id,
      pickupDate: '2026-11-24',
      totalPortions: 20,
    });
    expect(await a.forecast()).toEqual(before);
    const bMonday = (await b.forecast())[0]!;
    expect(bMonday).toMatchObject({ present: 8, diets: expect.objectContaining({ vegan: 8 }) });
    expect((await b.forecast())[1]!.offeredPortions).toBe(20);
  });

  it('refuses eaters, admins and cooks without an office, and days outside 1 to 10 with 400', async () => {
    const o = await office();
    const eater = await createUser(db(), 'eater', { officeId: o.office.id });
    const admin = await createUser(db(), 'admin', { officeId: o.office.id });
    const homeless = await createUser(db(), 'cook');
    await expectAppError(world.caller(eater).meals.forecast({ days: 5 }), 'unauthorized');
    await expectAppError(world.caller(admin).meals.forecast({ days: 5 }), 'unauthorized');
    await expectAppError(world.caller(homeless).meals.forecast({ days: 5 }), 'noOffice');
    await expectAppError(world.caller(null).meals.forecast({ days: 5 }), 'notAuthenticated');
    for (const days of [0, 11, 2.5, -1]) await expectBadRequest(o.forecast(days));
    await expectBadRequest(world.caller(o.cook).meals.forecast({ days: '3' } as never));
  });
});
