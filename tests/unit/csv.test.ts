// The CSV writer of the ledger exports: quoting, the separator and decimal mark per language, and spreadsheet
// formula injection neutralised.
import { describe, expect, it } from 'vitest';
import { csvAmount, csvField, csvSeparator, neutralise, toCsv } from '../../server/domain/csv';

describe('neutralise', () => {
  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("x")', '\uFF1D1+1'])
      expect(neutralise(text)).toBe(`'${text}`);
  });

  it('leaves every other cell as it is', () => {
    for (const text of ['Cepelinai', ' =1', "'=1", '1=1', 'a-b', '12.50', '', 'Šaltibarščiai'])
      expect(neutralise(text)).toBe(text);
  });
});

describe('csvField', () => {
  it('quotes a field with the separator, a quote or a line break, doubling quotes', () => {
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField('a,b', ';')).toBe('a,b');
    expect(csvField('a;b', ';')).toBe('"a;b"');
    expect(csvField('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvField('two\nlines', ',')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")', ',')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1,5', ';')).toBe("'-1,5");
    expect(csvField(null, ',')).toBe('');
    expect(csvField(undefined, ',')).toBe('');
    expect(csvField(3, ',')).toBe('3');
  });
});

describe('csvAmount', () => {
  it('writes euro cents with two decimals, a point in English and a comma in Lithuanian, no thousands separator', () => {
    expect(csvAmount(1250, 'en')).toBe('12.50');
    expect(csvAmount(1250, 'lt')).toBe('12,50');
    expect(csvAmount(5, 'en')).toBe('0.05');
    expect(csvAmount(0, 'lt')).toBe('0,00');
    expect(csvAmount(123456789, 'en')).toBe('1234567.89');
  });
});

describe('toCsv', () => {
  it('writes a byte order mark, the header and the rows with CRLF, separated per language', () => {
    expect(csvSeparator('en')).toBe(',');
    expect(csvSeparator('lt')).toBe(';');
    expect(
      toCsv(
        ['Meal', 'Amount'],
        [
          ['Soup, hot', csvAmount(450, 'en')],
          ['=1', null],
        ],
        'en',
      ),
    ).toBe('\uFEFFMeal,Amount\r\n"Soup, hot",4.50\r\n\'=1,\r\n');
    expect(toCsv(['Patiekalas', 'Suma'], [['Sriuba, karšta', csvAmount(450, 'lt')]], 'lt')).toBe(
      '\uFEFFPatiekalas;Suma\r\nSriuba, karšta;4,50\r\n',
    );
  });
});
