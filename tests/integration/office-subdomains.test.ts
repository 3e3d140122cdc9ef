// Office subdomains (docs/decisions/030-office-subdomains.md) through app.inject with Host headers: on
// `<subdomain>.<BASE_DOMAIN>` the home page and /menu redirect to that office's menu (a visitor too), other pages
// are served, an unknown subdomain answers a 404 page, and a Host that is not exactly one label under the base
// domain is the apex, never a redirect elsewhere or anything echoed into a header. Also menu.subdomainOffice, which
// the browser's /menu asks there, and the shared Host rule itself.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { auditLog, offices } from '../../server/db/schema';
import { officeSubdomainOf } from '../../shared/office-host';
import { useTestWorld } from '../helpers/context';
import { testEnv } from '../helpers/env';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { callerAs, createOffice } from '../helpers/factories';
import type { TestApp } from '../helpers/http';

const world = useTestWorld();
const BASE = 'lunch.example';
let app: TestApp;
let slug: string;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'client-'));
  writeFileSync(join(dist, 'index.html'), '<html><head><!--app-config--></head><body>the app</body></html>');
  app = await buildApp(
    { ...world.deps, env: testEnv({ CLIENT_DIST_DIR: dist, BASE_DOMAIN: BASE, APP_ORIGIN: `https://${BASE}` }) },
    { logger: false, renderer: null },
  );
  const office = await createOffice(world.deps.database.db);
  await world.deps.database.db.update(offices).set({ subdomain: 'vilnius' }).where(eq(offices.id, office.id));
  slug = office.slug;
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });

