import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { reportReasonEnum, reportStatusEnum, reportTargetTypeEnum } from './enums';
import { users } from './users';

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reason: reportReasonEnum().notNull(),
    note: varchar({ length: 1000 }),
    status: reportStatusEnum().notNull().default('open'),
    targetType: reportTargetTypeEnum().notNull(),
    targetId: uuid().notNull(),
    reporterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    resolutionNotes: text(),
    createdAt: createdAt(),
  },
  (t) => [index('reports_status_idx').on(t.status, t.createdAt), index('reports_target_idx').on(t.targetType, t.targetId)],
);
