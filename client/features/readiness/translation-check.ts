// Compares every language's loaded texts with English, key by key (plural forms count as one key).
import { LOCALES, type Locale } from '../../../shared/enums';
import { i18n, NAMESPACES } from '../../app/i18n';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatKeys(value: unknown, prefix: string, out: Set<string>) {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatKeys(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.add(prefix.replace(PLURAL_SUFFIX, ''));
  }
}

export interface TranslationStatus {
  language: Locale;
  loaded: number;
  missing: number;
}

export async function checkTranslations(): Promise<TranslationStatus[]> {
  await i18n.reloadResources([...LOCALES], [...NAMESPACES]);
  const keysOf = (language: Locale) => {
    const keys = new Set<string>();
    for (const ns of NAMESPACES) flatKeys(i18n.getResourceBundle(language, ns), ns, keys);
    return keys;
  };
  const english = keysOf('en');
  return LOCALES.map((language) => {
    const keys = keysOf(language);
    return { language, loaded: keys.size, missing: [...english].filter((key) => !keys.has(key)).length };
  });
}
