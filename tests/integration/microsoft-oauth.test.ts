// Microsoft Entra ID sign-in over HTTP with the tenant's token endpoint faked (no network): state and PKCE, the
// 400 pages, creating, finding and linking accounts, when an Entra e-mail counts as verified, and the office's
// allowed domains. The flow is the one Google uses (server/http/oauth.ts); these tests hold it for Microsoft.
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicConfig } from '../../shared/public-config';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/password';
import { profiles, users } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { testEnv } from '../helpers/env';
import { createOffice, createUser, uniq } from '../helpers/factories';
import { type TestApp, batchQueryUrl, sameOrigin } from '../helpers/http';

const world = useTestWorld();
const db = () => world.deps.database.db;
const TENANT = '0f9e8d7c-6b5a-4321-9876-0123456789ab';
const ENTRA = {
  MICROSOFT_ENTRA_TENANT_ID: TENANT,
  MICROSOFT_ENTRA_CLIENT_ID: '11111111-2222-3333-4444-555555555555',
  MICROSOFT_ENTRA_CLIENT_SECRET: 'client-secret',
};
const TOKEN_URL = `https://login.microsoftonline.com/${TENANT}/oauth2/v2.0/token`;
let app: TestApp;

beforeAll(async () => {
  app = await buildApp({ ...world.deps, env: testEnv(ENTRA) }, { logger: false });
  return () => app.close();
});
afterEach(() => vi.unstubAllGlobals());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (claims: object) => `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;

/**
 * Answers the tenant's token endpoint the way Entra would and records what was sent. Any other request to
 * Microsoft (its signing keys included) fails the test: the ID token comes straight from the token endpoint over
 * TLS and is not checked against keys (server/auth/microsoft.ts).
 */
function fakeEntra(answer: { status: number; body: object }, tokenUrl = TOKEN_URL) {
  const seen: { url: string; body: string; authorization: string | null }[] = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!request.url.startsWith('https://login.microsoftonline.com/')) return realFetch(input, init);
    if (request.url !== tokenUrl) throw new Error(`unexpected request to ${request.url}`);
    seen.push({ url: request.url, body: await request.text(), authorization: request.headers.get('authorization') });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

const claimsFor = (email: string, extra: object = {}) => ({ sub: uniq('sub'), tid: TENANT, email, ...extra });

async function startFlow(query = '', on: TestApp = app) {
  const start = await on.inject({ url: `/auth/microsoft${query}` });
  expect(start.statusCode).toBe(302);
  const location = new URL(start.headers.location as string);
  const cookies = Object.fromEntries(start.cookies.map((c) => [c.name, c.value]));
  return { location, cookies, cookieHeader: start.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

async function finishFlow(claims: object, query = '', on: TestApp = app, tokenUrl = TOKEN_URL) {
  const flow = await startFlow(query, on);
  const seen = fakeEntra(
    {
      status: 200,
      body: { access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken(claims) },
    },
    tokenUrl,
  );
  const callback = await on.inject({
    url: `/auth/microsoft/callback?code=auth-code&state=${flow.cookies.microsoft_oauth_state}`,
    headers: { cookie: flow.cookieHeader },
  });
  return { flow, callback, seen };
}

const sessionOf = (callback: { cookies: { name: string; value: string }[] }) =>
  `session=${callback.cookies.find((c) => c.name === 'session')!.value}`;

describe('Microsoft Entra ID sign-in', () => {
  it('tells the browser (the public configuration) to show the Microsoft button only when it is configured', () => {
    expect(publicConfig(testEnv()).microsoftEnabled).toBe(false);
    expect(publicConfig(testEnv(ENTRA)).microsoftEnabled).toBe(true);
  });

  it('explains itself with a 400 page when not configured, and the sign-in page offers no button', async () => {
    const plain = await buildApp(world.deps, { logger: false });
    const res = await plain.inject({ url: '/auth/microsoft' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Microsoft Sign In Error');
    expect(res.body).toContain('not set up on this server');
    await plain.close();
  });

  it('starts with state and a PKCE challenge at the tenant, keeping both in short-lived HttpOnly cookies', async () => {
    const { location, cookies } = await startFlow('?redirect=/profile');
    expect(location.origin).toBe('https://login.microsoftonline.com');
    expect(location.pathname).toBe(`/${TENANT}/oauth2/v2.0/authorize`);
    expect(location.searchParams.get('client_id')).toBe(ENTRA.MICROSOFT_ENTRA_CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/microsoft/callback');
    expect(location.searchParams.get('state')).toBe(cookies.microsoft_oauth_state);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    const start = await app.inject({ url: '/auth/microsoft' });
    for (const cookie of start.cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/microsoft', maxAge: 600 });
    }
  });

  it('creates a confirmed account for a new user of the tenant, sending the verifier and the client secret', async () => {
    const email = `${uniq('m')}@contoso.example`;
    const { callback, seen, flow } = await finishFlow(
      claimsFor(email, { given_name: 'Rūta', family_name: 'Petraitė' }),
      '?redirect=/profile&locale=lt',
    );
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/profile');
    expect(seen[0]!.body).toContain(`code_verifier=${flow.cookies.microsoft_code_verifier}`);
    expect(seen[0]!.authorization).toBe(
      `Basic ${Buffer.from(`${ENTRA.MICROSOFT_ENTRA_CLIENT_ID}:client-secret`).toString('base64')}`,
    );
    const [profile] = await db().select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({ firstName: 'Rūta', lastName: 'Petraitė', locale: 'lt', role: 'eater' });
    const me = await app.inject({ url: batchQueryUrl(['auth.session']), headers: { cookie: sessionOf(callback) } });
    expect(me.json()[0].result.data.json.email).toBe(email);
  });

  it('links an existing account (Google-linked or with a password) to the Microsoft identity of its address', async () => {
    const user = await createUser(db(), 'cook', {
      passwordHash: await hashPassword('password 123'),
      email: `${uniq('p')}@contoso.example`,
    });
    await db()
      .update(users)
      .set({ googleSubject: uniq('g') })
      .where(eq(users.id, user.id));
    const subject = uniq('sub');
    const { callback } = await finishFlow({ sub: subject, tid: TENANT, email: user.email.toUpperCase() });
    expect(callback.statusCode).toBe(302);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.microsoftSubject).toBe(subject);
    expect(row!.googleSubject).not.toBeNull();
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile!.role).toBe('cook');
  });

  it('finds the linked account by its Microsoft subject even if the e-mail changed', async () => {
    const subject = uniq('sub');
    const first = await finishFlow({ sub: subject, tid: TENANT, email: `${uniq('a')}@contoso.example` });
    const again = await finishFlow({ sub: subject, tid: TENANT, email: `${uniq('b')}@contoso.example` });
    const idOf = async (callback: typeof first.callback) =>
      (await app.inject({ url: batchQueryUrl(['auth.session']), headers: { cookie: sessionOf(callback) } })).json()[0]
        .result.data.json.id;
    expect(await idOf(again.callback)).toBe(await idOf(first.callback));
  });

  it('never replaces a Microsoft identity already linked to the account', async () => {
    const email = `${uniq('twice')}@contoso.example`;
    const first = claimsFor(email);
    await finishFlow(first);
    const second = await finishFlow(claimsFor(email));
    expect(second.callback.statusCode).toBe(400);
    expect(second.callback.body).toContain('already linked to another Microsoft account');
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row!.microsoftSubject).toBe(first.sub);
  });

  it('does not trust an address from a token of another tenant', async () => {
    const user = await createUser(db(), 'eater', { email: `${uniq('o')}@contoso.example` });
    const { callback } = await finishFlow(claimsFor(user.email, { tid: '99999999-9999-4999-8999-999999999999' }));
    expect(callback.statusCode).toBe(400);
    expect(callback.body).toContain('has not confirmed an e-mail address');
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.microsoftSubject).toBeNull();
  });

  it('refuses a token without an e-mail address', async () => {
    const { callback } = await finishFlow({ sub: uniq('sub'), tid: TENANT, name: 'No Mail' });
    expect(callback.statusCode).toBe(400);
    expect(callback.body).toContain('has not confirmed an e-mail address');
  });

  it('with a multi-tenant set-up, trusts an address only when Microsoft verified its domain (xms_edov)', async () => {
    const multi = await buildApp(
      { ...world.deps, env: testEnv({ ...ENTRA, MICROSOFT_ENTRA_TENANT_ID: 'organizations' }) },
      { logger: false },
    );
    const tokenUrl = 'https://login.microsoftonline.com/organizations/oauth2/v2.0/token';
    const user = await createUser(db(), 'eater', { email: `${uniq('v')}@fabrikam.example` });
    const claimed = await finishFlow(claimsFor(user.email, { tid: uniq('t') }), '', multi, tokenUrl);
    expect(claimed.callback.statusCode).toBe(400);
    const [before] = await db().select().from(users).where(eq(users.id, user.id));
    expect(before!.microsoftSubject).toBeNull();

    const verified = await finishFlow(claimsFor(user.email, { tid: uniq('t'), xms_edov: true }), '', multi, tokenUrl);
    expect(verified.callback.statusCode).toBe(302);
    const [after] = await db().select().from(users).where(eq(users.id, user.id));
    expect(after!.microsoftSubject).not.toBeNull();
    await multi.close();
  });

  it("keeps the office's allowed e-mail domains: a Microsoft account of another domain cannot join", async () => {
    const office = await createOffice(db(), { allowedEmailDomains: ['contoso.example'] });
    const join = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/trpc/auth.bindOffice',
        headers: { ...sameOrigin, cookie },
        payload: JSON.stringify({ json: { slug: office.slug } }),
      });
    const outsider = await finishFlow(claimsFor(`${uniq('x')}@fabrikam.example`));
    const refused = await join(sessionOf(outsider.callback));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.json.data.appCode).toBe('emailDomainNotAllowed');
    const insider = await finishFlow(claimsFor(`${uniq('y')}@contoso.example`));
    expect((await join(sessionOf(insider.callback))).statusCode).toBe(200);
  });

  it('answers a clear 400 page, never a 500, for a state mismatch, a provider error or a failed exchange', async () => {
    const flow = await startFlow();
    const mismatch = await app.inject({
      url: '/auth/microsoft/callback?code=c&state=forged',
      headers: { cookie: flow.cookieHeader },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('did not come from this site');

    const google = await app.inject({
      url: `/auth/microsoft/callback?code=c&state=${flow.cookies.microsoft_oauth_state}`,
      headers: { cookie: flow.cookieHeader.replaceAll('microsoft_', 'google_') },
    });
    expect(google.statusCode).toBe(400);

    const denied = await app.inject({
      url: '/auth/microsoft/callback?error=access_denied',
      headers: { cookie: flow.cookieHeader },
    });
    expect(denied.statusCode).toBe(400);
    expect(denied.body).toContain('You may have cancelled it');

    const again = await startFlow();
    fakeEntra({ status: 400, body: { error: 'invalid_grant', error_description: 'AADSTS70008: expired' } });
    const exchange = await app.inject({
      url: `/auth/microsoft/callback?code=bad&state=${again.cookies.microsoft_oauth_state}`,
      headers: { cookie: again.cookieHeader },
    });
    expect(exchange.statusCode).toBe(400);
    expect(exchange.body).toContain('could not confirm the sign-in with Microsoft');
    expect(exchange.cookies.find((c) => c.name === 'session')).toBeUndefined();
  });

  it('refuses a matching state without its PKCE verifier cookie: the 400 page, and no request to the token endpoint', async () => {
    const flow = await startFlow();
    const seen = fakeEntra({ status: 200, body: { access_token: 'at', token_type: 'Bearer', id_token: 'x.y.z' } });
    const withoutVerifier = `microsoft_oauth_state=${flow.cookies.microsoft_oauth_state}`;
    const callback = await app.inject({
      url: `/auth/microsoft/callback?code=auth-code&state=${flow.cookies.microsoft_oauth_state}`,
      headers: { cookie: withoutVerifier },
    });
    expect(callback.statusCode).toBe(400);
    expect(callback.body).toContain('did not come from this site');
    expect(seen).toEqual([]);
    expect(callback.cookies.find((c) => c.name === 'session')).toBeUndefined();
  });

  it('shows the failure page in Lithuanian for a Lithuanian visitor', async () => {
    const flow = await startFlow('?locale=lt');
    const res = await app.inject({
      url: '/auth/microsoft/callback?error=access_denied',
      headers: { cookie: flow.cookieHeader },
    });
    expect(res.body).toContain('Prisijungimo per „Microsoft“ klaida');
  });
});
