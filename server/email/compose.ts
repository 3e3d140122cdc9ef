// Turns a queued e-mail event into a message: the recipient's current locale, the template of that code and
// locale (English when missing), the variables read from the database now, the shared layout with the preference
// link, and a plain-text body made from the HTML when the template has none.
import enEmail from '../../locales/en/email.json';
import ltEmail from '../../locales/lt/email.json';
import type { EmailTemplateCode, Locale } from '../../shared/enums';
import { DEFAULT_TIME_ZONE, notificationPath } from '../../shared/enums';
import { formatCalendarDate, formatDateTime, formatPrice, formatTimeRange } from '../../shared/format';
import { displayName } from '../../shared/people';
import type { Executor } from '../db/client';
import { mealReservationFacts, preorderEmailFacts } from '../db/queries/email-events';
import { dailyMenuFacts } from '../db/queries/email-schedule';
import { findEmailTemplate } from '../db/queries/email-templates';
import { handoverFacts } from '../db/queries/handovers';
import { notificationForEmail } from '../db/queries/notifications';
import { waitlistEntryFacts } from '../db/queries/waitlist';
import { notificationSentence } from '../domain/push-text';
import { hhmm, utcParts } from '../../shared/office-time';
import { createEvent, type DateArray } from 'ics';
import { followedDigestVars } from './followed-digest';
import { escapeHtml, renderTemplate, type TemplateVars } from './render';
import { DEFAULT_TEMPLATES, textFromHtml } from './templates';
import type { MailMessage } from './transport';

const TEXTS: Record<Locale, typeof enEmail> = { en: enEmail, lt: ltEmail };

export interface Recipient {
  email: string;
  name: string;
  locale: Locale;
  /** The preference page's token; null for someone without an account. */
  unsubToken: string | null;
}

export class UnsendableEvent extends Error {}

/**
 * The pickup as a calendar entry (RFC 5545, UTC times, a stable UID per reservation) for the confirmation's
 * attachment, so the lunch lands in the eater's calendar.
 */
export function pickupCalendarEntry(
  facts: {
    title: string;
    cook: string;
    office: string;
    pickupDate: string;
    pickupStart: string;
    pickupEnd: string;
    timeZone: string;
  },
  uid: string,
  link: string,
) {
  const utc = (time: string): DateArray => utcParts(facts.pickupDate, time, facts.timeZone);
  const { error, value } = createEvent({
    uid: `${uid}@lunchbox`,
    title: facts.title,
    description: `${facts.cook} · ${link}`,
    location: facts.office,
    start: utc(facts.pickupStart),
    end: utc(facts.pickupEnd),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'lunchbox',
  });
  if (error || !value) return null;
  return value;
}

