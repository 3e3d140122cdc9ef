import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ERROR_CODES } from '../../shared/errors';

const LOCALES_DIR = join(process.cwd(), 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
const load = (language: string, namespace: string): Tree =>
  JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Tree;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const namespaces = (language: string) =>
  readdirSync(join(LOCALES_DIR, language))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

describe('locales', () => {
  it('has the same namespaces in en and lt', () => {
    expect(namespaces('lt')).toEqual(namespaces('en'));
  });

  for (const namespace of namespaces('en')) {
    it(`${namespace}: en and lt have exactly the same keys (plural forms count as one)`, () => {
      const keys = (language: string) =>
        [...new Set([...leaves(load(language, namespace)).keys()].map((k) => k.replace(PLURAL, '')))].sort();
      expect(keys('lt')).toEqual(keys('en'));
    });

    it(`${namespace}: no empty texts and the same {{placeholders}} in both languages`, () => {
      const en = leaves(load('en', namespace));
      const lt = leaves(load('lt', namespace));
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      for (const [key, text] of [...en, ...lt]) expect(text.trim(), key).not.toBe('');
      for (const [key, text] of en) {
        const base = key.replace(PLURAL, '');
        const ltText = lt.get(key) ?? [...lt].find(([k]) => k.replace(PLURAL, '') === base)?.[1];
        expect(placeholders(ltText ?? ''), key).toEqual(placeholders(text));
      }
    });
  }

  it('has a text for every error code in both languages', () => {
    for (const language of ['en', 'lt']) {
      const codes = load(language, 'errors').codes as Tree;
      for (const code of APP_ERROR_CODES) expect(codes[code], `${language}: ${code}`).toBeTypeOf('string');
    }
  });

  it('uses the specified wording for the quoted English errors', () => {
    const codes = load('en', 'errors').codes as Record<string, string>;
    expect(codes.cutoffPassed).toBe('Ordering closed for this meal.');
    expect(codes.capacityExceeded).toBe('Not enough portions left.');
    expect(codes.officeMismatch).toBe('You can only reserve meals in your office.');
    expect(codes.notAuthenticated).toBe('Please sign in to continue.');
    expect(codes.roleChangeNotAllowed).toBe("You don't have permission to change this role.");
    expect(codes.generic).toBe('An unexpected error occurred');
    const screen = load('en', 'errors').screen as Record<string, string>;
    expect(screen.title).toBe('Something went wrong');
    expect(screen.copy).toBe('Copy Error Details');
    expect((load('en', 'errors').notFound as Record<string, string>).title).toBe('Oops! Page not found');
  });
});
