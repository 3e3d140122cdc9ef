// Accounts over HTTP: the session cookie, renewal and expiry, sign-out, throttling with Retry-After, CSRF,
// the development mail page.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { buildApp } from '../../server/app';
import { sessions } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { testEnv } from '../helpers/env';
import { createUser, uniq } from '../helpers/factories';
import { ORIGIN, batchQueryUrl, sameOrigin, useTestApp } from '../helpers/http';
import { latestMailTo } from '../helpers/mail';

const world = useTestWorld();
const server = useTestApp(world);
const db = () => world.deps.database.db;
const PASSWORD = 'a good long password';
const DAY = 24 * 60 * 60 * 1000;

const mutation = (
  path: string,
  input: unknown,
  opts: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
) =>
  server.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    remoteAddress: opts.ip ?? '10.0.0.1',
    headers: { ...sameOrigin, ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
    payload: JSON.stringify({ json: input }),
  });

const sessionQuery = (cookie?: string) =>
  server.app.inject({ url: batchQueryUrl(['auth.session']), headers: cookie ? { cookie } : {} });

interface ResponseCookie {
  name: string;
  value: string;
  expires?: Date;
  [attribute: string]: unknown;
}
const sessionCookieOf = (res: { cookies: ResponseCookie[] }) => res.cookies.find((c) => c.name === 'session');

async function userWithPassword() {
  return createUser(db(), 'eater', { passwordHash: await hashPassword(PASSWORD) });
}

async function signIn(email: string, ip = uniq('ip')) {
  const res = await mutation('auth.signIn', { email, password: PASSWORD }, { ip });
  expect(res.statusCode).toBe(200);
  return `session=${sessionCookieOf(res)!.value}`;
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, without Domain, not Secure on http, expiring in 30 days', async () => {
    const user = await userWithPassword();
    const res = await mutation('auth.signIn', { email: user.email, password: PASSWORD });
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
    expect(cookie.secure).toBeUndefined();
    expect((cookie.expires as Date).getTime()).toBe(
      world.clock.now().getTime() + 30 * DAY - (world.clock.now().getTime() % 1000),
    );
  });

  it('is Secure when the app is served over https', async () => {
    const app = await buildApp(
      { ...world.deps, env: testEnv({ APP_ORIGIN: 'https://lunch.example.com' }) },
      { logger: false },
    );
    const user = await userWithPassword();
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { origin: 'https://lunch.example.com', 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { email: user.email, password: PASSWORD } }),
    });
    expect(sessionCookieOf(res)).toMatchObject({ secure: true, httpOnly: true });
    await app.close();
  });

  it('identifies the user on later requests; tokens are read only from the cookie', async () => {
    const user = await userWithPassword();
    const cookie = await signIn(user.email);
    const res = await sessionQuery(cookie);
    expect(res.json()[0].result.data.json).toMatchObject({ id: user.id, email: user.email });
    const token = cookie.split('=')[1]!;
    const viaHeader = await server.app.inject({
      url: batchQueryUrl(['auth.session']),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaHeader.json()[0].result.data.json).toBeNull();
    const viaQuery = await server.app.inject({ url: `${batchQueryUrl(['auth.session'])}&session=${token}` });
    expect(viaQuery.json()[0].result.data.json).toBeNull();
  });

  it('slides: renewed and re-sent when under 15 days remain, deleted once expired', async () => {
    const user = await userWithPassword();
    const cookie = await signIn(user.email);
    const start = world.clock.now().getTime();

    world.clock.set(new Date(start + 14 * DAY));
    const early = await sessionQuery(cookie);
    expect(early.json()[0].result.data.json.id).toBe(user.id);
    expect(sessionCookieOf(early)).toBeUndefined();

    world.clock.set(new Date(start + 16 * DAY));
    const renewed = await sessionQuery(cookie);
    const resent = sessionCookieOf(renewed)!;
    expect(resent.value).toBe(cookie.split('=')[1]);
    expect(resent.expires!.getTime()).toBeGreaterThan(start + 45 * DAY);

    world.clock.set(new Date(start + 16 * DAY + 30 * DAY + 1000));
    const expired = await sessionQuery(cookie);
    expect(expired.json()[0].result.data.json).toBeNull();
    expect(sessionCookieOf(expired)?.value).toBe('');
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    world.clock.set(new Date(start));
  });

  it('signs out everywhere: the cookie is cleared and another device’s session stops working', async () => {
    const user = await userWithPassword();
    const laptop = await signIn(user.email);
    const phone = await signIn(user.email);
    const res = await mutation('auth.signOut', null, { cookie: laptop });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)?.value).toBe('');
    expect((await sessionQuery(phone)).json()[0].result.data.json).toBeNull();
  });

  it('answers authenticated API calls with Cache-Control: no-store', async () => {
    const user = await userWithPassword();
    expect((await sessionQuery(await signIn(user.email))).headers['cache-control']).toBe('no-store');
  });

  it('refuses a cross-site sign-in (login CSRF)', async () => {
    const user = await userWithPassword();
    const res = await mutation(
      'auth.signIn',
      { email: user.email, password: PASSWORD },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(res.statusCode).toBe(403);
    expect(sessionCookieOf(res)).toBeUndefined();
  });
});

