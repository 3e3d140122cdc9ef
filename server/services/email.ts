// The email router's use cases: the no-login preference page (by its token), RFC 8058 one-click unsubscribe, and
// for admins the queue (counts, events, retry, run the dispatcher now) and the templates (list, create, edit,
// preview with sample values, send a test to oneself). Template and retry changes write the audit log.
import { randomUUID } from 'node:crypto';
import { ADMIN_PAGE_SIZE } from '../../shared/constants';
import type { EmailEventStatus, EmailTemplateCode, Locale } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import { formatCalendarDate, formatPrice, formatTimeRange } from '../../shared/format';
import type { AdminActor, AuthUser } from '../auth/auth-user';
import { isUniqueViolation } from '../db/errors';
import {
  emailEventExists,
  emailEventStatusByKey,
  emailStatusCounts,
  enqueueEmail,
  listEmailEvents,
  retryFailedEmail,
} from '../db/queries/email-events';
import { hashToken } from '../auth/tokens';
import {
  findPrefsByToken,
  findPrefsOfUser,
  insertEmailPrefs,
  updatePrefsByToken,
  updatePrefsOfUser,
} from '../db/queries/email-prefs';
import {
  findEmailTemplate,
  insertEmailTemplate,
  listEmailTemplates,
  updateEmailTemplate,
} from '../db/queries/email-templates';
import type { AppDeps } from '../deps';
import { composeEmail } from '../email/compose';
import { dispatchEmails, sendQueuedNow } from '../email/dispatcher';
import { unknownVariables } from '../email/templates';
import { recordAudit } from './audit';

// ---------------------------------------------------------------------------------------------------------------
// Preferences

/**
 * An address with its name hidden but for the first letter ("jonas@example.com" -> "j•••@example.com"): the
 * preference page needs no login and its link may be forwarded, so it shows only enough to recognise one's own.
 */
export function maskEmail(email: string) {
  const at = email.lastIndexOf('@');
  const name = email.slice(0, at);
  return `${[...name][0] ?? ''}•••${email.slice(at)}`;
}

/** What the preference page shows, with the address masked (maskEmail). */
export async function preferences(deps: AppDeps, { token }: { token: string }) {
  const prefs = await findPrefsByToken(deps.database.db, hashToken(token));
  if (!prefs) throw new DomainError('notFound');
  return { email: maskEmail(prefs.email), transactional: prefs.transactional, marketing: prefs.marketing };
}

export async function savePreferences(
  deps: AppDeps,
  input: { token: string; transactional: boolean; marketing: boolean },
) {
  const saved = await updatePrefsByToken(
    deps.database.db,
    hashToken(input.token),
    { transactional: input.transactional, marketing: input.marketing },
    deps.clock.now(),
  );
  if (!saved) throw new DomainError('notFound');
  return saved;
}

/** The signed-in user's own switches (the profile page); accounts made before preferences existed get theirs now. */
export async function myPreferences(deps: AppDeps, user: AuthUser) {
  const db = deps.database.db;
  let prefs = await findPrefsOfUser(db, user.id);
  if (!prefs) {
    await insertEmailPrefs(db, { userId: user.id, locale: 'en' });
    prefs = (await findPrefsOfUser(db, user.id))!;
  }
  return { transactional: prefs.transactional, marketing: prefs.marketing };
}

export async function saveMyPreferences(
  deps: AppDeps,
  user: AuthUser,
  input: { transactional: boolean; marketing: boolean },
) {
  await myPreferences(deps, user);
  return updatePrefsOfUser(deps.database.db, user.id, input, deps.clock.now());
}

/** RFC 8058: turns marketing off for the token's owner and does nothing else. */
export async function oneClickUnsubscribe(deps: AppDeps, { token }: { token: string }) {
  const prefs = await updatePrefsByToken(deps.database.db, hashToken(token), { marketing: false }, deps.clock.now());
  return prefs !== undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Queue

/** The queue of the actor's organization (e-mails to its people); a super admin's is every e-mail. */
export async function queue(
  deps: AppDeps,
  actor: Pick<AdminActor, 'organizationId'>,
  query: {
    status: EmailEventStatus | null;
    templateCode: EmailTemplateCode | null;
    cursor: { key: Date; id: string } | null;
  },
) {
  const db = deps.database.db;
  const scope = actor.organizationId;
  const [counts, rows] = await Promise.all([
    emailStatusCounts(db, scope),
    listEmailEvents(db, scope, query, ADMIN_PAGE_SIZE + 1),
  ]);
  const items = rows.slice(0, ADMIN_PAGE_SIZE);
  return {
    counts: {
      pending: counts.pending ?? 0,
      processing: counts.processing ?? 0,
      sent: counts.sent ?? 0,
      failed: counts.failed ?? 0,
      skipped: counts.skipped ?? 0,
    },
    items,
    nextCursor: rows.length > ADMIN_PAGE_SIZE ? { key: items.at(-1)!.createdAt, id: items.at(-1)!.id } : null,
  };
}

export async function retry(deps: AppDeps, actor: AdminActor, { id }: { id: string }) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    // Another organization's e-mail is as unknown as one that does not exist.
    if (!(await emailEventExists(tx, id, actor.organizationId))) throw new DomainError('notFound');
    if (!(await retryFailedEmail(tx, id, now))) throw new DomainError('emailNotRetryable');
    await recordAudit(
      tx,
      actor,
      {
        action: 'emailEvent.retry',
        targetType: 'emailEvent',
        targetId: id,
        targetLabel: id,
        before: { status: 'failed' },
        after: { status: 'pending' },
      },
      now,
    );
    return { id, status: 'pending' as const };
  });
}