describe('a page request on an office subdomain', () => {
  it('/ and /menu redirect to the office menu for tomorrow, for a visitor, on any port and in any case', async () => {
    for (const host of [
      `vilnius.${BASE}`,
      `vilnius.${BASE}:8443`,
      `VILNIUS.${BASE.toUpperCase()}`,
      `vilnius.${BASE}.`,
    ]) {
      for (const url of ['/', '/menu', '/?utm=poster', '/menu?day=week']) {
        const res = await get(url, host);
        expect(res.statusCode, `${host}${url}`).toBe(302);
        expect(res.headers.location).toBe(`/${slug}/menu?day=tomorrow`);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    // curl and monitors send */* or nothing: the same.
    const curl = await app.inject({ url: '/', headers: { host: `vilnius.${BASE}`, accept: '*/*' } });
    expect(curl.headers.location).toBe(`/${slug}/menu?day=tomorrow`);
  });

  it('serves the office menu and every other page there as on the apex', async () => {
    for (const url of [`/${slug}/menu?day=tomorrow`, '/auth', '/cooks', '/debug/crash']) {
      const res = await get(url, `vilnius.${BASE}`);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('the app');
    }
  });

  it('an unknown subdomain answers a 404 page that says so, in the asked language, linking to the apex', async () => {
    for (const url of ['/', '/menu', '/auth']) {
      const res = await get(url, `nowhere.${BASE}`);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('<h1>Office Not Found</h1>');
      expect(res.body).toContain(`href="https://${BASE}/"`);
    }
    const lt = await get('/', `nowhere.${BASE}`, { 'accept-language': 'lt-LT,lt;q=0.9' });
    expect(lt.body).toContain('<html lang="lt">');
    expect(lt.body).toContain('Biuras nerastas');
  });

  it('leaves API calls and files alone on a subdomain (known or not)', async () => {
    const health = await app.inject({ url: '/healthz', headers: { host: `nowhere.${BASE}` } });
    expect(health.statusCode).toBe(200);
    const api = await app.inject({
      url: `/trpc/menu.office?input=${encodeURIComponent(JSON.stringify({ json: { slug } }))}`,
      headers: { host: `vilnius.${BASE}` },
    });
    expect(api.statusCode).toBe(200);
  });
});

describe('a Host that names no office subdomain is the apex', () => {
  it('serves the landing page, never a redirect, for the apex, www, other domains and crafted hosts', async () => {
    const hosts = [
      BASE,
      `${BASE}:3000`,
      `www.${BASE}`,
      `a.b.${BASE}`,
      `vilnius.${BASE}.evil.example`,
      `vilnius.evil.example`,
      `evil.example/.${BASE}`,
      `vilnius.${BASE}@evil.example`,
      `vilnius.${BASE}:80:80`,
      `-vilnius.${BASE}`,
      `vil_nius.${BASE}`,
      `vilnius.${BASE}\r\nset-cookie: x=1`,
      `[::1]:3000`,
      `${'a'.repeat(70)}.${BASE}`,
    ];
    // Not a host at all (a path, credentials, two ports, a line break): 400 before any route (server/http/host-header.ts).
    const malformed = [
      `evil.example/.${BASE}`,
      `vilnius.${BASE}@evil.example`,
      `vilnius.${BASE}:80:80`,
      `vilnius.${BASE}\r\nset-cookie: x=1`,
    ];
    for (const host of hosts) {
      const res = await get('/', host).catch(() => undefined);
      // Node refuses some of these at the HTTP layer already; none may redirect or set anything.
      if (!res) continue;
      expect(res.statusCode, JSON.stringify(host)).toBe(malformed.includes(host) ? 400 : 200);
      expect(res.headers.location, JSON.stringify(host)).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('the shared rule: one plain label under the base domain, or nothing', () => {
    expect(officeSubdomainOf(`vilnius.${BASE}`, BASE)).toBe('vilnius');
    expect(officeSubdomainOf(`kaunas-2.${BASE}:3000`, BASE)).toBe('kaunas-2');
    expect(officeSubdomainOf('vilnius.localhost:5173', 'localhost')).toBe('vilnius');
    for (const host of [
      undefined,
      '',
      BASE,
      `www.${BASE}`,
      `a.b.${BASE}`,
      `x${BASE}`,
      `vilnius.${BASE}/x`,
      'localhost',
    ]) {
      expect(officeSubdomainOf(host, BASE), JSON.stringify(host)).toBeUndefined();
    }
  });
});

describe('menu.subdomainOffice', () => {
  it('names the office of a subdomain, officeNotFound for none, and refuses anything but a label', async () => {
    const caller = world.caller(null);
    expect(await caller.menu.subdomainOffice({ subdomain: 'vilnius' })).toEqual({
      slug,
      name: `Office ${slug}`,
    });
    await expectAppError(caller.menu.subdomainOffice({ subdomain: 'nowhere' }), 'officeNotFound');
    for (const subdomain of ['', 'a.b', 'https://evil.example', '-x', 'x'.repeat(61)]) {
      await expectBadRequest(caller.menu.subdomainOffice({ subdomain }));
    }
  });
});

describe('admin.setOfficeSubdomain', () => {
  it('an admin gives an office a subdomain (it then opens there), changes and removes it, audited', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const office = await createOffice(world.deps.database.db);
    expect((await get('/', `kaunas.${BASE}`)).statusCode).toBe(404);

    const set = await caller.admin.setOfficeSubdomain({ id: office.id, subdomain: ' Kaunas ' });
    expect(set.subdomain).toBe('kaunas');
    expect((await get('/', `kaunas.${BASE}`)).headers.location).toBe(`/${office.slug}/menu?day=tomorrow`);
    expect((await caller.admin.offices()).find((o) => o.id === office.id)?.subdomain).toBe('kaunas');

    // Another office's subdomain, www and anything but one label are refused; nothing changes.
    await expectAppError(caller.admin.setOfficeSubdomain({ id: office.id, subdomain: 'vilnius' }), 'subdomainTaken');
    for (const subdomain of ['www', 'a.b', 'kaunas!', '', '-x']) {
      await expectBadRequest(caller.admin.setOfficeSubdomain({ id: office.id, subdomain }));
    }
    expect((await get('/', `kaunas.${BASE}`)).statusCode).toBe(302);

    await caller.admin.setOfficeSubdomain({ id: office.id, subdomain: null });
    expect((await get('/', `kaunas.${BASE}`)).statusCode).toBe(404);
    const audit = await world.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, office.id));
    const changes = audit.map((row) => [row.action, row.before, row.after]);
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['office.setSubdomain', { subdomain: null }, { subdomain: 'kaunas' }],
        ['office.setSubdomain', { subdomain: 'kaunas' }, { subdomain: null }],
      ]),
    );
  });
});
