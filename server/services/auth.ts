// Account use cases: sign-up with e-mail confirmation, sign-in, sign-out, profile, cook mode, office binding,
// Google and Microsoft sign-in. Every rule here is the server's; the client only repeats some for a quicker answer.
import { randomUUID } from 'node:crypto';
import type { Locale } from '../../shared/enums';
import { isAdminRole } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import { passwordStrength, personalWords } from '../../shared/password-strength';
import { splitFullName, type UpdateProfileInput } from '../../shared/schemas/auth';
import type { AuthUser, Visitor } from '../auth/auth-user';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import { createSession, endAllSessions, type NewSession } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import type { Database, Executor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { insertEmailPrefs } from '../db/queries/email-prefs';
import { findOfficeForBinding } from '../db/queries/organizations';
import {
  bindProfileOffice,
  findCredentials,
  findProfile,
  findUserBySubject,
  insertUserWithProfile,
  linkProviderAccount,
  markEmailVerified,
  replaceUnconfirmedSignUp,
  type SignInProvider,
  switchCookRole,
  updateProfileFields,
} from '../db/queries/users';
import { consumeVerificationToken, deleteUserVerificationTokens } from '../db/queries/verification-tokens';
import { isSuspended } from '../domain/accounts';
import { enqueueEmail } from '../db/queries/email-events';
import type { LinkRequest } from '../email/account-links';
import { sendQueuedNow } from '../outbound/dispatch';
import type { AppDeps } from '../deps';
import { LIMITS, clearAttempts, giveBackAttempt, takeAttempt, throttleKeys } from './throttle';

// ---------------------------------------------------------------------------------------------------------------
// Session info

async function profileOf(db: Executor, userId: string) {
  const profile = await findProfile(db, userId);
  if (!profile) throw new DomainError('notAuthenticated');
  return profile;
}

export const sessionProfile = (deps: AppDeps, user: AuthUser) => profileOf(deps.database.db, user.id);
export type SessionProfile = Awaited<ReturnType<typeof sessionProfile>>;

// ---------------------------------------------------------------------------------------------------------------
// Sign-up and confirmation

/**
 * Queues the confirmation e-mail of a sign-up in the caller's transaction; answers the queue key, to send it once the
 * transaction has committed (sendConfirmation). The link's secret is made when the e-mail is sent
 * (server/email/account-links.ts), so it is never stored in plain text, not even in the queue.
 */
async function queueConfirmation(
  tx: Executor,
  user: { id: string; email: string; locale: Locale },
  redirect: string | undefined,
  now: Date,
) {
  // Through the queue like every e-mail (the CONFIRM_EMAIL template admins edit), sent at once: the user waits for it.
  const key = `CONFIRM_EMAIL:${randomUUID()}`;
  await enqueueEmail(tx, {
    templateCode: 'CONFIRM_EMAIL',
    recipientUserId: user.id,
    recipientEmail: user.email,
    locale: user.locale,
    payload: { linkFor: 'confirmEmail', redirect } satisfies LinkRequest,
    idempotencyKey: key,
    nextAttemptAt: now,
  });
  return key;
}

/**
 * Refuses a password that is too easy to guess (beyond the length rule of the input schema), with the reasons as
 * codes the forms translate.
 */
export function requireStrongPassword(password: string, related: string[] = []) {
  const strength = passwordStrength(password, related);
  if (!strength.ok) {
    throw new DomainError('weakPassword', { score: strength.score, reasons: strength.reasons.join(',') });
  }
}

/** Sends a queued confirmation now (after its transaction committed); the queue retries it if this fails. */
const sendConfirmation = (deps: AppDeps, key: string, now: Date) =>
  sendQueuedNow({ db: deps.database.db, mailer: deps.mailer, origin: deps.env.APP_ORIGIN, now: () => now }, key);

export async function signUp(
  deps: AppDeps,
  visitor: Visitor,
  input: { fullName: string; email: string; password: string; locale: Locale; redirect?: string },
): Promise<{ status: 'confirmationSent' }> {
  const db = deps.database.db;
  const now = deps.clock.now();
  await takeAttempt(db, [throttleKeys.signUpIp(visitor.ip)], LIMITS.signUp, now);
  const existing = await findCredentials(db, input.email);
  if (existing?.emailVerifiedAt) throw new DomainError('userAlreadyRegistered');

  requireStrongPassword(input.password, personalWords(input.fullName, input.email));
  const passwordHash = await hashPassword(input.password);
  const { firstName, lastName } = splitFullName(input.fullName);
  // One transaction: the account, its preferences and its queued confirmation e-mail exist together or
  // not at all (a failure midway once left an account whose confirmation e-mail was never queued).
  let key: string;
  try {
    key = await db.transaction(async (tx) => {
      if (existing) {
        // Never confirmed: whoever signed up before never proved the address. The newest sign-up takes the account
        // over (earlier links stop working), so a stranger's sign-up cannot lock the owner out of their own address.
        const replaced = await replaceUnconfirmedSignUp(
          tx,
          existing.id,
          { passwordHash, firstName, lastName, locale: input.locale },
          now,
        );
        if (!replaced) throw new DomainError('userAlreadyRegistered');
        await deleteUserVerificationTokens(tx, existing.id);
        return queueConfirmation(
          tx,
          { id: existing.id, email: existing.email, locale: input.locale },
          input.redirect,
          now,
        );
      }
      const user = await insertUserWithProfile(tx, {
        email: input.email,
        passwordHash,
        emailVerifiedAt: null,
        firstName,
        lastName,
        locale: input.locale,
        createdAt: now,
      });
      await insertEmailPrefs(tx, { userId: user.id, locale: input.locale });
      return queueConfirmation(tx, { id: user.id, email: input.email, locale: input.locale }, input.redirect, now);
    });
  } catch (error) {
    // Two sign-ups of one address at once: the unique index decides, the loser hears the usual answer.
    if (isUniqueViolation(error)) throw new DomainError('userAlreadyRegistered');
    throw error;
  }
  await sendConfirmation(deps, key, now);
  return { status: 'confirmationSent' };
}

export async function confirmEmail(deps: AppDeps, { token }: { token: string }): Promise<{ status: 'confirmed' }> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const userId = await consumeVerificationToken(db, hashToken(token), now);
  if (!userId) throw new DomainError('invalidToken');
  await markEmailVerified(db, userId, now);
  await deleteUserVerificationTokens(db, userId);
  return { status: 'confirmed' };
}

