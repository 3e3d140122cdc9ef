// The app's tRPC links (client/app/trpc.ts): each idempotent write (shared/idempotency.ts) gets a fresh key per call
// and keeps it through its retries, which happen only without an answer or on a 5xx; other calls get no key and
// no retry.
import { TRPCClientError, createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { describe, expect, it, vi } from 'vitest';
import { requestLinks, WRITE_ATTEMPTS } from '../../../client/app/trpc';
import type { AppRouter } from '../../../server/routers/_app';

interface Sent {
  link: 'single' | 'batch';
  path: string;
  key: unknown;
}

/** A terminating link that records each request and fails the first `failures` ones with `status` (0: no answer). */
function fakeServer(failures = 0, status = 0) {
  const sent: Sent[] = [];
  const link =
    (name: Sent['link']): TRPCLink<AppRouter> =>
    () =>
    ({ op }) =>
      observable((observer) => {
        sent.push({ link: name, path: op.path, key: op.context.idempotencyKey });
        if (sent.length <= failures) {
          const error =
            status === 0
              ? TRPCClientError.from(new TypeError('Failed to fetch'))
              : TRPCClientError.from({ error: { message: 'x', code: -32603, data: { httpStatus: status } } });
          observer.error(error as TRPCClientError<AppRouter>);
          return;
        }
        observer.next({ result: { type: 'data', data: { id: 'p1' } } });
        observer.complete();
      });
  const client = createTRPCClient<AppRouter>({
    links: requestLinks({ single: link('single'), batch: link('batch'), retryDelayMs: () => 0 }),
  });
  return { client, sent };
}

const reserve = { mealId: '00000000-0000-4000-8000-000000000001', quantity: 1 };

describe('idempotent writes', () => {
  it('send each call alone with a fresh key', async () => {
    const { client, sent } = fakeServer();
    await client.preorders.reserve.mutate(reserve);
    await client.preorders.reserve.mutate(reserve);
    expect(sent.map((s) => s.link)).toEqual(['single', 'single']);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it('retry without an answer or on a 5xx with the same key, up to the limit', async () => {
    const lost = fakeServer(2, 0);
    expect(await lost.client.preorders.reserve.mutate(reserve)).toEqual({ id: 'p1' });
    expect(new Set(lost.sent.map((s) => s.key)).size).toBe(1);
    expect(lost.sent).toHaveLength(3);

    const down = fakeServer(WRITE_ATTEMPTS, 503);
    await expect(down.client.waitlist.join.mutate({ mealId: reserve.mealId, quantity: 1 })).rejects.toThrow();
    expect(down.sent).toHaveLength(WRITE_ATTEMPTS);
    expect(new Set(down.sent.map((s) => s.key)).size).toBe(1);
  });

  it('retry through a failover: 503s for the first several attempts', async () => {
    const failover = fakeServer(6, 503);
    expect(await failover.client.preorders.reserve.mutate(reserve)).toEqual({ id: 'p1' });
    expect(failover.sent).toHaveLength(7);
    expect(new Set(failover.sent.map((s) => s.key)).size).toBe(1);
  });

  it('stop at once when the phone knows it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const lost = fakeServer(1, 0);
      await expect(lost.client.preorders.reserve.mutate(reserve)).rejects.toThrow();
      expect(lost.sent).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('do not retry an answer (4xx)', async () => {
    const refused = fakeServer(1, 409);
    await expect(refused.client.preorders.cancel.mutate({ preorderId: reserve.mealId })).rejects.toThrow();
    expect(refused.sent).toHaveLength(1);
  });
});

it('other calls are batched, without a key and without a retry', async () => {
  const { client, sent } = fakeServer(1, 0);
  await expect(client.preorders.waive.mutate({ preorderId: reserve.mealId })).rejects.toThrow();
  await client.preorders.mine.query();
  expect(sent).toEqual([
    { link: 'batch', path: 'preorders.waive', key: undefined },
    { link: 'batch', path: 'preorders.mine', key: undefined },
  ]);
});
