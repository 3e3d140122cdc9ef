// What a push says, in its reader's language: the centre's sentence (shared/notification-text.ts) over the same
// texts the browser uses (locales/<lng>/notifications.json), looked up here without i18next.
import en from '../../locales/en/notifications.json';
import lt from '../../locales/lt/notifications.json';
import type { Locale, NotificationKind } from '../../shared/enums';
import { DEFAULT_TIME_ZONE, notificationPath } from '../../shared/enums';
import { formatCalendarDate, formatDateTime } from '../../shared/format';
import { notificationText, type NotificationTranslate } from '../../shared/notification-text';

const TEXTS: Record<Locale, Record<string, unknown>> = { en, lt };

/** A translator over one language's notification texts: dotted keys, {{placeholders}} filled as given. */
export function notificationTranslator(texts: Record<string, unknown>): NotificationTranslate {
  return (key, vars = {}) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
    if (typeof value !== 'string') throw new Error(`missing notification text ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

export interface PushMessage {
  title: string;
  body: string;
  /** The page a click opens (same origin). */
  url: string;
  /** Notifications of one cause replace each other on a device instead of piling up. */
  tag: string;
  lang: Locale;
}

/** The centre's sentence of a notification in the given language (a push's body, a NOTICE e-mail's text). */
export function notificationSentence(
  notification: { kind: NotificationKind; payload: Record<string, string | number | null> },
  locale: Locale,
): string {
  const t = notificationTranslator(TEXTS[locale]);
  const formats = {
    date: (iso: string) => formatCalendarDate(iso, locale),
    dateTime: (instant: Date) => formatDateTime(instant, locale, DEFAULT_TIME_ZONE),
  };
  return notificationText(t, formats, notification);
}

export function pushMessage(
  notification: {
    id: string;
    kind: NotificationKind;
    payload: Record<string, string | number | null>;
  },
  locale: Locale,
): PushMessage {
  const t = notificationTranslator(TEXTS[locale]);
  const body = notificationSentence(notification, locale);
  return { title: t('push.title'), body, url: notificationPath(notification.kind), tag: notification.id, lang: locale };
}