describe('throttling', () => {
  it('refuses the 11th failed sign-in for an account within 10 minutes, even with the right password, from any IP', async () => {
    const user = await userWithPassword();
    for (let i = 0; i < 10; i++) {
      const res = await mutation('auth.signIn', { email: user.email, password: 'wrong' }, { ip: uniq('ip') });
      expect(res.statusCode).toBe(401);
    }
    const refused = await mutation('auth.signIn', { email: user.email, password: PASSWORD }, { ip: uniq('ip') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.json.data.appCode).toBe('tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(sessionCookieOf(refused)).toBeUndefined();

    world.clock.advance(10 * 60 * 1000 + 1000);
    expect(
      (await mutation('auth.signIn', { email: user.email, password: PASSWORD }, { ip: uniq('ip') })).statusCode,
    ).toBe(200);
  });

  it('refuses the 11th failed sign-in from one IP across accounts', async () => {
    const ip = uniq('ip');
    for (let i = 0; i < 10; i++) {
      await mutation('auth.signIn', { email: `${uniq('nobody')}@example.com`, password: 'wrong' }, { ip });
    }
    const user = await userWithPassword();
    expect((await mutation('auth.signIn', { email: user.email, password: PASSWORD }, { ip })).statusCode).toBe(429);
    expect(
      (await mutation('auth.signIn', { email: user.email, password: PASSWORD }, { ip: uniq('ip') })).statusCode,
    ).toBe(200);
  });

  it('does not count successful sign-ins as failures', async () => {
    const ip = uniq('ip');
    const user = await userWithPassword();
    for (let i = 0; i < 12; i++) {
      expect((await mutation('auth.signIn', { email: user.email, password: PASSWORD }, { ip })).statusCode).toBe(200);
    }
  });

  it('counts every call of a tRPC batch', async () => {
    const user = await userWithPassword();
    const calls = Array.from({ length: 10 }, (_, i) => [i, { json: { email: user.email, password: `wrong-${i}` } }]);
    const batch = await server.app.inject({
      method: 'POST',
      url: `/trpc/${Array(10).fill('auth.signIn').join(',')}?batch=1`,
      remoteAddress: uniq('ip'),
      headers: sameOrigin,
      payload: JSON.stringify(Object.fromEntries(calls)),
    });
    expect(batch.json().every((r: { error?: unknown }) => r.error)).toBe(true);
    const next = await mutation('auth.signIn', { email: user.email, password: PASSWORD }, { ip: uniq('ip') });
    expect(next.statusCode).toBe(429);
  });

  it('limits sign-ups per IP (20 per 10 minutes)', async () => {
    const ip = uniq('ip');
    for (let i = 0; i < 20; i++) {
      const res = await mutation(
        'auth.signUp',
        { fullName: 'A B', email: `${uniq('s')}@example.com`, password: PASSWORD, locale: 'en' },
        { ip },
      );
      expect(res.statusCode).toBe(200);
    }
    const refused = await mutation(
      'auth.signUp',
      { fullName: 'A B', email: `${uniq('s')}@example.com`, password: PASSWORD, locale: 'en' },
      { ip },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('limits confirmation re-sends per IP (5 per 10 minutes)', async () => {
    const ip = uniq('ip');
    for (let i = 0; i < 5; i++) {
      expect((await mutation('auth.resendConfirmation', { email: 'a@example.com' }, { ip })).statusCode).toBe(200);
    }
    expect((await mutation('auth.resendConfirmation', { email: 'a@example.com' }, { ip })).statusCode).toBe(429);
  });
});

describe('development mail page', () => {
  it('lists the confirmation e-mail with its link', async () => {
    const email = `${uniq('dev')}@example.com`;
    await mutation('auth.signUp', { fullName: 'Dev Mail', email, password: PASSWORD, locale: 'en' });
    const { link } = await latestMailTo(db(), email);
    const page = await server.app.inject({ url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(email);
    expect(page.body).toContain(`<a href="${link!.replace(/&/g, '&amp;')}">`);
  });

  it('does not exist in production', async () => {
    const app = await buildApp(
      { ...world.deps, env: testEnv({ NODE_ENV: 'production', APP_ORIGIN: ORIGIN }) },
      { logger: false },
    );
    expect((await app.inject({ url: '/dev/mail' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('client addresses behind proxies', () => {
  it('ignores X-Forwarded-For unless it comes from a listed proxy', async () => {
    const { buildApp: build } = await import('../../server/app');
    const behindProxy = await build({ ...world.deps, env: testEnv({ TRUST_PROXY: '10.9.9.9' }) }, { logger: false });
    const user = await userWithPassword();
    const attempt = (remoteAddress: string, forwardedFor: string) =>
      behindProxy.inject({
        method: 'POST',
        url: '/trpc/auth.signIn',
        remoteAddress,
        headers: { ...sameOrigin, 'x-forwarded-for': forwardedFor },
        payload: JSON.stringify({ json: { email: `${uniq('nobody')}@example.com`, password: 'wrong' } }),
      });
    // A client talking to the server directly cannot spread its attempts over made-up addresses.
    const direct = uniq('198.51.100');
    for (let i = 0; i < 10; i++) await attempt(direct, `203.0.113.${i}`);
    const refused = await behindProxy.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      remoteAddress: direct,
      headers: { ...sameOrigin, 'x-forwarded-for': '203.0.113.99' },
      payload: JSON.stringify({ json: { email: user.email, password: PASSWORD } }),
    });
    expect(refused.statusCode).toBe(429);
    // Through the listed proxy, each real client is counted on its own.
    for (let i = 0; i < 10; i++) await attempt('10.9.9.9', '192.0.2.77');
    const other = await behindProxy.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      remoteAddress: '10.9.9.9',
      headers: { ...sameOrigin, 'x-forwarded-for': '192.0.2.78' },
      payload: JSON.stringify({ json: { email: user.email, password: PASSWORD } }),
    });
    expect(other.statusCode).toBe(200);
    await behindProxy.close();
  });
});
