// The watched LISTEN connection (server/db/listener.ts): a listening connection that cannot come back (its host gone
// for good, as a primary after a failover) is replaced and every channel is heard again, each onReady running so
// callers drop their caches; a healthy one, or one whose database does not answer the pool either, is left alone.
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { supervisedListener, type Listener } from '../../server/db/listener';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { cuttableProxy } from '../helpers/proxy';

const world = useTestWorld();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WATCH_MS = 200;

describe.skipIf(!onPostgres())('a watched LISTEN connection (PostgreSQL)', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  /** A pool straight to the database, which sends the notifications. */
  function pool() {
    const sql = postgres(world.database.url!, { max: 1, onnotice: () => {} });
    closers.push(() => sql.end({ timeout: 1 }));
    return sql;
  }

  function watched(connect: () => postgres.Sql, notify: (channel: string, payload: string) => Promise<unknown>) {
    const listener: Listener = supervisedListener({ connect, notify, watchMs: WATCH_MS });
    closers.push(() => listener.close());
    return listener;
  }

  it('replaces a listening connection whose host is gone, and every channel is heard again', async () => {
    const proxy = await cuttableProxy(Number(new URL(world.database.url!).port || 5432));
    closers.push(() => proxy.close());
    const throughProxy = new URL(world.database.url!);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    // The first connection goes through the proxy, which is then cut for good; the next ones reach the database.
    let connections = 0;
    const connect = () =>
      postgres(connections++ === 0 ? throughProxy.toString() : world.database.url!, { max: 1, onnotice: () => {} });
    const sender = pool();
    const notify = (channel: string, payload: string) => sender`select pg_notify(${channel}, ${payload})`;
    const listener = watched(connect, notify);
    const heard: string[] = [];
    let ready = 0;
    await listener.listen(
      'watched_channel',
      (payload) => heard.push(payload),
      () => ready++,
    );
    expect(ready).toBe(1);
    await notify('watched_channel', 'before');
    await expect.poll(() => heard).toEqual(['before']);

    proxy.cut();
    await expect.poll(() => listener.replaced, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => ready, { timeout: 10_000 }).toBe(2);
    await notify('watched_channel', 'after');
    await expect.poll(() => heard).toEqual(['before', 'after']);
  });

  it('leaves a healthy connection alone, and one whose database does not answer the pool either', async () => {
    const sender = pool();
    const healthy = watched(
      () => postgres(world.database.url!, { max: 1, onnotice: () => {} }),
      (channel, payload) => sender`select pg_notify(${channel}, ${payload})`,
    );
    // The pool cannot send: whether the listening connection hears is unknown, so it stays.
    const unknown = watched(
      () => postgres(world.database.url!, { max: 1, onnotice: () => {} }),
      () => Promise.reject(new Error('the database does not answer')),
    );
    const heard: string[] = [];
    await healthy.listen('healthy_channel', (payload) => heard.push(payload));
    await unknown.listen('unknown_channel', () => {});
    await sleep(WATCH_MS * 10);
    expect([healthy.replaced, unknown.replaced]).toEqual([0, 0]);
    await sender`select pg_notify('healthy_channel', 'still here')`;
    await expect.poll(() => heard).toEqual(['still here']);
  });
});
