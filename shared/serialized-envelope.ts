// A live update the server serialized once for all its streams (server/services/plain-json.ts, serializedOnce)
// arrives as the JSON text of its superjson envelope rather than as the envelope itself: readers parse it first.
// Every other answer is an envelope object and passes through untouched.
export const unwrapSerializedText = (value: unknown): unknown =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
