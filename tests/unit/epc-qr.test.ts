// The EPC QR payload (EPC069-12 version 002, SEPA credit transfer), field by field.
import { describe, expect, it } from 'vitest';
import { EPC_MAX_BYTES, epcAmount, epcPayload } from '../../server/domain/epc-qr';

describe('epcPayload', () => {
  it("matches the guideline's published example field by field (there version 001; 002 differs only in its version)", () => {
    // EPC069-12, the example: the Belgian Red Cross, one euro, purpose CHAR, text "Urgency fund".
    const payload = epcPayload({
      bic: 'BPOTBEB1',
      name: 'Red Cross of Belgium',
      iban: 'BE72000000001616',
      amountCents: 100,
      purpose: 'CHAR',
      text: 'Urgency fund',
      information: 'Sample EPC QR code',
    });
    const lines = payload.split('\n');
    expect(lines).toEqual([
      'BCD', // service tag
      '002', // version
      '1', // character set: UTF-8
      'SCT', // identification: SEPA credit transfer
      'BPOTBEB1', // BIC
      'Red Cross of Belgium', // beneficiary name
      'BE72000000001616', // IBAN
      'EUR1', // amount
      'CHAR', // purpose
      '', // structured reference (none: the text is used)
      'Urgency fund', // unstructured remittance text
      'Sample EPC QR code', // beneficiary to originator information
    ]);
    expect(payload).not.toMatch(/\r|\n$/);
  });

  it('leaves the BIC empty (optional in version 002) and trailing empty elements out', () => {
    expect(
      epcPayload({
        name: 'Rasa Petraitė',
        iban: 'LT121000011101001000',
        amountCents: 1280,
        text: 'Lunchbox AB12CD34 Beet soup',
      }),
    ).toBe('BCD\n002\n1\nSCT\n\nRasa Petraitė\nLT121000011101001000\nEUR12.8\n\n\nLunchbox AB12CD34 Beet soup');
    expect(epcPayload({ name: 'A', iban: 'LT121000011101001000', amountCents: 5, reference: 'RF18539007547034' })).toBe(
      'BCD\n002\n1\nSCT\n\nA\nLT121000011101001000\nEUR0.05\n\nRF18539007547034',
    );
  });

  it('cuts the name to 70 and the text to 140 characters (whole letters), and keeps each on one line', () => {
    const lines = epcPayload({
      name: 'Ž'.repeat(80),
      iban: 'LT121000011101001000',
      amountCents: 100,
      text: 'line one\nline two ' + 'x'.repeat(200),
    }).split('\n');
    expect(lines[5]).toBe('Ž'.repeat(70));
    expect(Array.from(lines[10]!)).toHaveLength(140);
    expect(lines[10]!.startsWith('line one line two')).toBe(true);
    expect(lines).toHaveLength(11);
  });

  it('keeps the whole payload within 331 bytes of UTF-8 with Lithuanian letters and emoji, cut between characters', () => {
    const family = '👨‍👩‍👧'; // one character of five code points (18 bytes)
    const cases = [
      { name: 'Ž'.repeat(70), text: 'AB12CD34 ' + 'Šaltibarščiai ąčęėįšųūž '.repeat(4) },
      { name: 'Ąžuolė Česnauskaitė-Šliūžienė '.repeat(3), text: 'AB12CD34 ' + '🍲🥗'.repeat(40) },
      { name: family.repeat(70), text: 'AB12CD34 ' + family.repeat(70), information: 'Ačiū! ' + '🙂'.repeat(70) },
    ];
    for (const transfer of cases) {
      const payload = epcPayload({ ...transfer, iban: 'LT121000011101001000', amountCents: 1280 });
      expect(Buffer.byteLength(payload, 'utf8'), transfer.name).toBeLessThanOrEqual(EPC_MAX_BYTES);
      const lines = payload.split('\n');
      expect(lines.slice(0, 8)).toEqual(['BCD', '002', '1', 'SCT', '', lines[5], 'LT121000011101001000', 'EUR12.8']);
      expect(lines[10]!.startsWith('AB12CD34')).toBe(true); // the reference, first in the text, survives
      expect(lines[5]!.length).toBeGreaterThan(0);
      // Never half a character: every kept field is a run of whole characters of what was given.
      const whole = (kept: string, given: string) =>
        given.replace(/\s+/g, ' ').startsWith(kept) && !/\uFFFD/.test(kept);
      expect(whole(lines[5]!, transfer.name)).toBe(true);
      expect(whole(lines[10]!, transfer.text)).toBe(true);
      if (lines[5]!.includes('👨')) expect(lines[5]!.split(family).join('')).toBe('');
      if (lines[10]!.includes('👨')) expect(lines[10]!.slice('AB12CD34 '.length).split(family).join('')).toBe('');
    }
  });

  it('leaves a payload already within the byte limit as the field limits make it', () => {
    const payload = epcPayload({
      name: 'Rasa Petraitė',
      iban: 'LT121000011101001000',
      amountCents: 100,
      text: 'AB12CD34 ' + 'x'.repeat(200),
      information: 'Ačiū',
    });
    expect(payload.split('\n')[10]).toHaveLength(140);
    expect(payload.split('\n')[11]).toBe('Ačiū');
  });

  it('refuses both a reference and a text, and amounts outside EUR 0.01..999999999.99', () => {
    expect(() => epcPayload({ name: 'A', iban: 'X', amountCents: 1, reference: 'RF1', text: 't' })).toThrow();
    for (const cents of [0, -1, 1.5, 100_000_000_000]) expect(() => epcAmount(cents)).toThrow();
    expect(epcAmount(99_999_999_999)).toBe('EUR999999999.99');
    expect(epcAmount(1010)).toBe('EUR10.1');
  });
});
