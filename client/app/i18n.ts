// i18next for the client: English (default and fallback) and Lithuanian. Namespaces are JSON files under locales/,
// loaded on demand per language so a page downloads only the texts it shows. Detection: the language remembered
// in local storage, then the browser's languages. A server-rendered page comes in the language the server chose
// (the `lang` cookie, then Accept-Language) with its texts inlined; the client starts in that language, so the
// first render matches the server's, and the cookie follows every choice.
import i18n, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/enums';
import { LANGUAGE_COOKIE } from '../../shared/ssr';

export const LANGUAGE_STORAGE_KEY = 'lang';
const LANGUAGE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;
export const NAMESPACES = [
  'activity',
  'admin',
  'auth',
  'colleagues',
  'common',
  'cook',
  'dashboard',
  'errors',
  'follow',
  'landing',
  'ledger',
  'legal',
  'menu',
  'profile',
  'readiness',
] as const;

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No texts for ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

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

/** The options both sides share: the server gives every text of one language, the client loads them on demand. */
export const i18nOptions = (language: Locale) => ({
  lng: language,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: ['common', 'errors'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

/**
 * `rendered`: the language and texts of a server-rendered page. Resolves once the first texts are there (a
 * server-rendered page waits for it before hydrating).
 */
export function initI18n(rendered?: { language: Locale; texts: Record<string, Record<string, unknown>> }) {
  const language = rendered?.language ?? detectLanguage();
  const resources: Resource | undefined = rendered ? { [rendered.language]: rendered.texts } : undefined;
  const ready = i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({ ...i18nOptions(language), resources, partialBundledLanguages: true, react: { useSuspense: true } });
  i18n.on('languageChanged', (next) => {
    document.documentElement.setAttribute('lang', next);
    rememberInCookie(next);
  });
  document.documentElement.setAttribute('lang', language);
  rememberInCookie(language);
  return ready;
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
  isLocale(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LOCALE;
