// Google sign-in over HTTP with Google's token endpoint faked (no network): state and PKCE, the 400 pages,
// creating, finding and linking accounts, and never linking on an unverified e-mail.
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/password';
import { profiles, users } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { testEnv } from '../helpers/env';
import { createUser, uniq } from '../helpers/factories';
import { type TestApp, batchQueryUrl } from '../helpers/http';

const world = useTestWorld();
const db = () => world.deps.database.db;
const GOOGLE = { GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'client-secret' };
let app: TestApp;

beforeAll(async () => {
  app = await buildApp({ ...world.deps, env: testEnv(GOOGLE) }, { logger: false });
  return () => app.close();
});
afterEach(() => vi.unstubAllGlobals());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (claims: object) => `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;

/** Answers Google's token endpoint the way Google would; records what was sent. */
function fakeGoogle(answer: { status: number; body: object }) {
  const seen: { url: string; body: string }[] = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.url !== 'https://oauth2.googleapis.com/token') return realFetch(input, init);
    seen.push({ url: request.url, body: await request.text() });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

async function startFlow(query = '') {
  const start = await app.inject({ url: `/auth/google${query}` });
  expect(start.statusCode).toBe(302);
  const location = new URL(start.headers.location as string);
  const cookies = Object.fromEntries(start.cookies.map((c) => [c.name, c.value]));
  return { location, cookies, cookieHeader: start.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

async function finishFlow(claims: object, query = '') {
  const flow = await startFlow(query);
  const seen = fakeGoogle({
    status: 200,
    body: { access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken(claims) },
  });
  const callback = await app.inject({
    url: `/auth/google/callback?code=auth-code&state=${flow.cookies.google_oauth_state}`,
    headers: { cookie: flow.cookieHeader },
  });
  return { flow, callback, seen };
}

describe('Google sign-in', () => {
  it('explains itself with a 400 page when not configured', async () => {
    const plain = await buildApp(world.deps, { logger: false });
    const res = await plain.inject({ url: '/auth/google' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Google Sign In Error');
    expect(res.body).toContain('not set up on this server');
    await plain.close();
  });

  it('starts with state and a PKCE challenge, keeping both in short-lived HttpOnly cookies', async () => {
    const { location, cookies } = await startFlow('?redirect=/profile');
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe(GOOGLE.GOOGLE_CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/google/callback');
    expect(location.searchParams.get('state')).toBe(cookies.google_oauth_state);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('scope')).toContain('email');
    const start = await app.inject({ url: '/auth/google' });
    for (const cookie of start.cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/google', maxAge: 600 });
    }
  });

  it('creates a confirmed account for a new verified Google user and returns to the requested page', async () => {
    const email = `${uniq('g')}@gmail.com`;
    const { callback, seen, flow } = await finishFlow(
      {
        sub: uniq('sub'),
        email,
        email_verified: true,
        given_name: 'Eglė',
        family_name: 'Jonaitė',
        picture: 'https://lh3.googleusercontent.com/a',
      },
      '?redirect=/profile&locale=lt',
    );
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/profile');
    expect(seen[0]!.body).toContain(`code_verifier=${flow.cookies.google_code_verifier}`);
    const session = callback.cookies.find((c) => c.name === 'session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const [profile] = await db().select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({ firstName: 'Eglė', lastName: 'Jonaitė', locale: 'lt', role: 'eater' });
    const me = await app.inject({
      url: batchQueryUrl(['auth.session']),
      headers: { cookie: `session=${session.value}` },
    });
    expect(me.json()[0].result.data.json.email).toBe(email);
  });

  it('goes to / by default and never to another site', async () => {
    const { callback } = await finishFlow(
      { sub: uniq('sub'), email: `${uniq('g')}@gmail.com`, email_verified: true },
      '?redirect=https://evil.example',
    );
    expect(callback.headers.location).toBe('/');
  });

  it('links an existing account only when Google says the address is verified', async () => {
    const user = await createUser(db(), 'cook', {
      passwordHash: await hashPassword('password 123'),
      email: `${uniq('p')}@example.com`,
    });
    const subject = uniq('sub');
    const unverified = await finishFlow({ sub: subject, email: user.email, email_verified: false });
    expect(unverified.callback.statusCode).toBe(400);
    expect(unverified.callback.body).toContain('has not verified this e-mail address');
    const [before] = await db().select().from(users).where(eq(users.id, user.id));
    expect(before!.googleSubject).toBeNull();

    const verified = await finishFlow({ sub: subject, email: user.email.toUpperCase(), email_verified: true });
    expect(verified.callback.statusCode).toBe(302);
    const [after] = await db().select().from(users).where(eq(users.id, user.id));
    expect(after!.googleSubject).toBe(subject);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile!.role).toBe('cook');
  });

  it('takes over a never-confirmed sign-up: the password someone set there stops working', async () => {
    const email = `${uniq('squat')}@example.com`;
    const signUp = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signUp',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { fullName: 'Not Owner', email, password: 'attacker password', locale: 'en' } }),
    });
    expect(signUp.statusCode).toBe(200);
    const { callback } = await finishFlow({ sub: uniq('sub'), email, email_verified: true });
    expect(callback.statusCode).toBe(302);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user!.passwordHash).toBeNull();
    expect(user!.emailVerifiedAt).not.toBeNull();
    const attacker = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { email, password: 'attacker password' } }),
    });
    expect(attacker.statusCode).toBe(401);
  });

  it('keeps the password of an account that was confirmed before linking', async () => {
    const user = await createUser(db(), 'eater', {
      passwordHash: await hashPassword('owner password'),
      email: `${uniq('own')}@example.com`,
    });
    await finishFlow({ sub: uniq('sub'), email: user.email, email_verified: true });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('never replaces a Google identity already linked to the account', async () => {
    const email = `${uniq('twice')}@gmail.com`;
    const first = uniq('sub');
    await finishFlow({ sub: first, email, email_verified: true });
    const second = await finishFlow({ sub: uniq('sub'), email, email_verified: true });
    expect(second.callback.statusCode).toBe(400);
    expect(second.callback.body).toContain('already linked to another Google account');
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row!.googleSubject).toBe(first);
  });

  it('leaves the current user signed in when a Google sign-in fails', async () => {
    const user = await createUser(db(), 'eater', { passwordHash: await hashPassword('password 123') });
    const signIn = await app.inject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { email: user.email, password: 'password 123' } }),
    });
    const session = `session=${signIn.cookies.find((c) => c.name === 'session')!.value}`;
    const flow = await startFlow();
    fakeGoogle({
      status: 200,
      body: {
        access_token: 'at',
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: idToken({ sub: uniq('sub'), email: `${uniq('u')}@gmail.com`, email_verified: false }),
      },
    });
    const failed = await app.inject({
      url: `/auth/google/callback?code=c&state=${flow.cookies.google_oauth_state}`,
      headers: { cookie: `${flow.cookieHeader}; ${session}` },
    });
    expect(failed.statusCode).toBe(400);
    const me = await app.inject({ url: batchQueryUrl(['auth.session']), headers: { cookie: session } });
    expect(me.json()[0].result.data.json?.id).toBe(user.id);
  });

  it('cuts names longer than the profile allows instead of failing', async () => {
    const email = `${uniq('long')}@gmail.com`;
    const { callback } = await finishFlow({
      sub: uniq('sub'),
      email,
      email_verified: true,
      name: `A ${'b'.repeat(150)}`,
    });
    expect(callback.statusCode).toBe(302);
    const [profile] = await db().select().from(profiles).where(eq(profiles.email, email));
    expect(profile!.lastName).toHaveLength(100);
  });

  it('finds the linked account by its Google subject even if the e-mail changed', async () => {
    const subject = uniq('sub');
    const first = await finishFlow({ sub: subject, email: `${uniq('g')}@gmail.com`, email_verified: true });
    const firstUser = (
      await app.inject({
        url: batchQueryUrl(['auth.session']),
        headers: { cookie: `session=${first.callback.cookies.find((c) => c.name === 'session')!.value}` },
      })
    ).json()[0].result.data.json.id;
    const again = await finishFlow({ sub: subject, email: `${uniq('renamed')}@gmail.com`, email_verified: true });
    const secondUser = (
      await app.inject({
        url: batchQueryUrl(['auth.session']),
        headers: { cookie: `session=${again.callback.cookies.find((c) => c.name === 'session')!.value}` },
      })
    ).json()[0].result.data.json.id;
    expect(secondUser).toBe(firstUser);
  });

  it('answers a clear 400 page, never a 500, for a state mismatch, a provider error or a failed exchange', async () => {
    const flow = await startFlow();
    const mismatch = await app.inject({
      url: '/auth/google/callback?code=c&state=forged',
      headers: { cookie: flow.cookieHeader },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('did not come from this site');

    const noCookies = await app.inject({
      url: `/auth/google/callback?code=c&state=${flow.cookies.google_oauth_state}`,
    });
    expect(noCookies.statusCode).toBe(400);

    const denied = await app.inject({
      url: '/auth/google/callback?error=access_denied',
      headers: { cookie: flow.cookieHeader },
    });
    expect(denied.statusCode).toBe(400);
    expect(denied.body).toContain('You may have cancelled it');

    const again = await startFlow();
    fakeGoogle({ status: 400, body: { error: 'invalid_grant', error_description: 'Bad code' } });
    const exchange = await app.inject({
      url: `/auth/google/callback?code=bad&state=${again.cookies.google_oauth_state}`,
      headers: { cookie: again.cookieHeader },
    });
    expect(exchange.statusCode).toBe(400);
    expect(exchange.body).toContain('could not confirm the sign-in');
    expect(exchange.cookies.find((c) => c.name === 'session')).toBeUndefined();
  });

  it('shows the failure page in Lithuanian for a Lithuanian visitor', async () => {
    const flow = await startFlow('?locale=lt');
    const res = await app.inject({
      url: '/auth/google/callback?error=access_denied',
      headers: { cookie: flow.cookieHeader },
    });
    expect(res.body).toContain('Prisijungimo per „Google“ klaida');
  });
});
