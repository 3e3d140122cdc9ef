// The app's own tRPC handler (server/http/trpc-handler.ts) answers queries without tRPC's Fetch round trip. Every
// request here goes to the app and to a reference server running tRPC's official Fastify adapter with the same
// router, context and options: status, body and headers must be the same, byte for byte. The last cases build
// both servers bare, with a createContext that throws and a responseMeta that sets a status and headers.
// After upgrading @trpc/server, run this file first (docs/decisions/009-own-trpc-handler.md).
import cookie from '@fastify/cookie';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { TRPCError } from '@trpc/server';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../shared/errors';
import { apiOptions } from '../../server/app';
import { createSession } from '../../server/auth/sessions';
import { securityHeaders } from '../../server/http/security-headers';
import { registerTRPC, type TRPCHandlerOptions } from '../../server/http/trpc-handler';
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

/**
 * Headers that may differ: the app's security headers (the reference has none), transport framing (the adapter
 * streams its Response, the handler sends a length), the date, and cache-control, which the handler adds.
 */
const UNCOMPARED = new Set([
  ...Object.keys(securityHeaders(false)),
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'cache-control',
]);

/** Status, body and headers to compare. Error ids are random: each becomes its rank of first appearance. */
function comparable(res: LightMyRequestResponse) {
  const ids: string[] = [];
  const body = res.body.replace(/"errorId":"([^"]+)"/g, (_, id: string) => {
    if (!ids.includes(id)) ids.push(id);
    return `"errorId":"#${ids.indexOf(id) + 1}"`;
  });
  const headers = Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !UNCOMPARED.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { status: res.statusCode, body, headers };
}

/** Sends one request to both servers and expects the same answer; the handler's is never cacheable. */
async function expectSame(
  ours: FastifyInstance,
  theirs: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
  body?: string,
) {
  const request =
    body === undefined
      ? { method: 'GET' as const, url, headers }
      : { method: 'POST' as const, url, headers: { ...sameOrigin, ...headers }, body };
  const [answer, expected] = await Promise.all([ours.inject(request), theirs.inject(request)]);
  expect({ url, ...comparable(answer) }).toEqual({ url, ...comparable(expected) });
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer;
}

const expectSameAnswer = (url: string, headers: Record<string, string> = {}, body?: string) =>
  expectSame(server.app, reference, url, headers, body);

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
    await expectSameAnswer(single('menu.office', { json: { slug } }), {
      'content-type': 'multipart/form-data; boundary=x',
    });
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

type ProbeOptions = Omit<TRPCHandlerOptions<typeof probeRouter>, 'prefix' | 'router'>;

/**
 * The app's handler and tRPC's adapter, each on a bare Fastify with the API's options and the given changes, and
 * what each one's onError saw (the API's onError is what logs procedure errors).
 */
async function bareServers(changes: Partial<ProbeOptions>) {
  const base = apiOptions(world.deps, probeRouter, new AbortController().signal);
  const logged = { ours: [] as string[], theirs: [] as string[] };
  const options = (side: keyof typeof logged): ProbeOptions => ({
    ...base,
    ...changes,
    onError: (opts) => {
      logged[side].push(`${opts.type} ${opts.path} ${opts.error.code}`);
      base.onError(opts);
    },
  });
  const ours = Fastify({ logger: false, routerOptions: { maxParamLength: 5000 } });
  await ours.register(cookie);
  registerTRPC(ours, { prefix: '/trpc', router: probeRouter, ...options('ours') });
  const theirs = Fastify({ logger: false, routerOptions: { maxParamLength: 5000 } });
  await theirs.register(cookie);
  await theirs.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router: probeRouter, ...options('theirs') },
  });
  await Promise.all([ours.ready(), theirs.ready()]);
  bare.push(ours, theirs);
  return {
    expectSame: (url: string, headers?: Record<string, string>, body?: string) =>
      expectSame(ours, theirs, url, headers, body),
    /** What onError saw, in a stable order (the calls of a batch run concurrently). */
    logged: () => ({ ours: [...logged.ours].sort(), theirs: [...logged.theirs].sort() }),
  };
}

const bare: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(bare.map((app) => app.close()));
});

