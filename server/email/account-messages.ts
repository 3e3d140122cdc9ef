// Account e-mails (confirmation), written from the locale texts in locales/<lng>/email.json.
import enEmail from '../../locales/en/email.json';
import ltEmail from '../../locales/lt/email.json';
import type { Locale } from '../../shared/enums';
import { emailHtml } from './layout';
import { renderTemplate } from './render';
import type { MailMessage } from './transport';

const TEXTS: Record<Locale, typeof enEmail> = { en: enEmail, lt: ltEmail };

export function confirmationMessage(opts: { to: string; name: string; locale: Locale; link: string }): MailMessage {
  const t = TEXTS[opts.locale].confirm;
  const vars = { name: opts.name || opts.to, link: opts.link };
  const greeting = renderTemplate(t.greeting, vars, 'text');
  const fallback = renderTemplate(t.fallback, vars, 'text');
  return {
    to: opts.to,
    subject: t.subject,
    html: emailHtml({
      lang: opts.locale,
      title: t.subject,
      paragraphs: [greeting, t.intro],
      button: { label: t.button, url: opts.link },
      footer: `${fallback} ${t.expiry}`,
    }),
    text: [greeting, '', t.intro, '', opts.link, '', t.expiry, '', t.signoff].join('\n'),
  };
}
