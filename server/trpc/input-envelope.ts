// Reads the superjson envelope of a procedure's input without handing untrusted metadata to superjson.
// superjson.deserialize trusts its `meta`: an unknown or dangerous transformation ("bigint", "regexp", "custom",
// "class", "symbol"), a path through `__proto__`, a path into nothing, or a deeply nested tree (it recurses until
// the stack overflows) each threw a plain error, which became a 500. Here the envelope is checked first (shape,
// size, depth, paths) and only the transformations the app's own client sends are applied: `undefined`, `Date`
// and the non-finite numbers. Anything else is DomainError('malformedInput'), a 400 with an appCode.
import { DomainError } from '../../shared/errors';

/** What the client's superjson may legitimately annotate in an input. */
const ALLOWED_TYPES = new Set(['undefined', 'Date', 'number']);
const NON_FINITE: Record<string, number> = {
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
  '-Infinity': Number.NEGATIVE_INFINITY,
};
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/** Bounds far above anything a form sends, far below what could hurt. */
const MAX_ANNOTATIONS = 256;
const MAX_TREE_DEPTH = 16;
const MAX_PATH_LENGTH = 512;
const MAX_PATH_SEGMENTS = 32;

const malformed = () => new DomainError('malformedInput');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** superjson's path syntax: segments joined by '.', with '\.' and (from v1) '\\' escaped. */
function parsePath(path: string, legacy: boolean): string[] {
  if (path.length > MAX_PATH_LENGTH) throw malformed();
  const segments: string[] = [];
  let segment = '';
  for (let i = 0; i < path.length; i++) {
    const char = path[i]!;
    if (char === '\\') {
      const next = path[i + 1];
      if (next === '.' || (!legacy && next === '\\')) {
        segment += next;
        i++;
        continue;
      }
      if (!legacy) throw malformed();
    }
    if (char === '.') {
      segments.push(segment);
      segment = '';
      continue;
    }
    segment += char;
  }
  segments.push(segment);
  if (segments.length > MAX_PATH_SEGMENTS || segments.some((s) => FORBIDDEN_SEGMENTS.has(s))) throw malformed();
  return segments;
}

interface Annotation {
  path: string[];
  type: string;
}

/** Flattens superjson's annotation tree (`[type, children?]` or `{ path: tree }`) with bounded size and depth. */
function collectAnnotations(tree: unknown, legacy: boolean): Annotation[] {
  const found: Annotation[] = [];
  const visit = (node: unknown, origin: string[], depth: number) => {
    if (depth > MAX_TREE_DEPTH) throw malformed();
    if (Array.isArray(node)) {
      const [type, children, ...rest] = node as unknown[];
      if (typeof type !== 'string' || !ALLOWED_TYPES.has(type) || rest.length > 0) throw malformed();
      if (children !== undefined) visitChildren(children, origin, depth);
      if (found.push({ path: origin, type }) > MAX_ANNOTATIONS) throw malformed();
      return;
    }
    visitChildren(node, origin, depth);
  };
  const visitChildren = (children: unknown, origin: string[], depth: number) => {
    if (!isRecord(children)) throw malformed();
    for (const [key, child] of Object.entries(children)) {
      const path = [...origin, ...parsePath(key, legacy)];
      if (path.length > MAX_PATH_SEGMENTS) throw malformed();
      visit(child, path, depth + 1);
    }
  };
  visit(tree, [], 0);
  return found;
}

/** Checks superjson's referential-equality map: it only restores object identity, which inputs never need. */
function checkReferences(references: unknown, legacy: boolean) {
  let count = 0;
  const paths = (list: unknown) => {
    if (!Array.isArray(list)) throw malformed();
    for (const path of list) {
      if (typeof path !== 'string' || ++count > MAX_ANNOTATIONS) throw malformed();
      parsePath(path, legacy);
    }
  };
  const record = (value: unknown) => {
    if (!isRecord(value)) throw malformed();
    for (const [key, list] of Object.entries(value)) {
      parsePath(key, legacy);
      paths(list);
    }
  };
  if (Array.isArray(references)) {
    const [root, other, ...rest] = references as unknown[];
    if (rest.length > 0) throw malformed();
    paths(root);
    if (other !== undefined) record(other);
  } else {
    record(references);
  }
}

/** Applies one annotation in place; the container of the value must exist (the value itself may be absent). */
function apply(root: unknown, annotation: Annotation): unknown {
  const transform = (value: unknown) => {
    switch (annotation.type) {
      case 'undefined':
        return undefined;
      case 'Date':
        if (typeof value !== 'string') throw malformed();
        return new Date(value);
      default:
        if (typeof value !== 'string' || !Object.hasOwn(NON_FINITE, value)) throw malformed();
        return NON_FINITE[value];
    }
  };
  const { path } = annotation;
  if (path.length === 0) return transform(root);
  let parent: unknown = root;
  for (const segment of path.slice(0, -1)) {
    if (typeof parent !== 'object' || parent === null || !Object.hasOwn(parent, segment)) throw malformed();
    parent = (parent as Record<string, unknown>)[segment];
  }
  const last = path[path.length - 1]!;
  if (Array.isArray(parent)) {
    const index = Number(last);
    if (!/^(0|[1-9]\d*)$/.test(last) || index >= parent.length) throw malformed();
    parent[index] = transform(parent[index]);
  } else if (isRecord(parent)) {
    parent[last] = transform(Object.hasOwn(parent, last) ? parent[last] : undefined);
  } else {
    throw malformed();
  }
  return root;
}

/**
 * The input of one call, from its JSON envelope `{ json, meta? }` (freshly parsed, so it is changed in place).
 * Throws DomainError('malformedInput') for anything the app's client would not send.
 */
export function deserializeInput(envelope: unknown): unknown {
  if (!isRecord(envelope)) throw malformed();
  for (const key of Object.keys(envelope)) if (key !== 'json' && key !== 'meta') throw malformed();
  let value = envelope.json;
  const meta = envelope.meta;
  if (meta === undefined) return value;
  if (!isRecord(meta)) throw malformed();
  for (const key of Object.keys(meta))
    if (key !== 'values' && key !== 'referentialEqualities' && key !== 'v') throw malformed();
  if (meta.v !== undefined && meta.v !== 1) throw malformed();
  const legacy = meta.v === undefined;
  if (meta.referentialEqualities !== undefined) checkReferences(meta.referentialEqualities, legacy);
  if (meta.values !== undefined) {
    // Deepest paths first, so a container is still an object when its members are transformed.
    const annotations = collectAnnotations(meta.values, legacy).sort((a, b) => b.path.length - a.path.length);
    for (const annotation of annotations) value = apply(value, annotation);
  }
  return value;
}
