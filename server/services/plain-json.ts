// Answers marked as plain JSON by the services that build them (the menu), so the transport can skip superjson's
// walk over every node; an answer shared by many requests and never changed (a cached menu view) is also turned
// into JSON text only once. Services mark, server/trpc/transformer.ts and server/http/trpc-handler.ts read.
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const plain = new WeakSet<object>();
/** The JSON text of shared answers, made on first send (null until then). */
const sharedText = new WeakMap<object, string | null>();

/** Marks an answer as plain JSON (the type forbids Dates and other values only superjson can carry). */
export function asPlainJson<T extends Json & object>(value: T): T {
  plain.add(value);
  return value;
}

/** Marks a plain JSON answer that many requests share and nobody changes: its JSON text is made once. */
export function asSharedJson<T extends Json & object>(value: T): T {
  sharedText.set(value, null);
  return asPlainJson(value);
}

export const isPlainJson = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && plain.has(value);

/** The JSON text of an answer marked plain (once for a shared one), or undefined for anything else. */
export function plainJsonText(value: unknown): string | undefined {
  if (!isPlainJson(value)) return undefined;
  let text = sharedText.get(value as object);
  if (text === undefined) return JSON.stringify(value);
  if (text === null) sharedText.set(value as object, (text = JSON.stringify(value)));
  return text;
}