/**
 * Queues a CONFIRM_EMAIL for the address, whatever it is: the account is looked up and the link made when the
 * e-mail is sent (server/email/account-links.ts; an unknown or confirmed address gets nothing), so the answer comes
 * after the same work, and as fast, for unknown, unconfirmed and confirmed addresses.
 */
export async function resendConfirmation(
  deps: AppDeps,
  visitor: Visitor,
  input: { email: string; redirect?: string },
): Promise<{ status: 'confirmationSent' }> {
  const db = deps.database.db;
  const now = deps.clock.now();
  await takeAttempt(db, [throttleKeys.resendIp(visitor.ip)], LIMITS.resendConfirmation, now);
  await enqueueEmail(db, {
    templateCode: 'CONFIRM_EMAIL',
    recipientUserId: null,
    recipientEmail: input.email,
    payload: { linkFor: 'confirmEmail', redirect: input.redirect } satisfies LinkRequest,
    idempotencyKey: `CONFIRM_EMAIL:${randomUUID()}`,
    nextAttemptAt: now,
  });
  return { status: 'confirmationSent' };
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-in and sign-out

/**
 * Checks the password; unknown e-mail and wrong password answer alike (and take as long). The 11th failed attempt
 * within the window is refused even with the right password. A successful sign-in starts a new session.
 */
export async function signIn(
  deps: AppDeps,
  visitor: Visitor,
  input: { email: string; password: string },
): Promise<NewSession> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const ipKey = throttleKeys.signInIp(visitor.ip);
  const accountKey = throttleKeys.signInAccount(input.email);
  await takeAttempt(db, [ipKey, accountKey], LIMITS.signInFailures, now);

  const user = await findCredentials(db, input.email);
  let passwordOk = false;
  if (user?.passwordHash) passwordOk = await verifyPassword(user.passwordHash, input.password);
  // No account (or a Google-only one): verify against a dummy hash anyway, so the answer takes as long.
  else await verifyPassword(await dummyPasswordHash(), input.password);
  if (!user || !passwordOk) throw new DomainError('invalidCredentials');

  // The right password is not a failed attempt.
  await Promise.all([giveBackAttempt(db, ipKey), clearAttempts(db, accountKey)]);
  if (!user.emailVerifiedAt) throw new DomainError('emailNotConfirmed');

  // Signing in signs the previous user of this browser out everywhere first.
  if (visitor.user) await signOut(deps, visitor.user);
  return createSession(db, user.id, now);
}

/**
 * Who a user is changed (sessions ended, role or office): this instance forgets their cached sessions now; the
 * others hear it from the database (auth_changes).
 */
