// The menu's URL: ?day=today|tomorrow|week&diet=vegan,glutenFree&exclude=milk,nuts (unknown values dropped).
// Without ?diet= the menu starts with the eater's saved diet (profiles.diet); a different choice made on the menu
// goes into the URL (?diet=none for "all meals"), so it lasts while they browse and the saved one stays as it was.
import { ALLERGENS, DIETARY_TAGS, type Allergen, type DietaryTag } from '../../../shared/enums';
import { MENU_DAYS, type MenuDay } from '../../../shared/url-filters';
import type { MenuSearch } from './menu-model';

/** The URL's "no diet filter", as against no ?diet= at all (the saved diet). */
const NO_DIET = 'none';

export interface MenuUrlSearch {
  day: MenuDay;
  /** Absent: the saved diet; `none`: all meals; else the chosen tags. */
  diet?: string;
  exclude?: string;
}

const list = <T extends string>(value: unknown, allowed: readonly T[]): T[] =>
  typeof value === 'string' ? [...new Set(value.split(',').filter((v): v is T => allowed.includes(v as T)))] : [];

export function parseMenuSearch(search: Record<string, unknown>): MenuUrlSearch {
  const day = MENU_DAYS.includes(search.day as MenuDay) ? (search.day as MenuDay) : 'tomorrow';
  const diet = search.diet === NO_DIET ? NO_DIET : list<DietaryTag>(search.diet, DIETARY_TAGS).join(',');
  const exclude = list<Allergen>(search.exclude, ALLERGENS);
  return {
    day,
    ...(diet ? { diet } : {}),
    ...(exclude.length ? { exclude: exclude.join(',') } : {}),
  };
}

export const toMenuSearch = (url: MenuUrlSearch, savedDiet: readonly DietaryTag[] = []): MenuSearch => ({
  day: url.day,
  diet: url.diet === undefined ? [...savedDiet] : list<DietaryTag>(url.diet, DIETARY_TAGS),
  exclude: list<Allergen>(url.exclude, ALLERGENS),
});

const sameTags = (a: readonly DietaryTag[], b: readonly DietaryTag[]) =>
  a.length === b.length && a.every((tag) => b.includes(tag));

export function toUrlSearch(
  current: MenuSearch,
  change: Partial<MenuSearch>,
  savedDiet: readonly DietaryTag[] = [],
): MenuUrlSearch {
  const next = { ...current, ...change };
  return {
    day: next.day,
    // The saved diet needs no ?diet= (a clean link); "all meals" needs one only when something is saved.
    diet: sameTags(next.diet, savedDiet) ? undefined : next.diet.length ? next.diet.join(',') : NO_DIET,
    exclude: next.exclude.length ? next.exclude.join(',') : undefined,
  };
}
