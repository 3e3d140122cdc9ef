// The e-mail sender of the delivery queue (server/outbound/queue.ts): renders one queued e-mail in its recipient's
// language as it stands at send time, and hands it to the mailer (SMTP, or the outbox: server/email/transport.ts).
// Skipped when the recipient turned that kind of e-mail off or is gone, or when what it was about is gone. Every
// attempt carries the row's id as its Message-ID, so a repeat after a worker died mid-send is one message to mail
// clients. E-mail goes only to the SMTP server the operator configured, never to an address a person typed, so it
// does not need the guarded client.
import { notificationKindOfEmail } from '../../shared/enums';
import { displayName } from '../../shared/people';
import { generateToken, hashToken } from '../auth/tokens';
import { recipientOf, type ClaimedEvent } from '../db/queries/email-events';
import { insertEmailPrefs, insertUnsubscribeToken } from '../db/queries/email-prefs';
import { wantsEmailFor } from '../db/queries/notification-prefs';
import { isLinkRequest, resolveLinkRequest } from '../email/account-links';
import { composeEmail, UnsendableEvent, type Recipient } from '../email/compose';
import { emailKind } from '../email/templates';
import type { OutboundDeps, Outcome } from './queue';

/** A send still unanswered after this is given up as failed (and retried), so a hung connection holds no lease. */
export const SEND_TIMEOUT_MS = 60_000;

export type EmailDeps = Pick<OutboundDeps, 'db' | 'now' | 'mailer' | 'origin'>;

async function recipientFor(deps: EmailDeps, event: ClaimedEvent): Promise<(Recipient & { allows: boolean }) | null> {
  if (!event.recipientUserId) {
    return {
      email: event.recipientEmail,
      name: event.recipientEmail,
      locale: event.locale,
      unsubToken: null,
      allows: true,
    };
  }
  const user = await recipientOf(deps.db, event.recipientUserId);
  if (!user) return null;
  // Accounts made before preferences existed (or by the demo seed) get theirs on their first e-mail.
  if (!user.hasPrefs) await insertEmailPrefs(deps.db, { userId: event.recipientUserId, locale: user.locale });
  const kind = emailKind(event.templateCode);
  // A notification's e-mail also follows the person's choice for its kind (notification_prefs, decision 042).
  const notificationKind = notificationKindOfEmail(event.templateCode, event.payload);
  const allows =
    kind === 'account' ||
    (kind === 'marketing'
      ? user.marketing === true
      : user.transactional !== false &&
        (notificationKind === null || (await wantsEmailFor(deps.db, event.recipientUserId, notificationKind))));
  if (!allows) return { email: user.email, name: displayName(user), locale: user.locale, unsubToken: null, allows };
  // Every e-mail gets a preference link of its own; only the secret's hash is stored (as for sessions).
  const unsubToken = generateToken();
  await insertUnsubscribeToken(deps.db, { tokenHash: hashToken(unsubToken), userId: event.recipientUserId });
  return { email: user.email, name: displayName(user), locale: user.locale, unsubToken, allows };
}

/** Renders and sends one claimed e-mail; a mailer error is thrown (the queue retries it). */
export async function sendEmail(deps: EmailDeps, event: ClaimedEvent): Promise<Outcome> {
  try {
    // A "send me a link" request finds its account only now (server/email/account-links.ts).
    const resolved = isLinkRequest(event.payload)
      ? await resolveLinkRequest(deps.db, event, deps.origin, deps.now())
      : event;
    const recipient = await recipientFor(deps, resolved);
    if (!recipient || !recipient.allows) {
      const reason = recipient ? 'the recipient turned this kind of e-mail off' : 'the recipient no longer exists';
      return { status: 'skipped', reason };
    }
    const message = await composeEmail(deps.db, resolved, recipient, deps.origin);
    if (emailKind(resolved.templateCode) === 'marketing' && recipient.unsubToken) {
      // RFC 8058 one-click unsubscribe: mail clients POST to this URL without a session.
      message.headers = {
        'List-Unsubscribe': `<${deps.origin}/u/${recipient.unsubToken}/unsubscribe>, <${deps.origin}/u/${recipient.unsubToken}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
    }
    // The row's id names the message: every attempt carries the same Message-ID (server/email/transport.ts).
    message.id = event.id;
    await withTimeout(deps.mailer.send(message), SEND_TIMEOUT_MS);
    return { status: 'sent' };
  } catch (error) {
    if (error instanceof UnsendableEvent) return { status: 'skipped', reason: error.message };
    throw error;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
