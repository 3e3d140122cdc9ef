// The e-mails that answer "send me a link" for an address (a forgotten password, a confirmation sent again). The
// request only queues one, whether or not the address has an account, so it does the same work and takes as long
// either way (nothing to learn from its timing: server/services/password-reset.ts, server/services/auth.ts). The
// lookup of the account, and the link's new secret (of which only the SHA-256 is stored), happen here when the
// e-mail is sent; an address without a matching account is settled as skipped and nothing is sent.
import { safeRedirectPath } from '../../shared/redirect';
import { displayName } from '../../shared/people';
import { generateToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { replacePasswordResetToken } from '../db/queries/password-reset';
import { findCredentials, findProfile } from '../db/queries/users';
import { deleteUserVerificationTokens, insertVerificationToken } from '../db/queries/verification-tokens';
import type { ClaimedEvent } from '../db/queries/email-events';
import { UnsendableEvent } from './compose';

export const RESET_TTL_MS = 60 * 60_000;
export const CONFIRMATION_TTL_MS = 24 * 60 * 60_000;

/** What a queued link request says in its payload. */
export type LinkRequest = { linkFor: 'passwordReset' } | { linkFor: 'confirmEmail'; redirect?: string };

export const isLinkRequest = (payload: Record<string, unknown>) =>
  payload.linkFor === 'passwordReset' || payload.linkFor === 'confirmEmail';

/** The confirmation link of an account, made when its e-mail is sent. */
export function confirmationLink(origin: string, token: string, redirect: string | undefined) {
  const link = new URL('/auth/confirm', origin);
  link.searchParams.set('token', token);
  const target = safeRedirectPath(redirect, '');
  if (target) link.searchParams.set('redirect', target);
  return link.toString();
}

/**
 * Resolves a queued link request into the event to send: the account as its recipient and a fresh link in its
 * variables. Throws UnsendableEvent (settled as skipped) when the address has no account that may have the link: a
 * password reset needs an account; a confirmation, an account not confirmed yet.
 */
export async function resolveLinkRequest(
  db: Database,
  event: ClaimedEvent,
  origin: string,
  now: Date,
): Promise<ClaimedEvent> {
  const request = event.payload as LinkRequest;
  const user = await findCredentials(db, event.recipientEmail);
  if (!user) throw new UnsendableEvent('no account has this address');
  const profile = await findProfile(db, user.id);
  const token = generateToken();
  let link: string;
  let name: string;
  if (request.linkFor === 'passwordReset') {
    // One live link per account: this one replaces any earlier.
    await replacePasswordResetToken(db, {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    });
    const reset = new URL('/auth/reset', origin);
    reset.searchParams.set('token', token);
    link = reset.toString();
    name = profile ? displayName(profile) : user.email;
  } else {
    if (user.emailVerifiedAt) throw new UnsendableEvent('the address is confirmed already');
    await db.transaction(async (tx) => {
      // Earlier links stop working: only the newest e-mail's does.
      await deleteUserVerificationTokens(tx, user.id);
      await insertVerificationToken(tx, {
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
      });
    });
    link = confirmationLink(origin, token, request.redirect);
    name = profile?.firstName || user.email;
  }
  return {
    ...event,
    recipientUserId: user.id,
    payload: { vars: { user_name: name, action_link: link } },
  };
}
