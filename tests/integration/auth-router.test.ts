// auth.* through createCaller: every procedure, its rules and its error paths.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordingCookieJar } from '../../server/auth/cookies';
import { hashPassword } from '../../server/auth/password';
import { hashToken } from '../../server/auth/tokens';
import type { DomainError } from '../../shared/errors';
import {
  emailEvents,
  emailPrefs,
  emailVerificationTokens,
  profiles,
  sessions,
  unsubscribeTokens,
  users,
} from '../../server/db/schema';
import { rowsOf } from '../../server/db/client';
import { createCaller } from '../../server/routers/_app';
import { signUp } from '../../server/services/auth';
import { createInnerContext } from '../../server/trpc/context';
import type { AuthUser } from '../../server/auth/auth-user';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { callerAs, createOffice, createOrganization, createUser, uniq } from '../helpers/factories';
import { latestMailTo, mailCountTo, sendQueuedEmails } from '../helpers/mail';

const world = useTestWorld();
const db = () => world.deps.database.db;
const PASSWORD = 'correct horse battery';

/** A caller with its own IP and cookie jar, as one browser would be. */
function browser(user: AuthUser | null = null, ip = uniq('ip')) {
  const cookies = recordingCookieJar();
  const caller = createCaller(createInnerContext({ deps: world.deps, user, ip, cookies }));
  return { caller, cookies, ip };
}

/** Rows per table of what a sign-up writes. */
async function tableCounts() {
  const counts: Record<string, number> = {};
  for (const table of [
    'users',
    'profiles',
    'email_prefs',
    'email_verification_tokens',
    'email_events',
    'email_outbox',
    'rate_limits',
  ]) {
    const [row] = rowsOf<{ n: number }>(await db().execute(sql.raw(`select count(*)::int as n from "${table}"`)));
    counts[table] = row!.n;
  }
  return counts;
}

async function signedUp(email = `${uniq('new')}@example.com`) {
  await browser().caller.auth.signUp({ fullName: 'Rasa Petraitė Jonaitienė', email, password: PASSWORD, locale: 'lt' });
  return email;
}

async function confirmedUser(email?: string) {
  const address = await signedUp(email);
  const { token } = await latestMailTo(db(), address);
  await browser().caller.auth.confirmEmail({ token: token! });
  return address;
}

