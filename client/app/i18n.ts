// i18next for the client: English (default and fallback) and Lithuanian. Namespaces are JSON files under locales/,
// loaded on demand per language so a page downloads only the texts it shows. Detection: the language remembered
// in local storage, then the browser's languages.
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/enums';

export const LANGUAGE_STORAGE_KEY = 'lang';
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

export function detectLanguage(): Locale {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be blocked; fall through to the browser.
  }
  for (const language of navigator.languages ?? [navigator.language]) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export function initI18n() {
  void i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: detectLanguage(),
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: ['common', 'errors'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  i18n.on('languageChanged', (language) => document.documentElement.setAttribute('lang', language));
  document.documentElement.setAttribute('lang', i18n.language ?? DEFAULT_LOCALE);
  return i18n;
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

export const currentLocale = (): Locale => (isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE);
