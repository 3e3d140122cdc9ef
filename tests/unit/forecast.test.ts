// The forecast's pure rules (server/domain/forecast.ts): no count under 5 leaves the server, whatever it counts;
// "usually eats" and the prediction's mean absolute error.
import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIETARY_TAGS } from '../../shared/enums';
import {
  buildForecast,
  FORECAST_MIN_COUNT,
  forecastDay,
  isoWeekday,
  meanAbsoluteError,
  shown,
  usuallyEats,
  type RawForecastDay,
} from '../../server/domain/forecast';

const raw = (overrides: Partial<RawForecastDay> = {}): RawForecastDay => ({
  date: '2026-11-23',
  closed: false,
  present: 12,
  usuallyEat: 7,
  diets: { vegetarian: 5, vegan: 4, glutenFree: 1 },
  allergens: { milk: 6, nuts: 2 },
  offeredPortions: 3,
  ...overrides,
});

/** Every count of a day, named, for "no count under 5" checks. */
const countsOf = (day: ReturnType<typeof forecastDay>) => [
  day.present,
  day.usuallyEat,
  day.offeredPortions,
  ...Object.values(day.diets),
  ...Object.values(day.allergens),
];

describe('shown', () => {
  it('hides every count from 0 to 4 and shows 5 and more as they are', () => {
    expect(FORECAST_MIN_COUNT).toBe(5);
    for (let count = 0; count < 5; count++) expect(shown(count)).toBeNull();
    expect(shown(5)).toBe(5);
    expect(shown(37)).toBe(37);
  });
});

describe('forecastDay', () => {
  it('passes every count through the threshold and lists each diet and allergen, missing ones as null', () => {
    const day = forecastDay(raw(), []);
    expect(day).toMatchObject({ date: '2026-11-23', present: 12, usuallyEat: 7, offeredPortions: null });
    expect(day.diets).toEqual({ vegetarian: 5, vegan: null, glutenFree: null });
    expect(Object.keys(day.allergens)).toEqual([...ALLERGENS]);
    expect(Object.keys(day.diets)).toEqual([...DIETARY_TAGS]);
    expect(day.allergens.milk).toBe(6);
    expect(day.allergens.nuts).toBeNull();
    expect(day.allergens.gluten).toBeNull();
  });

  it('never gives a count from 1 to 4, for any mix of true counts', () => {
    for (let n = 0; n <= 12; n++) {
      const counts = Object.fromEntries(ALLERGENS.map((a, i) => [a, (n + i) % 9]));
      const day = forecastDay(
        raw({
          present: n,
          usuallyEat: n % 6,
          offeredPortions: n % 7,
          diets: { vegetarian: n % 5, vegan: (n + 2) % 8, glutenFree: n },
          allergens: counts,
        }),
        [],
      );
      for (const value of countsOf(day)) expect(value === null || value >= 5).toBe(true);
    }
  });

  it('one more colleague with a diet turns 4 (hidden) into 5, never a visible step below 5', () => {
    expect(forecastDay(raw({ diets: { vegan: 4 } }), []).diets.vegan).toBeNull();
    expect(forecastDay(raw({ diets: { vegan: 5 } }), []).diets.vegan).toBe(5);
    expect(forecastDay(raw({ diets: { vegan: 3 } }), []).diets.vegan).toBeNull();
  });
});

describe('usually eats and the error of the prediction', () => {
  it('usually eats with reservations on at least 4 of the last 8 same weekdays', () => {
    expect(usuallyEats(3)).toBe(false);
    expect(usuallyEats(4)).toBe(true);
    expect(usuallyEats(8)).toBe(true);
  });

  it('the mean absolute error over days with at least 5 colleagues in, to one decimal; null without any', () => {
    expect(meanAbsoluteError([])).toBeNull();
    expect(meanAbsoluteError([{ present: 4, predicted: 0, actual: 3 }])).toBeNull();
    expect(
      meanAbsoluteError([
        { present: 10, predicted: 6, actual: 4 },
        { present: 10, predicted: 6, actual: 7 },
        { present: 9, predicted: 5, actual: 5 },
        // Too few in: the forecast showed nothing that day, and its error would tell of a small group.
        { present: 3, predicted: 0, actual: 3 },
      ]),
    ).toBe(1);
    expect(
      meanAbsoluteError([
        { present: 5, predicted: 5, actual: 6 },
        { present: 5, predicted: 5, actual: 5 },
        { present: 5, predicted: 5, actual: 5 },
      ]),
    ).toBe(0.3);
  });

  it('each day ahead takes the error of its own weekday', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    const [monday, tuesday] = buildForecast(
      [raw({ date: '2026-11-23' }), raw({ date: '2026-11-24' })],
      [
        { date: '2026-11-16', present: 10, predicted: 6, actual: 8 },
        { date: '2026-11-09', present: 10, predicted: 6, actual: 6 },
        { date: '2026-11-17', present: 10, predicted: 6, actual: 1 },
      ],
    );
    expect(monday!.meanAbsoluteError).toBe(1);
    expect(tuesday!.meanAbsoluteError).toBe(5);
  });
});
