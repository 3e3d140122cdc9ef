import { describe, expect, it, vi } from 'vitest';
import { Translator, type Texts } from '../../client/lib/translator';
import type { Locale } from '../../shared/enums';
import enMenu from '../../locales/en/menu.json';
import ltMenu from '../../locales/lt/menu.json';

const texts: Record<Locale, Record<string, Texts>> = {
  en: {
    common: {
      hello: 'Hello, {{name}}',
      nested: { deep: 'Deep' },
      only: 'Only English',
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

const flatKeys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' ? flatKeys(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

/** A translator whose loader answers from `texts` and counts its calls. */
function translator(language: Locale, preloaded: Partial<Record<Locale, Record<string, Texts>>> = {}) {
  const load = vi.fn(async (lng: Locale, ns: string) => {
    const bundle = texts[lng][ns];
    if (!bundle) throw new Error(`no ${lng}/${ns}`);
    return bundle;
  });
  return { i18n: new Translator({ language, resources: preloaded, load }), load };
}

describe('translator', () => {
  it('interpolates, reads nested keys, and reaches another namespace with ns:key', () => {
    const { i18n } = translator('en', { en: texts.en });
    // The test's own texts, so the keys are untyped here.
    const t = i18n.getFixedT(null, 'common') as (key: string, options?: object) => string;
    expect(t('hello', { name: 'Rasa' })).toBe('Hello, Rasa');
    expect(t('nested.deep')).toBe('Deep');
    // A key holding dots itself (the audit log's action codes).
    expect(t('actions.office.create')).toBe('Office created');
    expect(t('actions.office')).toBe('actions.office');
    expect(i18n.t('menu:plain' as never)).toBe('Plain');
  });

  it('chooses plural forms with the language rules (Lithuanian has one, few, many and other)', () => {
    const { i18n } = translator('lt', texts);
    const t = i18n.getFixedT(null, 'menu');
    const left = (count: number) => (t as (key: string, options: object) => string)('left', { count });
    expect(left(1)).toBe('Liko 1 porcija');
    expect(left(21)).toBe('Liko 21 porcija');
    expect(left(3)).toBe('Liko 3 porcijos');
    expect(left(10)).toBe('Liko 10 porcijų');
    const en = i18n.getFixedT('en', 'menu') as (key: string, options: object) => string;
    expect(en('left', { count: 1 })).toBe('1 portion left');
    expect(en('left', { count: 0 })).toBe('0 portions left');
  });

  it('agrees with the real texts: every plural key of the menu resolves in both languages', () => {
    const i18n = new Translator({ language: 'lt', resources: { en: { menu: enMenu }, lt: { menu: ltMenu } } });
    for (const language of ['en', 'lt'] as const) {
      const t = i18n.getFixedT(language, 'menu') as (key: string, options?: object) => string;
      const plurals = flatKeys(language === 'en' ? enMenu : ltMenu).filter((key) => key.endsWith('_other'));
      expect(plurals.length).toBeGreaterThan(0);
      for (const plural of plurals) {
        const key = plural.slice(0, -'_other'.length);
        for (const count of [0, 1, 2, 5, 11, 21]) expect(t(key, { count })).not.toBe(key);
      }
    }
  });

  it('falls back to English, then to defaultValue, then to the key itself', () => {
    const { i18n } = translator('lt', texts);
    const t = i18n.getFixedT(null, 'common') as (key: string, options?: object) => string;
    expect(t('only')).toBe('Only English');
    expect(t('missing.key', { defaultValue: 'Default' })).toBe('Default');
    expect(t('missing.key')).toBe('missing.key');
    // An unknown placeholder is left as written rather than dropped.
    expect(t('hello')).toBe('Labas, {{name}}');
  });

  it('loads a namespace once, however many components ask at the same time', async () => {
    const { i18n, load } = translator('en');
    expect(i18n.hasLoadedNamespace('menu')).toBe(false);
    await Promise.all([i18n.loadNamespaces('menu'), i18n.loadNamespaces(['menu'])]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.hasLoadedNamespace('menu')).toBe(true);
    expect(i18n.usedNamespaces()).toEqual(['menu']);
    // Loading texts is not a change the rest of the page re-renders for (its effects that follow `t` would run again).
    expect(i18n.version).toBe(0);
  });

  it('loads every namespace in use before it changes language, then tells its listeners once', async () => {
    const { i18n, load } = translator('en', { en: texts.en });
    i18n.use(['common', 'menu']);
    const listener = vi.fn(() => {
      // By the time anything re-renders in the new language, its texts are there.
      expect(i18n.hasLoadedNamespace('common', 'lt') && i18n.hasLoadedNamespace('menu', 'lt')).toBe(true);
    });
    i18n.subscribe(listener);
    const before = i18n.version;
    await i18n.changeLanguage('lt');
    expect(i18n.language).toBe('lt');
    expect(load.mock.calls.map((call) => call.join('/')).sort()).toEqual(['lt/common', 'lt/menu']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.version).toBe(before + 1);
  });

  it('keeps the language when the new texts cannot be loaded', async () => {
    const { i18n } = translator('en', { en: texts.en });
    i18n.use(['common', 'absent']);
    await expect(i18n.changeLanguage('lt')).rejects.toThrow('no lt/absent');
    expect(i18n.language).toBe('en');
  });

  it('reloads texts on request, replacing what was loaded', async () => {
    const { i18n, load } = translator('en', { en: { common: { hello: 'Old' } } });
    await i18n.reloadResources(['en'], ['common']);
    expect(load).toHaveBeenCalledWith('en', 'common');
    expect(i18n.getResourceBundle('en', 'common')).toBe(texts.en.common);
  });
});
