// superjson keeps Dates, Maps and the like intact over the wire, at the price of walking every node of every
// answer. Hot answers that services marked plain JSON (server/services/plain-json.ts: the menu) skip the walk:
// they are sent in superjson's own envelope for values without special types ({ json }), which the client's
// superjson reads as is. A value serialized once for many streams (serializedOnce, the live menus) goes out as its
// text: the envelope arrives as a JSON string, which the client's transformer (client/app/trpc.ts) parses first.
import superjson from 'superjson';
import { unwrapSerializedText } from '../../shared/serialized-envelope';
import { isPlainJson, serializedText } from '../services/plain-json';
import { deserializeInput } from './input-envelope';

export const transformer = {
  // Inputs come from anyone: their envelope is checked before anything is applied (input-envelope.ts).
  input: { serialize: (value: unknown) => superjson.serialize(value), deserialize: deserializeInput },
  output: {
    serialize: (value: unknown) =>
      serializedText(value) ?? (isPlainJson(value) ? { json: value } : superjson.serialize(value)),
    deserialize: (value: unknown) =>
      superjson.deserialize(unwrapSerializedText(value) as Parameters<typeof superjson.deserialize>[0]),
  },
};
