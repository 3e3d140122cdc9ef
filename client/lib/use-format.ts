// Formatting bound to the current interface language (prices in euro, lt-LT or en-US dates).
import { useTranslation } from 'react-i18next';
import {
  formatCalendarDate,
  formatDateRange,
  formatDateTime,
  formatMonth,
  formatNumber,
  formatPercent,
  formatPrice,
  formatTimeOfDay,
  formatTimeRange,
  type DateStyle,
} from '../../shared/format';

export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    language,
    price: (cents: number) => formatPrice(cents, language),
    date: (isoDate: string, style?: DateStyle) => formatCalendarDate(isoDate, language, style),
    dateRange: (startIso: string, endIso: string) => formatDateRange(startIso, endIso, language),
    month: (isoDate: string) => formatMonth(isoDate, language),
    dateTime: (instant: Date, timeZone?: string) => formatDateTime(instant, language, timeZone),
    time: (time: string) => formatTimeOfDay(time, language),
    timeRange: (start: string, end: string) => formatTimeRange(start, end, language),
    number: (value: number) => formatNumber(value, language),
    percent: (fraction: number) => formatPercent(fraction, language),
  };
}

/**
 * Builds the number and date formatters a page uses first, each in a task of its own. The first Intl formatter of a
 * kind loads its locale data, which took 60 ms on a slowed phone CPU inside one render step of the menu or the
 * landing page; done before hydration (client/main.tsx), the hydration's slices stay short.
 */
export async function prepareFormats(language: string) {
  const builds = [
    () => formatPrice(0, language),
    () => formatNumber(0, language),
    () => formatCalendarDate('2026-01-01', language, 'long'),
    () => formatTimeOfDay('12:00', language),
  ];
  for (const build of builds) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    build();
  }
}
