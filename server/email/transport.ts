// How a message leaves: SMTP (nodemailer) when SMTP_URL is set, otherwise the database outbox, which the
// development mail page lists. One interface, so the queue dispatcher can use either.
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { insertOutboxMessage } from '../db/queries/email-outbox';
import type { Env } from '../env';
import { hasLineBreak } from './render';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** Files sent along (the calendar entry of a reservation); the outbox keeps only the message. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  provider: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

function assertSafeHeaders(message: MailMessage) {
  const values = [message.to, message.subject, ...Object.values(message.headers ?? {})];
  if (values.some(hasLineBreak)) throw new Error('Refusing an e-mail header with a line break');
}

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Database): Mailer {
  if (env.SMTP_URL) {
    // Pooled: one connection carries many messages (the dispatcher sends batches).
    const url = new URL(env.SMTP_URL);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    const transport = nodemailer.createTransport(url.toString());
    return {
      provider: 'smtp',
      async send(message) {
        assertSafeHeaders(message);
        await transport.sendMail({ from: env.MAIL_FROM, ...message });
      },
    };
  }
  return {
    provider: 'outbox',
    async send(message) {
      assertSafeHeaders(message);
      await insertOutboxMessage(db, {
        toEmail: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    },
  };
}
