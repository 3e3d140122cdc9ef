// Every kind of notification has a sentence in both languages, filled from its payload, with dates in the reader's
// locale (shared/notification-text.ts).
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../shared/enums';
import { formatCalendarDate, formatDateTime } from '../../../shared/format';
import { notificationText, type NotificationTranslate } from '../../../shared/notification-text';
import en from '../../../locales/en/notifications.json';
import lt from '../../../locales/lt/notifications.json';

const translator = (texts: Record<string, unknown>) =>
  ((key: string, vars: Record<string, string | number> = {}) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
    if (typeof value !== 'string') throw new Error(`missing ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`));
  }) as NotificationTranslate;

const payload = {
  mealTitle: 'Cepelinai',
  pickupDate: '2026-11-21',
  quantity: 2,
  name: 'Ona Kairė',
  note: 'fridge, shelf 2',
  text: 'Ten minutes late',
  outcome: 'back',
  suspendedUntil: '2026-11-28T10:00:00.000Z',
};

describe('notificationText', () => {
  for (const [language, texts] of [
    ['en', en],
    ['lt', lt],
  ] as const) {
    it(`has a filled sentence for every kind in ${language}`, () => {
      const format = {
        date: (iso: string) => formatCalendarDate(iso, language),
        dateTime: (instant: Date) => formatDateTime(instant, language),
      };
      for (const kind of NOTIFICATION_KINDS) {
        const text = notificationText(translator(texts), format, { kind, payload });
        expect(text, kind).not.toMatch(/\{\{|kinds\./);
        expect(text.length, kind).toBeGreaterThan(10);
      }
      const ready = notificationText(translator(texts), format, { kind: 'mealReady', payload });
      expect(ready).toContain('fridge, shelf 2');
      const offered = notificationText(translator(texts), format, { kind: 'portionOffered', payload });
      expect(offered).toContain(formatCalendarDate('2026-11-21', language));
      // A closed offer: one sentence for each of declined or expired, kept or passed to the waitlist.
      const closed = (status: string, kept: boolean) =>
        notificationText(translator(texts), format, { kind: 'offerClosed', payload: { ...payload, status, kept } });
      const sentences = [true, false].flatMap((kept) => [closed('declined', kept), closed('expired', kept)]);
      expect(new Set(sentences).size).toBe(4);
      expect(closed('declined', true)).toContain('Ona Kairė');
      expect(closed('expired', true)).not.toContain('Ona Kairė');
    });
  }
});
