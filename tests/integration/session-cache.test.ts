// Cached sessions stay right: a sign-out or a change of role made anywhere (another request, plain SQL, another
// server instance) ends what the cache would otherwise still accept.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { SessionCache } from '../../server/auth/session-cache';
import { createSession, validateSessionToken } from '../../server/auth/sessions';
import { hashToken } from '../../server/auth/tokens';
import { profiles, sessions } from '../../server/db/schema';
import { bindOffice, signOut, toggleCookMode } from '../../server/services/auth';
import { secondInstance, useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { createOffice, createUser, uniq } from '../helpers/factories';
import { batchQueryUrl, sameOrigin, useTestApp, type TestApp } from '../helpers/http';

const world = useTestWorld();
const server = useTestApp(world);
const db = () => world.deps.database.db;
const PASSWORD = 'cached password';

async function signedInCookie(app: TestApp, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/trpc/auth.signIn',
    remoteAddress: uniq('ip'),
    headers: sameOrigin,
    payload: JSON.stringify({ json: { email, password: PASSWORD } }),
  });
  return `session=${res.cookies.find((c) => c.name === 'session')!.value}`;
}

const whoAmI = async (app: TestApp, cookie: string) =>
  (await app.inject({ url: batchQueryUrl(['auth.session']), headers: { cookie } })).json()[0].result.data.json as {
    id: string;
    role: string;
  } | null;

describe('session cache', () => {
  it('answers a signed-in request from memory after the first lookup', async () => {
    const user = await createUser(db(), 'eater', { passwordHash: await hashPassword(PASSWORD) });
    const cookie = await signedInCookie(server.app, user.email);
    await whoAmI(server.app, cookie);
    const sessionId = hashToken(cookie.split('=')[1]!);
    expect(world.deps.sessions.get(sessionId)?.user.id).toBe(user.id);
  });

  it('drops a cached session at once when the user signs out on another device', async () => {
    const user = await createUser(db(), 'eater', { passwordHash: await hashPassword(PASSWORD) });
    const phone = await signedInCookie(server.app, user.email);
    const laptop = await signedInCookie(server.app, user.email);
    expect((await whoAmI(server.app, phone))?.id).toBe(user.id); // now cached
    await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.signOut',
      headers: { ...sameOrigin, cookie: laptop },
      payload: '{}',
    });
    expect(await whoAmI(server.app, phone)).toBeNull();
  });

  it('follows a change made straight in the database (the trigger notifies)', async () => {
    const user = await createUser(db(), 'eater', { passwordHash: await hashPassword(PASSWORD) });
    const cookie = await signedInCookie(server.app, user.email);
    expect((await whoAmI(server.app, cookie))?.role).toBe('eater');
    await db().update(profiles).set({ role: 'cook' }).where(eq(profiles.userId, user.id));
    await expect.poll(async () => (await whoAmI(server.app, cookie))?.role).toBe('cook');
    await db().delete(sessions).where(eq(sessions.userId, user.id));
    await expect.poll(async () => whoAmI(server.app, cookie)).toBeNull();
  });
});

// The instance that makes a change forgets the user's cached sessions synchronously, before answering; the
// notification only serves the other instances. A cache that hears no notifications at all shows it.
describe('this instance forgets at once, without waiting for the notification', () => {
  async function cachedWithoutNotifications(role: 'eater' | 'cook' = 'eater', officeId: string | null = null) {
    const user = await createUser(db(), role, { officeId });
    const { token } = await createSession(db(), user.id, world.clock.now());
    const sessions = new SessionCache();
    const validated = await validateSessionToken(db(), token, world.clock.now(), sessions);
    expect(validated?.user.id).toBe(user.id);
    const sessionId = hashToken(token);
    expect(sessions.get(sessionId)).toBeDefined();
    return { user: validated!.user, deps: { ...world.deps, sessions }, sessions, sessionId };
  }

  it('after switching cook mode', async () => {
    const { user, deps, sessions, sessionId } = await cachedWithoutNotifications('eater');
    await toggleCookMode(deps, user);
    expect(sessions.get(sessionId)).toBeUndefined();
  });

  it('after joining an office', async () => {
    const office = await createOffice(db());
    const { user, deps, sessions, sessionId } = await cachedWithoutNotifications('eater');
    await bindOffice(deps, user, { slug: office.slug });
    expect(sessions.get(sessionId)).toBeUndefined();
  });

  it('after signing out', async () => {
    const { user, deps, sessions, sessionId } = await cachedWithoutNotifications('eater');
    await signOut(deps, user);
    expect(sessions.get(sessionId)).toBeUndefined();
  });
});

// A second instance needs a real server: PGlite lives inside one process.
describe.skipIf(!onPostgres())('session cache across two instances', () => {
  it('ends a session cached on instance B when the user signs out through instance A', async () => {
    const user = await createUser(db(), 'eater', { passwordHash: await hashPassword(PASSWORD) });
    const { app: appB, close } = await secondInstance(world);
    try {
      const cookie = await signedInCookie(server.app, user.email);
      expect((await whoAmI(appB, cookie))?.id).toBe(user.id); // cached on B
      await server.app.inject({
        method: 'POST',
        url: '/trpc/auth.signOut',
        headers: { ...sameOrigin, cookie },
        payload: '{}',
      });
      await expect.poll(async () => whoAmI(appB, cookie), { timeout: 5000 }).toBeNull();
    } finally {
      await close();
    }
  });
});
