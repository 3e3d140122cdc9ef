// The app's own translation engine, in place of i18next and react-i18next (decision 022): the texts' format stays
// i18next's JSON (namespaces, nested keys, `{{name}}` interpolation, plural forms by suffix: `_one`, `_few`,
// `_many`, `_other`, chosen with the language's Intl.PluralRules), and so do the calls the app makes (`t`,
// `ns:key`, `count`, `defaultValue`), in about 1 KiB gzip instead of 17. Keys are typed by i18next's own types
// (client/app/i18next.d.ts), which cost nothing at run time.
import type { FlatNamespace, Namespace, TFunction } from 'i18next';
import type { Locale } from '../../shared/enums';

export type Texts = Record<string, unknown>;
/** Loads one namespace's texts of one language (the browser imports the JSON file; the server has them all). */
export type TextLoader = (language: Locale, namespace: string) => Promise<Texts>;
type TranslateOptions = Record<string, unknown> & { count?: number; defaultValue?: string; ns?: string };

const FALLBACK: Locale = 'en';
const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The value at a dotted path; a key may itself hold dots (`actions.organization.create` finds "organization.create"). */
function lookup(texts: unknown, key: string): unknown {
  return find(texts, key.split('.'), 0);
}

function find(value: unknown, parts: string[], from: number): unknown {
  if (from === parts.length) return value;
  if (!value || typeof value !== 'object') return undefined;
  for (let to = from + 1; to <= parts.length; to += 1) {
    const key = parts.slice(from, to).join('.');
    if (Object.hasOwn(value, key)) {
      const found = find((value as Texts)[key], parts, to);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number) {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

export class Translator {
  language: Locale;
  /** Grows with every change of language (or texts loaded again): React re-renders what translates on it. */
  version = 0;
  private readonly bundles = new Map<string, Texts>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Namespaces the app has asked for: a change of language loads all of them first. */
  private readonly used = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly load?: TextLoader;

  constructor(options: {
    language: Locale;
    resources?: Partial<Record<Locale, Record<string, Texts>>>;
    load?: TextLoader;
  }) {
    this.language = options.language;
    this.load = options.load;
    for (const [language, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [namespace, texts] of Object.entries(namespaces ?? {}))
        this.bundles.set(`${language}/${namespace}`, texts);
    }
  }

  /** i18next's name for the language in use (there is one language at a time here, never a region variant). */
  get resolvedLanguage(): Locale {
    return this.language;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private changed() {
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }

  /** Marks namespaces as used by the page (the server sends exactly these to the browser). */
  use(namespaces: readonly string[]) {
    for (const namespace of namespaces) this.used.add(namespace);
  }

  usedNamespaces(): string[] {
    return [...this.used];
  }

  hasLoadedNamespace(namespace: string, language: Locale = this.language) {
    return this.bundles.has(`${language}/${namespace}`);
  }

  addResourceBundle(language: Locale, namespace: string, texts: Texts) {
    this.bundles.set(`${language}/${namespace}`, texts);
  }

  getResourceBundle(language: Locale, namespace: string): Texts | undefined {
    return this.bundles.get(`${language}/${namespace}`);
  }

  private loadOne(language: Locale, namespace: string, again = false): Promise<void> {
    const id = `${language}/${namespace}`;
    if (!again && this.bundles.has(id)) return Promise.resolve();
    const pending = !again && this.loading.get(id);
    if (pending) return pending;
    if (!this.load) return Promise.reject(new Error(`No texts for ${id}`));
    const loaded = this.load(language, namespace).then(
      (texts) => {
        this.bundles.set(id, texts);
        this.loading.delete(id);
      },
      (error: unknown) => {
        this.loading.delete(id);
        throw error;
      },
    );
    this.loading.set(id, loaded);
    return loaded;
  }

  /** Loads namespaces in the language in use; what React waits for (Suspense) when a component needs new texts. */
  async loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    this.use(list);
    const language = this.language;
    // No change to announce: what waited for these texts (suspended) renders again by itself, and the rest of the
    // page keeps its `t` (a component whose effects follow `t` would otherwise run them again).
    await Promise.all(list.map((namespace) => this.loadOne(language, namespace)));
  }

  /** Loads every namespace in use in each of these languages (a page printing both languages). */
  async loadLanguages(languages: readonly Locale[]): Promise<void> {
    await Promise.all(
      languages.flatMap((language) => [...this.used].map((namespace) => this.loadOne(language, namespace))),
    );
    this.changed();
  }

  /** Loads these texts again, replacing what was loaded (the translation check reads the files as deployed). */
  async reloadResources(languages: readonly Locale[], namespaces: readonly string[]): Promise<void> {
    await Promise.all(
      languages.flatMap((language) => namespaces.map((namespace) => this.loadOne(language, namespace, true))),
    );
    this.changed();
  }

  /** Loads every namespace in use in the new language, then switches to it: nothing waits for texts afterwards. */
  async changeLanguage(language: Locale): Promise<void> {
    await Promise.all([...this.used].map((namespace) => this.loadOne(language, namespace)));
    if (language === this.language) return;
    this.language = language;
    this.changed();
  }

  private translate(language: Locale, namespaces: readonly string[], key: string, options?: TranslateOptions): string {
    let inNamespaces = options?.ns ? [options.ns] : namespaces;
    let path = key;
    const separator = key.indexOf(':');
    if (separator > 0) {
      inNamespaces = [key.slice(0, separator)];
      path = key.slice(separator + 1);
    }
    const count = options?.count;
    const candidates =
      typeof count === 'number' ? [`${path}_${pluralCategory(language, count)}`, `${path}_other`, path] : [path];
    const languages = language === FALLBACK ? [language] : [language, FALLBACK];
    for (const inLanguage of languages) {
      for (const namespace of inNamespaces) {
        const texts = this.bundles.get(`${inLanguage}/${namespace}`);
        for (const candidate of candidates) {
          const value = lookup(texts, candidate);
          if (typeof value === 'string') return options ? interpolate(value, options) : value;
        }
      }
    }
    return options?.defaultValue ?? path;
  }

  /** A `t` bound to a language (null: the one in use when called) and namespaces, the first being the default. */
  getFixedT<N extends Namespace>(language: Locale | null, namespaces: N): TFunction<N> {
    const list = (typeof namespaces === 'string' ? [namespaces] : namespaces) as readonly string[];
    const t = (key: string, options?: TranslateOptions) =>
      this.translate(language ?? this.language, list, key, options);
    return t as unknown as TFunction<N>;
  }

  /** `t` in the language in use, in the common namespace unless the key names one (`errors:codes.x`). */
  readonly t: TFunction<['common', ...Exclude<FlatNamespace, 'common'>[]]> = this.getFixedT(null, 'common' as never);
}

function interpolate(text: string, values: Record<string, unknown>) {
  return text.replace(INTERPOLATION, (match, name: string) => {
    const value = name.includes('.') ? lookup(values, name) : values[name];
    return value === undefined || value === null ? match : String(value);
  });
}