describe('auth.signUp', () => {
  it('creates the account and profile, splits the name at the first space and keeps the UI language', async () => {
    const email = await signedUp();
    const [profile] = await db().select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({
      firstName: 'Rasa',
      lastName: 'Petraitė Jonaitienė',
      locale: 'lt',
      role: 'eater',
      officeId: null,
    });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).toBeNull();
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await db().select().from(emailPrefs).where(eq(emailPrefs.userId, user!.id))).toHaveLength(1);
  });

  it('e-mails a one-time confirmation link in the user’s language and stores only the token’s hash', async () => {
    const email = await signedUp();
    const { message, link, token } = await latestMailTo(db(), email);
    expect(message!.subject).toBe('Patvirtinkite savo el. paštą Lunchbox paskyrai');
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/confirm\?token=[a-z2-7]{32}$/);
    const stored = await db().select().from(emailVerificationTokens);
    expect(stored.some((row) => row.tokenHash === hashToken(token!))).toBe(true);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    // Nor does the e-mail queue keep the secret: the link is made when the e-mail is sent.
    const queued = await db().select().from(emailEvents).where(eq(emailEvents.recipientEmail, email));
    expect(queued).toHaveLength(1);
    expect(JSON.stringify(queued[0])).not.toContain(token!);
  });

  it('carries a same-site redirect through the confirmation link and drops any other', async () => {
    const email = `${uniq('r')}@example.com`;
    await browser().caller.auth.signUp({
      fullName: 'A B',
      email,
      password: PASSWORD,
      locale: 'en',
      redirect: '/profile?tab=1',
    });
    expect((await latestMailTo(db(), email)).link).toContain('redirect=%2Fprofile%3Ftab%3D1');
    const other = `${uniq('r')}@example.com`;
    await browser().caller.auth.signUp({
      fullName: 'A B',
      email: other,
      password: PASSWORD,
      locale: 'en',
      redirect: '//evil.example',
    });
    expect((await latestMailTo(db(), other)).link).not.toContain('redirect');
  });

  it('lets a new sign-up take over an address nobody confirmed: old links and the old password stop working', async () => {
    const email = await signedUp();
    const squattersLink = (await latestMailTo(db(), email)).token!;
    await browser().caller.auth.signUp({ fullName: 'Real Owner', email, password: 'owner password', locale: 'en' });
    await expectAppError(browser().caller.auth.confirmEmail({ token: squattersLink }), 'invalidToken');
    await browser().caller.auth.confirmEmail({ token: (await latestMailTo(db(), email)).token! });
    await expectAppError(browser().caller.auth.signIn({ email, password: PASSWORD }), 'invalidCredentials');
    await expect(browser().caller.auth.signIn({ email, password: 'owner password' })).resolves.toEqual({
      status: 'signedIn',
    });
    const [profile] = await db().select().from(profiles).where(eq(profiles.email, email));
    expect(profile!.firstName).toBe('Real');
  });

  it('answers userAlreadyRegistered for a confirmed address in any letter case', async () => {
    const email = await confirmedUser(`${uniq('Dup')}@Example.com`);
    await expectAppError(
      browser().caller.auth.signUp({ fullName: 'X Y', email: email.toUpperCase(), password: PASSWORD, locale: 'en' }),
      'userAlreadyRegistered',
    );
  });

  it('validates the inputs', async () => {
    const { caller } = browser();
    await expectBadRequest(
      caller.auth.signUp({ fullName: 'A', email: 'not-an-email', password: PASSWORD, locale: 'en' }),
    );
    await expectBadRequest(
      caller.auth.signUp({ fullName: 'A', email: 'a@example.com', password: 'short', locale: 'en' }),
    );
    await expectBadRequest(
      caller.auth.signUp({ fullName: '   ', email: 'a@example.com', password: PASSWORD, locale: 'en' }),
    );
    await expectBadRequest(
      caller.auth.signUp({ fullName: 'A\u0000B', email: 'a@example.com', password: PASSWORD, locale: 'en' }),
    );
  });

  it('refuses unpaired surrogates in the name, the e-mail and the password as bad input, writing nothing', async () => {
    const { caller } = browser();
    const email = `${uniq('sur')}@example.com`;
    for (const input of [
      { fullName: 'a\ud800b', email, password: PASSWORD },
      { fullName: 'A B', email: `a\udc00${email}`, password: PASSWORD },
      { fullName: 'A B', email, password: `${PASSWORD}\ud800` },
    ]) {
      await expectBadRequest(caller.auth.signUp({ ...input, locale: 'en' }));
    }
    expect(await db().select().from(profiles).where(eq(profiles.email, email))).toEqual([]);
  });

  it('is one transaction: a failure after the account was written leaves no row behind', async () => {
    // Past the input schema (as a caller inside the server could be): the redirect reaches the queued e-mail's
    // payload, which jsonb refuses, after the account and preferences were written.
    const email = `${uniq('atomic')}@example.com`;
    const before = await tableCounts();
    await expect(
      signUp(
        world.deps,
        { ip: uniq('ip'), user: null },
        { fullName: 'Rasa Petraitė', email, password: PASSWORD, locale: 'en', redirect: '/menu\ud800' },
      ),
    ).rejects.toThrow();
    const after = await tableCounts();
    // The sign-up throttle counted the attempt; nothing else changed.
    expect({ ...after, rate_limits: before.rate_limits }).toEqual(before);
    expect(await mailCountTo(db(), email)).toBe(0);
  });

  it('refuses a password that is easy to guess with weakPassword and its reasons, writing nothing', async () => {
    const email = `${uniq('weak')}@example.com`;
    const cases: [string, string][] = [
      ['password1234', 'warning.similarToCommon'],
      ['qwertyuiop', 'warning.topHundred'],
      [`${email.split('@')[0]}!`, 'warning.userInputs'],
      ['petraitiene1', 'warning.userInputs'],
    ];
    for (const [password, reason] of cases) {
      const error = await expectAppError(
        browser().caller.auth.signUp({ fullName: 'Ona Petraitienė', email, password, locale: 'en' }),
        'weakPassword',
      );
      const details = (error.cause as DomainError).details!;
      expect(String(details.reasons).split(','), password).toContain(reason);
      expect(Number(details.score), password).toBeLessThan(3);
    }
    expect(await db().select().from(profiles).where(eq(profiles.email, email))).toEqual([]);
    expect(await mailCountTo(db(), email)).toBe(0);
  });

  it('keeps passwords exactly as typed: spaces and any Unicode count', async () => {
    const email = `${uniq('u')}@example.com`;
    await browser().caller.auth.signUp({ fullName: 'Ūla Šė', email, password: '  žąsis 🦆 ', locale: 'en' });
    const { token } = await latestMailTo(db(), email);
    await browser().caller.auth.confirmEmail({ token: token! });
    await expectAppError(browser().caller.auth.signIn({ email, password: 'žąsis 🦆' }), 'invalidCredentials');
    await expect(browser().caller.auth.signIn({ email, password: '  žąsis 🦆 ' })).resolves.toEqual({
      status: 'signedIn',
    });
  });
});

