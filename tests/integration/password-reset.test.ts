// Forgotten password: the same answer for any address, a PASSWORD_RESET e-mail for an account with a link that
// works once and for 1 hour, the new password follows the sign-up rules, every session of that user ends (and only
// that user's), and requests are throttled per address and per IP.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/password';
import { createSession } from '../../server/auth/sessions';
import { generateToken } from '../../server/auth/tokens';
import { emailEvents, sessions, users } from '../../server/db/schema';
import { createInnerContext } from '../../server/trpc/context';
import { createCaller } from '../../server/routers/_app';
import type { DomainError } from '../../shared/errors';
import { useTestWorld } from '../helpers/context';
import { latestMailTo, mailCountTo, sendQueuedEmails } from '../helpers/mail';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createUser, uniq } from '../helpers/factories';

const world = useTestWorld();
const db = () => world.deps.database.db;
const visitor = (ip = uniq('ip')) => createCaller(createInnerContext({ deps: world.deps, user: null, ip }));

/** Sends what is queued (as the e-mail worker does), then the token in the newest e-mail to the address. */
async function resetToken(email: string) {
  await sendQueuedEmails(world);
  const { link, token } = await latestMailTo(db(), email);
  return link?.includes('/auth/reset?') ? token : undefined;
}

async function account() {
  return createUser(db(), 'eater', { passwordHash: await hashPassword('the old password') });
}

describe('forgotten password', () => {
  it('answers alike for an unknown address, and sends it nothing', async () => {
    const nobody = `${uniq('nobody')}@example.com`;
    expect(await visitor().auth.requestPasswordReset({ email: nobody })).toEqual({ status: 'resetSent' });
    await sendQueuedEmails(world);
    expect(await mailCountTo(db(), nobody)).toBe(0);
    const [event] = await db().select().from(emailEvents).where(eq(emailEvents.recipientEmail, nobody));
    expect(event).toMatchObject({ status: 'skipped', error: 'no account has this address' });
  });

  it('does the same work before answering for a known and an unknown address: the very same statements', async () => {
    // Anything an account made the request do (look it up, write its link) would be a difference an attacker can
    // time; all of that happens when the e-mail is sent (server/email/account-links.ts).
    const user = await account();
    const statementsFor = async (email: string) => {
      world.database.queries.length = 0;
      await visitor().auth.requestPasswordReset({ email });
      return [...world.database.queries];
    };
    const known = await statementsFor(user.email);
    const unknown = await statementsFor(`${uniq('nobody')}@example.com`);
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
    // The account still gets its link.
    expect(await resetToken(user.email)).toMatch(/^[a-z2-7]{32}$/);
  });

  it('resets with the link once, ends every session of that user only, and the old password stops working', async () => {
    const user = await account();
    const other = await account();
    await createSession(db(), user.id, world.clock.now());
    await createSession(db(), other.id, world.clock.now());
    expect(await visitor().auth.requestPasswordReset({ email: user.email.toUpperCase() })).toEqual({
      status: 'resetSent',
    });
    const token = (await resetToken(user.email))!;
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    await expectBadRequest(visitor().auth.resetPassword({ token, password: 'short' }));
    expect(await visitor().auth.resetPassword({ token, password: 'a brand new password' })).toEqual({
      status: 'passwordReset',
    });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash!, 'a brand new password')).toBe(true);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await db().select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(1);
    // Used once.
    await expectAppError(visitor().auth.resetPassword({ token, password: 'yet another password' }), 'invalidToken');
  });

  it('a link expires after an hour, and a newer request replaces the older link', async () => {
    const user = await account();
    await visitor().auth.requestPasswordReset({ email: user.email });
    const first = (await resetToken(user.email))!;
    world.clock.advance(1000);
    await visitor().auth.requestPasswordReset({ email: user.email });
    const second = (await resetToken(user.email))!;
    expect(second).not.toBe(first);
    await expectAppError(
      visitor().auth.resetPassword({ token: first, password: 'a brand new password' }),
      'invalidToken',
    );
    world.clock.advance(60 * 60_000 + 1000);
    await expectAppError(
      visitor().auth.resetPassword({ token: second, password: 'a brand new password' }),
      'invalidToken',
    );
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash!, 'the old password')).toBe(true);
  });

  it('refuses a new password that is easy to guess, with its reasons; the link still works after', async () => {
    const user = await account();
    await visitor().auth.requestPasswordReset({ email: user.email });
    const token = (await resetToken(user.email))!;
    const error = await expectAppError(
      visitor().auth.resetPassword({ token, password: 'password123' }),
      'weakPassword',
    );
    expect(String((error.cause as DomainError).details!.reasons).split(',')).toContain('warning.common');
    expect(await visitor().auth.resetPassword({ token, password: 'a brand new password' })).toEqual({
      status: 'passwordReset',
    });
  });

  it('throttles new passwords set with a link per IP (10 in 10 minutes): each costs a password hash', async () => {
    const ip = uniq('ip');
    for (let i = 0; i < 10; i++) {
      await expectAppError(
        visitor(ip).auth.resetPassword({ token: generateToken(), password: 'a brand new password' }),
        'invalidToken',
      );
    }
    await expectAppError(
      visitor(ip).auth.resetPassword({ token: generateToken(), password: 'a brand new password' }),
      'tooManyRequests',
    );
    // Another address is not held up.
    await expectAppError(
      visitor().auth.resetPassword({ token: generateToken(), password: 'a brand new password' }),
      'invalidToken',
    );
  });

  it('throttles requests per address (3 an hour) and per IP (5 in 10 minutes)', async () => {
    const user = await account();
    for (let i = 0; i < 3; i++) await visitor().auth.requestPasswordReset({ email: user.email });
    await expectAppError(visitor().auth.requestPasswordReset({ email: user.email }), 'tooManyRequests');
    const ip = uniq('ip');
    for (let i = 0; i < 5; i++) await visitor(ip).auth.requestPasswordReset({ email: `${uniq('x')}@example.com` });
    await expectAppError(
      visitor(ip).auth.requestPasswordReset({ email: `${uniq('x')}@example.com` }),
      'tooManyRequests',
    );
  });
});
