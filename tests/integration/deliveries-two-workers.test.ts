// Exactly once under two workers (docs/decisions/042-notification-preferences-and-web-push.md): two dispatchers run
// at once over the same due pushes and channel posts, against a push service and a webhook receiver that answer
// slowly (so each worker's claims are still in flight while the other claims), and every push and post arrives once.
// It fails if the claim (status and lease set in the claiming statement, SKIP LOCKED) or the lease check is removed:
// the second worker would then take rows the first is still sending. On PGlite the two workers interleave on one
// connection; on PostgreSQL (TEST_DATABASE_URL) they run on separate connections of the pool.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, notifications } from '../../server/db/schema';
import { enqueueWebhook } from '../../server/db/queries/deliveries';
import { dispatchDeliveries } from '../../server/outbound/dispatch';
import { vapidKeys } from '../../server/services/push';
import { useTestWorld } from '../helpers/context';
import { createOffice, createUser } from '../helpers/factories';
import { browserPushKeys, startPushService, type PushService } from '../helpers/push-service';

const world = useTestWorld();
const db = () => world.deps.database.db;
let receiver: PushService;
beforeAll(async () => {
  receiver = await startPushService({ delayMs: 15 });
});
afterAll(() => receiver.close());

const PUSHES = 30;
const POSTS = 30;

describe('the delivery queue under two workers', () => {
  it('sends every due push and channel post exactly once', async () => {
    const start = Date.now();
    // Real time: the database stamps queued rows with its now(); a second ahead, every row is due.
    const now = () => new Date(Date.now() + 1000);

    // One subscription per person, one notification each: its push goes to that person's own path.
    for (let i = 0; i < PUSHES; i++) {
      const user = await createUser(db(), 'eater');
      const endpoint = `${receiver.origin}/push/${i}`;
      await world.caller(user).notifications.subscribePush({ endpoint, keys: browserPushKeys().keys });
      // The notification's trigger queues its push (server/db/sql/enqueue_notification_pushes.sql).
      await db()
        .insert(notifications)
        .values({ userId: user.id, kind: 'mealWithdrawn', payload: { title: `Meal ${i}` }, dedupeKey: `two:${i}` });
    }
    // An office's channel and its posts, each a title of its own.
    const office = await createOffice(db(), { timeZone: 'Europe/Vilnius' });
    const admin = world.caller(await createUser(db(), 'admin', { officeId: office.id }));
    await admin.admin.setOfficeChannel({ officeId: office.id, kind: 'mattermost', url: `${receiver.origin}/hook` });
    for (let i = 0; i < POSTS; i++) {
      await enqueueWebhook(db(), {
        officeId: office.id,
        payload: { message: { title: `Post ${i}`, lines: [] } },
        idempotencyKey: `two-workers:${i}`,
        at: new Date(start),
      });
    }
    const [due] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveries)
      .where(eq(deliveries.status, 'pending'));
    expect(Number(due!.n)).toBe(PUSHES + POSTS);

    const worker = () =>
      dispatchDeliveries(
        { db: db(), now, vapid: () => vapidKeys(world.deps), production: false },
        // Small batches, so the two workers take turns claiming while the other's sends are in flight.
        { batch: 3 },
      );
    const results = await Promise.all([worker(), worker()]);

    const pushes = receiver.received.filter((r) => r.path.startsWith('/push/')).map((r) => r.path);
    expect(pushes).toHaveLength(PUSHES);
    expect(new Set(pushes).size).toBe(PUSHES);
    const posts = receiver.received
      .filter((r) => r.path === '/hook')
      .map((r) => JSON.parse(r.body.toString()).text as string);
    expect(posts).toHaveLength(POSTS);
    expect(new Set(posts).size).toBe(POSTS);

    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(PUSHES + POSTS);
    // Both workers did part of the work: they really ran at the same time.
    expect(results.every((r) => r.sent > 0)).toBe(true);
    const statuses = await db().select({ status: deliveries.status }).from(deliveries);
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });
});
