// The filter values that pages keep in their URL and the input schemas accept. Plain lists, no zod: the routes'
// search parsers run in the client's first load, which does not carry zod.

/** The office menu's ?day=. */
export const MENU_DAYS = ['today', 'tomorrow', 'week'] as const;
export type MenuDay = (typeof MENU_DAYS)[number];

/** The cook's meals tab ?status=. */
export const COOK_MEAL_STATUSES = ['all', 'upcoming', 'past', 'active', 'inactive', 'closed', 'soldOut'] as const;
export type CookMealStatus = (typeof COOK_MEAL_STATUSES)[number];

/** The cook's preorders tab ?status=. */
export const COOK_PREORDER_FILTERS = ['all', 'reserved', 'cancelled', 'fulfilled'] as const;
export type CookPreorderFilter = (typeof COOK_PREORDER_FILTERS)[number];

/** The wish board's ?sort=: most wanted first, or newest first. */
export const WISH_SORTS = ['wanted', 'newest'] as const;
export type WishSort = (typeof WISH_SORTS)[number];
