// The menu's URL: ?day=today|tomorrow|week&diet=vegan,glutenFree&exclude=milk,nuts (unknown values dropped).
import { ALLERGENS, DIETARY_TAGS, type Allergen, type DietaryTag } from '../../../shared/enums';
import { MENU_DAYS, type MenuDay } from '../../../shared/url-filters';
import type { MenuSearch } from './menu-model';

export interface MenuUrlSearch {
  day: MenuDay;
  diet?: string;
  exclude?: string;
}

const list = <T extends string>(value: unknown, allowed: readonly T[]): T[] =>
  typeof value === 'string' ? [...new Set(value.split(',').filter((v): v is T => allowed.includes(v as T)))] : [];

export function parseMenuSearch(search: Record<string, unknown>): MenuUrlSearch {
  const day = MENU_DAYS.includes(search.day as MenuDay) ? (search.day as MenuDay) : 'tomorrow';
  const diet = list<DietaryTag>(search.diet, DIETARY_TAGS);
  const exclude = list<Allergen>(search.exclude, ALLERGENS);
  return {
    day,
    ...(diet.length ? { diet: diet.join(',') } : {}),
    ...(exclude.length ? { exclude: exclude.join(',') } : {}),
  };
}

export const toMenuSearch = (url: MenuUrlSearch): MenuSearch => ({
  day: url.day,
  diet: list<DietaryTag>(url.diet, DIETARY_TAGS),
  exclude: list<Allergen>(url.exclude, ALLERGENS),
});

export function toUrlSearch(current: MenuSearch, change: Partial<MenuSearch>): MenuUrlSearch {
  const next = { ...current, ...change };
  return {
    day: next.day,
    diet: next.diet.length ? next.diet.join(',') : undefined,
    exclude: next.exclude.length ? next.exclude.join(',') : undefined,
  };
}
