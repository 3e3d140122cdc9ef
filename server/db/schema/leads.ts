import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns';
import { users } from './users';

/** Access-request wizard submissions. `note` holds the JSON text the spec describes. */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: varchar({ length: 254 }).notNull(),
    officeGuess: varchar({ length: 200 }),
    orgGuess: varchar({ length: 200 }),
    note: text(),
    createdAt: createdAt(),
    /** An admin followed up on the request (the specification's admin console: "mark as contacted"). */
    contactedAt: timestamp({ withTimezone: true }),
    contactedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('access_requests_created_idx').on(t.createdAt)],
);

/** First-party analytics (for example lead_generated from the wizard); no third-party tracker. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    name: varchar({ length: 64 }).notNull(),
    category: varchar({ length: 64 }),
    label: varchar({ length: 128 }),
    value: integer(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    props: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.createdAt)],
);
