import { describe, expect, it } from 'vitest';
import {
  cutoffInstant,
  menuDates,
  menuState,
  reservationRefusal,
  visibleTo,
  type MealAvailability,
} from '../../server/domain/menu';

const VILNIUS = 'Europe/Vilnius';
const meal = (overrides: Partial<MealAvailability & { officeId: string }> = {}) => ({
  officeId: 'office-a',
  cookId: 'cook-1',
  isActive: true,
  isSoftDisabled: false,
  availablePortions: 5,
  totalPortions: 10,
  pickupDate: '2026-11-22',
  cutoffDate: null,
  cutoffTime: '18:00:00',
  ...overrides,
});
const eater = { id: 'eater-1', role: 'eater' as const, officeId: 'office-a' };

describe('menu days', () => {
  it('computes today, tomorrow and the next 7 days in the office time zone', () => {
    // 23:30 UTC on 21 Nov is 01:30 on 22 Nov in Vilnius but 18:30 on 21 Nov in New York.
    const now = new Date('2026-11-21T23:30:00Z');
    expect(menuDates('today', VILNIUS, now)).toEqual(['2026-11-22']);
    expect(menuDates('tomorrow', VILNIUS, now)).toEqual(['2026-11-23']);
    expect(menuDates('tomorrow', 'America/New_York', now)).toEqual(['2026-11-22']);
    expect(menuDates('week', VILNIUS, now)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('moves to the next day at local midnight across the spring DST change', () => {
    // Vilnius jumps to summer time at 03:00 on 29 March 2026; midnight is 22:00 UTC the day before.
    expect(menuDates('tomorrow', VILNIUS, new Date('2026-03-28T21:59:59Z'))).toEqual(['2026-03-29']);
    expect(menuDates('tomorrow', VILNIUS, new Date('2026-03-28T22:00:00Z'))).toEqual(['2026-03-30']);
    // After the change, midnight is 21:00 UTC.
    expect(menuDates('tomorrow', VILNIUS, new Date('2026-03-29T21:00:00Z'))).toEqual(['2026-03-31']);
  });
});

describe('cutoff', () => {
  it('is the cutoff time on the pickup date when no cutoff date is set, in the office time zone', () => {
    expect(cutoffInstant(meal(), VILNIUS).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(cutoffInstant(meal({ cutoffDate: '2026-11-21' }), VILNIUS).toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(cutoffInstant(meal(), 'Europe/London').toISOString()).toBe('2026-11-22T18:00:00.000Z');
  });

  it('follows the clocks on a DST day (18:00 local is 15:00 UTC in summer)', () => {
    expect(cutoffInstant(meal({ pickupDate: '2026-03-29' }), VILNIUS).toISOString()).toBe('2026-03-29T15:00:00.000Z');
    expect(cutoffInstant(meal({ pickupDate: '2026-03-28' }), VILNIUS).toISOString()).toBe('2026-03-28T16:00:00.000Z');
  });
});

describe('menu state', () => {
  const before = new Date('2026-11-22T15:59:59Z');
  const at = new Date('2026-11-22T16:00:00Z');
  it('is unavailable for an inactive or soft-disabled meal, before anything else', () => {
    expect(menuState(meal({ isActive: false }), VILNIUS, before)).toBe('unavailable');
    expect(menuState(meal({ isSoftDisabled: true, availablePortions: 0 }), VILNIUS, at)).toBe('unavailable');
  });
  it('is closed from the cutoff instant on', () => {
    expect(menuState(meal(), VILNIUS, before)).toBe('available');
    expect(menuState(meal(), VILNIUS, at)).toBe('closed');
    expect(menuState(meal({ availablePortions: 0 }), VILNIUS, at)).toBe('closed');
  });
  it('is sold out with no portions left', () => {
    expect(menuState(meal({ availablePortions: 0 }), VILNIUS, before)).toBe('soldOut');
  });
});

describe('reservation policy', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it('accepts 1 up to the portions left', () => {
    expect(reservationRefusal(eater, meal(), VILNIUS, 1, now)).toBeNull();
    expect(reservationRefusal(eater, meal(), VILNIUS, 5, now)).toBeNull();
  });
  it('names the broken rule', () => {
    expect(reservationRefusal({ id: 'eater-2', role: 'eater', officeId: null }, meal(), VILNIUS, 1, now)).toBe(
      'noOffice',
    );
    expect(reservationRefusal({ id: 'cook-2', role: 'cook', officeId: 'office-b' }, meal(), VILNIUS, 1, now)).toBe(
      'officeMismatch',
    );
    expect(reservationRefusal({ id: 'cook-1', role: 'cook', officeId: 'office-a' }, meal(), VILNIUS, 1, now)).toBe(
      'ownMeal',
    );
    expect(reservationRefusal(eater, meal({ isActive: false }), VILNIUS, 1, now)).toBe('mealDisabled');
    expect(reservationRefusal(eater, meal({ isSoftDisabled: true }), VILNIUS, 1, now)).toBe('mealDisabled');
    expect(reservationRefusal(eater, meal(), VILNIUS, 1, new Date('2026-11-22T16:00:00Z'))).toBe('cutoffPassed');
    expect(reservationRefusal(eater, meal(), VILNIUS, 0, now)).toBe('quantityInvalid');
    expect(reservationRefusal(eater, meal(), VILNIUS, -2, now)).toBe('quantityInvalid');
    expect(reservationRefusal(eater, meal(), VILNIUS, 1.5, now)).toBe('quantityInvalid');
    expect(reservationRefusal(eater, meal(), VILNIUS, 11, now)).toBe('quantityInvalid');
    expect(reservationRefusal(eater, meal(), VILNIUS, 6, now)).toBe('capacityExceeded');
    expect(reservationRefusal(eater, meal({ availablePortions: 0 }), VILNIUS, 1, now)).toBe('capacityExceeded');
  });
  it('lets admins and super admins reserve in any office, with or without their own', () => {
    expect(
      reservationRefusal({ id: 'admin-1', role: 'admin', officeId: 'office-b' }, meal(), VILNIUS, 1, now),
    ).toBeNull();
    expect(
      reservationRefusal({ id: 'super-1', role: 'super_admin', officeId: null }, meal(), VILNIUS, 1, now),
    ).toBeNull();
  });
});

describe('visibility', () => {
  const row = { cookId: 'cook-1', isActive: false, isSoftDisabled: false };
  it('hides inactive and soft-disabled meals from eaters and visitors, not from their cook or admins', () => {
    expect(visibleTo(null, row)).toBe(false);
    expect(visibleTo({ id: 'eater-1', role: 'eater' }, row)).toBe(false);
    expect(visibleTo({ id: 'cook-2', role: 'cook' }, row)).toBe(false);
    expect(visibleTo({ id: 'cook-1', role: 'cook' }, row)).toBe(true);
    expect(visibleTo({ id: 'x', role: 'admin' }, { ...row, isActive: true, isSoftDisabled: true })).toBe(true);
    expect(visibleTo(null, { ...row, isActive: true })).toBe(true);
  });
});
