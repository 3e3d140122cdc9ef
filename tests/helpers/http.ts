// HTTP helpers: an app instance over the test world, and same-origin headers for state-changing requests.
import type { AnyRouter } from '@trpc/server';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app';
import type { TestWorld } from './context';

export const ORIGIN = 'http://localhost:3000';
export const sameOrigin = { origin: ORIGIN, 'content-type': 'application/json' } as const;

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** Builds the real app over the file's database once (after useTestWorld) and closes it after the tests. */
export function useTestApp(world: TestWorld, options: { router?: AnyRouter } = {}) {
  const holder = {} as { app: TestApp };
  beforeAll(async () => {
    holder.app = await buildApp(world.deps, { logger: false, ...options });
    await holder.app.ready();
  });
  afterAll(async () => {
    await holder.app?.close();
  });
  return holder;
}

/** Encodes a tRPC batch GET path: /trpc/a,b?batch=1&input={"0":{"json":...}} */
export function batchQueryUrl(paths: string[], inputs: unknown[] = []) {
  const input = Object.fromEntries(paths.map((_, i) => [i, { json: inputs[i] ?? null }]));
  return `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}
