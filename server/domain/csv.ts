// A small CSV writer for the ledger exports (RFC 4180 quoting), made for spreadsheets: English files use a comma
// between fields and a decimal point; Lithuanian ones a semicolon and a decimal comma, as a Lithuanian spreadsheet
// reads them. A cell that a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage
// return, or their full-width forms) gets a leading apostrophe, so a meal titled =HYPERLINK(...) stays text
// (OWASP, "CSV injection"). Pure: no I/O.
import type { Locale } from '../../shared/enums';

export type CsvCell = string | number | null | undefined;

export const csvSeparator = (locale: Locale): ',' | ';' => (locale === 'lt' ? ';' : ',');

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A cell that cannot run as a formula: a leading apostrophe where it could. */
export const neutralise = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** One field: neutralised, then quoted when it holds the separator, a quote or a line break. */
export function csvField(cell: CsvCell, separator: string): string {
  if (cell === null || cell === undefined) return '';
  const text = neutralise(String(cell));
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The file: a UTF-8 byte order mark (spreadsheets then read ą, č, ę... right), the header row and the rows,
 * each line ended by CRLF.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], locale: Locale): string {
  const separator = csvSeparator(locale);
  const line = (cells: readonly CsvCell[]) => cells.map((cell) => csvField(cell, separator)).join(separator);
  return `\uFEFF${[header, ...rows].map(line).join('\r\n')}\r\n`;
}

/** Euro cents as a plain number a spreadsheet sums: 1250 -> "12.50" (en) or "12,50" (lt); no currency sign. */
export function csvAmount(cents: number, locale: Locale): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const text = `${Math.floor(abs / 100)}${locale === 'lt' ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
  return `${sign}${text}`;
}
