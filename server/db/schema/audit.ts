// The audit log: every admin and moderation action (who, what, which object, before and after, when), written in
// the same transaction as the change it records (server/services/audit.ts), so a change never exists without its
// row and a rolled-back change leaves none.
import { index, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { organizations } from './organizations';
import { users } from './users';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Kept with the row, so the log still says who acted after that account is deleted. */
    actorEmail: varchar({ length: 254 }).notNull(),
    /** One of AUDIT_ACTIONS (shared/enums.ts). */
    action: varchar({ length: 60 }).notNull(),
    /** One of AUDIT_TARGET_TYPES. */
    targetType: varchar({ length: 30 }).notNull(),
    targetId: uuid(),
    /** A human name of the object at the time (an e-mail, a meal title), for reading the log. */
    targetLabel: varchar({ length: 200 }).notNull().default(''),
    /**
     * The organization the target belonged to when the entry was written (server/db/queries/audit.ts): its admins
     * see the entry; null (templates, anything of no organization) is for super admins only.
     */
    organizationId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_organization_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);
