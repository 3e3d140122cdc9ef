// The HTTP layer every procedure relies on: CSRF, batch limit, body limit, error hiding, validation errors,
// security headers, /healthz, and index.html with the public configuration.
import { createHash } from 'node:crypto';
import net from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { DomainError } from '../../shared/errors';
import { securityHeaders } from '../../server/http/security-headers';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { router } from '../../server/trpc/init';
import { publicProcedure } from '../../server/trpc/procedures';
import { appRouter } from '../../server/routers/_app';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { testEnv } from '../helpers/env';
import { ORIGIN, batchQueryUrl, sameOrigin, useTestApp } from '../helpers/http';

let writes = 0;

// Probes mounted on the real procedure builders, beside the real API.
const probeRouter = router({
  ...appRouter._def.record,
  probe: router({
    write: publicProcedure.input(z.object({ text: z.string().max(20) })).mutation(({ input }) => {
      writes += 1;
      return { echoed: input.text };
    }),
    sqlFailure: publicProcedure.query(async ({ ctx }) => {
      await ctx.deps.database.db.execute(sql`select secret_column from table_that_does_not_exist`);
      return 'unreachable';
    }),
    domainFailure: publicProcedure.query(() => {
      throw new DomainError('capacityExceeded');
    }),
    ping: publicProcedure.query(() => 'pong'),
  }),
});

const world = useTestWorld();
const server = useTestApp(world, { router: probeRouter });

const post = (headers: Record<string, string>, payload: unknown = { json: { text: 'hi' } }) =>
  server.app.inject({ method: 'POST', url: '/trpc/probe.write', headers, payload: JSON.stringify(payload) });

describe('CSRF', () => {
  it('accepts a same-origin mutation', async () => {
    const before = writes;
    const res = await post(sameOrigin);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json).toEqual({ echoed: 'hi' });
    expect(writes).toBe(before + 1);
  });

  it('accepts Sec-Fetch-Site: same-origin without an Origin header', async () => {
    const res = await post({ 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a cross-site mutation with 403 and changes nothing', async () => {
    const before = writes;
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      { 'content-type': 'application/json' },
      { origin: 'null', 'content-type': 'application/json' },
      { origin: ORIGIN, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      { origin: ORIGIN, 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
      // DNS rebinding: the attacker's name resolves to this server, so Origin and Host both name the attacker.
      { origin: 'http://rebind.example', host: 'rebind.example', 'content-type': 'application/json' },
      { origin: 'http://localhost:3000.evil.example', 'content-type': 'application/json' },
    ];
    for (const headers of attempts) {
      const res = await post(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(writes).toBe(before);
  });

  it('refuses cross-site form posts over a real socket (browsers send them without a preflight)', async () => {
    const app = await buildApp(world.deps, { logger: false, router: probeRouter });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const before = writes;
      const form = new FormData();
      form.set('text', 'from evil');
      const multipart = await fetch(`${address}/trpc/probe.write`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
        body: form,
      });
      expect(multipart.status).toBe(403);
      const urlencoded = await fetch(`${address}/trpc/probe.write`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'text=from+evil',
      });
      expect(urlencoded.status).toBe(403);
      const plain = await fetch(`${address}/trpc/probe.write`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
        body: JSON.stringify({ json: { text: 'x' } }),
      });
      expect(plain.status).toBe(403);
      expect(writes).toBe(before);
    } finally {
      await app.close();
    }
  });
});

describe('a GET never runs a mutation', () => {
  it('refuses a mutation asked for over GET, single or batched, with or without input, and runs nothing', async () => {
    const before = writes;
    const input = encodeURIComponent(JSON.stringify({ json: { text: 'via GET' } }));
    const attempts = [
      `/trpc/probe.write?input=${input}`,
      '/trpc/probe.write',
      `/trpc/probe.write?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { text: 'via GET' } } }))}`,
      `/trpc/probe.ping,probe.write?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { json: { text: 'x' } } }))}`,
    ];
    for (const url of attempts) {
      for (const headers of [{}, { origin: ORIGIN }, { 'sec-fetch-site': 'same-origin' }]) {
        const res = await server.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
      }
    }
    // HEAD (tRPC answers it 204, as a liveness probe) runs nothing either.
    const head = await server.app.inject({ method: 'HEAD', url: attempts[0]! });
    expect(head.statusCode).toBeLessThan(500);
    expect(head.body).toBe('');
    expect(writes).toBe(before);
  });
});

