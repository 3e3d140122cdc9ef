// The delivery queue's shared rules (server/outbound/queue.ts), held against each of its three senders: an e-mail
// through a mailer, a web push to a push service and an office channel post to a webhook receiver. A send that
// fails for now is retried after a growing backoff and kept as failed after MAX_ATTEMPTS, with its error (the dead
// letter); a message claimed by a worker that died is sent by the next worker once its lease has lapsed, and once
// only.
import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDue } from '../../server/db/queries/delivery-queue';
import { DELIVERY_COLUMNS, enqueueWebhook } from '../../server/db/queries/deliveries';
import { EMAIL_EVENT_COLUMNS } from '../../server/db/queries/email-events';
import { deliveries, emailEvents, notifications, pushSubscriptions } from '../../server/db/schema';
import type { Mailer } from '../../server/email/transport';
import { dispatchDeliveries, dispatchEmails } from '../../server/outbound/dispatch';
import { backoffMs, LEASE_MS, MAX_ATTEMPTS } from '../../server/outbound/queue';
import { vapidKeys } from '../../server/services/push';
import { useTestWorld } from '../helpers/context';
import { createOffice, createUser, uniq } from '../helpers/factories';
import { browserPushKeys, startPushService, type PushService } from '../helpers/push-service';

const world = useTestWorld();
const db = () => world.deps.database.db;
let receiver: PushService;
beforeAll(async () => {
  receiver = await startPushService();
});
afterAll(() => receiver.close());

/** One message of a sender, queued now, and a way to run that sender's queue at an instant. */
interface Case {
  queue(failing: boolean): Promise<{ id: string; arrivals: () => number }>;
  dispatch(at: number): Promise<unknown>;
  table: typeof emailEvents | typeof deliveries;
  /** What a claim of its table reads (server/outbound/dispatch.ts). */
  columns: SQL;
}

let mailFails = false;
const mailed: string[] = [];
const mailer: Mailer = {
  provider: 'outbox',
  async send(message) {
    if (mailFails) throw new Error('451 try again later');
    mailed.push(message.to);
  },
};

const cases: Record<string, Case> = {
  'the e-mail sender': {
    table: emailEvents,
    columns: EMAIL_EVENT_COLUMNS,
    async queue(failing) {
      mailFails = failing;
      const to = `${uniq('queue')}@example.com`;
      const [row] = await db()
        .insert(emailEvents)
        .values({ templateCode: 'TEST', recipientEmail: to, idempotencyKey: uniq('queue'), payload: { vars: {} } })
        .returning({ id: emailEvents.id });
      return { id: row!.id, arrivals: () => mailed.filter((address) => address === to).length };
    },
    dispatch: (at) => dispatchEmails({ db: db(), mailer, origin: 'https://lunch.example', now: () => new Date(at) }),
  },
  'the push sender': {
    table: deliveries,
    columns: DELIVERY_COLUMNS,
    async queue(failing) {
      const user = await createUser(db(), 'eater');
      const path = `/push/${uniq('queue')}`;
      if (failing) receiver.answer.set(path, 500);
      await world.caller(user).notifications.subscribePush({
        endpoint: `${receiver.origin}${path}`,
        keys: browserPushKeys().keys,
      });
      await db()
        .insert(notifications)
        .values({ userId: user.id, kind: 'mealWithdrawn', payload: { title: 'Soup' }, dedupeKey: uniq('queue') });
      const [row] = await db()
        .select({ id: deliveries.id })
        .from(deliveries)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, deliveries.pushSubscriptionId))
        .where(eq(pushSubscriptions.userId, user.id));
      return { id: row!.id, arrivals: () => arrivalsAt(path) };
    },
    dispatch: (at) => dispatchDeliveries(deliveryDeps(at)),
  },
  'the channel sender': {
    table: deliveries,
    columns: DELIVERY_COLUMNS,
    async queue(failing) {
      const office = await createOffice(db(), { timeZone: 'Europe/Vilnius' });
      const path = `/hook/${uniq('queue')}`;
      if (failing) receiver.answer.set(path, 503);
      const admin = world.caller(await createUser(db(), 'admin', { officeId: office.id }));
      await admin.admin.setOfficeChannel({ officeId: office.id, kind: 'slack', url: `${receiver.origin}${path}` });
      const key = uniq('queue');
      await enqueueWebhook(db(), {
        officeId: office.id,
        payload: { message: { title: 'Menu', lines: [] } },
        idempotencyKey: key,
        at: new Date(Date.now() - 1000),
      });
      const [row] = await db().select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.idempotencyKey, key));
      return { id: row!.id, arrivals: () => arrivalsAt(path) };
    },
    dispatch: (at) => dispatchDeliveries(deliveryDeps(at)),
  },
};

const arrivalsAt = (path: string) => receiver.received.filter((request) => request.path === path).length;
const deliveryDeps = (at: number) => ({
  db: db(),
  now: () => new Date(at),
  vapid: () => vapidKeys(world.deps),
  production: false,
});

async function rowOf(table: Case['table'], id: string) {
  const [row] = await db()
    .select({
      status: table.status,
      attempts: table.attempts,
      error: table.error,
      nextAttemptAt: table.nextAttemptAt,
      lockedUntil: table.lockedUntil,
    })
    .from(table)
    .where(eq(table.id, id));
  return row!;
}

describe.each(Object.entries(cases))('the delivery queue with %s', (_name, sender) => {
  it('retries a failing send after a growing backoff, then keeps it failed with its error', async () => {
    const message = await sender.queue(true);
    let at = Date.now() + 1000;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await sender.dispatch(at);
      const row = await rowOf(sender.table, message.id);
      expect(row.attempts).toBe(attempt);
      expect(row.error).toMatch(/451|500|503/);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('pending');
        const wait = row.nextAttemptAt.getTime() - at;
        expect(wait).toBeGreaterThanOrEqual(backoffMs(attempt, 0) - 5);
        expect(wait).toBeLessThanOrEqual(backoffMs(attempt, 1) + 5);
        waits.push(wait);
        // Not before its time: a pass just before it comes due leaves it alone.
        await sender.dispatch(row.nextAttemptAt.getTime() - 1000);
        expect((await rowOf(sender.table, message.id)).attempts).toBe(attempt);
        at = row.nextAttemptAt.getTime() + 1;
      } else {
        expect(row).toMatchObject({ status: 'failed', lockedUntil: null });
      }
    }
    expect(waits.at(-1)!).toBeGreaterThan(waits[0]!);
    expect(message.arrivals()).toBe(sender.table === emailEvents ? 0 : MAX_ATTEMPTS);
  });

  it('sends the message of a worker that died holding it once its lease lapsed, and only once', async () => {
    const message = await sender.queue(false);
    const now = Date.now() + 1000;
    // The dead worker claimed it as a worker does, then never renewed nor settled it.
    const claimed = await claimDue(db(), sender.table, sender.columns, {
      now: new Date(now),
      leaseUntil: new Date(now + LEASE_MS),
      limit: 1000,
    });
    expect(claimed.map((row) => row.id)).toContain(message.id);
    await sender.dispatch(now + LEASE_MS - 1000);
    expect(message.arrivals()).toBe(0);
    await sender.dispatch(now + LEASE_MS + 1000);
    await sender.dispatch(now + LEASE_MS + 2000);
    expect(message.arrivals()).toBe(1);
    expect(await rowOf(sender.table, message.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
