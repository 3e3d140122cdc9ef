// Inputs that must be refused, made from a procedure's own zod schema: for every field, values of the wrong type,
// out of range, too long (every string must be bounded), with a NUL character or an unpaired surrogate, or not one
// of the options. Each
// generated input breaks at least one rule of its schema, so it must never reach a service. Also the malformed
// superjson envelopes an outside review sent, which once answered 500.
import type { z } from 'zod';

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** Longer than any string field may be: a field that accepts it is unbounded. */
export const TOO_LONG = 'a'.repeat(10_000);

/**
 * Text PostgreSQL cannot store as written: a NUL character, and unpaired UTF-16 surrogates (high, low, and a low one
 * before a high one), which JSON carries as `\ud800` escapes and jsonb refuses.
 */
export const UNSTORABLE_TEXTS = ['ok\u0000ok', 'a\ud800b', 'a\udc00', '\udc00\ud800'];

/** Schema types that only wrap their inner schema: what the inner schema refuses, they refuse. */
const WRAPPERS: ReadonlySet<string> = new Set(['optional', 'default', 'prefault', 'readonly', 'nonoptional']);

/** Values a field of this schema must refuse. */
export function badValues(schema: Schema): unknown[] {
  const def = schema._zod.def;
  const s = schema as unknown as Record<string, unknown>;
  if (WRAPPERS.has(def.type)) return badValues(def.innerType as Schema);
  switch (def.type) {
    case 'nullable':
      return badValues(def.innerType as Schema).filter((value) => value !== null);
    case 'pipe':
      return badValues(def.in as Schema);
    case 'string': {
      const values: unknown[] = [12, true, null, {}, [], TOO_LONG, ...UNSTORABLE_TEXTS];
      if ((s.minLength as number | null) && (s.minLength as number) > 0) values.push('');
      if (s.format) values.push('not valid ✗');
      return values;
    }
    case 'number': {
      const values: unknown[] = ['1', true, null, {}, []];
      if (s.isInt) values.push(1.5);
      if (typeof s.maxValue === 'number' && Number.isFinite(s.maxValue)) values.push(s.maxValue + 1);
      if (typeof s.minValue === 'number' && Number.isFinite(s.minValue)) values.push(s.minValue - 1);
      return values;
    }
    case 'union': {
      // Bad for one option may be good for another: keep what the whole union refuses.
      const candidates = (def.options as Schema[]).flatMap((option) => badValues(option));
      return candidates.filter((value) => !schema.safeParse(value).success);
    }
    case 'date':
      return ['2026-01-01', 7, true, null, {}, []];
    case 'undefined':
    case 'null':
      return ['x', 0, false, {}, []];
    case 'boolean':
      return ['true', 1, null, {}];
    case 'enum':
    case 'literal':
      return ['not-an-option', 7, null, {}, []];
    case 'array': {
      const element = def.element as Schema;
      return ['x', 7, null, {}, badValues(element).slice(0, 2), Array.from({ length: 1000 }, () => 'x')];
    }
    case 'object': {
      const values: unknown[] = ['x', 7, true, []];
      const shape = def.shape as Record<string, Schema>;
      for (const [key, field] of Object.entries(shape)) {
        for (const bad of badValues(field)) values.push({ [key]: bad });
      }
      return values;
    }
    default:
      // A schema kind this generator does not know yet: add it above, so its fields get probed too.
      throw new Error(`bad-inputs: unknown schema type ${def.type}`);
  }
}

/** Inputs (as superjson envelopes) a procedure with this input schema must refuse. */
export function badEnvelopes(schema: Schema | undefined): unknown[] {
  if (!schema) return [];
  const values: unknown[] = badValues(schema).map((json) => ({ json }));
  // A NaN smuggled through superjson's own "number" annotation, for every numeric field.
  const def = schema._zod.def;
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
      let inner = field;
      while (['optional', 'default', 'nullable', 'pipe'].includes(inner._zod.def.type)) {
        inner = (inner._zod.def.innerType ?? inner._zod.def.in) as Schema;
      }
      if (inner._zod.def.type === 'number')
        values.push({ json: { [key]: 'NaN' }, meta: { values: { [key]: ['number'] }, v: 1 } });
    }
  }
  return values;
}

/** `{"json":{},"meta":{"values":["undefined",{"a":["undefined",{"a":...}]}]}}`, built as text (no recursion). */
const deepMeta = (levels: number) =>
  `{"json":{},"meta":{"values":${'["undefined",{"a":'.repeat(levels)}["undefined"]${'}]'.repeat(levels)}}}`;

/**
 * Raw request texts (the JSON of one call's input, or of a batch) that are not what any client sends. `batch`
 * ones replace the whole batch object.
 */
