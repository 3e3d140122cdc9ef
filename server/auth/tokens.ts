// Random tokens (sessions, e-mail confirmation, unsubscribe) and their stored form. Lucia guide: 20 bytes from the
// crypto RNG, base32; only the SHA-256 is stored, so a database leak does not hand out working tokens.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export const hashToken = (token: string): string => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