describe('tRPC transport limits', () => {
  it('answers a batch of 10 and refuses a batch of 11', async () => {
    const ten = await server.app.inject({ url: batchQueryUrl(Array(10).fill('probe.ping')) });
    expect(ten.statusCode).toBe(200);
    const eleven = await server.app.inject({ url: batchQueryUrl(Array(11).fill('probe.ping')) });
    expect(eleven.statusCode).toBe(400);
  });

  it('refuses a body over the limit', async () => {
    const res = await post(sameOrigin, { json: { text: 'x'.repeat(200 * 1024) } });
    expect(res.statusCode).toBe(413);
  });

  it('answers a malformed Host header with 400 before any route runs, and runs nothing', async () => {
    const before = writes;
    for (const host of ['[::1', 'a b', 'exa mple.com:80', 'host:port:1', '%']) {
      const read = await server.app.inject({ url: batchQueryUrl(['probe.ping']), headers: { host } });
      expect(read.statusCode, host).toBe(400);
      expect(read.json(), host).toEqual({ error: 'badHost', message: 'Malformed Host header' });
      const write = await post({ ...sameOrigin, host });
      expect(write.statusCode, host).toBe(400);
      const page = await server.app.inject({ url: '/', headers: { host } });
      expect(page.statusCode, host).toBe(400);
    }
    expect(writes).toBe(before);
    const fine = await server.app.inject({ url: batchQueryUrl(['probe.ping']), headers: { host: '[::1]:3000' } });
    expect(fine.statusCode).toBe(200);
  });

  it('marks API answers as not cacheable', async () => {
    const res = await server.app.inject({ url: batchQueryUrl(['probe.ping']) });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('errors', () => {
  it('hides an unexpected database error: generic message, error id, no SQL, no stack', async () => {
    const res = await server.app.inject({ url: batchQueryUrl(['probe.sqlFailure']) });
    expect(res.statusCode).toBe(500);
    const body = res.body;
    expect(body).not.toMatch(/table_that_does_not_exist|secret_column|select |stack|\.ts:|node_modules/i);
    const error = res.json()[0].error.json;
    expect(error.message).toBe('An unexpected error occurred');
    expect(error.data.appCode).toBe('generic');
    expect(error.data.errorId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a malformed input with BAD_REQUEST, appCode validation and the issues', async () => {
    const res = await post(sameOrigin, { json: { text: 42 } });
    expect(res.statusCode).toBe(400);
    const error = res.json().error.json;
    expect(error.data.code).toBe('BAD_REQUEST');
    expect(error.data.appCode).toBe('validation');
    expect(error.data.issues[0].path).toBe('text');
    expect(res.body).not.toMatch(/stack/);
  });

  it('answers a domain error with its catalogue status and appCode', async () => {
    const res = await server.app.inject({ url: batchQueryUrl(['probe.domainFailure']) });
    expect(res.statusCode).toBe(409);
    const error = res.json()[0].error.json;
    expect(error.data.appCode).toBe('capacityExceeded');
    expect(error.message).toBe('Not enough portions left.');
  });
});

describe('headers and health', () => {
  it('sends the security headers', async () => {
    const res = await server.app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests when served over https', () => {
    const headers = securityHeaders(true);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('reports health with version, time, database and e-mail status', async () => {
    const res = await server.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      version: '1.0.0',
      time: world.clock.now().toISOString(),
      database: { status: 'ok' },
      email: { status: 'ok', provider: 'outbox' },
    });
  });

  it('answers 503 when the database is unreachable', async () => {
    const broken = await buildApp(
      {
        ...world.deps,
        database: { ...world.deps.database, ping: () => Promise.reject(new Error('connection refused')) },
      },
      { logger: false },
    );
    const res = await broken.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ ok: false, database: { status: 'error' } });
    expect(res.body).not.toContain('connection refused');
    await broken.close();
  });

  it('answers 503 within a second while PostgreSQL does not answer, with one probe in flight however often it is polled', async () => {
    // A "PostgreSQL" that accepts connections and never says a word (a host gone silent, a full backlog).
    const sockets = new Set<net.Socket>();
    let down = false;
    const silent = net.createServer((socket) => {
      if (down) return socket.destroy();
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://nobody@127.0.0.1:${port}/none`,
      poolMax: 10,
    });
    const app = await buildApp({ ...world.deps, database }, { logger: false });
    try {
      const poll = async () => {
        const started = performance.now();
        const res = await app.inject({ url: '/healthz' });
        return { res, ms: performance.now() - started };
      };
      const polls = [...(await Promise.all(Array.from({ length: 5 }, poll))), await poll(), await poll()];
      for (const { res, ms } of polls) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ ok: false, database: { status: 'error' } });
        expect(ms).toBeLessThan(1000);
      }
      // Seven polls, one probe: the first is still waiting for its connection, the others did not add theirs.
      expect(sockets.size).toBe(1);
    } finally {
      await app.close();
      down = true;
      await database.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  // The embedded database only: its one connection is what a long transaction holds. On PostgreSQL the pool has
  // more, and the test above covers a server that does not answer.
  it.skipIf(onPostgres())(
    'answers 503 within a second while the embedded database is held by a long transaction',
    async () => {
      const app = await buildApp(world.deps, { logger: false });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // PGlite runs one statement at a time: everything else waits for this transaction.
      const holding = world.deps.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
      });
      try {
        const started = performance.now();
        const res = await app.inject({ url: '/healthz' });
        expect(res.statusCode).toBe(503);
        expect(performance.now() - started).toBeLessThan(1000);
      } finally {
        release();
        await holding;
      }
      // The database is back: so is the answer.
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      await app.close();
    },
  );

  it('answers a generic message and an error id, not the error text, for a failure outside tRPC', async () => {
    const app = await buildApp(world.deps, { logger: false });
    app.get('/test/failing-route', async () => {
      throw new Error('Failed query: select secret_column from users');
    });
    const res = await app.inject({ url: '/test/failing-route' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret_column|Failed query|stack/);
    expect(res.json()).toMatchObject({
      error: 'internal',
      message: 'An unexpected error occurred',
      errorId: expect.any(String),
    });
    await app.close();
  });

  it('serves index.html with the public configuration for page paths, JSON 404 for API paths', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(dist, 'index.html'), '<html><head><!--app-config--></head><body></body></html>');
    const app = await buildApp(
      { ...world.deps, env: testEnv({ CLIENT_DIST_DIR: dist, COMPANY_CITY: 'Kaunas' }) },
      { logger: false },
    );
    const page = await app.inject({ url: '/some/client/route', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="app-config"');
    expect(page.body).toContain('Kaunas');
    const api = await app.inject({ url: '/trpc/nope.nothing', headers: { accept: 'text/html' } });
    expect(api.headers['content-type']).toContain('application/json');
    await app.close();
  });

  it('serves the page to any GET of a page path, whatever the Accept header (curl, link previews, monitors)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(dist, 'index.html'), '<html><head><!--app-config--></head><body></body></html>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const app = await buildApp({ ...world.deps, env: testEnv({ CLIENT_DIST_DIR: dist }) }, { logger: false });
    try {
      for (const accept of [undefined, '*/*', 'text/*', 'text/html;q=0.9, */*;q=0.8', 'application/xhtml+xml']) {
        for (const url of ['/', '/auth', '/vilnius-hq/menu?day=tomorrow', '/u/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa']) {
          const res = await app.inject({ url, headers: accept ? { accept } : {} });
          expect(res.statusCode, `${url} with Accept ${accept}`).toBe(200);
          expect(res.headers['content-type'], `${url} with Accept ${accept}`).toContain('text/html');
          expect(res.body).toContain('name="app-config"');
        }
      }
      // API paths, the client's files and clients that refuse HTML keep their 404s.
      const notPages: [string, string | undefined][] = [
        ['/trpc/nope.nothing', '*/*'],
        ['/api/nothing', undefined],
        ['/healthz/more', '*/*'],
        ['/uploads/meals/nothing.webp', '*/*'],
        ['/calendar/a/b', '*/*'],
        ['/assets/missing.js', '*/*'],
        ['/assets/missing', undefined],
        ['/robots.txt', '*/*'],
        ['/', 'application/json'],
        ['/', 'text/html;q=0'],
      ];
      for (const [url, accept] of notPages) {
        const res = await app.inject({ url, headers: accept ? { accept } : {} });
        expect(res.statusCode, `${url} with Accept ${accept}`).toBe(404);
        expect(res.headers['content-type'], url).toContain('application/json');
      }
      expect((await app.inject({ url: '/assets/app.js', headers: { accept: '*/*' } })).statusCode).toBe(200);
      // Only reads serve the page.
      const post = await app.inject({ method: 'POST', url: '/some/page', headers: { origin: ORIGIN, accept: '*/*' } });
      expect(post.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('sends the page compressed as the browser accepts (brotli, else gzip), and plain to one that accepts neither', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'client-'));
    const html = `<html><head><!--app-config--></head><body>${'<p>Lunch</p>'.repeat(200)}</body></html>`;
    writeFileSync(join(dist, 'index.html'), html);
    const app = await buildApp({ ...world.deps, env: testEnv({ CLIENT_DIST_DIR: dist }) }, { logger: false });
    const get = (encoding?: string) =>
      app.inject({
        url: '/vilnius-hq/menu',
        headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const page = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(page).toContain('name="app-config"');
    expect(br.rawPayload.length).toBeLessThan(page.length / 4);
    const gzip = await get('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(page);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    await app.close();
  });

  it('puts the theme script into the page, allowed by its hash alone (inline scripts stay forbidden)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><!--app-config--><script src="/theme-init.js"></script></head><body></body></html>',
    );
    const script = "document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');";
    writeFileSync(join(dist, 'theme-init.js'), script);
    const app = await buildApp({ ...world.deps, env: testEnv({ CLIENT_DIST_DIR: dist }) }, { logger: false });
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.body).toContain(`<script>${script}</script>`);
    expect(page.body).not.toContain('src="/theme-init.js"');
    const hash = createHash('sha256').update(script).digest('base64');
    const scriptSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    await app.close();
  });

  it('never serves source maps, even when one is left in the client folder', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(dist, 'index.html'), '<html><head><!--app-config--></head><body></body></html>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app.js.map'), '{"sources":["secret.ts"]}');
    const app = await buildApp({ ...world.deps, env: testEnv({ CLIENT_DIST_DIR: dist }) }, { logger: false });
    expect((await app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    const map = await app.inject({ url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    await app.close();
  });
});
