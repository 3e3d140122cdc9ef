// Writing the audit log: callers pass their transaction, so the row commits or rolls back with the change.
import type { AuditAction, AuditTargetType } from '../../shared/enums';
import type { AuthUser } from '../auth/auth-user';
import type { Executor } from '../db/client';
import { insertAuditEntry } from '../db/queries/audit';

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export function recordAudit(tx: Executor, actor: Pick<AuthUser, 'id' | 'email'>, record: AuditRecord, now: Date) {
  return insertAuditEntry(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    targetLabel: record.targetLabel.slice(0, 200),
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: now,
  });
}
