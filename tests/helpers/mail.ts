import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { emailOutbox } from '../../server/db/schema';

/** The newest outbox message to `email`, and the first link in it. */
export async function latestMailTo(db: Database, email: string) {
  const [message] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toEmail, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  return { message, link, token: link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined };
}

export async function mailCountTo(db: Database, email: string) {
  return (await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.toEmail, email))).length;
}