describe('auth.confirmEmail and auth.resendConfirmation', () => {
  it('confirms once; the same link then fails', async () => {
    const email = await signedUp();
    const { token } = await latestMailTo(db(), email);
    await expect(browser().caller.auth.confirmEmail({ token: token! })).resolves.toEqual({ status: 'confirmed' });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).not.toBeNull();
    await expectAppError(browser().caller.auth.confirmEmail({ token: token! }), 'invalidToken');
  });

  it('refuses a link older than 24 hours', async () => {
    const email = await signedUp();
    const { token } = await latestMailTo(db(), email);
    world.clock.advance(24 * 60 * 60 * 1000 + 1000);
    await expectAppError(browser().caller.auth.confirmEmail({ token: token! }), 'invalidToken');
  });

  it('refuses a malformed token as bad input', async () => {
    await expectBadRequest(browser().caller.auth.confirmEmail({ token: "x' or 1=1" }));
  });

  it('answers the same for unknown, unconfirmed and confirmed addresses, and mails only the unconfirmed', async () => {
    const unconfirmed = await signedUp();
    const confirmed = await confirmedUser();
    const unknown = `${uniq('nobody')}@example.com`;
    const before = { u: await mailCountTo(db(), unconfirmed), c: await mailCountTo(db(), confirmed) };
    for (const email of [unconfirmed, confirmed, unknown]) {
      await expect(browser().caller.auth.resendConfirmation({ email })).resolves.toEqual({
        status: 'confirmationSent',
      });
    }
    await sendQueuedEmails(world);
    expect(await mailCountTo(db(), unconfirmed)).toBe(before.u + 1);
    expect(await mailCountTo(db(), confirmed)).toBe(before.c);
    expect(await mailCountTo(db(), unknown)).toBe(0);
  });

  it('does the same work before answering for unknown, unconfirmed and confirmed addresses: the same statements', async () => {
    const unconfirmed = await signedUp();
    const confirmed = await confirmedUser();
    const statementsFor = async (email: string) => {
      world.database.queries.length = 0;
      await browser().caller.auth.resendConfirmation({ email });
      return [...world.database.queries];
    };
    const asUnknown = await statementsFor(`${uniq('nobody')}@example.com`);
    expect(asUnknown.length).toBeGreaterThan(0);
    expect(await statementsFor(unconfirmed)).toEqual(asUnknown);
    expect(await statementsFor(confirmed)).toEqual(asUnknown);
  });

  it('makes the previous link useless when a new one is sent', async () => {
    const email = await signedUp();
    const first = (await latestMailTo(db(), email)).token!;
    await browser().caller.auth.resendConfirmation({ email });
    await sendQueuedEmails(world);
    await expectAppError(browser().caller.auth.confirmEmail({ token: first }), 'invalidToken');
    const second = (await latestMailTo(db(), email)).token!;
    await expect(browser().caller.auth.confirmEmail({ token: second })).resolves.toEqual({ status: 'confirmed' });
  });
});

