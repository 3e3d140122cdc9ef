// Server rendering of the public pages (docs/decisions/020-server-rendered-public-pages.md): the office menu comes
// with its meals in the HTML, rendered by the client's own renderer (client/entry-server.tsx) through the real
// procedures; the caller's session and language apply; an unknown office is a 404 page; the QR link redirects;
// the data block cannot break out of its element; a failing renderer falls back to the client-rendered page.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import superjson from 'superjson';
import { unstable_localLink } from '@trpc/client';
import { render } from '../../client/entry-server';
import { appRouter, type AppRouter } from '../../server/routers/_app';
import { createInnerContext } from '../../server/trpc/context';
import { publicConfig } from '../../shared/public-config';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/auth/cookies';
import { createSession } from '../../server/auth/sessions';
import { RENDER_TIMEOUT_MS, type RenderPage } from '../../server/http/server-render';
import { SERVER_RENDERED_CHUNKS, SSR_PAYLOAD_ID, type SsrPayload } from '../../shared/ssr';
import { useTestWorld } from '../helpers/context';
import { testEnv } from '../helpers/env';
import { createMeal } from '../helpers/factories';
import { mealFields, officeWorld } from '../helpers/menu';

const world = useTestWorld();
const SHELL =
  '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head><!--app-config--></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/framework.js"></body></html>';
const TOMORROW = '2026-11-21';
let dist: string;
let office: Awaited<ReturnType<typeof officeWorld>>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'client-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(
    join(dist, SERVER_RENDERED_CHUNKS),
    JSON.stringify({ menu: ['/assets/menu.js', '/assets/app-shell.js'] }),
  );
  office = await officeWorld(world);
  await createMeal(office.db, {
    cookId: office.cook.id,
    officeId: office.office.id,
    pickupDate: TOMORROW,
    title: 'Cepelinai with mushroom sauce',
    priceCents: 650,
  });
  await createMeal(office.db, {
    cookId: office.cook.id,
    officeId: office.office.id,
    pickupDate: TOMORROW,
    title: 'Soup </script><script>alert(1)</script>',
    priceCents: 400,
  });
  await createMeal(office.db, {
    cookId: office.cook.id,
    officeId: office.office.id,
    pickupDate: TOMORROW,
    title: "Pie for $& and $` and $'",
    priceCents: 300,
  });
  await world.caller(office.cook).meals.create(
    mealFields({
      title: 'Ramen shared by a draw',
      pickupDate: TOMORROW,
      drawUntil: { date: '2026-11-20', time: '15:00' },
    }),
  );
});

const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function appWith(renderer: RenderPage | null, logs?: string[]) {
  const stream = new Writable({ write: (chunk, _encoding, done) => (logs?.push(String(chunk)), done()) });
  const app = await buildApp(
    { ...world.deps, env: testEnv({ CLIENT_DIST_DIR: dist }) },
    { logger: logs ? { level: 'error', stream } : false, renderer },
  );
  apps.push(app);
  return app;
}

const payloadOf = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${SSR_PAYLOAD_ID}">(.*?)</script>`, 's').exec(html);
  return match ? superjson.parse<SsrPayload>(match[1]!) : undefined;
};
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>.*?<\/\1>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const get = (app: Awaited<ReturnType<typeof appWith>>, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { accept: 'text/html', ...headers } });

