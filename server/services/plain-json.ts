// Answers marked as plain JSON by the services that build them (the menu), so the transport can skip superjson's
// walk over every node. Services mark, server/trpc/transformer.ts reads.
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const plain = new WeakSet<object>();

/** Marks an answer as plain JSON (the type forbids Dates and other values only superjson can carry). */
export function asPlainJson<T extends Json & object>(value: T): T {
  plain.add(value);
  return value;
}

export const isPlainJson = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && plain.has(value);

const texts = new WeakMap<object, string>();

/**
 * Serializes a value once for everyone who receives it (one live-menu update goes to every open menu of an office):
 * the transformer sends this text as is, so each stream only copies it instead of serializing the value again. The
 * value is frozen, as its text can no longer follow changes.
 */
export function serializedOnce<T extends Json & object>(value: T): Readonly<T> {
  texts.set(value, JSON.stringify({ json: value }));
  return Object.freeze(value);
}

/** The text `serializedOnce` kept for a value, if any. */
export const serializedText = (value: unknown): string | undefined =>
  value !== null && typeof value === 'object' ? texts.get(value) : undefined;
