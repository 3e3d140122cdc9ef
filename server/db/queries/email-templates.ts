// The e-mail templates table: one row per code and locale.
import { and, asc, eq } from 'drizzle-orm';
import type { EmailTemplateCode, Locale } from '../../../shared/enums';
import type { Executor } from '../client';
import { emailTemplates } from '../schema';

export async function findEmailTemplate(db: Executor, code: EmailTemplateCode, locale: Locale) {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.templateCode, code), eq(emailTemplates.locale, locale)));
  return row;
}

export const listEmailTemplates = (db: Executor) =>
  db.select().from(emailTemplates).orderBy(asc(emailTemplates.templateCode), asc(emailTemplates.locale));

export async function insertEmailTemplate(db: Executor, values: typeof emailTemplates.$inferInsert) {
  const [row] = await db.insert(emailTemplates).values(values).returning();
  return row!;
}

export async function updateEmailTemplate(
  db: Executor,
  id: string,
  patch: Partial<typeof emailTemplates.$inferInsert>,
) {
  const [row] = await db.update(emailTemplates).set(patch).where(eq(emailTemplates.id, id)).returning();
  return row!;
}