const dispatchDepsOf = (deps: AppDeps) => ({
  db: deps.database.db,
  mailer: deps.mailer,
  origin: deps.env.APP_ORIGIN,
  now: () => deps.clock.now(),
});

export const runDispatcher = async (deps: AppDeps) => dispatchEmails(dispatchDepsOf(deps));

// ---------------------------------------------------------------------------------------------------------------
// Templates

export const templates = (deps: AppDeps) => listEmailTemplates(deps.database.db);

interface TemplateInput {
  templateCode: EmailTemplateCode;
  locale: Locale;
  subject: string;
  bodyHtml: string;
  bodyText: string;
}

function checkVariables(input: Pick<TemplateInput, 'subject' | 'bodyHtml' | 'bodyText'>) {
  const unknown = unknownVariables(input.subject, input.bodyHtml, input.bodyText);
  if (unknown.length)
    throw new DomainError('unknownTemplateVariable', { names: unknown.map((n) => `{{${n}}}`).join(', ') });
}

/** Creates a template for a code and locale that has none. */
export async function createTemplate(deps: AppDeps, actor: AuthUser, input: TemplateInput) {
  checkVariables(input);
  const now = deps.clock.now();
  try {
    return await deps.database.db.transaction(async (tx) => {
      const row = await insertEmailTemplate(tx, { ...input, updatedAt: now });
      await recordAudit(
        tx,
        actor,
        {
          action: 'emailTemplate.create',
          targetType: 'emailTemplate',
          targetId: row.id,
          targetLabel: `${input.templateCode} (${input.locale})`,
          after: { subject: input.subject },
        },
        now,
      );
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('templateExists');
    throw error;
  }
}

/** Edits the template of a code and locale; the code and locale are its key and never change. */
export async function updateTemplate(deps: AppDeps, actor: AuthUser, input: TemplateInput) {
  checkVariables(input);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const before = await findEmailTemplate(tx, input.templateCode, input.locale);
    if (!before) throw new DomainError('notFound');
    const row = await updateEmailTemplate(tx, before.id, {
      subject: input.subject,
      bodyHtml: input.bodyHtml,
      bodyText: input.bodyText,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'emailTemplate.update',
        targetType: 'emailTemplate',
        targetId: before.id,
        targetLabel: `${input.templateCode} (${input.locale})`,
        before: { subject: before.subject, bodyHtml: before.bodyHtml, bodyText: before.bodyText },
        after: { subject: input.subject, bodyHtml: input.bodyHtml, bodyText: input.bodyText },
      },
      now,
    );
    return row;
  });
}

/** Sample values, formatted for the locale, for previews and test e-mails. */
export function sampleVariables(locale: Locale, origin: string) {
  return {
    cook_name: 'Rasa Petraitė',
    meal_title: locale === 'lt' ? 'Cepelinai su grybų padažu' : 'Cepelinai with mushroom sauce',
    price: formatPrice(650, locale),
    quantity: 1,
    pickup_window: formatTimeRange('12:30', '13:30', locale),
    office_name: 'Vilnius HQ',
    date_label: formatCalendarDate('2026-11-25', locale, 'long'),
    manage_link: `${origin}/activity`,
    action_link: `${origin}/auth`,
    details: 'Tomas Jankauskas × 1\nLina Urbonaitė × 2',
  };
}

/** The template as it would be sent, with sample values (unsaved edits included). */
export async function previewTemplate(deps: AppDeps, actor: AuthUser, input: TemplateInput) {
  checkVariables(input);
  // Rendered through the real composer, with the unsaved text as the template.
  const message = await composeEmail(
    deps.database.db,
    { templateCode: input.templateCode, payload: { vars: sampleVariables(input.locale, deps.env.APP_ORIGIN) } },
    { email: actor.email, name: 'Ona Testienė', locale: input.locale, unsubToken: null },
    deps.env.APP_ORIGIN,
    { subject: input.subject, html: input.bodyHtml, text: input.bodyText },
  );
  return { subject: message.subject, html: message.html, text: message.text };
}

/**
 * Queues a test of a template to the super admin's own address, sends that one e-mail now (never anyone else's
 * queue) and reports what became of it (the instance's own worker may have taken it first; it is waited for a few
 * seconds).
 */
export async function sendTest(
  deps: AppDeps,
  actor: AuthUser,
  input: { templateCode: EmailTemplateCode; locale: Locale },
) {
  const key = `TEST:${randomUUID()}`;
  await enqueueEmail(deps.database.db, {
    templateCode: input.templateCode,
    recipientUserId: null,
    recipientEmail: actor.email,
    locale: input.locale,
    payload: { vars: { user_name: actor.email, ...sampleVariables(input.locale, deps.env.APP_ORIGIN) } },
    idempotencyKey: key,
    nextAttemptAt: deps.clock.now(),
  });
  await sendQueuedNow(dispatchDepsOf(deps), key);
  let event = await emailEventStatusByKey(deps.database.db, key);
  for (let wait = 0; wait < 20 && event?.status === 'processing'; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    event = await emailEventStatusByKey(deps.database.db, key);
  }
  return { sent: event?.status === 'sent', status: event?.status ?? 'pending', error: event?.error ?? null };
}
