// superjson keeps Dates, Maps and the like intact over the wire, at the price of walking every node of every
// answer. Hot answers that are plain JSON by type (the menu) skip the walk: they are sent in superjson's own
// envelope for values without special types ({ json }), which the client's superjson reads as is.
import superjson from 'superjson';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const plain = new WeakSet<object>();

/** Marks an answer as plain JSON (the type forbids Dates and other values only superjson can carry). */
export function asPlainJson<T extends Json & object>(value: T): T {
  plain.add(value);
  return value;
}

export const transformer = {
  input: superjson,
  output: {
    serialize: (value: unknown) =>
      value !== null && typeof value === 'object' && plain.has(value) ? { json: value } : superjson.serialize(value),
    deserialize: (value: Parameters<typeof superjson.deserialize>[0]) => superjson.deserialize(value),
  },
};
