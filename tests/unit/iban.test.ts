// IBAN check digits (ISO 13616, MOD 97-10): the registry's published examples pass, any one changed character fails.
import { describe, expect, it } from 'vitest';
import { formatIban, ibanChecksumValid, isValidIban, normalizeIban } from '../../shared/iban';

// Examples from the ISO 13616 registry (SWIFT's IBAN registry) and the banks' own documentation.
const VALID = [
  'GB82 WEST 1234 5698 7654 32',
  'DE89 3704 0044 0532 0130 00',
  'LT12 1000 0111 0100 1000',
  'BE72 0000 0000 1616',
  'NL91 ABNA 0417 1643 00',
  'FR14 2004 1010 0505 0001 3M02 606',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
];

describe('isValidIban', () => {
  it('accepts published examples, with or without spaces, in any case', () => {
    for (const iban of VALID) {
      expect(isValidIban(iban), iban).toBe(true);
      expect(isValidIban(iban.replace(/ /g, '').toLowerCase()), iban).toBe(true);
    }
  });

  it('refuses any single changed digit or letter, and swapped neighbours', () => {
    for (const iban of VALID.map(normalizeIban)) {
      for (let i = 2; i < iban.length; i++) {
        const char = iban[i]!;
        const other = /\d/.test(char) ? String((Number(char) + 1) % 10) : char === 'Z' ? 'A' : 'Z';
        const changed = iban.slice(0, i) + other + iban.slice(i + 1);
        expect(isValidIban(changed), changed).toBe(false);
      }
    }
    expect(isValidIban('GB28 WEST 1234 5698 7654 32')).toBe(false);
  });

  it('refuses wrong shapes: too short or long, no country, symbols', () => {
    for (const bad of [
      '',
      'LT12',
      'LT12 1000 0111',
      '12LT 1000 0111 0100 1000',
      'LT12-1000-0111-0100-1000',
      'X'.repeat(40),
    ]) {
      expect(isValidIban(bad), bad).toBe(false);
    }
  });

  it('computes the remainder piecewise (a 34-character IBAN needs no big integers)', () => {
    expect(ibanChecksumValid('LC55HEMM000100010012001200023015')).toBe(true);
    expect(ibanChecksumValid('LC55HEMM000100010012001200023016')).toBe(false);
  });

  it('prints in groups of four', () => {
    expect(formatIban('lt121000011101001000')).toBe('LT12 1000 0111 0100 1000');
  });
});