describe('auth.signIn and auth.signOut', () => {
  it('refuses an unconfirmed account with the right password: emailNotConfirmed', async () => {
    const email = await signedUp();
    await expectAppError(browser().caller.auth.signIn({ email, password: PASSWORD }), 'emailNotConfirmed');
  });

  it('answers invalidCredentials alike for a wrong password and an unknown e-mail, even before confirmation', async () => {
    const confirmed = await confirmedUser();
    const unconfirmed = await signedUp();
    await expectAppError(
      browser().caller.auth.signIn({ email: confirmed, password: 'wrong password' }),
      'invalidCredentials',
    );
    await expectAppError(
      browser().caller.auth.signIn({ email: unconfirmed, password: 'wrong password' }),
      'invalidCredentials',
    );
    await expectAppError(
      browser().caller.auth.signIn({ email: `${uniq('ghost')}@example.com`, password: PASSWORD }),
      'invalidCredentials',
    );
  });

  it('starts a new 30-day session and stores only the SHA-256 of its token', async () => {
    const email = await confirmedUser();
    const { caller, cookies } = browser();
    await caller.auth.signIn({ email: email.toUpperCase(), password: PASSWORD });
    const cookie = cookies.value!;
    expect(cookie.token).toMatch(/^[a-z2-7]{32}$/);
    expect(cookie.expiresAt.getTime() - world.clock.now().getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(cookie.token)));
    expect(row).toBeDefined();
    expect(await db().select().from(sessions).where(eq(sessions.id, cookie.token))).toHaveLength(0);
  });

  it('gives a new session on every sign-in', async () => {
    const email = await confirmedUser();
    const a = browser();
    const b = browser();
    await a.caller.auth.signIn({ email, password: PASSWORD });
    await b.caller.auth.signIn({ email, password: PASSWORD });
    expect(a.cookies.value!.token).not.toBe(b.cookies.value!.token);
  });

  it('signs out everywhere: every session of the user ends and the cookie is cleared', async () => {
    const user = await createUser(db(), 'eater', { passwordHash: await hashPassword(PASSWORD) });
    await browser().caller.auth.signIn({ email: user.email, password: PASSWORD });
    await browser().caller.auth.signIn({ email: user.email, password: PASSWORD });
    const count = async () => (await db().select().from(sessions).where(eq(sessions.userId, user.id))).length;
    expect(await count()).toBe(2);
    const me = browser(user);
    await expect(me.caller.auth.signOut()).resolves.toEqual({ status: 'signedOut' });
    expect(await count()).toBe(0);
    expect(me.cookies.value).toBeNull();
  });

  it('signs the previous user of the browser out everywhere before signing the next one in', async () => {
    const previous = await createUser(db(), 'eater', { passwordHash: await hashPassword(PASSWORD) });
    await browser().caller.auth.signIn({ email: previous.email, password: PASSWORD });
    const next = await confirmedUser();
    await browser(previous).caller.auth.signIn({ email: next, password: PASSWORD });
    expect(await db().select().from(sessions).where(eq(sessions.userId, previous.id))).toHaveLength(0);
  });
});

describe('auth.session', () => {
  it('is null for an anonymous visitor', async () => {
    await expect(world.caller(null).auth.session()).resolves.toBeNull();
  });

  it('returns the profile with the office id and slug', async () => {
    const office = await createOffice(db());
    const { user, caller } = await callerAs(world, 'cook', { officeId: office.id, firstName: 'Eglė', lastName: 'P' });
    const session = await caller.auth.session();
    expect(session).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Eglė',
      role: 'cook',
      officeId: office.id,
      officeSlug: office.slug,
      locale: 'en',
      suspendedUntil: null,
    });
    expect(session).not.toHaveProperty('passwordHash');
  });
});

