// Weekday names for ISO weekdays (1 = Monday ... 7 = Sunday) in the reader's language; 2024-01-01 was a Monday.
export const weekdayName = (weekday: number, language: string, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(language, { weekday: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
