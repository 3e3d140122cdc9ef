// The e-mail queue: what a preorder queues (in its own transaction, by the database), the dispatcher's outcomes
// (sent, skipped, retried with backoff, failed), the lease of a worker that died, the locale and preferences read
// at send time, escaping, and on PostgreSQL three dispatchers sending 1,000 e-mails through a real SMTP server
// with none sent twice. Delivery is at least once: a duplicate is possible only when a worker dies mid-send, and
// then carries the same Message-ID. Also the secret-guarded dispatch endpoint.
import { eq, sql } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEmailEvents } from '../../server/db/queries/email-events';
import { emailEvents, emailPrefs, preorders, profiles, unsubscribeTokens } from '../../server/db/schema';
import { hashToken } from '../../server/auth/tokens';
import { dispatchEmails } from '../../server/outbound/dispatch';
import { backoffMs, LEASE_MS, MAX_ATTEMPTS, type OutboundDeps } from '../../server/outbound/queue';
import { createMailer, messageIdFor, type Mailer, type MailMessage } from '../../server/email/transport';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { createUser, uniq } from '../helpers/factories';
import { useTestApp } from '../helpers/http';
import { officeWorld } from '../helpers/menu';
import { startSmtpSink } from '../helpers/smtp-sink';

const SECRET = 'a-dispatch-secret-of-at-least-32-characters';
const world = useTestWorld({ EMAIL_DISPATCH_SECRET: SECRET });
const server = useTestApp(world);
const db = () => world.deps.database.db;
const TOMORROW = '2026-11-25';

/** A mailer that keeps what it was given (and can be told to fail). */
function memoryMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { sent: MailMessage[]; failWith: string | null } = {
    provider: 'outbox',
    sent,
    failWith: null,
    async send(message) {
      if (mailer.failWith) throw new Error(mailer.failWith);
      sent.push(message);
    },
  };
  return mailer;
}

const deps = (
  mailer: Mailer,
  now: () => Date = () => new Date(),
): Pick<OutboundDeps, 'db' | 'mailer' | 'origin' | 'now'> => ({
  db: db(),
  mailer,
  origin: 'https://lunch.example',
  now,
});
const eventsOf = (key: string) =>
  db()
    .select()
    .from(emailEvents)
    .where(sql`${emailEvents.idempotencyKey} like ${`${key}%`}`);

/** A TEST e-mail queued to its own address (both named after `prefix`); answers its key and recipient. */
async function queuedTestEmail(prefix: string) {
  const key = uniq(prefix);
  const recipient = `${key}@example.com`;
  await db()
    .insert(emailEvents)
    .values({ templateCode: 'TEST', recipientEmail: recipient, idempotencyKey: key, payload: { vars: {} } });
  return { key, recipient };
}

async function reservedWorld() {
  world.clock.set('2026-11-24T09:00:00Z');
  const w = await officeWorld(world);
  const meal = await w.cookMeal({ pickupDate: TOMORROW, title: 'Cepelinai <b>&</b> "sauce"' });
  return { ...w, meal };
}

/**
 * A clock reading at which an event queued just before is due. Date.now() counts whole milliseconds and a row's
 * default now() microseconds, so within the insert's own millisecond the event would not be due yet.
 */
const dueNow = () => Date.now() + 1;

