// Open menus (menu.live server-sent event streams): an unknown office is refused like a query (NOT_FOUND +
// officeNotFound), streams are bounded per client address and in total (an HTTP 429 with tooManyLiveStreams,
// before any stream opens) and give their place back when the client leaves, and a reconnect of the database's LISTEN connection sends each stream
// exactly one resync. On PostgreSQL a real outage (a TCP proxy cut for 5 s) shows the same.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { RESYNC_SETTLE_MS } from '../../server/realtime/hub';
import { secondInstance, useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { expectAppError } from '../helpers/errors';
import { createOffice } from '../helpers/factories';
import { cuttableProxy } from '../helpers/proxy';
import { openSse, subscriptionUrl } from '../helpers/sse';

const world = useTestWorld({ LIVE_STREAMS_PER_ADDRESS: '3', LIVE_STREAMS_MAX: '5' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('menu.live refusals', () => {
  it('answers an unknown office as a query does: NOT_FOUND with officeNotFound', async () => {
    const error = await expectAppError(world.caller(null).menu.live({ slug: 'no-such-office' }), 'officeNotFound');
    expect(error.code).toBe('NOT_FOUND');
  });

  it('sends the same over HTTP: a serialized-error event with httpStatus 404, never 500', async () => {
    const app = await buildApp(world.deps, { logger: false });
    try {
      const res = await app.inject({
        url: subscriptionUrl('', 'menu.live', { slug: 'no-such-office' }),
        headers: { accept: 'text/event-stream' },
      });
      expect(res.body).toMatch(/event: serialized-error/);
      expect(res.body).toMatch(/"httpStatus":404/);
      expect(res.body).toMatch(/"appCode":"officeNotFound"/);
    } finally {
      await app.close();
    }
  });
});

describe('bounded streams', () => {
  it('caps open streams per address and in total, and gives places back when streams end', async () => {
    const db = world.deps.database.db;
    const office = await createOffice(db);
    const hub = world.deps.realtime;
    const leaving = new AbortController();
    // tRPC's caller passes no request signal: the place is held until the stream is returned.
    const streams = [];
    for (let i = 0; i < 3; i++) streams.push(hub.subscribe(office.id, 'address-a', [leaving.signal]));
    expect(hub.openStreams('address-a')).toBe(3);
    expect(() => hub.subscribe(office.id, 'address-a')).toThrow('tooManyLiveStreams');
    const more = [hub.subscribe(office.id, 'address-b'), hub.subscribe(office.id, 'address-b')];
    expect(hub.openStreams()).toBe(5);
    // The server's total is reached: a third address is refused too.
    expect(() => hub.subscribe(office.id, 'address-c')).toThrow('tooManyLiveStreams');
    // Through the API the refusal is the catalogue's 429.
    expect((await expectAppError(world.caller(null).menu.live({ slug: office.slug }), 'tooManyLiveStreams')).code).toBe(
      'TOO_MANY_REQUESTS',
    );

    // Address A's client leaves (its request signal aborts) without the streams ever being read.
    leaving.abort();
    expect(hub.openStreams('address-a')).toBe(0);
    await more[0]!.return(undefined);
    await more[1]!.return(undefined);
    expect(hub.openStreams()).toBe(0);
    expect(hub.subscriberCount(office.id)).toBe(0);
    expect(streams).toHaveLength(3);
  });

  it('over HTTP: a stream beyond the cap is answered 429 with Retry-After before any stream opens; a closed socket frees its place', async () => {
    const office = await createOffice(world.deps.database.db);
    const app = await buildApp(world.deps, { logger: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = subscriptionUrl(base, 'menu.live', { slug: office.slug });
      const streams = [await openSse(url), await openSse(url), await openSse(url)];
      await expect.poll(() => world.deps.realtime.openStreams()).toBe(3);
      // The fourth from this address: a plain HTTP 429 (not a 200 stream carrying the error), over a real socket.
      const refused = await fetch(url, { headers: { accept: 'text/event-stream' } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(refused.headers.get('content-type')).toContain('application/json');
      expect((await refused.json()).error.json.data).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        httpStatus: 429,
        appCode: 'tooManyLiveStreams',
      });
      // The refusal took no place, and it left none behind.
      expect(world.deps.realtime.openStreams()).toBe(3);
      streams[0]!.close();
      await expect.poll(() => world.deps.realtime.openStreams()).toBe(2);
      const again = await openSse(url);
      await expect.poll(() => world.deps.realtime.openStreams()).toBe(3);
      // A request refused by tRPC itself (an unknown office) gives its place back when its answer ends.
      const unknown = await fetch(subscriptionUrl(base, 'menu.live', { slug: 'no-such-office' }), {
        headers: { accept: 'text/event-stream' },
      });
      await unknown.text();
      await app.inject({
        url: subscriptionUrl('', 'menu.live', { slug: 'no-such-office' }),
        headers: { accept: 'text/event-stream' },
      });
      await expect.poll(() => world.deps.realtime.openStreams()).toBe(3);
      for (const stream of [...streams, again]) stream.close();
      await expect.poll(() => world.deps.realtime.openStreams()).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('over HTTP: the server-wide cap is answered 429 too, for any address', async () => {
    const office = await createOffice(world.deps.database.db);
    const app = await buildApp(world.deps, { logger: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const others = [world.deps.realtime.reserve('10.0.0.1')!, world.deps.realtime.reserve('10.0.0.2')!];
    others.push(world.deps.realtime.reserve('10.0.0.3')!, world.deps.realtime.reserve('10.0.0.4')!);
    try {
      const url = subscriptionUrl(base, 'menu.live', { slug: office.slug });
      const last = await openSse(url);
      await expect.poll(() => world.deps.realtime.openStreams()).toBe(5);
      expect((await fetch(url, { headers: { accept: 'text/event-stream' } })).status).toBe(429);
      last.close();
      await expect.poll(() => world.deps.realtime.openStreams()).toBe(4);
    } finally {
      for (const slot of others) slot.release();
      await app.close();
    }
  });
});

describe('resync after a reconnect', () => {
  it('sends exactly one resync per stream however often the driver reports the reconnect', async () => {
    const office = await createOffice(world.deps.database.db);
    await world.settle();
    const hub = world.deps.realtime;
    const streams = [hub.subscribe(office.id, 'r1'), hub.subscribe(office.id, 'r2')];
    // What a reconnect after a long outage looked like: dozens of reports within 40 ms.
    for (let i = 0; i < 30; i++) {
      hub.resync();
      if (i % 10 === 0) await sleep(10);
    }
    await sleep(RESYNC_SETTLE_MS * 3);
    for (const stream of streams) {
      expect(await stream.next()).toEqual({ done: false, value: { kind: 'resync' } });
      // Nothing else is queued: the next read waits (and ends when the stream is returned).
      const next = stream.next();
      await stream.return(undefined);
      expect(await next).toEqual({ done: true, value: undefined });
    }
  });
});

describe.skipIf(!onPostgres())('a real database outage (PostgreSQL)', () => {
  it('after a 5 s outage each open stream gets exactly one resync', async () => {
    const office = await createOffice(world.deps.database.db);
    const target = new URL(world.database.url!);
    const proxy = await cuttableProxy(Number(target.port || 5432));
    const url = new URL(world.database.url!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const { deps, app, close } = await secondInstance(world, url.toString());
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const menu = await openSse(subscriptionUrl(base, 'menu.live', { slug: office.slug }));
      await expect.poll(() => deps.realtime.subscriberCount(office.id)).toBe(1);
      proxy.cut();
      await sleep(5000);
      proxy.restore();
      const isResync = (event: unknown): event is { json: { kind: 'resync' } } =>
        (event as { json?: { kind?: string } }).json?.kind === 'resync';
      await menu.waitFor(isResync, 40_000);
      // Reports of the reconnect that come later still make no second resync.
      await sleep(2000);
      const resyncs = menu.events.filter(isResync).length;
      console.info(`resync events on one stream after a 5 s outage: ${resyncs}`);
      expect(resyncs).toBe(1);
      menu.close();
    } finally {
      await close();
      await proxy.close();
    }
  }, 90_000);
});
