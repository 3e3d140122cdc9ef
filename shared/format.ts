// The one formatting module for prices, dates and times: lt-LT for Lithuanian, en-US otherwise.
// Formatters are cached because Intl constructors are slow and these run for every card on a menu.

export const intlLocale = (language: string | undefined): 'lt-LT' | 'en-US' =>
  language?.toLowerCase().startsWith('lt') ? 'lt-LT' : 'en-US';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const cached = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T => {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
};

/** Euro, two decimals, from integer cents. */
export const formatPrice = (cents: number, language: string | undefined): string => {
  const locale = intlLocale(language);
  return cached(
    `price:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
  ).format(cents / 100);
};

const DATE_STYLES = {
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** Lithuanian turns a short month into digits ("11-22, sk"); the long (genitive) month reads naturally. */
const dateOptions = (locale: string, style: DateStyle): Intl.DateTimeFormatOptions =>
  locale === 'lt-LT' && style === 'weekday' ? { weekday: 'short', month: 'long', day: 'numeric' } : DATE_STYLES[style];

/** A calendar date ('YYYY-MM-DD', as stored in `date` columns) with no time zone shift. */
export const formatCalendarDate = (isoDate: string, language: string | undefined, style: DateStyle = 'short') => {
  const [y, m, d] = isoDate.split('-').map(Number);
  const locale = intlLocale(language);
  return cached(
    `date:${locale}:${style}`,
    () => new Intl.DateTimeFormat(locale, { ...dateOptions(locale, style), timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
};

/** An instant, shown in the given time zone (an office's, or the browser's when omitted). */
export const formatDateTime = (instant: Date, language: string | undefined, timeZone?: string) => {
  const locale = intlLocale(language);
  return cached(
    `datetime:${locale}:${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }),
  ).format(instant);
};

/** A time of day ('HH:MM' or 'HH:MM:SS', as stored in `time` columns): 12:30 PM in English, 12:30 in Lithuanian. */
export const formatTimeOfDay = (time: string, language: string | undefined) => {
  const [h, m] = time.split(':').map(Number);
  const locale = intlLocale(language);
  return cached(
    `time:${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(1970, 0, 1, h ?? 0, m ?? 0)));
};

export const formatTimeRange = (start: string, end: string, language: string | undefined) =>
  `${formatTimeOfDay(start, language)}–${formatTimeOfDay(end, language)}`;

export const formatNumber = (value: number, language: string | undefined) => {
  const locale = intlLocale(language);
  return cached(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
};

export const formatPercent = (fraction: number, language: string | undefined) => {
  const locale = intlLocale(language);
  return cached(`percent:${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent' })).format(fraction);
};

/** A calendar month ('YYYY-MM-DD', any day of it): "November 2026", "2026 m. lapkritis". */
export const formatMonth = (isoDate: string, language: string | undefined) => {
  const [y, m] = isoDate.split('-').map(Number);
  const locale = intlLocale(language);
  return cached(
    `month:${locale}`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 1)));
};

/** Two calendar dates as one range: "Nov 16 – 22, 2026", "2026 lapkričio 16–22" (Lithuanian keeps the long month). */
export const formatDateRange = (startIso: string, endIso: string, language: string | undefined) => {
  const date = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number);
    return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  };
  const locale = intlLocale(language);
  const formatter = cached(
    `range:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: locale === 'lt-LT' ? 'long' : 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
  );
  return formatter.formatRange(date(startIso), date(endIso));
};