const forgetSessions = (deps: AppDeps, userId: string) => deps.sessions.invalidateUser(userId);

export async function signOut(deps: AppDeps, user: AuthUser | null): Promise<void> {
  if (!user) return;
  await endAllSessions(deps.database.db, user.id);
  forgetSessions(deps, user.id);
}

// ---------------------------------------------------------------------------------------------------------------
// Profile, cook mode, office

export async function updateProfile(deps: AppDeps, user: AuthUser, patch: UpdateProfileInput) {
  await updateProfileFields(deps.database.db, user.id, patch, deps.clock.now());
  return sessionProfile(deps, user);
}

/**
 * Eater <-> cook. Admins keep their role. A suspended eater cannot become a cook. As a role change it ends all the
 * user's sessions and starts a fresh one for this browser.
 */
export async function toggleCookMode(deps: AppDeps, user: AuthUser) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const current = user.role;
  if (isAdminRole(current)) throw new DomainError('roleChangeNotAllowed');
  if (current === 'eater' && isSuspended(user, now)) throw new DomainError('suspended');
  const { role, session } = await db.transaction(async (tx) => {
    const next = await switchCookRole(tx, user.id, current, now);
    if (!next) throw new DomainError('invalidTransition');
    await endAllSessions(tx, user.id);
    return { role: next, session: await createSession(tx, user.id, now) };
  });
  forgetSessions(deps, user.id);
  return {
    role,
    message: role === 'cook' ? ('cookMode.enabled' as const) : ('cookMode.disabled' as const),
    session,
  };
}

export async function bindOffice(deps: AppDeps, user: AuthUser, { slug }: { slug: string }) {
  const db = deps.database.db;
  if (user.officeId) throw new DomainError('alreadyInOffice');
  const office = await findOfficeForBinding(db, slug);
  if (!office) throw new DomainError('officeNotFound');
  const domain = user.email.split('@').pop()!.toLowerCase();
  const allowed = office.allowedEmailDomains.map((d) => d.toLowerCase());
  if (allowed.length > 0 && !allowed.includes(domain)) throw new DomainError('emailDomainNotAllowed');
  if (!(await bindProfileOffice(db, user.id, office.id, deps.clock.now()))) throw new DomainError('alreadyInOffice');
  forgetSessions(deps, user.id);
  return sessionProfile(deps, user);
}

// ---------------------------------------------------------------------------------------------------------------
// Google and Microsoft: one set of rules for every sign-in provider

export interface OAuthIdentity {
  provider: SignInProvider;
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  picture: string | null;
  locale: Locale;
}

/**
 * Finds or creates the account of a provider's identity and answers its id. An existing account is linked only when
 * the provider says the address is verified (otherwise anyone could claim it with an unverified address) and it has
 * no other identity of that provider yet. The office's allowed e-mail domains apply when the person joins an office
 * (bindOffice), whichever way they signed in.
 */
async function providerAccount(db: Database, identity: OAuthIdentity, now: Date): Promise<string> {
  const linked = await findUserBySubject(db, identity.provider, identity.subject);
  if (linked) return linked.id;
  if (!identity.emailVerified) throw new DomainError('emailNotConfirmed');

  const existing = await findCredentials(db, identity.email);
  if (existing) {
    if (!(await linkProviderAccount(db, identity.provider, existing.id, identity.subject, now)))
      throw new DomainError('userAlreadyRegistered');
    await deleteUserVerificationTokens(db, existing.id);
    return existing.id;
  }
  return db.transaction(async (tx) => {
    const user = await insertUserWithProfile(tx, {
      email: identity.email,
      passwordHash: null,
      emailVerifiedAt: now,
      ...(identity.provider === 'google'
        ? { googleSubject: identity.subject }
        : { microsoftSubject: identity.subject }),
      firstName: identity.givenName,
      lastName: identity.familyName,
      avatarUrl: identity.picture,
      locale: identity.locale,
      createdAt: now,
    });
    await insertEmailPrefs(tx, { userId: user.id, locale: identity.locale });
    return user.id;
  });
}

/**
 * Sign-in through a provider: the account is settled first, so a failure leaves the current user signed in; then,
 * like a password sign-in, whoever was signed in on this browser is signed out everywhere and a new session starts.
 */
export async function signInWithProvider(deps: AppDeps, visitor: Visitor, identity: OAuthIdentity) {
  const now = deps.clock.now();
  const userId = await providerAccount(deps.database.db, identity, now);
  if (visitor.user) await signOut(deps, visitor.user);
  return createSession(deps.database.db, userId, now);
}
