// The first answer of each idempotent write, per user and Idempotency-Key (docs/decisions/037-idempotent-writes.md).
import { index, jsonb, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar({ length: 128 }).notNull(),
    /** The procedure and a SHA-256 of its input: the same key with another request is refused, not replayed. */
    path: varchar({ length: 100 }).notNull(),
    requestHash: varchar({ length: 64 }).notNull(),
    /** The answer as superjson ({ json, meta }), or null when the first answer was a refusal (errorCode). */
    response: jsonb(),
    errorCode: varchar({ length: 60 }),
    errorDetails: jsonb().$type<Record<string, string | number>>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
