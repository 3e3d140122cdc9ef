// The wish board's pure rules (server/domain/wishes.ts): which days a wish may name, and when it leaves the board.
import { describe, expect, it } from 'vitest';
import { WISH_LIMITS } from '../../shared/constants';
import { wishDaysAllowed, wishExpiresAt } from '../../server/domain/wishes';

describe('wishDaysAllowed', () => {
  const today = '2026-11-20';
  it('allows no days, today, and the last day of the horizon', () => {
    expect(wishDaysAllowed({}, today)).toBe(true);
    expect(wishDaysAllowed({ fromDate: today }, today)).toBe(true);
    expect(wishDaysAllowed({ fromDate: today, toDate: '2026-12-18' }, today)).toBe(true);
  });
  it('refuses a day before today or beyond the horizon, on either end', () => {
    expect(wishDaysAllowed({ fromDate: '2026-11-19' }, today)).toBe(false);
    expect(wishDaysAllowed({ toDate: '2026-11-19' }, today)).toBe(false);
    expect(wishDaysAllowed({ toDate: '2026-12-19' }, today)).toBe(false);
    expect(wishDaysAllowed({ fromDate: '2026-12-19', toDate: '2026-12-20' }, today)).toBe(false);
  });
});

describe('wishExpiresAt', () => {
  it('is the lifetime after posting', () => {
    expect(wishExpiresAt(new Date('2026-11-20T10:00:00Z')).getTime() - Date.parse('2026-11-20T10:00:00Z')).toBe(
      WISH_LIMITS.lifetimeDays * 86_400_000,
    );
  });
});
