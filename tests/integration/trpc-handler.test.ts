// The app's own tRPC handler (server/http/trpc-handler.ts) answers queries without tRPC's Fetch round trip. Every
// request here goes to the app and to a reference server running tRPC's official Fastify adapter with the same
// router, context and options: status, body and headers must be the same, byte for byte.
import cookie from '@fastify/cookie';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../shared/errors';
import { apiOptions } from '../../server/app';
import { createSession } from '../../server/auth/sessions';
import { appRouter } from '../../server/routers/_app';
import { router } from '../../server/trpc/init';
import { publicProcedure } from '../../server/trpc/procedures';
import { addDays, localDate } from '../../server/domain/time';
import { useTestWorld } from '../helpers/context';
import { createMeal } from '../helpers/factories';
import { batchQueryUrl, sameOrigin, useTestApp } from '../helpers/http';
import { officeWorld } from '../helpers/menu';

const probeRouter = router({
  ...appRouter._def.record,
  probe: router({
    nothing: publicProcedure.query(() => undefined),
    date: publicProcedure
      .input(z.object({ at: z.date() }))
      .query(({ input }) => ({ at: input.at, next: new Date(input.at.getTime() + 1000) })),
    throttled: publicProcedure.query(() => {
      throw new DomainError('tooManyRequests', { retryAfterSeconds: 42 });
    }),
    write: publicProcedure.mutation(() => 'written'),
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
let reference: FastifyInstance;
let slug: string;
let eaterCookie: string;

beforeAll(async () => {
  reference = Fastify({ logger: false, routerOptions: { maxParamLength: 5000 } });
  await reference.register(cookie);
  await reference.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: apiOptions(world.deps, probeRouter, new AbortController().signal),
  });
  await reference.ready();

  const { db, office, cook, eater } = await officeWorld(world);
  slug = office.slug;
  const tomorrow = addDays(localDate(world.clock.now(), office.timeZone), 1);
  for (let i = 0; i < 3; i++)
    await createMeal(db, { cookId: cook.id, officeId: office.id, pickupDate: tomorrow, allergens: ['milk'] });
  const session = await createSession(db, eater.id, world.clock.now());
  eaterCookie = `session=${session.token}`;
});
afterAll(async () => {
  await reference?.close();
});

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const single = (path: string, input?: unknown) => `/trpc/${path}${input === undefined ? '' : `?input=${json(input)}`}`;

async function expectSameAnswer(url: string, headers: Record<string, string> = {}, body?: string) {
  const request =
    body === undefined
      ? { method: 'GET' as const, url, headers }
      : { method: 'POST' as const, url, headers: { ...sameOrigin, ...headers }, body };
  const [ours, theirs] = await Promise.all([server.app.inject(request), reference.inject(request)]);
  expect({ url, status: ours.statusCode, body: ours.body }).toEqual({
    url,
    status: theirs.statusCode,
    body: theirs.body,
  });
  for (const name of ['content-type', 'vary', 'retry-after', 'set-cookie'])
    expect(ours.headers[name]).toEqual(theirs.headers[name]);
  expect(ours.headers['cache-control']).toBe('no-store');
  return ours;
}

describe('queries answered by the app handler are the answers of tRPC’s own adapter', () => {
  const menu = () => ({ json: { slug, day: 'tomorrow' } });

  it('the menu, anonymous and signed in, twice (the second from the shared JSON text)', async () => {
    const anonymous: Record<string, string> = {};
    const signedIn = { cookie: eaterCookie };
    for (const headers of [anonymous, signedIn, anonymous, signedIn]) {
      const res = await expectSameAnswer(single('menu.meals', menu()), headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.data.json).toHaveLength(3);
    }
  });

  it('filtered menus, the office, and batches of both', async () => {
    await expectSameAnswer(single('menu.meals', { json: { slug, day: 'tomorrow', excludeAllergens: ['milk'] } }));
    await expectSameAnswer(single('menu.office', { json: { slug } }));
    await expectSameAnswer(batchQueryUrl(['menu.office', 'menu.meals'], [{ slug }, { slug, day: 'week' }]));
    await expectSameAnswer(batchQueryUrl(['menu.office', 'menu.meals'], [{ slug }, { slug, day: 'week' }]), {
      cookie: eaterCookie,
    });
  });

  it('errors: refused, not found, invalid input, missing input, and a mixed batch (207)', async () => {
    expect((await expectSameAnswer(single('preorders.mine'))).statusCode).toBe(401);
    expect((await expectSameAnswer(single('menu.office', { json: { slug: 'no-such-office' } }))).statusCode).toBe(404);
    expect((await expectSameAnswer(single('menu.meals', { json: { slug, day: 'yesterday' } }))).statusCode).toBe(400);
    expect((await expectSameAnswer(single('menu.meals'))).statusCode).toBe(400);
    expect(
      (await expectSameAnswer(batchQueryUrl(['menu.office', 'menu.office'], [{ slug }, { slug: 'nope' }]))).statusCode,
    ).toBe(207);
    expect(
      (await expectSameAnswer(`/trpc/menu.office,menu.meals?batch=1&input=${json({ 0: { json: { slug } } })}`))
        .statusCode,
    ).toBe(207);
  });

  it('Retry-After from responseMeta, undefined results and superjson values both ways', async () => {
    const throttled = await expectSameAnswer(single('probe.throttled'));
    expect(throttled.headers['retry-after']).toBe('42');
    await expectSameAnswer(single('probe.nothing'));
    await expectSameAnswer(
      single('probe.date', { json: { at: '2026-11-21T10:00:00.000Z' }, meta: { values: { at: ['Date'] } } }),
    );
    await expectSameAnswer(batchQueryUrl(['probe.nothing', 'probe.throttled', 'menu.office'], [null, null, { slug }]));
  });

  it('mutations: results, superjson input, refusals, invalid input, batches', async () => {
    const body = (value: unknown) => JSON.stringify(value);
    expect((await expectSameAnswer('/trpc/probe.write', {}, body({ json: null }))).statusCode).toBe(200);
    await expectSameAnswer(
      '/trpc/probe.echo',
      {},
      body({ json: { text: 'hi', at: '2026-11-21T10:00:00.000Z' }, meta: { values: { at: ['Date'] } } }),
    );
    expect((await expectSameAnswer('/trpc/probe.refuse', {}, body({ json: null }))).statusCode).toBe(409);
    expect((await expectSameAnswer('/trpc/probe.echo', {}, body({ json: { text: 'far too long' } }))).statusCode).toBe(
      400,
    );
    expect(
      (
        await expectSameAnswer(
          '/trpc/preorders.reserve',
          {},
          body({ json: { mealId: crypto.randomUUID(), quantity: 1 } }),
        )
      ).statusCode,
    ).toBe(401);
    await expectSameAnswer(
      '/trpc/probe.write,probe.refuse?batch=1',
      {},
      body({ 0: { json: null }, 1: { json: null } }),
    );
    await expectSameAnswer(
      '/trpc/probe.echo,probe.echo?batch=1',
      { cookie: eaterCookie },
      body({ 0: { json: { text: 'a' } }, 1: { json: { text: 'b' } } }),
    );
  });

  it('requests the handler leaves to resolveResponse answer the same too', async () => {
    await expectSameAnswer(single('no.such.procedure'));
    await expectSameAnswer(single('probe.write'));
    await expectSameAnswer('/trpc/menu.office', {}, JSON.stringify({ json: { slug: 'x' } }));
    await expectSameAnswer('/trpc/probe.write', {}, '{not json');
    await expectSameAnswer('/trpc/probe.write', {}, '');
    await expectSameAnswer('/trpc/probe.write,probe.write?batch=1', {}, '[1]');
    await expectSameAnswer(single('menu.office', { json: { slug } }), { 'content-type': 'multipart/form-data; boundary=x' });
    await expectSameAnswer(single('menu.office', { json: { slug } }), { 'content-type': 'application/octet-stream' });
    await expectSameAnswer('/trpc/menu.office?input=%7Bnot-json');
    await expectSameAnswer(`/trpc/menu.office?batch=1&input=${json([{ json: { slug } }])}`);
    await expectSameAnswer(
      batchQueryUrl(
        Array.from({ length: 11 }, () => 'menu.office'),
        Array.from({ length: 11 }, () => ({ slug })),
      ),
    );
    await expectSameAnswer(`/trpc/menu.office?input=${json({ json: { slug } })}&input=${json({ json: { slug } })}`);
  });
});
