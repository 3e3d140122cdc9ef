// The texts through i18next as the app configures it (client/app/i18n.ts): interpolation, nested and dotted keys,
// other namespaces, Lithuanian plural forms, and namespaces loaded on demand from locales/ before a change of
// language applies.
import { describe, expect, it, vi } from 'vitest';
import { createI18n, followOtherTabs, LANGUAGE_STORAGE_KEY, type Texts } from '../../client/app/i18n';
import type { Locale } from '../../shared/enums';
import enMenu from '../../locales/en/menu.json';
import ltMenu from '../../locales/lt/menu.json';

const texts: Record<Locale, Record<string, Texts>> = {
  en: {
    common: {
      hello: 'Hello, {{name}}',
      nested: { deep: 'Deep' },
      actions: { 'office.create': 'Office created' },
    },
    menu: { left_one: '{{count}} portion left', left_other: '{{count}} portions left', plain: 'Plain' },
  },
  lt: {
    common: { hello: 'Labas, {{name}}', nested: { deep: 'Gilu' } },
    menu: {
      left_one: 'Liko {{count}} porcija',
      left_few: 'Liko {{count}} porcijos',
      left_many: 'Liko {{count}} porcijos',
      left_other: 'Liko {{count}} porcijų',
    },
  },
};

// The test's own texts, so the keys are untyped here.
type LooseT = (key: string, options?: object) => string;

const flatKeys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' ? flatKeys(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('texts through i18next', () => {
  it('interpolates, reads nested keys and keys holding dots, and reaches another namespace with ns:key', () => {
    const i18n = createI18n({ language: 'en', resources: { en: texts.en } });
    const t = i18n.getFixedT(null, 'common') as unknown as LooseT;
    expect(t('hello', { name: 'Rasa' })).toBe('Hello, Rasa');
    expect(t('nested.deep')).toBe('Deep');
    // A key holding dots itself (the audit log's action codes).
    expect(t('actions.office.create')).toBe('Office created');
    expect(t('menu:plain')).toBe('Plain');
    // No escaping: React escapes what it renders.
    expect(t('hello', { name: '<b>' })).toBe('Hello, <b>');
  });

  it('chooses plural forms with the language rules (Lithuanian has one, few, many and other)', () => {
    const i18n = createI18n({ language: 'lt', resources: texts });
    const left = (count: number) => (i18n.getFixedT(null, 'menu') as unknown as LooseT)('left', { count });
    expect(left(1)).toBe('Liko 1 porcija');
    expect(left(21)).toBe('Liko 21 porcija');
    expect(left(3)).toBe('Liko 3 porcijos');
    expect(left(10)).toBe('Liko 10 porcijų');
    expect((i18n.getFixedT(null, 'menu') as unknown as LooseT)('left', { count: 0.5 })).toBe('Liko 0.5 porcijos');
    const en = i18n.getFixedT('en', 'menu') as unknown as LooseT;
    expect(en('left', { count: 1 })).toBe('1 portion left');
    expect(en('left', { count: 0 })).toBe('0 portions left');
  });

  it('agrees with the real texts: every plural key of the menu resolves in both languages', () => {
    const i18n = createI18n({ language: 'lt', resources: { en: { menu: enMenu }, lt: { menu: ltMenu } } });
    for (const language of ['en', 'lt'] as const) {
      const t = i18n.getFixedT(language, 'menu') as unknown as LooseT;
      const plurals = flatKeys(language === 'en' ? enMenu : ltMenu).filter((key) => key.endsWith('_other'));
      expect(plurals.length).toBeGreaterThan(0);
      for (const plural of plurals) {
        const key = plural.slice(0, -'_other'.length);
        for (const count of [0, 1, 2, 5, 11, 21]) expect(t(key, { count })).not.toBe(key);
      }
    }
  });

  it('shows the English text, not the raw key, for a text Lithuanian lacks', () => {
    const i18n = createI18n({ language: 'lt', resources: texts });
    const t = i18n.getFixedT(null, 'common') as unknown as LooseT;
    expect(t('actions.office.create')).toBe('Office created');
    expect(t('hello', { name: 'Rasa' })).toBe('Labas, Rasa');
  });

  it('loads the English texts behind a Lithuanian page\u2019s, so a text it lacks shows in English', async () => {
    // Lithuanian's common texts given without "Cancel"; English's come from locales/ as the browser loads them.
    const i18n = createI18n({ language: 'lt', resources: { lt: { common: { hello: 'Labas' } } }, load: true });
    await i18n.loadNamespaces('common');
    const t = i18n.getFixedT(null, 'common') as unknown as LooseT;
    expect(t('actions.cancel')).toBe('Cancel');
    expect(t('hello')).toBe('Labas');
  });

  it('answers defaultValue, then the key itself, for a text missing in both languages', () => {
    const i18n = createI18n({ language: 'lt', resources: texts });
    const t = i18n.getFixedT(null, 'common') as unknown as LooseT;
    expect(t('missing.key', { defaultValue: 'Default' })).toBe('Default');
    expect(t('missing.key')).toBe('missing.key');
  });

  it('loads a namespace from locales/ on demand, once however many ask at the same time', async () => {
    const i18n = createI18n({ language: 'en', resources: { en: { common: texts.en.common! } }, load: true });
    const loaded = vi.fn();
    i18n.on('loaded', loaded);
    expect(i18n.hasLoadedNamespace('menu')).toBe(false);
    await Promise.all([i18n.loadNamespaces('menu'), i18n.loadNamespaces(['menu'])]);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(i18n.hasLoadedNamespace('menu')).toBe(true);
    expect(i18n.getResourceBundle('en', 'menu')).toEqual(enMenu);
  });

  it('loads every namespace in use before it changes language', async () => {
    const i18n = createI18n({ language: 'en', resources: { en: { common: texts.en.common! } }, load: true });
    await i18n.loadNamespaces('menu');
    const seen = vi.fn(() => {
      // By the time anything re-renders in the new language, its texts are there.
      expect(i18n.hasResourceBundle('lt', 'common') && i18n.hasResourceBundle('lt', 'menu')).toBe(true);
    });
    i18n.on('languageChanged', seen);
    await i18n.changeLanguage('lt');
    expect(i18n.language).toBe('lt');
    expect(seen).toHaveBeenCalledTimes(1);
    expect(i18n.getResourceBundle('lt', 'menu')).toEqual(ltMenu);
  });

  it('follows a language chosen in another tab, and nothing else written to storage', async () => {
    const i18n = createI18n({ language: 'en', resources: texts });
    const tabs = new EventTarget();
    followOtherTabs(tabs, i18n);
    const stored = (key: string, newValue: string | null) => Object.assign(new Event('storage'), { key, newValue });
    tabs.dispatchEvent(stored('mantine-color-scheme-value', 'lt'));
    tabs.dispatchEvent(stored(LANGUAGE_STORAGE_KEY, 'xx'));
    tabs.dispatchEvent(stored(LANGUAGE_STORAGE_KEY, null));
    expect(i18n.language).toBe('en');
    const changed = new Promise((resolve) => i18n.on('languageChanged', resolve));
    tabs.dispatchEvent(stored(LANGUAGE_STORAGE_KEY, 'lt'));
    expect(await changed).toBe('lt');
    expect((i18n.t as LooseT)('hello', { name: 'Ona' })).toBe('Labas, Ona');
  });
});
