// How guessable a password is, beyond the length rule: zxcvbn-ts with its common and English dictionaries and
// keyboard graphs. A password scoring below PASSWORD_MIN_SCORE (of 0 to 4) is refused, with zxcvbn's warning and
// suggestions as reason codes (`warning.topTen`, `suggestion.useWords`; texts in locales/<lng>/errors.json under
// `password`). The server checks sign-ups and reset passwords with it; the forms load it lazily (it carries a few
// megabytes of dictionaries) to show the reasons and a meter while the user types.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords } from '@zxcvbn-ts/language-en';

/** zxcvbn's 3: "safely unguessable", about 10^10 guesses. */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordScore;
  ok: boolean;
  /** Why it is weak (or how to do better): `warning.<key>` then `suggestion.<key>` codes. */
  reasons: string[];
}

/** Built on first use: reading the dictionaries takes a second or two. */
let checker: ZxcvbnFactory | undefined;

/**
 * Scores a password. `related` are words the password should not lean on (the user's name and e-mail, the
 * product's name): zxcvbn counts them as easy guesses.
 */
export function passwordStrength(password: string, related: string[] = []): PasswordStrength {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...englishWords },
    graphs: adjacencyGraphs,
  });
  // zxcvbn's cost grows with the length; what it finds is in the first hundred characters.
  const { score, feedback } = checker.check(password.slice(0, 100), ['lunchbox', ...related.filter(Boolean)]);
  const reasons = [
    ...(feedback.warning ? [`warning.${feedback.warning}`] : []),
    ...feedback.suggestions.map((suggestion) => `suggestion.${suggestion}`),
  ];
  const ok = score >= PASSWORD_MIN_SCORE;
  return { score, ok, reasons: ok || reasons.length > 0 ? reasons : ['suggestion.anotherWord'] };
}

/**
 * What a person's password should not be made of: their name and e-mail address, whole, the address's name part,
 * and each word of them, also without diacritics ("Petraitienė" -> "petraitiene").
 */
export function personalWords(...texts: string[]): string[] {
  const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
  const words = texts.flatMap((text) => {
    const lower = text.trim().toLowerCase();
    return [lower, lower.split('@')[0]!, ...lower.split(/[^\p{L}\p{N}]+/u)];
  });
  return [...new Set(words.flatMap((word) => [word, plain(word)]))].filter((word) => word.length >= 3);
}
