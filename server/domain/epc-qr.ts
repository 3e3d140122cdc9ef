// The text of a European Payments Council QR code ("EPC069-12, Quick Response Code: guidelines to enable data
// capture for the initiation of a SEPA credit transfer", version 002): a banking app that scans it fills in a
// transfer to the cook. Pure; tested field by field in tests/unit/epc-qr.test.ts against the guideline's example.

/** Limits of the guideline's fields (characters; the whole payload is limited in bytes, EPC_MAX_BYTES). */
export const EPC_LIMITS = { name: 70, reference: 35, text: 140, information: 70 } as const;
/** The guideline's amount range: EUR 0.01 to 999999999.99. */
const AMOUNT_MAX_CENTS = 99_999_999_999;

export interface EpcTransfer {
  /** The beneficiary's name, at most 70 characters (longer is cut). */
  name: string;
  /** The beneficiary's IBAN, as normalizeIban leaves it. */
  iban: string;
  /** Optional in version 002 inside the EEA. */
  bic?: string | undefined;
  amountCents: number;
  /** Four-letter ISO 20022 purpose code, optional. */
  purpose?: string | undefined;
  /** Structured creditor reference (ISO 11649, "RF..."); excludes `text`. */
  reference?: string | undefined;
  /** Unstructured remittance information, at most 140 characters (longer is cut). */
  text?: string | undefined;
  /** Beneficiary to originator information (shown by the app, not sent), at most 70 characters. */
  information?: string | undefined;
}

/** "EUR12.5", "EUR1": the amount with a dot and no more decimals than it needs, as the guideline writes it. */
export function epcAmount(cents: number) {
  if (!Number.isInteger(cents) || cents < 1 || cents > AMOUNT_MAX_CENTS) throw new RangeError('amount out of range');
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return `EUR${euros}`;
  return `EUR${euros}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** The guideline's limit on the whole payload, in bytes of its character set (UTF-8): a bank app may refuse more. */
export const EPC_MAX_BYTES = 331;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const characters = (value: string) => Array.from(graphemes.segment(value), (part) => part.segment);
const byteLength = (value: string) => Buffer.byteLength(value, 'utf8');

/** Cut to at most `max` characters (whole letters and emoji, never a part of one), one line. */
const field = (value: string | undefined, max: number) =>
  characters((value ?? '').replace(/[\r\n]+/g, ' ').trim())
    .slice(0, max)
    .join('')
    .trim();

/** Cut to at most `bytes` bytes of UTF-8, at a character boundary. */
function cutToBytes(value: string, bytes: number) {
  let kept = '';
  for (const character of characters(value)) {
    if (byteLength(kept + character) > bytes) break;
    kept += character;
  }
  return kept.trim();
}

/**
 * The payload: one element per line (LF), in the guideline's order: service tag BCD, version 002, character set
 * 1 (UTF-8), identification SCT, BIC, name, IBAN, amount, purpose, structured reference, unstructured text,
 * information. Trailing empty elements are left out (the last element is not followed by a separator).
 */
export function epcPayload(transfer: EpcTransfer) {
  if (transfer.reference && transfer.text) throw new RangeError('a reference or a text, not both');
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    field(transfer.bic, 11),
    field(transfer.name, EPC_LIMITS.name),
    transfer.iban,
    epcAmount(transfer.amountCents),
    field(transfer.purpose, 4),
    field(transfer.reference, EPC_LIMITS.reference),
    field(transfer.text, EPC_LIMITS.text),
    field(transfer.information, EPC_LIMITS.information),
  ];
  // Field limits count characters, but a Lithuanian letter is two bytes and an emoji four: when the whole is over
  // the byte limit, the information (not sent) gives way first, then the text down to the length of a reference
  // (its start, where the payment's reference stands), then the name, then the rest of the text. The IBAN and the
  // amount are never cut.
  for (const [index, floor] of CUT_ORDER) {
    const over = byteLength(lines.join('\n')) - EPC_MAX_BYTES;
    if (over <= 0) break;
    const bytes = byteLength(lines[index]!);
    if (bytes > floor) lines[index] = cutToBytes(lines[index]!, Math.max(floor, bytes - over));
  }
  while (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

const NAME = 5;
const TEXT = 10;
const INFORMATION = 11;
/** [line, bytes it keeps at this step] */
const CUT_ORDER = [
  [INFORMATION, 0],
  [TEXT, EPC_LIMITS.reference],
  [NAME, 1],
  [TEXT, 0],
] as const;