describe('auth.updateProfile', () => {
  it('updates names, avatar and language', async () => {
    const { caller } = await callerAs(world, 'eater');
    const updated = await caller.auth.updateProfile({
      firstName: ' Jonas ',
      lastName: 'Kazlauskas',
      avatarUrl: 'https://example.com/a.png',
      locale: 'lt',
    });
    expect(updated).toMatchObject({
      firstName: 'Jonas',
      lastName: 'Kazlauskas',
      avatarUrl: 'https://example.com/a.png',
      locale: 'lt',
    });
    expect((await caller.auth.updateProfile({ locale: 'en' })).firstName).toBe('Jonas');
  });

  it('cannot set role, office or suspension', async () => {
    const office = await createOffice(db());
    const { user, caller } = await callerAs(world, 'eater');
    await caller.auth.updateProfile({
      firstName: 'Sneaky',
      ...({ role: 'super_admin', officeId: office.id, suspendedUntil: null } as object),
    });
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ firstName: 'Sneaky', role: 'eater', officeId: null });
  });

  it('validates: https avatars only, no empty update, a first name', async () => {
    const { caller } = await callerAs(world, 'eater');
    await expectBadRequest(caller.auth.updateProfile({ avatarUrl: 'javascript:alert(1)' }));
    await expectBadRequest(caller.auth.updateProfile({ avatarUrl: 'http://example.com/a.png' }));
    await expectBadRequest(caller.auth.updateProfile({}));
    await expectBadRequest(caller.auth.updateProfile({ firstName: '  ' }));
  });

  it('needs a signed-in user', async () => {
    await expectAppError(world.caller(null).auth.updateProfile({ firstName: 'X' }), 'notAuthenticated');
  });

  it('saves the diet (the menu’s default filter) and the session returns it; a bad value is refused', async () => {
    const { caller } = await callerAs(world, 'eater');
    expect((await caller.auth.session())?.diet).toEqual([]);
    expect((await caller.auth.updateProfile({ diet: ['vegan', 'glutenFree'] })).diet).toEqual(['vegan', 'glutenFree']);
    expect((await caller.auth.session())?.diet).toEqual(['vegan', 'glutenFree']);
    await expectBadRequest(caller.auth.updateProfile({ diet: ['pescatarian' as 'vegan'] }));
    await expectBadRequest(caller.auth.updateProfile({ diet: ['vegan', 'vegan'] }));
    await expectBadRequest(caller.auth.updateProfile({ diet: 'vegan' as unknown as ['vegan'] }));
    expect((await caller.auth.session())?.diet).toEqual(['vegan', 'glutenFree']);
    expect((await caller.auth.updateProfile({ diet: [] })).diet).toEqual([]);
  });
});

describe('auth.toggleCookMode', () => {
  it('switches eater -> cook -> eater and answers a message key', async () => {
    const user = await createUser(db(), 'eater');
    const me = browser(user);
    await expect(me.caller.auth.toggleCookMode()).resolves.toEqual({ role: 'cook', message: 'cookMode.enabled' });
    const back = browser({ ...user, role: 'cook' });
    await expect(back.caller.auth.toggleCookMode()).resolves.toEqual({ role: 'eater', message: 'cookMode.disabled' });
  });

  it('ends the user’s other sessions and gives this browser a fresh one', async () => {
    const user = await createUser(db(), 'eater', { passwordHash: await hashPassword(PASSWORD) });
    await browser().caller.auth.signIn({ email: user.email, password: PASSWORD });
    const me = browser(user);
    await me.caller.auth.toggleCookMode();
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.id)).toEqual([hashToken(me.cookies.value!.token)]);
  });

  it('refuses admins and super admins: roleChangeNotAllowed', async () => {
    for (const role of ['admin', 'super_admin'] as const) {
      const { user, caller } = await callerAs(world, role);
      await expectAppError(caller.auth.toggleCookMode(), 'roleChangeNotAllowed');
      const [profile] = await db().select().from(profiles).where(eq(profiles.userId, user.id));
      expect(profile!.role).toBe(role);
    }
  });

  it('does not let a suspended eater become a cook, but lets a suspended cook step back', async () => {
    const until = new Date(world.clock.now().getTime() + 7 * 24 * 60 * 60 * 1000);
    const eater = await createUser(db(), 'eater');
    await expectAppError(browser({ ...eater, suspendedUntil: until }).caller.auth.toggleCookMode(), 'suspended');
    const cook = await createUser(db(), 'cook');
    await expect(browser({ ...cook, suspendedUntil: until }).caller.auth.toggleCookMode()).resolves.toMatchObject({
      role: 'eater',
    });
  });

  it('changes nothing when the role changed meanwhile (stale session data)', async () => {
    const user = await createUser(db(), 'cook');
    await expectAppError(browser({ ...user, role: 'eater' }).caller.auth.toggleCookMode(), 'invalidTransition');
  });

  it('needs a signed-in user', async () => {
    await expectAppError(world.caller(null).auth.toggleCookMode(), 'notAuthenticated');
  });
});