describe('what a preorder queues', () => {
  it('a reservation: the confirmation to the eater and one coalesced alert to the cook for a burst', async () => {
    const w = await reservedWorld();
    const first = await w.caller.preorders.reserve({ mealId: w.meal.id, quantity: 1 });
    const others = await Promise.all([
      createUser(w.db, 'eater', { officeId: w.office.id }),
      createUser(w.db, 'eater', { officeId: w.office.id }),
    ]);
    for (const eater of others) await world.caller(eater).preorders.reserve({ mealId: w.meal.id, quantity: 2 });
    expect(await eventsOf(`RESERVATION_CONFIRMATION:${first.id}`)).toHaveLength(1);
    const alerts = await eventsOf(`NEW_PREORDER_ALERT:${w.meal.id}`);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ recipientUserId: w.cook.id, status: 'pending' });

    const mailer = memoryMailer();
    await dispatchEmails(deps(mailer, () => new Date(alerts[0]!.nextAttemptAt.getTime() + 1000)));
    const alert = mailer.sent.find((m) => m.to === w.cook.email)!;
    expect(alert.subject).toBe('New reservations: Cepelinai <b>&</b> "sauce"');
    expect(alert.text).toContain('5 portions reserved');
    // The title is escaped in the HTML body.
    expect(alert.html).toContain('Cepelinai &lt;b&gt;&amp;&lt;/b&gt; &quot;sauce&quot;');
    expect(alert.html).not.toContain('<b>&</b>');
  });

  it('a reservation that rolls back leaves no e-mail', async () => {
    const w = await reservedWorld();
    const before = (await db().select().from(emailEvents)).length;
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(preorders).values({ mealId: w.meal.id, eaterId: w.eater.id, quantity: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db().select().from(emailEvents)).toHaveLength(before);
  });

  it("a cancel tells the cook; a withdraw tells the eater with the cook's note; collected sends the receipt", async () => {
    const w = await reservedWorld();
    const cancelled = await w.caller.preorders.reserve({ mealId: w.meal.id, quantity: 1 });
    await w.caller.preorders.cancel({ preorderId: cancelled.id });
    expect((await eventsOf(`RESERVATION_CANCELLED:${cancelled.id}`))[0]).toMatchObject({
      recipientUserId: w.cook.id,
      payload: { by: 'eater' },
    });

    const paid = await w.caller.preorders.reserve({ mealId: w.meal.id, quantity: 1 });
    await world.caller(w.cook).preorders.markCollected({ preorderId: paid.id });
    expect((await eventsOf(`PAYMENT_RECEIPT:${paid.id}`))[0]).toMatchObject({ recipientUserId: w.eater.id });

    const kept = await w.caller.preorders.reserve({ mealId: w.meal.id, quantity: 2 });
    await world.caller(w.cook).meals.withdraw({ id: w.meal.id, reason: 'My oven broke' });
    const [withdrawn] = await eventsOf(`RESERVATION_CANCELLED:${kept.id}`);
    expect(withdrawn).toMatchObject({ recipientUserId: w.eater.id, payload: { by: 'cook' } });
    const mailer = memoryMailer();
    await dispatchEmails(deps(mailer, () => new Date(Date.now() + 3_600_000)));
    const toEater = mailer.sent.filter((m) => m.to === w.eater.email && m.subject.startsWith('Cancelled'));
    expect(toEater).toHaveLength(1);
    expect(toEater[0]!.text).toContain("The cook's note: My oven broke");
    expect(mailer.sent.some((m) => m.to === w.eater.email && m.subject.startsWith('Receipt'))).toBe(true);
  });
});

