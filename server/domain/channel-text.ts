// What an office channel post says, in the channel's language (its `locale`): the texts of
// locales/<lng>/channels.json, looked up as a push's texts are (server/domain/push-text.ts), with dates, prices and
// times formatted for it. Used where posts are planned (server/services/office-channels.ts) and where they are
// written at send time (server/outbound/channel-sender.ts).
import enChannels from '../../locales/en/channels.json';
import ltChannels from '../../locales/lt/channels.json';
import type { Locale } from '../../shared/enums';
import { formatPrice, formatTimeOfDay, formatTimeRange } from '../../shared/format';
import { wallClock } from '../../shared/office-time';
import { notificationTranslator } from './push-text';

const TEXTS: Record<Locale, Record<string, unknown>> = { en: enChannels, lt: ltChannels };
/** The channel texts of one language (the same lookup a push's texts use). */
export const channelTexts = (locale: Locale) => notificationTranslator(TEXTS[locale]);

/** A channel post before its kind's format: a title and lines. */
export interface ChannelMessage {
  title: string;
  lines: string[];
}

/** A meal's line in a post: title, cook, price and pickup window in the channel's language. */
export const mealLine = (
  meal: { title: string; cook: string; priceCents: number; pickupStart: string; pickupEnd: string },
  locale: Locale,
) =>
  channelTexts(locale)('mealLine', {
    title: meal.title,
    cook: meal.cook,
    price: formatPrice(meal.priceCents, locale),
    window: formatTimeRange(meal.pickupStart, meal.pickupEnd, locale),
  });

/** The wall-clock time ("HH:MM") of an instant in an office's zone. */
export const localTime = (instant: Date, timeZone: string) => {
  const clock = wallClock(instant, timeZone);
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
};

/**
 * A meal's line in the menu post, marked when it is conditional ("goes ahead at N, K so far") or shared by a draw
 * still to run ("draw until HH:MM" in the office's time).
 */
export function menuLine(
  meal: Parameters<typeof mealLine>[0] & {
    minimumPortions: number | null;
    committedPortions: number;
    drawUntil: Date | null;
  },
  locale: Locale,
  timeZone: string,
) {
  const t = channelTexts(locale);
  const marks: string[] = [];
  if (meal.minimumPortions !== null && meal.committedPortions < meal.minimumPortions) {
    marks.push(t('conditionMark', { minimum: meal.minimumPortions, committed: meal.committedPortions }));
  }
  if (meal.drawUntil) {
    marks.push(t('drawMark', { time: formatTimeOfDay(localTime(meal.drawUntil, timeZone), locale) }));
  }
  const line = mealLine(meal, locale);
  return marks.length === 0 ? line : t('markedLine', { line, marks: marks.join('; ') });
}
