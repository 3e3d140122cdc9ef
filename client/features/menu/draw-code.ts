// Where the draw's card parts come from (draw-parts.tsx), apart from them: the menu route's loader, which is in
// every page's first load, starts them with this and nothing more.
import type { MenuMeal } from './menu-model';

export const loadDrawCode = () => import('./draw-action');

/** Loads the draw's parts if one of `meals` is shared by a draw; the answer never rejects. */
export const loadDrawPartsFor = (meals: readonly Pick<MenuMeal, 'draw'>[] | undefined): Promise<void> =>
  meals?.some((meal) => meal.draw)
    ? loadDrawCode().then(
        () => {},
        () => {},
      )
    : Promise.resolve();
