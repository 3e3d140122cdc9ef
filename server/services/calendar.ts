// The calendar feed: a secret URL per user (/calendar/{token}.ics, 160 random bits, revocable;
// only its SHA-256 is stored, so the link is shown once, when it is made: docs/decisions/028-link-secrets-stored-hashed.md)
// that phone calendars subscribe to. It lists their pickups as an eater (meal, cook, window, kitchen, price; a
// cancelled reservation as a cancelled event) and their cooking (meal, portions reserved, window), from
// FEED_PAST_DAYS ago on. Times are exact instants (UTC) computed in each office's time zone, and the calendar
// names the user's office time zone (X-WR-TIMEZONE) for apps that show it.
import { createEvents, type EventAttributes } from 'ics';
import enEmail from '../../locales/en/email.json';
import ltEmail from '../../locales/lt/email.json';
import { DEFAULT_TIME_ZONE, type Locale } from '../../shared/enums';
import { formatPrice, formatTimeRange } from '../../shared/format';
import { displayName } from '../../shared/people';
import type { AuthUser } from '../auth/auth-user';
import { generateToken, hashToken } from '../auth/tokens';
import {
  calendarCooking,
  calendarOwner,
  calendarPickups,
  hasCalendarLink,
  setCalendarTokenHash,
  type CookingEntry,
  type PickupEntry,
} from '../db/queries/calendar';
import type { AppDeps } from '../deps';
import { addDays, localDate, utcParts } from '../../shared/office-time';
import { renderTemplate } from '../email/render';

export const FEED_PAST_DAYS = 60;
const FEED_MAX_EVENTS = 500;
const TEXTS: Record<Locale, typeof enEmail.calendar> = { en: enEmail.calendar, lt: ltEmail.calendar };

const feedUrl = (deps: AppDeps, token: string) => `${deps.env.APP_ORIGIN}/calendar/${token}.ics`;

export interface CalendarLink {
  active: boolean;
  /** The link itself only in the answer that made it: afterwards only its hash exists. */
  url: string | null;
}

export async function calendarLink(deps: AppDeps, user: AuthUser): Promise<CalendarLink> {
  return { active: await hasCalendarLink(deps.database.db, user.id), url: null };
}

/** A new secret URL; the previous one (if any) stops working at once. */
export async function createCalendarLink(deps: AppDeps, user: AuthUser): Promise<CalendarLink> {
  const token = generateToken();
  await setCalendarTokenHash(deps.database.db, user.id, hashToken(token), deps.clock.now());
  return { active: true, url: feedUrl(deps, token) };
}

export async function revokeCalendarLink(deps: AppDeps, user: AuthUser): Promise<CalendarLink> {
  await setCalendarTokenHash(deps.database.db, user.id, null, deps.clock.now());
  return { active: false, url: null };
}

/** The feed of a token as iCalendar text, or null when no one has that token. */
export async function calendarFeed(deps: AppDeps, { token }: { token: string }): Promise<string | null> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const owner = await calendarOwner(db, hashToken(token));
  if (!owner) return null;
  const timeZone = owner.timeZone ?? DEFAULT_TIME_ZONE;
  const from = addDays(localDate(now, timeZone), -FEED_PAST_DAYS);
  const pickups = await calendarPickups(db, owner.userId, from, FEED_MAX_EVENTS);
  const cooking = await calendarCooking(db, owner.userId, from, FEED_MAX_EVENTS);
  const texts = TEXTS[owner.locale];
  const events = [
    ...pickups.map((entry) => pickupEvent(entry, owner.locale, deps.env.APP_ORIGIN)),
    ...cooking.map((entry) => cookingEvent(entry, owner.locale, deps.env.APP_ORIGIN)),
  ];
  const { error, value } = createEvents(events, { productId: 'lunchbox', calName: texts.calName, method: 'PUBLISH' });
  if (error || !value) throw error ?? new Error('the calendar could not be written');
  // After the header's calendar name: the time zone calendar apps show the feed in.
  return value.replace(/(X-WR-CALNAME:[^\r\n]*\r\n)/, `$1X-WR-TIMEZONE:${timeZone}\r\n`);
}

const text = (template: string, vars: Record<string, string | number>) => renderTemplate(template, vars, 'text');

/**
 * An event at the entry's pickup window, an exact instant in its office's zone; `summary` and `description` are
 * templates of the feed's language, the description given the window and office besides `vars`.
 */
function windowEvent(
  entry: PickupEntry | CookingEntry,
  locale: Locale,
  event: {
    uid: string;
    summary: string;
    description: string;
    vars: Record<string, string | number>;
    url: string;
    cancelled: boolean;
  },
): EventAttributes {
  const texts = TEXTS[locale];
  const window = formatTimeRange(entry.pickupStart, entry.pickupEnd, locale);
  return {
    uid: event.uid,
    title: text(event.summary, { meal: entry.title }),
    description: text(event.description, { ...event.vars, window, office: entry.officeName }),
    location: text(texts.location, { office: entry.officeName }),
    url: event.url,
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: utcParts(entry.pickupDate, entry.pickupStart, entry.timeZone),
    end: utcParts(entry.pickupDate, entry.pickupEnd, entry.timeZone),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    lastModified: entry.updatedAt.getTime(),
  };
}

function pickupEvent(entry: PickupEntry, locale: Locale, origin: string): EventAttributes {
  const texts = TEXTS[locale];
  const payment =
    entry.paymentStatus === 'paid' ? texts.paid : entry.paymentStatus === 'waived' ? texts.waived : texts.toPay;
  return windowEvent(entry, locale, {
    uid: `preorder-${entry.id}@lunchbox`,
    summary: texts.pickupSummary,
    description: texts.pickupDescription,
    vars: {
      quantity: entry.quantity,
      meal: entry.title,
      cook: displayName({ firstName: entry.cookFirstName, lastName: entry.cookLastName, email: entry.cookEmail }),
      total: formatPrice(entry.priceCents * entry.quantity, locale),
      payment,
    },
    url: `${origin}/activity`,
    cancelled: entry.status === 'cancelled',
  });
}

function cookingEvent(entry: CookingEntry, locale: Locale, origin: string): EventAttributes {
  const texts = TEXTS[locale];
  return windowEvent(entry, locale, {
    uid: `meal-${entry.id}@lunchbox`,
    summary: texts.cookSummary,
    description: texts.cookDescription,
    vars: { reserved: entry.reserved, total: entry.totalPortions },
    url: `${origin}/cook/preorders`,
    cancelled: entry.withdrawn,
  });
}
