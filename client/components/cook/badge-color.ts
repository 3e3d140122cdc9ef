// The colour of a cook's meal badge (shared/reservation-rules.ts CookBadge), the same on the cook's meal cards
// (client/features/cook/cook-meal-card.tsx) and on the dashboard's meals today (client/features/dashboard/).
import type { CookBadge } from '../../../shared/reservation-rules';

export const COOK_BADGE_COLOR: Record<CookBadge, string> = {
  active: 'teal',
  soldOut: 'red',
  closed: 'gray',
  inactive: 'yellow',
  disabled: 'red',
  withdrawn: 'dark',
};
