// What an office channel post says, in the channel's language (its `locale`): the texts of
// locales/<lng>/channels.json, looked up as a push's texts are (server/domain/push-text.ts), with dates, prices and
// times formatted for it. Used where posts are planned (server/services/office-channels.ts) and where they are
// written at send time (server/outbound/channel-sender.ts).
import enChannels from '../../locales/en/channels.json';
import ltChannels from '../../locales/lt/channels.json';
import type { Locale } from '../../shared/enums';
import { formatPrice, formatTimeRange } from '../../shared/format';
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