/** A query and a mutation, single and batched, with and without the session cookie. */
function everyShape() {
  const body = (value: unknown) => JSON.stringify(value);
  return [
    { url: single('menu.office', { json: { slug } }) },
    { url: batchQueryUrl(['menu.office', 'probe.nothing'], [{ slug }, null]) },
    { url: single('probe.throttled'), headers: { cookie: eaterCookie } },
    { url: '/trpc/probe.write', body: body({ json: null }) },
    { url: '/trpc/probe.write,probe.refuse?batch=1', body: body({ 0: { json: null }, 1: { json: null } }) },
    { url: '/trpc/probe.echo', body: body({ json: { text: 'hi' } }), headers: { cookie: eaterCookie } },
  ];
}

describe('a createContext that throws answers as tRPC’s adapter does', () => {
  const throwers = [
    {
      name: 'an unexpected error (a 500 with a generic message and an error id)',
      error: () => new Error('connection to the database lost'),
      status: 500,
    },
    { name: 'a TRPCError', error: () => new TRPCError({ code: 'UNAUTHORIZED', message: 'no session' }), status: 401 },
    {
      name: 'a DomainError with a retry time (responseMeta sees it and adds Retry-After)',
      error: () => new DomainError('tooManyRequests', { retryAfterSeconds: 9 }),
      status: 500,
      retryAfter: '9',
    },
  ];
  for (const { name, error, status, retryAfter } of throwers) {
    it(`${name}: queries and mutations, single and batched`, async () => {
      const servers = await bareServers({
        createContext: async () => {
          throw error();
        },
      });
      for (const { url, headers, body } of everyShape()) {
        const res = await servers.expectSame(url, headers, body);
        expect(res.statusCode).toBe(status);
        expect(res.headers['retry-after']).toBe(retryAfter);
      }
      // onError (the API's error log) sees the same calls with the same codes.
      const { ours, theirs } = servers.logged();
      expect(ours).toEqual(theirs);
      expect(ours.length).toBeGreaterThan(0);
    });
  }

  it('a createContext that throws for one request only, the real context otherwise', async () => {
    const base = apiOptions(world.deps, probeRouter, new AbortController().signal);
    const servers = await bareServers({
      createContext: async (opts) => {
        if (opts.req.headers['x-fail'] !== undefined) throw new Error('session store down');
        return base.createContext(opts);
      },
    });
    const url = single('menu.office', { json: { slug } });
    expect((await servers.expectSame(url, { cookie: eaterCookie })).statusCode).toBe(200);
    expect((await servers.expectSame(url, { cookie: eaterCookie, 'x-fail': '1' })).statusCode).toBe(500);
  });
});

describe('responseMeta’s status and headers answer as tRPC’s adapter does', () => {
  it('a status and headers from a record (strings and lists), on successes, errors and batches', async () => {
    const servers = await bareServers({
      responseMeta: ({ type, paths, errors, data, ctx, eagerGeneration, info }) => ({
        status: errors.length > 0 ? 418 : 202,
        headers: {
          'x-type': type,
          'x-paths': (paths ?? []).join(' '),
          'x-errors': errors.map((error) => error.code).join(' '),
          'x-data': String(data.length),
          'x-context': ctx ? 'yes' : 'no',
          'x-eager': String(eagerGeneration),
          'x-batch': String(info?.isBatchCall),
          'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
        },
      }),
    });
    for (const { url, headers, body } of everyShape()) {
      const res = await servers.expectSame(url, headers, body);
      expect([202, 418]).toContain(res.statusCode);
      expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    }
  });

  // Once a difference: the handler set a Headers object's entries where tRPC appends them.
  it('headers from a Headers object, appended to tRPC’s own (vary, set-cookie twice)', async () => {
    const servers = await bareServers({
      responseMeta: () => ({
        status: 202,
        headers: new Headers([
          ['x-probe', 'one'],
          ['vary', 'origin'],
          ['set-cookie', 'a=1; Path=/'],
          ['set-cookie', 'b=2; Path=/'],
        ]),
      }),
    });
    for (const { url, headers, body } of everyShape()) await servers.expectSame(url, headers, body);
  });

  it('a status with a throwing createContext, and on requests left to resolveResponse', async () => {
    const servers = await bareServers({
      createContext: async () => {
        throw new TRPCError({ code: 'FORBIDDEN' });
      },
      responseMeta: ({ errors }) => ({ status: 418, headers: { 'x-errors': String(errors.length) } }),
    });
    for (const { url, headers, body } of everyShape()) {
      expect((await servers.expectSame(url, headers, body)).statusCode).toBe(418);
    }
    await servers.expectSame(single('no.such.procedure'));
    await servers.expectSame('/trpc/probe.write', {}, '{not json');
  });
});
