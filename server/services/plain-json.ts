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
