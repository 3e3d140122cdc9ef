// Types of the menu as the server sends it, and the client-side view of a meal's state.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/_app';
import type { Allergen, DietaryTag } from '../../../shared/enums';
import { menuStateAt } from '../../../shared/reservation-rules';
import type { MenuDay } from '../../../shared/url-filters';

type Outputs = inferRouterOutputs<AppRouter>;
export type MenuMeal = Outputs['menu']['meals'][number];
export type MenuOffice = Outputs['menu']['office'];
export type MenuState = MenuMeal['state'];

/**
 * The server's state, moved on by what happened since (a live portions change, or the cutoff passing), by the
 * same rule the server uses (shared/reservation-rules.ts). A meal the server already called closed stays closed,
 * even if this device's clock is behind.
 */
export function currentState(meal: Pick<MenuMeal, 'state' | 'availablePortions' | 'cutoffAt'>, now: number): MenuState {
  if (meal.state === 'closed') return 'closed';
  const facts = {
    isActive: meal.state !== 'unavailable',
    isSoftDisabled: false,
    availablePortions: meal.availablePortions,
  };
  return menuStateAt(facts, Date.parse(meal.cutoffAt), now);
}

export interface MenuSearch {
  day: MenuDay;
  diet: DietaryTag[];
  exclude: Allergen[];
}

/** The menu.meals input of a view (the route's loader and the page ask with the same key). */
export const menuMealsInput = (slug: string, search: MenuSearch) => ({
  slug,
  day: search.day,
  diet: search.diet,
  excludeAllergens: search.exclude,
});

/** The sample menu shown to visitors of an empty office menu: 4 random of these 6. */
export const SAMPLE_DISHES = [
  { code: 'pasta', priceCents: 550, tags: ['vegetarian'], cook: 'Rasa', pickup: ['12:30', '13:30'] },
  { code: 'salad', priceCents: 400, tags: ['vegetarian', 'glutenFree'], cook: 'Jonas', pickup: ['12:00', '13:00'] },
  {
    code: 'soup',
    priceCents: 350,
    tags: ['vegan', 'vegetarian', 'glutenFree'],
    cook: 'Eglė',
    pickup: ['11:30', '12:30'],
  },
  { code: 'wrap', priceCents: 500, tags: [], cook: 'Tomas', pickup: ['12:30', '13:30'] },
  { code: 'bowl', priceCents: 600, tags: ['vegan', 'vegetarian'], cook: 'Lina', pickup: ['12:00', '13:00'] },
  { code: 'stew', priceCents: 650, tags: ['glutenFree'], cook: 'Mantas', pickup: ['12:30', '13:30'] },
] as const satisfies readonly {
  code: string;
  priceCents: number;
  tags: readonly DietaryTag[];
  cook: string;
  pickup: readonly [string, string];
}[];
export type SampleDish = (typeof SAMPLE_DISHES)[number];

export function pickSampleDishes(count = 4, random = Math.random): SampleDish[] {
  const pool = [...SAMPLE_DISHES];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
