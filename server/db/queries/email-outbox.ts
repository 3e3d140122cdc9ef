import { desc } from 'drizzle-orm';
import type { Executor } from '../client';
import { emailOutbox } from '../schema';

export async function insertOutboxMessage(
  db: Executor,
  message: { toEmail: string; subject: string; html: string; text: string },
) {
  await db.insert(emailOutbox).values(message);
}

export async function listOutboxMessages(db: Executor, limit = 50) {
  return db
    .select({
      id: emailOutbox.id,
      toEmail: emailOutbox.toEmail,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}
