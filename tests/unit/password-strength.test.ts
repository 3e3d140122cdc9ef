// The password strength rule beyond the length (shared/password-strength.ts): guessable passwords are refused with
// reasons, each reason has its text in both languages, and the passwords the product and its tests use pass.
import { translations } from '@zxcvbn-ts/language-en';
import { describe, expect, it } from 'vitest';
import enErrors from '../../locales/en/errors.json';
import ltErrors from '../../locales/lt/errors.json';
import { PASSWORD_MIN_SCORE, passwordStrength, personalWords } from '../../shared/password-strength';
import { DEMO_PASSWORD } from '../../server/services/demo-seed';

describe('password strength', () => {
  it('refuses common, patterned and personal passwords, with the reasons', () => {
    const cases: [string, string[], string][] = [
      ['password', [], 'warning.topTen'],
      ['12345678', [], 'warning.topTen'],
      ['qwertyuiop', [], 'warning.topHundred'],
      ['aaaaaaaaaa', [], 'warning.simpleRepeat'],
      ['rasa.petraite', personalWords('Rasa Petraitė', 'rasa.petraite@example.com'), 'warning.userInputs'],
      ['lunchbox2026', [], 'suggestion.anotherWord'],
    ];
    for (const [password, related, reason] of cases) {
      const strength = passwordStrength(password, related);
      expect(strength.ok, password).toBe(false);
      expect(strength.score, password).toBeLessThan(PASSWORD_MIN_SCORE);
      expect(strength.reasons, password).toContain(reason);
    }
  });

  it('accepts long passphrases and the passwords the tests choose', () => {
    for (const password of [
      'a fine password',
      'a long enough password',
      'correct horse battery',
      'a brand new password',
      'yet another password',
      '  žąsis 🦆 ',
      'Kepta duona su sūriu',
    ]) {
      expect(passwordStrength(password).ok, password).toBe(true);
    }
  });

  it("refuses the demo accounts' password as a new one (it is the app's name): the demo seed sets it directly", () => {
    expect(passwordStrength(DEMO_PASSWORD)).toMatchObject({
      ok: false,
      reasons: ['warning.userInputs', 'suggestion.anotherWord'],
    });
  });

  it('has a text in English and Lithuanian for every reason zxcvbn can give', () => {
    for (const errors of [enErrors, ltErrors]) {
      expect(Object.keys(errors.password.warning).sort()).toEqual(Object.keys(translations.warnings).sort());
      expect(Object.keys(errors.password.suggestion).sort()).toEqual(Object.keys(translations.suggestions).sort());
      expect(Object.keys(errors.password.meter.score)).toEqual(['0', '1', '2', '3', '4']);
    }
  });
});
