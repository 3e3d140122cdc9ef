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
