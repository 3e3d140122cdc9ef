import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, time, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { DEFAULT_CUTOFF_TIME, DEFAULT_PICKUP } from '../../../shared/constants';
import { DEFAULT_TIME_ZONE } from '../../../shared/enums';
import { createdAt, id } from './columns';

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: varchar({ length: 120 }).notNull(),
    /** Lower-case e-mail domains whose users may join this organization's offices; empty means anyone. */
    allowedEmailDomains: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organizations_name_lower_key').on(sql`lower(${t.name})`)],
);

export const offices = pgTable(
  'offices',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    name: varchar({ length: 120 }).notNull(),
    slug: varchar({ length: 60 }).notNull(),
    subdomain: varchar({ length: 60 }),
    timeZone: varchar({ length: 64 }).notNull().default(DEFAULT_TIME_ZONE),
    pickupStart: time().notNull().default(DEFAULT_PICKUP.start),
    pickupEnd: time().notNull().default(DEFAULT_PICKUP.end),
    cutoffTime: time().notNull().default(DEFAULT_CUTOFF_TIME),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offices_slug_key').on(t.slug),
    uniqueIndex('offices_subdomain_key').on(t.subdomain),
    index('offices_organization_idx').on(t.organizationId),
    check('offices_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('offices_pickup_order', sql`${t.pickupStart} < ${t.pickupEnd}`),
  ],
);

/**
 * Days an office is closed (holidays): no meal may be listed for one (server/domain/closed-days.ts), the menu shows
 * the label instead, and scheduled e-mails skip it. A trigger tells cached menus (migration of this table).
 */
export const officeClosedDays = pgTable(
  'office_closed_days',
  {
    officeId: uuid()
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    label: varchar({ length: 60 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.date] })],
);