describe('the dispatcher', () => {
  it("writes in the recipient's language at send time, with the preference link, and skips what they turned off", async () => {
    const w = await reservedWorld();
    const reserved = await w.caller.preorders.reserve({ mealId: w.meal.id, quantity: 1 });
    await db().update(profiles).set({ locale: 'lt' }).where(eq(profiles.userId, w.eater.id));
    const mailer = memoryMailer();
    await dispatchEmails(deps(mailer));
    const confirmation = mailer.sent.find((m) => m.to === w.eater.email)!;
    expect(confirmation.subject).toMatch(/^Rezervuota: /);
    // A preference link of its own, stored only as its hash.
    const token = confirmation.html.match(/https:\/\/lunch\.example\/u\/([a-z2-7]{32})/)![1]!;
    const [stored] = await db()
      .select()
      .from(unsubscribeTokens)
      .where(eq(unsubscribeTokens.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ userId: w.eater.id });
    expect(confirmation.text).toContain('https://lunch.example/activity');
    // The pickup as a calendar entry: 12:30-13:30 in Vilnius is 10:30-11:30 UTC, with a stable UID.
    const [calendar] = confirmation.attachments!;
    expect(calendar).toMatchObject({ filename: 'lunch.ics', contentType: expect.stringMatching(/^text\/calendar/) });
    expect(calendar!.content).toContain('DTSTART:20261125T103000Z');
    expect(calendar!.content).toContain('DTEND:20261125T113000Z');
    expect(calendar!.content).toContain(`UID:${reserved.id}@lunchbox`);
    expect((await eventsOf(`RESERVATION_CONFIRMATION:${reserved.id}`))[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
    });

    // Transactional e-mail turned off: the next one is skipped, not sent.
    await db()
      .insert(emailPrefs)
      .values({ userId: w.eater.id, transactional: false })
      .onConflictDoUpdate({ target: emailPrefs.userId, set: { transactional: false } });
    const second = await w.caller.preorders.reserve({ mealId: w.meal.id, quantity: 1 });
    const quiet = memoryMailer();
    await dispatchEmails(deps(quiet));
    expect(quiet.sent.filter((m) => m.to === w.eater.email)).toHaveLength(0);
    expect((await eventsOf(`RESERVATION_CONFIRMATION:${second.id}`))[0]).toMatchObject({ status: 'skipped' });
  });

  it('retries a failing send with growing backoff, then marks it failed with the error kept; nothing is lost', async () => {
    const w = await reservedWorld();
    const reserved = await w.caller.preorders.reserve({ mealId: w.meal.id, quantity: 1 });
    const key = `RESERVATION_CONFIRMATION:${reserved.id}`;
    const mailer = memoryMailer();
    mailer.failWith = '421 mail server busy';
    let now = dueNow();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await dispatchEmails(deps(mailer, () => new Date(now)));
      const [event] = await eventsOf(key);
      expect(event!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(event).toMatchObject({ status: 'pending', error: '421 mail server busy' });
        waits.push(event!.nextAttemptAt.getTime() - now);
        // Not due before its time.
        await dispatchEmails(deps(mailer, () => new Date(event!.nextAttemptAt.getTime() - 1000)));
        expect((await eventsOf(key))[0]!.attempts).toBe(attempt);
        now = event!.nextAttemptAt.getTime() + 1;
      } else {
        expect(event).toMatchObject({ status: 'failed', error: '421 mail server busy' });
      }
    }
    // Exponential with jitter: each wait within [0.5, 1] of 30 s x 2^(n-1).
    waits.forEach((wait, i) => {
      expect(wait).toBeGreaterThanOrEqual(backoffMs(i + 1, 0) - 5);
      expect(wait).toBeLessThanOrEqual(backoffMs(i + 1, 1) + 5);
    });
    expect(waits[3]!).toBeGreaterThan(waits[0]!);
  });

  it('sends the e-mails of a worker that died holding them within a minute (its short lease), and once only', async () => {
    const w = await reservedWorld();
    const reserved = await w.caller.preorders.reserve({ mealId: w.meal.id, quantity: 1 });
    const key = `RESERVATION_CONFIRMATION:${reserved.id}`;
    const now = dueNow();
    // The dead worker (kill -9): claimed everything due as a dispatcher does, and never renewed nor settled.
    const claimed = await claimEmailEvents(db(), {
      now: new Date(now),
      leaseUntil: new Date(now + LEASE_MS),
      limit: 1000,
    });
    const [event] = await eventsOf(key);
    expect(claimed.map((row) => row.id)).toContain(event!.id);
    const mailer = memoryMailer();
    await dispatchEmails(deps(mailer, () => new Date(now + LEASE_MS - 1000)));
    expect(mailer.sent.filter((m) => m.to === w.eater.email)).toHaveLength(0);
    // A minute later at most, another worker sends it; a third finds nothing left to do.
    await dispatchEmails(deps(mailer, () => new Date(now + 60_000)));
    await dispatchEmails(deps(mailer, () => new Date(now + 61_000)));
    expect(mailer.sent.filter((m) => m.to === w.eater.email)).toHaveLength(1);
    expect((await eventsOf(key))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('renews the lease while a send is slow, so another worker does not take the e-mail meanwhile', async () => {
    const { key, recipient } = await queuedTestEmail('slow');
    let now = dueNow();
    const clock = () => new Date(now);
    // Worker A's mail server takes its time with this message.
    let answer!: () => void;
    const slowServer = new Promise<void>((resolve) => (answer = resolve));
    const sentByA: string[] = [];
    let sendStarted!: () => void;
    const started = new Promise<void>((resolve) => (sendStarted = resolve));
    const slow: Mailer = {
      provider: 'outbox',
      async send(message) {
        if (message.to !== recipient) return;
        sendStarted();
        await slowServer;
        sentByA.push(message.to);
      },
    };
    const workerA = dispatchEmails(deps(slow, clock), { renewEveryMs: 20 });
    await started;
    const renewedPast = async (at: number) =>
      expect.poll(async () => (await eventsOf(key))[0]!.lockedUntil!.getTime(), { interval: 10 }).toBeGreaterThan(at);
    // Two lease lengths pass while A is still sending; A renews the lease each time.
    for (let step = 0; step < 2; step++) {
      now += LEASE_MS * 0.75;
      await renewedPast(now + LEASE_MS / 2);
      const workerB = memoryMailer();
      await dispatchEmails(deps(workerB, clock));
      expect(workerB.sent.filter((m) => m.to === recipient)).toHaveLength(0);
    }
    answer();
    await workerA;
    expect(sentByA).toEqual([recipient]);
    expect((await eventsOf(key))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives every attempt of an e-mail the same Message-ID (its event id at the mail domain)', async () => {
    const { key, recipient } = await queuedTestEmail('msgid');
    const [event] = await eventsOf(key);
    const ids: (string | undefined)[] = [];
    let failures = 2;
    const flaky: Mailer = {
      provider: 'outbox',
      async send(message) {
        if (message.to !== recipient) return;
        ids.push(message.id);
        if (failures-- > 0) throw new Error('451 try again');
      },
    };
    let now = dueNow();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await dispatchEmails(deps(flaky, () => new Date(now)));
      now = (await eventsOf(key))[0]!.nextAttemptAt.getTime() + 1;
    }
    expect((await eventsOf(key))[0]).toMatchObject({ status: 'sent', attempts: 3 });
    expect(ids).toEqual([event!.id, event!.id, event!.id]);
    expect(messageIdFor(event!.id, 'Lunchbox <no-reply@lunch.example>')).toBe(`<${event!.id}@lunch.example>`);
  });
});

describe('POST /api/email/dispatch', () => {
  it('refuses a missing or wrong secret, and runs the dispatcher for the right one', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/api/email/dispatch' })).statusCode).toBe(401);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/email/dispatch',
          headers: { 'x-dispatch-secret': `${SECRET}x` },
        })
      ).statusCode,
    ).toBe(401);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/email/dispatch',
      headers: { 'x-dispatch-secret': SECRET },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ processed: expect.any(Number) });
  });
});

