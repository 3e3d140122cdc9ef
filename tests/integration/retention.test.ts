// Retention (docs/privacy.md): the maintenance job blanks what a settled e-mail said and to whom once it is older than
// EMAIL_CONTENT_RETENTION_MS, keeps the rest, and never touches an e-mail still to be sent.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enqueueEmail } from '../../server/db/queries/email-events';
import { emailEvents } from '../../server/db/schema';
import { EMAIL_CONTENT_RETENTION_MS, runMaintenance } from '../../server/services/maintenance';
import { useTestWorld } from '../helpers/context';
import { createUser, uniq } from '../helpers/factories';

const world = useTestWorld();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('retention', () => {
  it('blanks the contents and address of settled e-mails past their period, and keeps the rest', async () => {
    const db = world.deps.database.db;
    world.clock.set('2026-11-20T10:00:00Z');
    const now = world.clock.now();
    const person = await createUser(db, 'eater', { email: `${uniq('kept')}@example.com` });
    const make = async (status: 'sent' | 'skipped' | 'failed' | 'pending', ageMs: number) => {
      const key = uniq('retention');
      await enqueueEmail(db, {
        templateCode: 'RESERVATION_CONFIRMATION',
        recipientUserId: person.id,
        recipientEmail: person.email,
        payload: { preorderId: 'p1', mealTitle: 'Soup' },
        idempotencyKey: key,
      });
      const createdAt = new Date(now.getTime() - ageMs);
      await db
        .update(emailEvents)
        .set({ status, createdAt, error: status === 'failed' ? `550 ${person.email} unknown` : null })
        .where(eq(emailEvents.idempotencyKey, key));
      return key;
    };
    const oldSent = await make('sent', EMAIL_CONTENT_RETENTION_MS + DAY_MS);
    const oldSkipped = await make('skipped', EMAIL_CONTENT_RETENTION_MS + DAY_MS);
    const oldFailed = await make('failed', EMAIL_CONTENT_RETENTION_MS + DAY_MS);
    const recentSent = await make('sent', EMAIL_CONTENT_RETENTION_MS - DAY_MS);
    const oldPending = await make('pending', EMAIL_CONTENT_RETENTION_MS + DAY_MS);

    await runMaintenance(world.deps);

    const row = async (key: string) =>
      (await db.select().from(emailEvents).where(eq(emailEvents.idempotencyKey, key)))[0]!;
    for (const key of [oldSent, oldSkipped, oldFailed]) {
      expect(await row(key), key).toMatchObject({ payload: {}, recipientEmail: '', error: null });
      // The record that it went out stays, so the same cause never sends it twice.
      expect((await row(key)).templateCode).toBe('RESERVATION_CONFIRMATION');
    }
    for (const key of [recentSent, oldPending]) {
      expect(await row(key), key).toMatchObject({
        payload: { preorderId: 'p1', mealTitle: 'Soup' },
        recipientEmail: person.email,
      });
    }
    // A second enqueue of a pruned e-mail's cause still does nothing.
    expect(
      await enqueueEmail(db, {
        templateCode: 'RESERVATION_CONFIRMATION',
        recipientUserId: person.id,
        recipientEmail: person.email,
        idempotencyKey: oldSent,
      }),
    ).toBe(false);
  });
});
