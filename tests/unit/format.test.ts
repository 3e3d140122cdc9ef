import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatNumber,
  formatPercent,
  formatPrice,
  formatTimeOfDay,
  formatTimeRange,
  intlLocale,
} from '../../shared/format';

// Intl output uses non-breaking spaces in Lithuanian; compare with them normalised.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting', () => {
  it('maps lt to lt-LT and everything else to en-US', () => {
    expect(intlLocale('lt')).toBe('lt-LT');
    expect(intlLocale('lt-LT')).toBe('lt-LT');
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('de')).toBe('en-US');
    expect(intlLocale(undefined)).toBe('en-US');
  });

  it('formats euro prices from cents with two decimals', () => {
    expect(formatPrice(550, 'en')).toBe('€5.50');
    expect(plain(formatPrice(550, 'lt'))).toBe('5,50 €');
    expect(formatPrice(5000, 'en')).toBe('€50.00');
    expect(plain(formatPrice(123456, 'lt'))).toBe('1 234,56 €');
  });

  it('formats calendar dates without shifting the day', () => {
    expect(formatCalendarDate('2026-11-22', 'en')).toBe('Nov 22, 2026');
    expect(plain(formatCalendarDate('2026-11-22', 'lt'))).toBe('2026-11-22');
    expect(formatCalendarDate('2026-01-01', 'en', 'long')).toBe('Thursday, January 1, 2026');
    expect(formatCalendarDate('2026-11-22', 'en', 'weekday')).toBe('Sun, Nov 22');
    expect(plain(formatCalendarDate('2026-11-22', 'lt', 'weekday'))).toBe('lapkričio 22 d., sk');
  });

  it('formats times of day per locale', () => {
    expect(formatTimeOfDay('12:30:00', 'en')).toBe('12:30 PM');
    expect(formatTimeOfDay('12:30', 'lt')).toBe('12:30');
    expect(formatTimeRange('11:30', '12:30', 'lt')).toBe('11:30–12:30');
  });

  it('formats numbers and percentages per locale', () => {
    expect(formatNumber(5000, 'en')).toBe('5,000');
    expect(plain(formatNumber(5000, 'lt'))).toBe('5 000');
    expect(formatPercent(0.87, 'en')).toBe('87%');
    expect(plain(formatPercent(0.87, 'lt'))).toBe('87 %');
  });
});
