import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { emailOutbox } from '../../server/db/schema';
import { dispatchEmails } from '../../server/outbound/dispatch';
import type { TestWorld } from './context';

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

/** Sends what the world's queue holds now, as an instance's e-mail worker would (into the outbox). */
export function sendQueuedEmails(world: TestWorld) {
  return dispatchEmails({
    db: world.deps.database.db,
    mailer: world.deps.mailer,
    origin: world.deps.env.APP_ORIGIN,
    now: () => world.clock.now(),
  });
}
