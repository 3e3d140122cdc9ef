// The audit log's writes and its filtered, keyset-paged read.
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditTargetType } from '../../../shared/enums';
import type { AuditLogQuery } from '../../../shared/schemas/admin';
import type { Executor } from '../client';
import { auditLog } from '../schema';
import { afterCursor, containing } from './admin';
import { organizationOfTarget, type OrganizationScope } from './tenancy';

export interface AuditEntry {
  actorId: string;
  actorEmail: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
}

/** The entry is filed under its target's organization as it is now (./tenancy.ts). */
export async function insertAuditEntry(db: Executor, entry: AuditEntry) {
  await db
    .insert(auditLog)
    .values({ ...entry, organizationId: organizationOfTarget(entry.targetType, entry.targetId) });
}

/** Newest first: (created_at, id) keyset over audit_log_created_idx. */
export async function listAuditEntries(db: Executor, scope: OrganizationScope, query: AuditLogQuery, limit: number) {
  const filters: (SQL | undefined)[] = [scope === null ? undefined : eq(auditLog.organizationId, scope)];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.targetType) filters.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId));
  if (query.actor) filters.push(ilike(auditLog.actorEmail, containing(query.actor)));
  if (query.cursor) filters.push(afterCursor(auditLog.createdAt, auditLog.id, query.cursor));
  return db
    .select()
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