describe('auth.bindOffice', () => {
  it('joins an office when the profile has none', async () => {
    const office = await createOffice(db());
    const { caller } = await callerAs(world, 'eater');
    const profile = await caller.auth.bindOffice({ slug: office.slug.toUpperCase() });
    expect(profile).toMatchObject({ officeId: office.id, officeSlug: office.slug });
  });

  it('refuses a second office: alreadyInOffice', async () => {
    const [a, b] = [await createOffice(db()), await createOffice(db())];
    const { caller } = await callerAs(world, 'eater', { officeId: a.id });
    await expectAppError(caller.auth.bindOffice({ slug: b.slug }), 'alreadyInOffice');
  });

  it('answers officeNotFound for an unknown slug and rejects a malformed one', async () => {
    const { caller } = await callerAs(world, 'eater');
    await expectAppError(caller.auth.bindOffice({ slug: 'no-such-office' }), 'officeNotFound');
    await expectBadRequest(caller.auth.bindOffice({ slug: '../admin' }));
  });

  it('enforces the organization’s allowed e-mail domains (case-insensitive)', async () => {
    const org = await createOrganization(db(), ['Acme.lt']);
    const office = await createOffice(db(), { organizationId: org.id });
    const outsider = await callerAs(world, 'eater', { email: `${uniq('x')}@gmail.com` });
    await expectAppError(outsider.caller.auth.bindOffice({ slug: office.slug }), 'emailDomainNotAllowed');
    const insider = await callerAs(world, 'eater', { email: `${uniq('x')}@ACME.lt` });
    await expect(insider.caller.auth.bindOffice({ slug: office.slug })).resolves.toMatchObject({ officeId: office.id });
  });

  it('binds only once under concurrent requests', async () => {
    const [a, b] = [await createOffice(db()), await createOffice(db())];
    const user = await createUser(db(), 'eater');
    const results = await Promise.allSettled([
      browser(user).caller.auth.bindOffice({ slug: a.slug }),
      browser(user).caller.auth.bindOffice({ slug: b.slug }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    expect(row!.n).toBe(1);
  });

  it('needs a signed-in user', async () => {
    await expectAppError(world.caller(null).auth.bindOffice({ slug: 'vilnius-hq' }), 'notAuthenticated');
  });
});

describe('maintenance of unconfirmed accounts', () => {
  it('deletes sign-ups never confirmed within a week, keeps confirmed and recent ones', async () => {
    const { runMaintenance } = await import('../../server/services/maintenance');
    const old = await signedUp();
    const confirmed = await confirmedUser();
    world.clock.advance(8 * 24 * 60 * 60 * 1000);
    const recent = await signedUp();
    await runMaintenance(world.deps);
    const left = (await db().select({ email: users.email }).from(users)).map((u) => u.email);
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([confirmed, recent]));
  });
});

describe('maintenance', () => {
  it('deletes expired sessions and confirmation tokens, keeps live ones', async () => {
    const { runMaintenance } = await import('../../server/services/maintenance');
    const { createSession } = await import('../../server/auth/sessions');
    const user = await createUser(db(), 'eater');
    const now = world.clock.now();
    const old = await createSession(db(), user.id, new Date(now.getTime() - 31 * 24 * 60 * 60 * 1000));
    const live = await createSession(db(), user.id, now);
    await runMaintenance(world.deps);
    const ids = (await db().select().from(sessions).where(eq(sessions.userId, user.id))).map((s) => s.id);
    expect(ids).toEqual([hashToken(live.token)]);
    expect(ids).not.toContain(hashToken(old.token));
  });

  it('deletes preference links older than a year, keeps newer ones', async () => {
    const { runMaintenance, PREFERENCE_LINK_TTL_MS } = await import('../../server/services/maintenance');
    const user = await createUser(db(), 'eater');
    const now = world.clock.now();
    const [oldHash, newHash] = [uniq('old-link'), uniq('new-link')];
    await db()
      .insert(unsubscribeTokens)
      .values([
        { tokenHash: oldHash, userId: user.id, createdAt: new Date(now.getTime() - PREFERENCE_LINK_TTL_MS - 1000) },
        { tokenHash: newHash, userId: user.id, createdAt: new Date(now.getTime() - PREFERENCE_LINK_TTL_MS + 60_000) },
      ]);
    await runMaintenance(world.deps);
    const left = await db().select().from(unsubscribeTokens).where(eq(unsubscribeTokens.userId, user.id));
    expect(left.map((row) => row.tokenHash)).toEqual([newHash]);
  });
});
