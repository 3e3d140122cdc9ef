// superjson keeps Dates, Maps and the like intact over the wire, at the price of walking every node of every
// answer. Hot answers that are plain JSON by type (the menu) skip the walk: they are sent in superjson's own
// envelope for values without special types ({ json }), which the client's superjson reads as is. An answer
// shared by many requests and never changed (a cached menu view) is also turned into JSON text only once.
import superjson from 'superjson';

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

/** The JSON text of an answer marked plain (once for a shared one), or undefined for anything else. */
export function plainJsonText(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || !plain.has(value)) return undefined;
  let text = sharedText.get(value);
  if (text === undefined) return JSON.stringify(value);
  if (text === null) sharedText.set(value, (text = JSON.stringify(value)));
  return text;
}

export const transformer = {
  input: superjson,
  output: {
    serialize: (value: unknown) =>
      value !== null && typeof value === 'object' && plain.has(value) ? { json: value } : superjson.serialize(value),
    deserialize: (value: Parameters<typeof superjson.deserialize>[0]) => superjson.deserialize(value),
  },
};
