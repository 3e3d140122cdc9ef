// superjson keeps Dates, Maps and the like intact over the wire, at the price of walking every node of every
// answer. Hot answers that services marked plain JSON (server/services/plain-json.ts: the menu) skip the walk:
// they are sent in superjson's own envelope for values without special types ({ json }), which the client's
// superjson reads as is.
import superjson from 'superjson';
import { isPlainJson } from '../services/plain-json';
import { deserializeInput } from './input-envelope';

export const transformer = {
  // Inputs come from anyone: their envelope is checked before anything is applied (input-envelope.ts).
  input: { serialize: (value: unknown) => superjson.serialize(value), deserialize: deserializeInput },
  output: {
    serialize: (value: unknown) => (isPlainJson(value) ? { json: value } : superjson.serialize(value)),
    deserialize: (value: Parameters<typeof superjson.deserialize>[0]) => superjson.deserialize(value),
  },
};
