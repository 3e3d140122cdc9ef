// /trpc as tRPC's Fastify adapter answers it in the app (server/app.ts): status codes of successes, refusals and
// mixed batches, Retry-After, superjson values both ways, a failing context, multipart bodies, and caching: public
// anonymous menu reads are `public, no-cache` with an ETag (a repeat is a 304), everything else `no-store`
// (server/http/api-caching.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../shared/errors';
import { createSession } from '../../server/auth/sessions';
import { PUBLIC_CACHE_CONTROL } from '../../server/http/api-caching';
import { appRouter } from '../../server/routers/_app';
import { router } from '../../server/trpc/init';
import { publicProcedure } from '../../server/trpc/procedures';
import { addDays, localDate } from '../../shared/office-time';
import { useTestWorld } from '../helpers/context';
import { createMeal } from '../helpers/factories';
import { batchQueryUrl, sameOrigin, useTestApp } from '../helpers/http';
import { officeWorld } from '../helpers/menu';

const probeRouter = router({
  ...appRouter._def.record,
  probe: router({
    date: publicProcedure
      .input(z.object({ at: z.date() }))
      .query(({ input }) => ({ at: input.at, next: new Date(input.at.getTime() + 1000) })),
    throttled: publicProcedure.query(() => {
      throw new DomainError('tooManyRequests', { retryAfterSeconds: 42 });
    }),
    echo: publicProcedure
      .input(z.object({ text: z.string().max(5), at: z.date().optional() }))
      .mutation(({ input }) => input),
    refuse: publicProcedure.mutation(() => {
      throw new DomainError('capacityExceeded');
    }),
  }),
});

const world = useTestWorld();
const server = useTestApp(world, { router: probeRouter });
let slug: string;
let eaterCookie: string;

beforeAll(async () => {
  const { db, office, cook, eater } = await officeWorld(world);
  slug = office.slug;
  const tomorrow = addDays(localDate(world.clock.now(), office.timeZone), 1);
  for (let i = 0; i < 3; i++)
    await createMeal(db, { cookId: cook.id, officeId: office.id, pickupDate: tomorrow, allergens: ['milk'] });
  const session = await createSession(db, eater.id, world.clock.now());
  eaterCookie = `session=${session.token}`;
});

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const single = (path: string, input?: unknown) => `/trpc/${path}${input === undefined ? '' : `?input=${json(input)}`}`;
const menuUrl = () => single('menu.meals', { json: { slug, day: 'tomorrow' } });
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });
const mutate = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, headers: { ...sameOrigin, ...headers }, payload: JSON.stringify(body) });

