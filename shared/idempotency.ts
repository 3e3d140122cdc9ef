// Idempotent writes (docs/decisions/037-idempotent-writes.md): the mutations a client may retry safely with an
// Idempotency-Key header. The server stores each first answer per user and key; the app's tRPC client sends a
// fresh key per user action for exactly these, and the same key on every retry of it.

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Paths of the mutations that honour the header. */
export const IDEMPOTENT_MUTATIONS: ReadonlySet<string> = new Set([
  'preorders.reserve',
  'preorders.cancel',
  'preorders.markCollected',
  'preorders.settlePayment',
  'preorders.claimPaid',
  'preorders.confirmPaid',
  'waitlist.join',
  'handovers.take',
]);

/** A key the client made up: a UUID fits, so does any opaque token of these characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** How long a key is remembered (its answer replayed); older keys are deleted by the hourly housekeeping. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A fresh key: 128 random bits as hex (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
