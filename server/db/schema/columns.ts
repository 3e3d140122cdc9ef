// Column helpers repeated across tables: uuid keys, timestamptz instants, and the one shape of a delivery queue.
import { sql } from 'drizzle-orm';
import { check, index, integer, text, timestamp, uniqueIndex, uuid, varchar, type PgColumn } from 'drizzle-orm/pg-core';
import { outboundStatusEnum } from './enums';

export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * The columns every delivery queue table has (server/outbound/queue.ts): claimed with FOR UPDATE SKIP LOCKED, a claim
 * lasting until `lockedUntil` (the lease), one row per cause by `idempotencyKey`.
 */
export const queueColumns = () => ({
  status: outboundStatusEnum().notNull().default('pending'),
  attempts: integer().notNull().default(0),
  /** One message per cause, e.g. `RESERVATION_CONFIRMATION:<preorder id>`: a second enqueue of it does nothing. */
  idempotencyKey: varchar({ length: 200 }).notNull(),
  /** Not sent before this (a retry's backoff, a coalesced alert's window). */
  nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** The lease of the worker that claimed it; once passed, another worker may claim it again. */
  lockedUntil: timestamp({ withTimezone: true }),
  sentAt: timestamp({ withTimezone: true }),
  error: text(),
  createdAt: createdAt(),
});

/** The indexes of a queue table: one row per key, and what a worker claims (pending and due, or a lapsed lease). */
export const queueIndexes = (
  table: string,
  t: { idempotencyKey: PgColumn; nextAttemptAt: PgColumn; lockedUntil: PgColumn; status: PgColumn; attempts: PgColumn },
) => [
  uniqueIndex(`${table}_idempotency_key`).on(t.idempotencyKey),
  index(`${table}_due_idx`)
    .on(t.nextAttemptAt)
    .where(sql`${t.status} = 'pending'`),
  index(`${table}_leased_idx`)
    .on(t.lockedUntil)
    .where(sql`${t.status} = 'processing'`),
  check(`${table}_attempts_nonnegative`, sql`${t.attempts} >= 0`),
];
