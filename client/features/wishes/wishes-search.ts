// The wish board's URL: ?sort=wanted|newest. A plain parser, not a zod schema: the route's search parser runs in
// every page's first load, which does not carry zod (shared/url-filters.ts, eslint.config.js).
import type { SearchSchemaInput } from '@tanstack/react-router';
import { WISH_SORTS, type WishSort } from '../../../shared/url-filters';

/** Links may leave the order out; the URL may hold anything, which reads as the most wanted first. */
export const parseWishesSearch = (search: { sort?: WishSort } & SearchSchemaInput): { sort: WishSort } => ({
  sort: WISH_SORTS.find((sort) => sort === search.sort) ?? 'wanted',
});
