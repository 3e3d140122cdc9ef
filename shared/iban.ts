// International Bank Account Numbers (ISO 13616): the shape and the mod-97 check digits. Pure, so the shared
// input schema (shared/schemas/profile.ts), the server and the profile form judge an IBAN alike.

/** The IBAN as stored and printed in electronic form: no spaces, upper case. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Country code, two check digits, then 11 to 30 letters or digits (the registry's shortest is 15 in all). */
const SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * ISO 7064 MOD 97-10 as ISO 13616 applies it: the first four characters moved to the end, each letter replaced by
 * two digits (A = 10 ... Z = 35), the number's remainder by 97 must be 1. Computed piecewise, so no big integers.
 */
export function ibanChecksumValid(iban: string) {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A well-formed IBAN (after normalizeIban) whose check digits are right. */
export const isValidIban = (value: string) => {
  const iban = normalizeIban(value);
  return SHAPE.test(iban) && ibanChecksumValid(iban);
};

/** Groups of four, as people read and type it: "LT12 1000 0111 0100 1000". */
export const formatIban = (value: string) =>
  normalizeIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();
