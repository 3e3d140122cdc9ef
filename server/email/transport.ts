// How a message leaves: SMTP (nodemailer) when SMTP_URL is set, otherwise the database outbox, which the
// development mail page lists. One interface, so the queue dispatcher can use either.
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { insertOutboxMessage } from '../db/queries/email-outbox';
import type { Env } from '../env';
import { hasLineBreak } from './render';

export interface MailMessage {
  /**
   * What names the message (the queue event's id): every attempt to send it carries the same Message-ID, so a
   * mail client drops the copy a retry after a crash mid-send would deliver.
   */
  id?: string;
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

/** The domain of the sender's address ("Lunchbox <no-reply@lunch.example>" -> "lunch.example"). */
export function mailDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split('@').pop()?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

/** RFC 5322 Message-ID of a message: its stable id at the sender's mail domain. */
export const messageIdFor = (id: string, from: string) => `<${id}@${mailDomain(from)}>`;

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
        const { id, ...content } = message;
        await transport.sendMail({
          from: env.MAIL_FROM,
          ...content,
          ...(id ? { messageId: messageIdFor(id, env.MAIL_FROM) } : {}),
        });
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
