// Types of the cook's workspace as the server sends them, the URL of /cook/{tab}, and small rules the screens share.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/_app';
import {
  COOK_MEAL_STATUSES,
  COOK_PREORDER_FILTERS,
  type CookMealStatus,
  type CookPreorderFilter,
} from '../../../shared/url-filters';
import type { LedgerPeriod } from '../../../shared/schemas/ledger';
import { optionalString } from '../../lib/search';

type Outputs = inferRouterOutputs<AppRouter>;
export type CookMeal = Outputs['meals']['mine']['meals'][number];
export type CookPhoto = CookMeal['photos'][number];
export type CookPreorder = Outputs['preorders']['forCook']['preorders'][number];
export type CookBadge = CookMeal['badge'];
export type CookLedger = Outputs['ledger']['cook'];

export const COOK_TABS = ['my-meals', 'preorders', 'ledger'] as const;
export type CookTab = (typeof COOK_TABS)[number];

/**
 * /cook/{tab}?modal=create-meal | ?modal=edit-meal&meal=<id> (the meal form, so it survives a reload),
 * ?status=<filter> (my meals: all, upcoming...; preorders: all, reserved...), on preorders ?meal=<id>, and on the
 * ledger ?period=month (weeks by default).
 */
export interface CookSearch {
  modal?: 'create-meal' | 'edit-meal';
  meal?: string;
  status?: string;
  period?: string;
  /** With modal=create-meal: the wish a cook claims, the form starting from it (docs/features.md "Conditional meals"). */
  wish?: string;
}

export function parseCookSearch(search: Record<string, unknown>): CookSearch {
  const modal = search.modal === 'create-meal' || search.modal === 'edit-meal' ? search.modal : undefined;
  return {
    modal,
    meal: optionalString(search.meal),
    status: optionalString(search.status),
    period: optionalString(search.period),
    wish: optionalString(search.wish),
  };
}

/** The ledger's grouping of ?period= (weeks unless it says month). */
export const ledgerPeriodOf = (search: CookSearch): LedgerPeriod => (search.period === 'month' ? 'month' : 'week');

export const mealStatusOf = (search: CookSearch): CookMealStatus =>
  COOK_MEAL_STATUSES.includes(search.status as CookMealStatus) ? (search.status as CookMealStatus) : 'all';

export const preorderStatusOf = (search: CookSearch): CookPreorderFilter =>
  COOK_PREORDER_FILTERS.includes(search.status as CookPreorderFilter) ? (search.status as CookPreorderFilter) : 'all';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The meal id of ?meal=, when it can be one (anything else is ignored rather than sent). */
export const mealIdOf = (search: CookSearch): string | null =>
  search.meal && UUID.test(search.meal) ? search.meal : null;

/** The wish id of ?wish=, when it can be one. */
export const wishIdOf = (search: CookSearch): string | null =>
  search.wish && UUID.test(search.wish) ? search.wish : null;

/** A suspended cook cannot create or edit meals until the date. */
export const suspendedUntil = (user: { suspendedUntil: Date | null }, now = Date.now()): Date | null =>
  user.suspendedUntil && user.suspendedUntil.getTime() > now ? user.suspendedUntil : null;

export const isOpenPreorder = (preorder: Pick<CookPreorder, 'status'>) =>
  preorder.status === 'reserved' || preorder.status === 'active';

/** The paged queries of the tabs (meals.mine, preorders.forCook), shared by the route's loader and the tabs. */
export const mineInput = (status: CookMealStatus) => ({ status });
/** The feedback panel's query (the route's loader asks it ahead with the same key). */
export const FEEDBACK_INPUT = { mealId: null };
export const forCookInput = (status: CookPreorderFilter, mealId: string | null) => ({ status, mealId });
export const nextCursor = (page: { nextCursor: string | null }) => page.nextCursor;
