// Organizations and offices.
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { offices, organizations } from '../schema';

export async function countOrganizations(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organizations);
  return row?.n ?? 0;
}

export async function insertOrganization(db: Executor, values: { name: string; allowedEmailDomains: string[] }) {
  const [row] = await db
    .insert(organizations)
    .values(values)
    .returning({ id: organizations.id, name: organizations.name });
  return row!;
}

export interface NewOffice {
  organizationId: string;
  name: string;
  slug: string;
  /** Its own subdomain under BASE_DOMAIN (docs/decisions/030-office-subdomains.md), if any. */
  subdomain?: string | null;
  timeZone?: string;
}

export async function insertOffice(db: Executor, values: NewOffice) {
  const [row] = await db
    .insert(offices)
    .values(values)
    .returning({ id: offices.id, slug: offices.slug, name: offices.name, timeZone: offices.timeZone });
  return row!;
}

/** The office with its organization's allowed e-mail domains (for joining it). */
export async function findOfficeForBinding(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: offices.id, slug: offices.slug, allowedEmailDomains: organizations.allowedEmailDomains })
    .from(offices)
    .innerJoin(organizations, eq(organizations.id, offices.organizationId))
    .where(eq(offices.slug, slug))
    .limit(1);
  return row;
}