// A real SMTP server in the test: what nodemailer hands over is what a mail server receives.
describe.skipIf(!onPostgres())('three dispatchers and a real SMTP server (PostgreSQL)', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    ({ smtp, port } = await startSmtpSink((message, session) => {
      received.push(message.match(/^X-Test-Key: (.*)$/m)?.[1] ?? session.envelope.rcptTo[0]!.address);
    }));
  });
  // Not awaited: the mailer's pooled connection stays open, and close() would wait for it.
  afterAll(() => void smtp.close());

  it('1,000 queued e-mails, three dispatchers at once: exactly 1,000 delivered, none twice', async () => {
    const tag = uniq('bulk');
    await db().execute(sql`
      insert into email_events (template_code, recipient_email, payload, idempotency_key)
      select 'TEST', ${tag} || '-' || i || '@example.com', jsonb_build_object('vars', jsonb_build_object('user_name', 'Bulk ' || i)), ${tag} || ':' || i
        from generate_series(1, 1000) i`);
    const mailer = createMailer(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Lunchbox <test@example.com>' },
      db(),
    );
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        dispatchEmails({ db: db(), mailer, origin: 'https://lunch.example', now: () => new Date() }, { batch: 25 }),
      ),
    );
    const mine = received.filter((to) => to.startsWith(tag));
    expect(mine).toHaveLength(1000);
    expect(new Set(mine).size).toBe(1000);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBeGreaterThanOrEqual(1000);
    const statuses = await db()
      .select({ status: emailEvents.status })
      .from(emailEvents)
      .where(sql`${emailEvents.idempotencyKey} like ${`${tag}:%`}`);
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
    // Each dispatcher did part of the work.
    expect(results.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
  });
});

describe('a failing SMTP server', () => {
  it('every send refused (451): retried with backoff, then failed with the server error kept; nothing lost', async () => {
    // Counted per recipient: other events of this file that come due as the clock moves go to this server too.
    const recipient = `${uniq('refused')}@example.com`;
    let refused = 0;
    const messageIds: string[] = [];
    const { smtp, port } = await startSmtpSink((message, session) => {
      if (session.envelope.rcptTo.some((to) => to.address === recipient)) {
        refused += 1;
        messageIds.push(message.match(/^Message-ID: (.*)$/im)?.[1]?.trim() ?? 'none');
      }
      return Object.assign(new Error('Try again later'), { responseCode: 451 });
    });
    try {
      const key = uniq('smtp-fail');
      await db()
        .insert(emailEvents)
        .values({
          templateCode: 'TEST',
          recipientEmail: recipient,
          idempotencyKey: key,
          payload: { vars: { user_name: 'X' } },
        });
      const mailer = createMailer(
        { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Lunchbox <test@example.com>' },
        db(),
      );
      let now = dueNow();
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await dispatchEmails({ db: db(), mailer, origin: 'https://lunch.example', now: () => new Date(now) });
        const [event] = await db().select().from(emailEvents).where(eq(emailEvents.idempotencyKey, key));
        expect(event!.attempts).toBe(attempt);
        expect(event!.error).toMatch(/451/);
        expect(event!.status).toBe(attempt < MAX_ATTEMPTS ? 'pending' : 'failed');
        now = event!.nextAttemptAt.getTime() + 1;
      }
      expect(refused).toBe(MAX_ATTEMPTS);
      // Every attempt named the message alike: a mail client keeps one copy of whatever got through.
      const [event] = await db().select().from(emailEvents).where(eq(emailEvents.idempotencyKey, key));
      expect(messageIds).toEqual(Array.from({ length: MAX_ATTEMPTS }, () => `<${event!.id}@example.com>`));
    } finally {
      // The mailer's pooled connection stays open, and close() would wait for it.
      smtp.close();
    }
  });
});