describe('server-rendered office menu', () => {
  it('sends the meals (titles, prices, cook) in the HTML with the answers for the browser cache', async () => {
    const app = await appWith(render);
    const res = await get(app, `/${office.office.slug}/menu?day=tomorrow`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const text = visibleText(res.body);
    expect(text).toContain('Cepelinai with mushroom sauce');
    expect(text).toContain('€6.50');
    expect(text).toContain('Rasa Petraitė');
    expect(res.body).toContain('<html lang="en" data-mantine-color-scheme="light">');
    const payload = payloadOf(res.body)!;
    expect(payload.language).toBe('en');
    const queries = (payload.queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
    const meals = queries.find((query) => JSON.stringify(query.queryKey).includes('"meals"'));
    expect((meals?.state.data as { title: string }[]).map((meal) => meal.title)).toContain(
      'Cepelinai with mushroom sauce',
    );
    expect(Object.keys(payload.texts)).toEqual(expect.arrayContaining(['common', 'errors', 'menu']));
  });

  it("renders a draw's card parts, which the browser loads only for a menu with a draw, into the HTML", async () => {
    const app = await appWith(render);
    const res = await get(app, `/${office.office.slug}/menu?day=tomorrow`);
    const text = visibleText(res.body);
    // client/features/menu/draw-parts.tsx: rendered on the server, not left to the browser as their fallbacks.
    expect(text).toContain('Draw at 3:00 PM — 0 entered');
    expect(text).toContain('Enter the draw');
    expect(res.body).not.toContain('<!--$!-->');
  });

  it('keeps hostile text inert: escaped in the markup, unable to close the data block', async () => {
    const app = await appWith(render);
    const res = await get(app, `/${office.office.slug}/menu?day=tomorrow`);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body.match(/<script/g)).toHaveLength(2); // the app's module script and the data block
    expect(visibleText(res.body)).toContain(
      'Soup </script><script>alert(1)</script>'.replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    );
    const meals = JSON.stringify(payloadOf(res.body)!.queries);
    expect(meals).toContain('Soup </script><script>alert(1)</script>');
    // Text that looks like a replacement pattern stays text (the page is not spliced into itself).
    expect(visibleText(res.body)).toContain('Pie for $&amp; and $` and $&#x27;');
    expect(res.body.match(/<html/g)).toHaveLength(1);
  });

  it('renders in the language of the cookie, else of Accept-Language, with the locale price format', async () => {
    const app = await appWith(render);
    const byCookie = await get(app, `/${office.office.slug}/menu?day=tomorrow`, {
      cookie: 'lang=lt',
      'accept-language': 'en',
    });
    expect(byCookie.body).toContain('<html lang="lt" data-mantine-color-scheme="light">');
    expect(visibleText(byCookie.body)).toContain('6,50 €');
    expect(payloadOf(byCookie.body)!.language).toBe('lt');
    const byHeader = await get(app, `/${office.office.slug}/menu?day=tomorrow`, {
      'accept-language': 'lt-LT,lt;q=0.9,en;q=0.8',
    });
    expect(byHeader.body).toContain('<html lang="lt"');
  });

  it("renders as of the server's clock, not the machine's, and dates the answers by it", async () => {
    // The test clock is days behind this machine's: by the machine's time tomorrow's meals would be closed.
    expect(Date.now()).toBeGreaterThan(Date.parse(`${TOMORROW}T12:00:00Z`));
    const app = await appWith(render);
    const res = await get(app, `/${office.office.slug}/menu?day=tomorrow`);
    expect(visibleText(res.body)).toContain('Cepelinai with mushroom sauce');
    expect(visibleText(res.body)).not.toContain('Closed');
    const payload = payloadOf(res.body)!;
    expect(payload.renderedAt).toBe(world.clock.now().getTime());
    // The browser keeps the answers as fresh as the page, by the clock it runs on (client/main.tsx).
    const queries = (payload.queries as { queries: { state: { dataUpdatedAt: number } }[] }).queries;
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries)
      expect(Math.abs(query.state.dataUpdatedAt - world.clock.now().getTime())).toBeLessThan(10_000);
  });

  it("renders with the caller's session: a signed-in eater gets no sign-in prompt", async () => {
    const app = await appWith(render);
    const visitor = await get(app, `/${office.office.slug}/menu?day=tomorrow`);
    expect(visibleText(visitor.body)).toContain('Sign in to reserve');
    const { token } = await createSession(office.db, office.eater.id, world.clock.now());
    const signedIn = await get(app, `/${office.office.slug}/menu?day=tomorrow`, {
      cookie: `${SESSION_COOKIE}=${token}`,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(visibleText(signedIn.body)).not.toContain('Sign in to reserve');
    const queries = (
      payloadOf(signedIn.body)!.queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
    ).queries;
    const session = queries.find((query) => JSON.stringify(query.queryKey).includes('"session"'));
    expect(session?.state.data).toMatchObject({ id: office.eater.id });
    // Their own places on the menu come along, so the browser asks for nothing after taking the page over.
    const keys = queries.map((query) => JSON.stringify(query.queryKey[0]));
    for (const own of ['["preorders","mine"]', '["waitlist","mine"]', '["follows","mine"]'])
      expect(keys).toContain(own);
    const visitorKeys = (payloadOf(visitor.body)!.queries as { queries: { queryKey: unknown[] }[] }).queries.map(
      (query) => JSON.stringify(query.queryKey[0]),
    );
    expect(visitorKeys).not.toContain('["preorders","mine"]');
  });

  it('answers an unknown office with 404 and the Office Not Found page, without data to hydrate', async () => {
    const app = await appWith(render);
    const res = await get(app, '/no-such-office/menu?day=tomorrow');
    expect(res.statusCode).toBe(404);
    expect(visibleText(res.body)).toContain('Office Not Found');
    expect(payloadOf(res.body)).toBeUndefined();
  });

  it("redirects the QR code's /o/{office}/menu to the menu, keeping the day", async () => {
    const app = await appWith(render);
    const res = await get(app, `/o/${office.office.slug}/menu?day=tomorrow`);
    expect(res.statusCode).toBeGreaterThanOrEqual(300);
    expect(res.statusCode).toBeLessThan(400);
    expect(res.headers.location).toBe(`/${office.office.slug}/menu?day=tomorrow`);
  });

  it('renders the landing page, and leaves other pages to the browser', async () => {
    const app = await appWith(render);
    const landing = await get(app, '/');
    expect(landing.statusCode).toBe(200);
    expect(payloadOf(landing.body)?.texts).toHaveProperty('landing');
    const profile = await get(app, '/profile');
    expect(profile.body).toContain('<div id="root"></div>');
  });
});

describe('scripts of a server-rendered page', () => {
  const inlineScripts = (html: string) => [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]!);
  const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

  it('start after the first paint, from an inline script the Content-Security-Policy allows by its hash', async () => {
    const app = await appWith(render);
    const res = await get(app, `/${office.office.slug}/menu?day=tomorrow`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    const starter = inlineScripts(res.body).find((source) => source.includes('/assets/index.js'))!;
    expect(starter).toContain('first-contentful-paint');
    expect(starter).toContain('"/assets/framework.js"');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(scriptSrc).toContain(sha256(starter));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it("start the office menu's own chunks with the first load's, and not on the landing page", async () => {
    const app = await appWith(render);
    const starterOf = (html: string) => inlineScripts(html).find((source) => source.includes('/assets/index.js'))!;
    const menu = await get(app, `/${office.office.slug}/menu?day=tomorrow`);
    const missing = await get(app, '/no-such-office/menu?day=tomorrow');
    const landing = await get(app, '/');
    expect(starterOf(menu.body)).toContain('["/assets/framework.js","/assets/menu.js","/assets/app-shell.js"]');
    // An unknown office's page is the menu route's own Not Found component: the same chunks.
    expect(starterOf(missing.body)).toBe(starterOf(menu.body));
    expect(starterOf(landing.body)).toContain('["/assets/framework.js"]');
    expect(starterOf(landing.body)).not.toContain('/assets/menu.js');
    for (const res of [menu, landing]) {
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
      expect(scriptSrc).toContain(sha256(starterOf(res.body)));
    }
  });

  it('are tags as built on a page rendered in the browser', async () => {
    const app = await appWith(render);
    const res = await get(app, '/auth');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/framework.js">');
    expect(inlineScripts(res.body).some((source) => source.includes('/assets/index.js'))).toBe(false);
  });
});

describe('a failing server render', () => {
  it('is refused by the renderer when a page throws while rendering, so nothing of it reaches the HTML', async () => {
    // The renderer itself, asked for a page that always throws (the server would not render this path).
    await expect(
      render({
        request: new Request('http://localhost/debug/crash'),
        language: 'en',
        link: unstable_localLink<AppRouter>({
          router: appRouter,
          createContext: async () => createInnerContext({ deps: world.deps }),
          transformer: superjson,
        }),
        config: publicConfig(world.deps.env),
        now: world.clock.now().getTime(),
      }),
    ).rejects.toThrow('Deliberate render error');
  });

  it('falls back to the client-rendered page, logs an error id, and shows no stack', async () => {
    const logs: string[] = [];
    const app = await appWith(async () => {
      throw new Error('renderer exploded at secret/path.tsx:42');
    }, logs);
    const res = await get(app, `/${office.office.slug}/menu?day=tomorrow`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toMatch(/exploded|secret\/path|at \w+ \(/);
    const entry = logs
      .map((line) => JSON.parse(line) as { errorId?: string; msg: string })
      .find((line) => line.errorId);
    expect(entry?.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(entry?.msg).toContain('server rendering failed');
  });

  it(
    `gives up on a render that takes over ${RENDER_TIMEOUT_MS} ms and sends the client-rendered page`,
    async () => {
      const logs: string[] = [];
      const app = await appWith(() => new Promise(() => {}), logs);
      const started = Date.now();
      const res = await get(app, `/${office.office.slug}/menu?day=tomorrow`);
      expect(Date.now() - started).toBeLessThan(RENDER_TIMEOUT_MS + 2000);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(logs.some((line) => line.includes('server rendering failed'))).toBe(true);
    },
    RENDER_TIMEOUT_MS + 5000,
  );
});
