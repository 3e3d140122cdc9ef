// The menu's rules in the browser (client/features/menu/menu-model.ts): a card's state moves on by itself (the
// cutoff passing, portions running out) by the server's rule, the query a view asks, and the sample menu.
import { describe, expect, it } from 'vitest';
import {
  currentState,
  menuMealsInput,
  pickSampleDishes,
  SAMPLE_DISHES,
  type MenuMeal,
} from '../../../client/features/menu/menu-model';

const CUTOFF = '2026-11-26T16:00:00.000Z';
const cutoff = Date.parse(CUTOFF);
const card = (state: MenuMeal['state'], availablePortions: number) => ({ state, availablePortions, cutoffAt: CUTOFF });

describe("a menu card's state", () => {
  it('stays what the server said while nothing changed', () => {
    expect(currentState(card('available', 3), cutoff - 1)).toBe('available');
    expect(currentState(card('soldOut', 0), cutoff - 1)).toBe('soldOut');
    expect(currentState(card('unavailable', 3), cutoff - 1)).toBe('unavailable');
  });

  it('turns closed at the cutoff, by itself', () => {
    expect(currentState(card('available', 3), cutoff)).toBe('closed');
    expect(currentState(card('soldOut', 0), cutoff + 60_000)).toBe('closed');
  });

  it('follows live portions: sold out at none, available again when one comes back', () => {
    expect(currentState(card('available', 0), cutoff - 1)).toBe('soldOut');
    expect(currentState(card('soldOut', 1), cutoff - 1)).toBe('available');
  });

  it("keeps a meal the server called closed closed, even if this device's clock is behind", () => {
    expect(currentState(card('closed', 3), cutoff - 3_600_000)).toBe('closed');
  });

  it('keeps an unavailable meal unavailable, also past its cutoff', () => {
    expect(currentState(card('unavailable', 3), cutoff + 1)).toBe('unavailable');
  });
});

it('asks menu.meals with the same key from the loader and the page', () => {
  expect(menuMealsInput('vilnius-hq', { day: 'tomorrow', diet: ['vegan'], exclude: ['milk'] })).toEqual({
    slug: 'vilnius-hq',
    day: 'tomorrow',
    diet: ['vegan'],
    excludeAllergens: ['milk'],
  });
});

describe('the sample menu of an empty office', () => {
  it('shows four different dishes of the six', () => {
    expect(SAMPLE_DISHES).toHaveLength(6);
    for (const seed of [0, 0.3, 0.99]) {
      const dishes = pickSampleDishes(4, () => seed);
      expect(dishes).toHaveLength(4);
      expect(new Set(dishes.map((dish) => dish.code)).size).toBe(4);
      expect(dishes.every((dish) => SAMPLE_DISHES.includes(dish))).toBe(true);
    }
  });

  it('is shuffled by the random source', () => {
    const first = pickSampleDishes(6, () => 0.99).map((dish) => dish.code);
    const other = pickSampleDishes(6, () => 0).map((dish) => dish.code);
    expect(first).toEqual(SAMPLE_DISHES.map((dish) => dish.code));
    expect(other).not.toEqual(first);
    expect([...other].sort()).toEqual([...first].sort());
  });
});
