// Texts for the client: English (default and fallback) and Lithuanian, through the app's own translator
// (client/lib/translator.ts; decision 022). Namespaces are JSON files under locales/, loaded on demand per language so
// a page downloads only the texts it shows. Detection: the language remembered in local storage, then the browser's
// languages. A server-rendered page comes in the language the server chose (the `lang` cookie, then
// Accept-Language) with its texts inlined; the client starts in that language, so the first render matches the
// server's, and the cookie follows every choice. `useTranslation` is react-i18next's hook, in its parts the app uses.
import type { Namespace, TFunction } from 'i18next';
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/enums';
import { LANGUAGE_COOKIE } from '../../shared/ssr';
import { Translator, type Texts } from '../lib/translator';

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
  'notifications',
  'profile',
  'readiness',
] as const;

const loaders = import.meta.glob<{ default: Texts }>('../../locales/*/*.json');

async function loadTexts(language: Locale, namespace: string): Promise<Texts> {
  const load = loaders[`../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  return (await load()).default;
}

/** The browser's translator (the server renderer makes one per request and provides it). */
export const i18n = new Translator({ language: DEFAULT_LOCALE, load: loadTexts });

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
export function initI18n(rendered?: { language: Locale; texts: Record<string, Texts> }) {
  const language = rendered?.language ?? detectLanguage();
  i18n.language = language;
  i18n.subscribe(() => {
    document.documentElement.setAttribute('lang', i18n.language);
    rememberInCookie(i18n.language);
  });
  document.documentElement.setAttribute('lang', language);
  rememberInCookie(language);
  if (!rendered) return i18n.loadNamespaces(['common', 'errors']);
  // A server-rendered page's namespaces are all in use from the start, so a change of language loads every one of
  // them before it applies: no component waits for its texts then (the page does not blink to a loader).
  for (const [namespace, texts] of Object.entries(rendered.texts)) i18n.addResourceBundle(language, namespace, texts);
  i18n.use(Object.keys(rendered.texts));
  return Promise.resolve();
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

export const currentLocale = (instance: Translator = i18n): Locale =>
  isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;

const TranslatorContext = createContext<Translator | null>(null);

/** Gives a tree its own translator (the server renderer's, one per request); without it, the browser's. */
export function TranslatorProvider(props: { value: Translator; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: props.value }, props.children);
}

/**
 * `t` for these namespaces (the first is the default; `ns:key` reaches any other), and the translator. A namespace
 * not loaded yet suspends the component until it is (React's Suspense), as react-i18next did.
 */
export function useTranslation<const N extends Namespace = 'common'>(
  namespaces?: N,
  options: { useSuspense?: boolean } = {},
): { t: TFunction<N>; i18n: Translator; ready: boolean } {
  const instance = useContext(TranslatorContext) ?? i18n;
  const version = useSyncExternalStore(
    instance.subscribe,
    () => instance.version,
    () => instance.version,
  );
  const list = (
    namespaces === undefined ? ['common'] : typeof namespaces === 'string' ? [namespaces] : namespaces
  ) as readonly string[];
  const id = list.join(',');
  const missing = list.filter((namespace) => !instance.hasLoadedNamespace(namespace));
  const ready = missing.length === 0;
  const suspend = options.useSuspense !== false;
  if (!ready && suspend) throw instance.loadNamespaces(missing);
  instance.use(list);
  // Without Suspense (the page loader, itself a Suspense fallback): render again once the texts are there.
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (ready || suspend) return;
    let current = true;
    instance.loadNamespaces(list).then(
      () => current && loaded(),
      () => {},
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instance, id, ready, suspend]);
  // A new `t` with every change of language, as react-i18next's: memoised values that translate follow it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => instance.getFixedT(null, list as unknown as N), [instance, id, version]);
  return { t, i18n: instance, ready };
}
