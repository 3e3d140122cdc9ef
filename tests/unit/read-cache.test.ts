import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../server/realtime/read-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('read cache', () => {
  it('loads once and serves from memory until the TTL passes', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get('office', 'd', load)).toBe(1);
    expect(await cache.get('office', 'd', load)).toBe(1);
    now = 1000;
    expect(await cache.get('office', 'd', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ReadCache<string>();
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const all = Promise.all([cache.get('o', 'k', load), cache.get('o', 'k', load), cache.get('o', 'k', load)]);
    gate.resolve('rows');
    expect(await all).toEqual(['rows', 'rows', 'rows']);
    expect(loads).toBe(1);
  });

  it('does not store a read that started before a change', async () => {
    const cache = new ReadCache<string>();
    const gate = deferred<string>();
    const first = cache.get('o', 'k', () => gate.promise);
    cache.invalidate('o');
    gate.resolve('stale');
    expect(await first).toBe('stale');
    expect(await cache.get('o', 'k', async () => 'fresh')).toBe('fresh');
  });

  it('patches a group in place, and a read under way then stores nothing', async () => {
    const cache = new ReadCache<number[]>();
    await cache.get('o', 'k', async () => [1, 2]);
    const gate = deferred<number[]>();
    const other = cache.get('o', 'other', () => gate.promise);
    cache.update('o', (rows) => rows.map((n) => n * 10));
    gate.resolve([7]);
    await other;
    expect(await cache.get('o', 'k', async () => [0])).toEqual([10, 20]);
    expect(await cache.get('o', 'other', async () => [8])).toEqual([8]);
  });

  it('leaves other groups alone and forgets everything on clear, including reads under way', async () => {
    const cache = new ReadCache<string>();
    await cache.get('a', 'k', async () => 'a1');
    await cache.get('b', 'k', async () => 'b1');
    cache.invalidate('a');
    expect(await cache.get('b', 'k', async () => 'b2')).toBe('b1');
    const gate = deferred<string>();
    const pending = cache.get('c', 'k', () => gate.promise);
    cache.clear();
    gate.resolve('c-stale');
    await pending;
    expect(await cache.get('b', 'k', async () => 'b3')).toBe('b3');
    expect(await cache.get('c', 'k', async () => 'c-fresh')).toBe('c-fresh');
  });

  it('keeps at most maxEntries', async () => {
    const cache = new ReadCache<number>(60_000, 2);
    for (const key of ['1', '2', '3']) await cache.get('o', key, async () => Number(key));
    expect(cache.size).toBe(2);
  });
});
