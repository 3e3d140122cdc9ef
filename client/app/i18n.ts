// Texts for the client: English (default) and Lithuanian, through i18next and react-i18next. Namespaces are JSON
// files under locales/, loaded on demand per language (i18next-resources-to-backend, one dynamic import per file) so
// a page downloads only the texts it shows; a component whose namespace is not loaded yet suspends (React's
// Suspense) until it is. Detection: the language remembered in local storage, then the browser's languages. A
// server-rendered page comes in the language the server chose (the `lang` cookie, then Accept-Language) with its
// texts inlined; the client starts in that language with them, so the first render matches the server's, and the
// cookie follows every choice. The server renderer makes its own instance per request with createI18n
// (client/entry-server.tsx). docs/decisions/025-react-i18next.md.
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/enums';
import { LANGUAGE_COOKIE } from '../../shared/ssr';

export type Texts = Record<string, unknown>;
export type TextsByLanguage = Partial<Record<Locale, Record<string, Texts>>>;

export const LANGUAGE_STORAGE_KEY = 'lang';
const LANGUAGE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;
export const NAMESPACES = [
  'activity',
  'admin',
  'auth',
  'common',
  'cook',
  'dashboard',
  'errors',
  'follow',
  'landing',
  'ledger',
  'legal',
  'menu',
  'notifications',
  'profile',
  'readiness',
  'waitlist-and-handovers',
  'wishes',
] as const;

/**
 * The options both sides use, so the server renders the texts the browser will. Both languages carry every key
 * (tests/unit/locales.test.ts); should one slip through untranslated, English stands in for it rather than the raw
 * key (docs/decisions/056-english-fallback-for-missing-texts.md). Plural forms by suffix (`_one`, `_few`, `_many`, `_other`) follow Intl.PluralRules; React escapes, so i18next
 * does not.
 */
export function i18nOptions(language: Locale, namespaces: readonly string[], resources?: TextsByLanguage): InitOptions {
  return {
    lng: language,
    supportedLngs: [...LOCALES],
    fallbackLng: DEFAULT_LOCALE,
    ns: [...namespaces],
    defaultNS: 'common',
    resources: resources as InitOptions['resources'],
    // Texts given at start (the server's, or a server-rendered page's) and the rest loaded on demand.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  };
}

/**
 * An instance with these texts (every one the page may need: the server renderer and tests), ready at once; with
 * `load`, missing namespaces are imported on demand.
 */
export function createI18n(options: { language: Locale; resources: TextsByLanguage; load?: boolean }): I18n {
  const instance = i18next.createInstance();
  if (options.load) instance.use(textBackend);
  const namespaces = Object.keys(options.resources[options.language] ?? {});
  void instance.init({ ...i18nOptions(options.language, namespaces, options.resources), initAsync: false });
  return instance;
}

/** One JSON file per language and namespace, imported when first needed (Vite makes each its own small file). */
const textBackend = resourcesToBackend(
  (language: string, namespace: string) => import(`../../locales/${language}/${namespace}.json`),
);

/** The browser's instance; initI18n starts it. */
export const i18n: I18n = i18next.createInstance().use(textBackend).use(initReactI18next);

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The language chosen on this device, if any. */
export function storedLanguage(): Locale | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be blocked; fall through to the browser.
  }
  return undefined;
}

export function detectLanguage(): Locale {
  const stored = storedLanguage();
  if (stored) return stored;
  for (const language of navigator.languages ?? [navigator.language]) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

function rememberInCookie(language: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * `rendered`: the language and texts of a server-rendered page. Resolves once the first texts are there (a
 * server-rendered page waits for it before hydrating).
 */
export async function initI18n(rendered?: { language: Locale; texts: Record<string, Texts> }) {
  const language = rendered?.language ?? detectLanguage();
  i18n.on('languageChanged', (changed) => {
    document.documentElement.setAttribute('lang', changed);
    rememberInCookie(changed);
  });
  document.documentElement.setAttribute('lang', language);
  rememberInCookie(language);
  followOtherTabs(window, i18n);
  // A server-rendered page's namespaces are all in use from the start (`ns`), so a change of language loads every
  // one of them before it applies: no component waits for its texts then (the page does not blink to a loader).
  const namespaces = rendered ? Object.keys(rendered.texts) : ['common', 'errors'];
  await i18n.init(i18nOptions(language, namespaces, rendered && { [language]: rendered.texts }));
}

/**
 * A language chosen in another tab of this site applies here too, at once, as Mantine does for the colour scheme:
 * the storage event tells every other tab of the origin (never the one that wrote).
 */
export function followOtherTabs(events: Pick<EventTarget, 'addEventListener'>, instance: I18n) {
  events.addEventListener('storage', (event) => {
    const { key, newValue } = event as StorageEvent;
    if (key === LANGUAGE_STORAGE_KEY && isLocale(newValue) && newValue !== instance.language) {
      void instance.changeLanguage(newValue);
    }
  });
}

/** Switches the interface language and remembers it on this device. */
export async function changeLanguage(language: Locale) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, but the switch still applies.
  }
  await i18n.changeLanguage(language);
}

export const currentLocale = (instance: I18n = i18n): Locale =>
  isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