describe('caching of API answers', () => {
  it('an anonymous menu read is public, revalidated each time, with an ETag; a repeat is a 304 without a body', async () => {
    const first = await get(menuUrl());
    expect(first.statusCode).toBe(200);
    expect(first.json().result.data.json).toHaveLength(3);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.vary).toContain('cookie');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    // The answer goes out whole, with its length (not streamed chunk by chunk).
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));

    const repeat = await get(menuUrl(), { 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');

    // The menu changed: the old ETag no longer matches.
    const { db, office, cook } = await officeWorld(world);
    const other = single('menu.meals', { json: { slug: office.slug, day: 'tomorrow' } });
    const before = await get(other);
    await createMeal(db, {
      cookId: cook.id,
      officeId: office.id,
      pickupDate: addDays(localDate(world.clock.now(), office.timeZone), 1),
    });
    world.deps.caches.menu.invalidate(office.id);
    const after = await get(other, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('a batch of public reads (session, office, menu) by a visitor is public too', async () => {
    const res = await get(
      batchQueryUrl(['auth.session', 'menu.office', 'menu.meals'], [null, { slug }, { slug, day: 'tomorrow' }]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('a signed-in read is never stored, the same menu included', async () => {
    const res = await get(menuUrl(), { cookie: eaterCookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const batch = await get(batchQueryUrl(['auth.session', 'menu.meals'], [null, { slug, day: 'tomorrow' }]), {
      cookie: eaterCookie,
    });
    expect(batch.json()[0].result.data.json).not.toBeNull();
    expect(batch.headers['cache-control']).toBe('no-store');
  });

  it('a visitor whose session cookie is unknown, errors, other queries and mutations are never stored', async () => {
    expect((await get(menuUrl(), { cookie: 'session=not-a-session' })).headers['cache-control']).toBe('no-store');
    const notFound = await get(single('menu.office', { json: { slug: 'no-such-office' } }));
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['cache-control']).toBe('no-store');
    const mixed = await get(batchQueryUrl(['menu.office', 'probe.date'], [{ slug }, { at: new Date(0) }]));
    expect(mixed.headers['cache-control']).toBe('no-store');
    const mutation = await mutate('/trpc/probe.echo', { json: { text: 'hi' } });
    expect(mutation.statusCode).toBe(200);
    expect(mutation.headers['cache-control']).toBe('no-store');
  });
});

describe('status codes and values', () => {
  it('refused, not found, invalid input, missing input, and mixed batches (207)', async () => {
    expect((await get(single('preorders.mine'))).statusCode).toBe(401);
    expect((await get(single('menu.office', { json: { slug: 'no-such-office' } }))).statusCode).toBe(404);
    expect((await get(single('menu.meals', { json: { slug, day: 'yesterday' } }))).statusCode).toBe(400);
    expect((await get(single('menu.meals'))).statusCode).toBe(400);
    expect((await get(batchQueryUrl(['menu.office', 'menu.office'], [{ slug }, { slug: 'nope' }]))).statusCode).toBe(
      207,
    );
    expect((await get(single('no.such.procedure'))).statusCode).toBe(404);
  });

  it('a throttled call says when to try again (Retry-After), alone and in a batch', async () => {
    const alone = await get(single('probe.throttled'));
    expect(alone.statusCode).toBe(429);
    expect(alone.headers['retry-after']).toBe('42');
    const batch = await get(batchQueryUrl(['menu.office', 'probe.throttled'], [{ slug }, null]));
    expect(batch.statusCode).toBe(207);
    expect(batch.headers['retry-after']).toBe('42');
  });

  it('superjson values both ways: a Date in, Dates out, on queries and mutations', async () => {
    const at = '2026-11-21T10:00:00.000Z';
    const query = await get(single('probe.date', { json: { at }, meta: { values: { at: ['Date'] } } }));
    expect(query.json().result.data).toMatchObject({
      json: { at, next: '2026-11-21T10:00:01.000Z' },
      meta: { values: { at: ['Date'], next: ['Date'] } },
    });
    const mutation = await mutate('/trpc/probe.echo', { json: { text: 'hi', at }, meta: { values: { at: ['Date'] } } });
    expect(mutation.json().result.data.meta).toMatchObject({ values: { at: ['Date'] } });
    expect((await mutate('/trpc/probe.refuse', { json: null })).statusCode).toBe(409);
    expect((await mutate('/trpc/probe.echo', { json: { text: 'far too long' } })).statusCode).toBe(400);
    const batch = await mutate('/trpc/probe.echo,probe.refuse?batch=1', {
      0: { json: { text: 'a' } },
      1: { json: null },
    });
    expect(batch.statusCode).toBe(207);
  });

  it('refuses a multipart body with 415 (the API takes JSON only)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/probe.echo',
      headers: { origin: sameOrigin.origin, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nhi\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('a context that cannot be made', () => {
  it('answers 500 with the generic message and an error id, on queries and mutations', async () => {
    const sessions = world.deps.sessions;
    const original = sessions.get.bind(sessions);
    sessions.get = () => {
      throw new Error('session store down');
    };
    try {
      const query = await get(menuUrl(), { cookie: eaterCookie });
      expect(query.statusCode).toBe(500);
      expect(query.body).not.toContain('session store down');
      expect(query.json().error.json.data.errorId).toEqual(expect.any(String));
      expect(query.headers['cache-control']).toBe('no-store');
      expect((await mutate('/trpc/probe.echo', { json: { text: 'hi' } }, { cookie: eaterCookie })).statusCode).toBe(
        500,
      );
    } finally {
      sessions.get = original;
    }
  });
});