/** The variables of an event: from the database for preorder and meal e-mails, else from its payload. */
async function variablesOf(
  db: Executor,
  code: EmailTemplateCode,
  payload: Record<string, unknown>,
  locale: Locale,
  origin: string,
  attach: (attachment: NonNullable<MailMessage['attachments']>[number]) => void,
) {
  const texts = TEXTS[locale];
  const when = (date: string, start: string, end: string) => ({
    date_label: formatCalendarDate(date, locale, 'long'),
    pickup_window: formatTimeRange(hhmm(start), hhmm(end), locale),
  });
  /** A meal someone (would have) reserved: its title, portions, price, office, cook and pickup. */
  const mealVars = (facts: {
    title: string;
    quantity: number;
    priceCents: number;
    officeName: string;
    cookName: string;
    pickupDate: string;
    pickupStart: string;
    pickupEnd: string;
  }) => ({
    meal_title: facts.title,
    quantity: facts.quantity,
    price: formatPrice(facts.priceCents * facts.quantity, locale),
    office_name: facts.officeName,
    cook_name: facts.cookName,
    ...when(facts.pickupDate, facts.pickupStart, facts.pickupEnd),
  });
  if (code === 'NOTICE' && typeof payload.notificationId === 'string') {
    // The centre's own sentence in the reader's language, and its page (shared/enums.ts, notificationPath).
    const notification = await notificationForEmail(db, payload.notificationId);
    if (!notification) throw new UnsendableEvent('the notification no longer exists');
    const title = notification.payload.mealTitle;
    return {
      meal_title: typeof title === 'string' ? title : '',
      details: notificationSentence(notification, locale),
      manage_link: `${origin}${notificationPath(notification.kind)}`,
    } satisfies TemplateVars;
  }
  if (typeof payload.handoverId === 'string') {
    const facts = await handoverFacts(db, payload.handoverId);
    if (!facts) throw new UnsendableEvent('the offer no longer exists');
    return {
      ...mealVars({ ...facts, cookName: displayName({ firstName: facts.cookName, email: facts.cookEmail }) }),
      manage_link: `${origin}/activity`,
      // The offer's other side: who offers it (to the colleague), who took it (to the offerer).
      details:
        code === 'HANDOVER_TAKEN'
          ? displayName({ firstName: facts.takerName ?? '', email: facts.takerEmail ?? '' })
          : displayName({ firstName: facts.fromName, email: facts.fromEmail }),
    } satisfies TemplateVars;
  }
  if (typeof payload.waitlistEntryId === 'string') {
    const facts = await waitlistEntryFacts(db, payload.waitlistEntryId);
    if (!facts) throw new UnsendableEvent('the waitlist place no longer exists');
    return {
      ...mealVars({
        ...facts,
        cookName: displayName({ firstName: facts.cookFirstName, lastName: facts.cookLastName, email: facts.cookEmail }),
      }),
      manage_link: `${origin}/${facts.officeSlug}/menu`,
    } satisfies TemplateVars;
  }
  if (typeof payload.preorderId === 'string') {
    const facts = await preorderEmailFacts(db, payload.preorderId);
    if (!facts) throw new UnsendableEvent('the preorder no longer exists');
    const toCook = code === 'RESERVATION_CANCELLED' && payload.by === 'eater';
    const cookName = displayName({
      firstName: facts.cookFirstName,
      lastName: facts.cookLastName,
      email: facts.cookEmail,
    });
    if (code === 'RESERVATION_CONFIRMATION') {
      const entry = pickupCalendarEntry(
        { ...facts, cook: cookName, office: facts.officeName },
        payload.preorderId,
        `${origin}/activity`,
      );
      if (entry)
        attach({ filename: 'lunch.ics', content: entry, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    }
    return {
      ...mealVars({ ...facts, cookName }),
      manage_link: `${origin}${toCook ? '/cook/preorders' : '/activity'}`,
      details:
        code === 'RESERVATION_CANCELLED'
          ? [
              renderTemplate(
                toCook ? texts.cancelled.byEater : texts.cancelled.byCook,
                {
                  eater: displayName({
                    firstName: facts.eaterFirstName,
                    lastName: facts.eaterLastName,
                    email: facts.eaterEmail,
                  }),
                  cook: displayName({
                    firstName: facts.cookFirstName,
                    lastName: facts.cookLastName,
                    email: facts.cookEmail,
                  }),
                },
                'text',
              ),
              ...(!toCook && facts.withdrawReason
                ? [renderTemplate(texts.cancelled.reason, { reason: facts.withdrawReason }, 'text')]
                : []),
            ].join('\n')
          : '',
    } satisfies TemplateVars;
  }
  if (typeof payload.mealId === 'string') {
    const facts = await mealReservationFacts(db, payload.mealId);
    if (!facts) throw new UnsendableEvent('the meal no longer exists');
    return {
      meal_title: facts.title,
      quantity: facts.reservations.reduce((sum, r) => sum + r.quantity, 0),
      ...when(facts.pickupDate, facts.pickupStart, facts.pickupEnd),
      manage_link: `${origin}/cook/preorders`,
      details: facts.reservations.map((r) => `${r.name || '—'} × ${r.quantity}`).join('\n'),
    } satisfies TemplateVars;
  }
  if (typeof payload.officeId === 'string' && typeof payload.date === 'string') {
    const facts = await dailyMenuFacts(db, payload.officeId, payload.date);
    if (!facts || facts.meals.length === 0) throw new UnsendableEvent('no meals left for that day');
    return {
      office_name: facts.name,
      date_label: formatCalendarDate(payload.date, locale, 'long'),
      manage_link: `${origin}/${facts.slug}/menu?day=tomorrow`,
      details: facts.meals.map((m) => `${m.title} · ${m.cook} · ${formatPrice(m.priceCents, locale)}`).join('\n'),
    } satisfies TemplateVars;
  }
  if (Array.isArray(payload.digestMealIds)) {
    const vars = await followedDigestVars(db, payload.digestMealIds, locale, origin);
    if (!vars) throw new UnsendableEvent('none of the meals is on the menu any more');
    return vars;
  }
  if (typeof payload.suspendedUntil === 'string') {
    const until = new Date(payload.suspendedUntil);
    return {
      date_label: formatDateTime(until, locale, DEFAULT_TIME_ZONE),
      manage_link: `${origin}/cook/my-meals`,
    } satisfies TemplateVars;
  }
  return (payload.vars ?? {}) as TemplateVars;
}

/** The message for an event, or UnsendableEvent when what it is about is gone. */
export async function composeEmail(
  db: Executor,
  event: { templateCode: EmailTemplateCode; payload: Record<string, unknown> },
  recipient: Recipient,
  origin: string,
  /** A template not saved yet (the admin's preview). */
  draft?: { subject: string; html: string; text: string },
): Promise<MailMessage> {
  const locale = recipient.locale;
  const template = draft
    ? null
    : ((await findEmailTemplate(db, event.templateCode, locale)) ??
      (await findEmailTemplate(db, event.templateCode, 'en')));
  const source =
    draft ??
    (template
      ? { subject: template.subject, html: template.bodyHtml, text: template.bodyText }
      : {
          subject: DEFAULT_TEMPLATES[event.templateCode][locale].subject,
          html: DEFAULT_TEMPLATES[event.templateCode][locale].html,
          text: '',
        });
  const preferences = recipient.unsubToken ? `${origin}/u/${recipient.unsubToken}` : `${origin}/profile`;
  const attachments: NonNullable<MailMessage['attachments']> = [];
  const vars: TemplateVars = {
    user_name: recipient.name,
    unsubscribe_link: preferences,
    ...(await variablesOf(db, event.templateCode, event.payload, locale, origin, (file) => attachments.push(file))),
  };
  // A multi-line block (a list of reservations) keeps its lines in HTML.
  const body = renderTemplate(source.html, vars, 'html').replace(/\n(?![<\s])/g, '<br>');
  const subject = renderTemplate(source.subject, vars, 'text').replace(/[\r\n]+/g, ' ');
  const footer = renderTemplate(TEXTS[locale].layout.footer, { link: preferences }, 'text');
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.5;color:#1f2937">
<div style="max-width:560px;margin:0 auto"><p style="font-weight:800;color:#c2410c;margin:0 0 16px">Lunchbox</p>${body}
<p style="margin:32px 0 0;color:#6b7280;font-size:13px">${escapeHtml(TEXTS[locale].layout.company)}<br><a href="${escapeHtml(preferences)}" style="color:#6b7280">${escapeHtml(footer)}</a></p></div>
</body></html>`;
  const text = source.text ? renderTemplate(source.text, vars, 'text') : textFromHtml(body);
  return {
    to: recipient.email,
    subject,
    html,
    text: `${text}\n\n--\n${TEXTS[locale].layout.company}\n${footer}: ${preferences}`,
    ...(attachments.length ? { attachments } : {}),
  };
}
