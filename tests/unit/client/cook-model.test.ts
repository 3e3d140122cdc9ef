// The cook's workspace in the browser (client/features/cook/cook-model.ts): what its URL may say (anything else is
// dropped rather than sent), who is suspended, which preorders are open, and the paged queries' inputs.
import { describe, expect, it } from 'vitest';
import { COOK_BADGE_COLOR } from '../../../client/components/cook/badge-color';
import {
  forCookInput,
  isOpenPreorder,
  ledgerPeriodOf,
  mealIdOf,
  mealStatusOf,
  mineInput,
  nextCursor,
  parseCookSearch,
  preorderStatusOf,
  suspendedUntil,
} from '../../../client/features/cook/cook-model';

const MEAL_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('the /cook URL', () => {
  it('keeps the two meal-form modals and strings, and drops anything else', () => {
    expect(parseCookSearch({ modal: 'create-meal' })).toEqual({ modal: 'create-meal' });
    expect(parseCookSearch({ modal: 'edit-meal', meal: MEAL_ID, status: 'upcoming', period: 'month' })).toEqual({
      modal: 'edit-meal',
      meal: MEAL_ID,
      status: 'upcoming',
      period: 'month',
    });
    expect(parseCookSearch({ modal: 'delete-everything', meal: 42, status: '', period: ['month'] })).toEqual({
      modal: undefined,
      meal: undefined,
      status: undefined,
      period: undefined,
    });
  });

  it('groups the ledger by week unless it says month', () => {
    expect(ledgerPeriodOf({ period: 'month' })).toBe('month');
    expect(ledgerPeriodOf({ period: 'year' })).toBe('week');
    expect(ledgerPeriodOf({})).toBe('week');
  });

  it('reads only known filters, else all', () => {
    expect(mealStatusOf({ status: 'soldOut' })).toBe('soldOut');
    expect(mealStatusOf({ status: 'fulfilled' })).toBe('all');
    expect(mealStatusOf({})).toBe('all');
    expect(preorderStatusOf({ status: 'fulfilled' })).toBe('fulfilled');
    expect(preorderStatusOf({ status: 'soldOut' })).toBe('all');
  });

  it('sends only a meal id that can be one', () => {
    expect(mealIdOf({ meal: MEAL_ID })).toBe(MEAL_ID);
    expect(mealIdOf({ meal: MEAL_ID.toUpperCase() })).toBe(MEAL_ID.toUpperCase());
    expect(mealIdOf({ meal: `${MEAL_ID}x` })).toBeNull();
    expect(mealIdOf({ meal: "1' or '1'='1" })).toBeNull();
    expect(mealIdOf({})).toBeNull();
  });
});

describe('a suspended cook', () => {
  const now = Date.parse('2026-11-26T09:00:00Z');
  it('is suspended until the date, and not from that instant on', () => {
    const until = new Date('2026-12-03T09:00:00Z');
    expect(suspendedUntil({ suspendedUntil: until }, now)).toBe(until);
    expect(suspendedUntil({ suspendedUntil: until }, until.getTime())).toBeNull();
    expect(suspendedUntil({ suspendedUntil: new Date(now - 1) }, now)).toBeNull();
    expect(suspendedUntil({ suspendedUntil: null }, now)).toBeNull();
  });
});

it('counts reserved and active preorders as open; collected and cancelled ones not', () => {
  expect(isOpenPreorder({ status: 'reserved' })).toBe(true);
  expect(isOpenPreorder({ status: 'active' })).toBe(true);
  expect(isOpenPreorder({ status: 'fulfilled' })).toBe(false);
  expect(isOpenPreorder({ status: 'cancelled' })).toBe(false);
});

it('gives every badge a colour, and the paged queries their inputs', () => {
  expect(Object.keys(COOK_BADGE_COLOR).sort()).toEqual(
    ['active', 'closed', 'disabled', 'inactive', 'soldOut', 'withdrawn'].sort(),
  );
  expect(mineInput('upcoming')).toEqual({ status: 'upcoming' });
  expect(forCookInput('reserved', MEAL_ID)).toEqual({ status: 'reserved', mealId: MEAL_ID });
  expect(nextCursor({ nextCursor: null })).toBeNull();
  expect(nextCursor({ nextCursor: MEAL_ID })).toBe(MEAL_ID);
});
