// /dev/mail (outside production, outbox transport only): the e-mails the app would have sent, newest first, with
// their links clickable, so sign-up works on a machine without SMTP.
import type { FastifyInstance } from 'fastify';
import { listOutboxMessages } from '../db/queries/email-outbox';
import { escapeHtml } from '../email/render';
import type { AppDeps } from '../trpc/context';
import { htmlPage } from './html-page';

const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

export function registerDevMail(app: FastifyInstance, deps: AppDeps) {
  if (deps.env.NODE_ENV === 'production' || deps.mailer.provider !== 'outbox') return;
  app.get('/dev/mail', async (_req, reply) => {
    const messages = await listOutboxMessages(deps.database.db);
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><div class="meta">To ${escapeHtml(m.toEmail)} · ${m.createdAt.toISOString()}</div><pre>${linkify(escapeHtml(m.text))}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        htmlPage({
          lang: 'en',
          title: 'Development mail',
          body: `<h1>Development mail</h1><p class="meta">No SMTP_URL is set, so e-mails are kept here instead of being sent. This page does not exist in production.</p>${items || '<p>No e-mails yet.</p>'}`,
        }),
      );
  });
}