export const MALFORMED_ENVELOPES: { name: string; text: string; batch?: boolean }[] = [
  { name: 'null', text: 'null' },
  { name: 'a number', text: '42' },
  { name: 'a string', text: '"hello"' },
  { name: 'an array', text: '[1,2]' },
  { name: 'extra keys', text: '{"json":{},"extra":1}' },
  ...['bigint', 'regexp', 'custom', 'class', 'symbol', 'set', 'map', 'Error', 'no-such-type'].map((type) => ({
    name: `meta type ${type}`,
    text: JSON.stringify({ json: { x: '1' }, meta: { values: { x: [type] }, v: 1 } }),
  })),
  {
    name: 'meta type custom with a name',
    text: JSON.stringify({ json: { x: 1 }, meta: { values: { x: [['custom', 'nope']] } } }),
  },
  { name: 'meta values a string', text: '{"json":{},"meta":{"values":"x"}}' },
  { name: 'meta values a number', text: '{"json":{},"meta":{"values":5}}' },
  { name: 'meta null', text: '{"json":{},"meta":null}' },
  { name: 'meta with unknown keys', text: '{"json":{},"meta":{"other":1}}' },
  { name: 'meta version 2', text: '{"json":{},"meta":{"values":{"a":["undefined"]},"v":2}}' },
  {
    name: 'path through __proto__',
    text: JSON.stringify({ json: {}, meta: { values: { '__proto__.polluted': ['undefined'] } } }),
  },
  { name: 'path __proto__ itself', text: '{"json":{},"meta":{"values":{"__proto__":["Date"]}}}' },
  {
    name: 'path through constructor.prototype',
    text: JSON.stringify({ json: {}, meta: { values: { 'constructor.prototype.polluted': ['undefined'] }, v: 1 } }),
  },
  { name: 'path into nothing', text: JSON.stringify({ json: {}, meta: { values: { 'a.b.c': ['undefined'] }, v: 1 } }) },
  {
    name: 'path into a string',
    text: JSON.stringify({ json: { a: 'x' }, meta: { values: { 'a.b': ['Date'] }, v: 1 } }),
  },
  {
    name: 'array index out of range',
    text: JSON.stringify({ json: { a: [] }, meta: { values: { 'a.5': ['undefined'] }, v: 1 } }),
  },
  { name: 'bad escape in path', text: JSON.stringify({ json: {}, meta: { values: { 'a\\x': ['undefined'] }, v: 1 } }) },
  { name: 'Date of a number', text: JSON.stringify({ json: { at: 5 }, meta: { values: { at: ['Date'] }, v: 1 } }) },
  { name: 'root Date of an object', text: JSON.stringify({ json: { a: 1 }, meta: { values: ['Date'], v: 1 } }) },
  {
    name: 'tree node with extra items',
    text: JSON.stringify({ json: { a: 1 }, meta: { values: { a: ['undefined', {}, 'x'] } } }),
  },
  { name: 'references garbage', text: '{"json":{},"meta":{"referentialEqualities":{"a":"b"}}}' },
  { name: 'references through __proto__', text: '{"json":{},"meta":{"referentialEqualities":[["__proto__.x"]]}}' },
  { name: 'references of a number', text: '{"json":{},"meta":{"referentialEqualities":7}}' },
  { name: 'deeply nested meta (GET-sized)', text: deepMeta(600) },
  { name: 'deeply nested meta (body-sized)', text: deepMeta(4000) },
  {
    name: 'many annotations',
    text: JSON.stringify({
      json: {},
      meta: { values: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, ['undefined']])) },
    }),
  },
  { name: 'batch of null', text: '{"0":null}', batch: true },
  { name: 'batch of a number', text: '{"0":5}', batch: true },
  { name: 'batch as an array', text: '[{"json":{}}]', batch: true },
  { name: 'batch as null', text: 'null', batch: true },
  { name: 'batch as a string', text: '"x"', batch: true },
  { name: 'batch with a broken member', text: '{"0":{"json":{},"meta":{"values":{"x":["bigint"]}}}}', batch: true },
];

/** Every string-typed node of a schema, with where it sits (for the per-field rules of SECURITY.md). */
export function stringFields(schema: Schema, at = 'input', field: Schema = schema): { at: string; schema: Schema }[] {
  const def = schema._zod.def;
  if (WRAPPERS.has(def.type) || def.type === 'nullable') return stringFields(def.innerType as Schema, at, field);
  switch (def.type) {
    case 'pipe':
      return stringFields(def.in as Schema, at, field);
    case 'string':
      // The whole field (wrappers and pipes included) is what must refuse.
      return [{ at, schema: field }];
    case 'array':
      return stringFields(def.element as Schema, `${at}[]`);
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, field]) =>
        stringFields(field, `${at}.${key}`),
      );
    default:
      return [];
  }
}
