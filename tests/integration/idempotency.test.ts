// Idempotent writes (docs/decisions/037-idempotent-writes.md): each write of shared/idempotency.ts, repeated with
// the same Idempotency-Key by the same user, answers the first answer and changes nothing, also when the repeats
// race; a refusal is a first answer too; the same key of another user is another request; the same key with another
// request is refused; keys are forgotten after 24 hours. Over HTTP the header is read from the request, through the
// app's handler and through tRPC's Fastify adapter alike.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { and, count, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../server/auth/auth-user';
import { createSession } from '../../server/auth/sessions';
import { handovers, idempotencyKeys, preorders, waitlistEntries } from '../../server/db/schema';
import { apiOptions } from '../../server/app';
import { appRouter, createCaller } from '../../server/routers/_app';
import { runMaintenance } from '../../server/services/maintenance';
import { createInnerContext } from '../../server/trpc/context';
import { IDEMPOTENT_MUTATIONS } from '../../shared/idempotency';
import { useTestWorld } from '../helpers/context';
import { expectAppError } from '../helpers/errors';
import { sameOrigin, useTestApp } from '../helpers/http';
import { createMeal } from '../helpers/factories';
import { pickupDayWorld, portionsLeft } from '../helpers/menu';

const world = useTestWorld();
const server = useTestApp(world);

/** A caller acting as `user` that sends `key` as its Idempotency-Key. */
const withKey = (user: AuthUser, key: string) =>
  createCaller(createInnerContext({ deps: world.deps, user, idempotencyKey: key }));

async function setup(totalPortions = 10) {
  const ctx = await pickupDayWorld(world, totalPortions);
  return { ...ctx, colleague: async () => (await ctx.colleague()).user };
}

const preordersOf = async (eaterId: string) =>
  (
    await world.deps.database.db
      .select({ n: count() })
      .from(preorders)
      .where(and(eq(preorders.eaterId, eaterId), eq(preorders.status, 'reserved')))
  )[0]!.n;

describe('a repeated Idempotency-Key', () => {
  it('answers the first reservation again and reserves nothing more', async () => {
    const s = await setup();
    const key = randomUUID();
    const first = await withKey(s.eater, key).preorders.reserve({ mealId: s.meal.id, quantity: 2 });
    const again = await withKey(s.eater, key).preorders.reserve({ mealId: s.meal.id, quantity: 2 });
    expect(again).toEqual(first);
    expect(await portionsLeft(s.db, s.meal.id)).toBe(8);
    expect(await preordersOf(s.eater.id)).toBe(1);
    // Without a key (or with a new one) each call is a new reservation.
    await withKey(s.eater, randomUUID()).preorders.reserve({ mealId: s.meal.id, quantity: 1 });
    await s.caller.preorders.reserve({ mealId: s.meal.id, quantity: 1 });
    expect(await preordersOf(s.eater.id)).toBe(3);
  });

  it('answers the first answer to every request racing with it, and only one reserves', async () => {
    const s = await setup();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => withKey(s.eater, key).preorders.reserve({ mealId: s.meal.id, quantity: 3 })),
    );
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await portionsLeft(s.db, s.meal.id)).toBe(7);
    expect(await preordersOf(s.eater.id)).toBe(1);
  });

  it('answers a first refusal again, even once the request would succeed', async () => {
    const s = await setup(3);
    const other = await s.colleague();
    const theirs = await world.caller(other).preorders.reserve({ mealId: s.meal.id, quantity: 2 });
    const key = randomUUID();
    await expectAppError(
      withKey(s.eater, key).preorders.reserve({ mealId: s.meal.id, quantity: 2 }),
      'capacityExceeded',
    );
    await world.caller(other).preorders.cancel({ preorderId: theirs.id });
    await expectAppError(
      withKey(s.eater, key).preorders.reserve({ mealId: s.meal.id, quantity: 2 }),
      'capacityExceeded',
    );
    expect(await preordersOf(s.eater.id)).toBe(0);
  });

  it("of another user is that user's own request", async () => {
    const s = await setup();
    const other = await s.colleague();
    const key = randomUUID();
    const mine = await withKey(s.eater, key).preorders.reserve({ mealId: s.meal.id, quantity: 1 });
    const theirs = await withKey(other, key).preorders.reserve({ mealId: s.meal.id, quantity: 1 });
    expect(theirs.id).not.toBe(mine.id);
    // Each repeat answers its own user's first answer, never the other's.
    expect(await withKey(other, key).preorders.reserve({ mealId: s.meal.id, quantity: 1 })).toEqual(theirs);
    expect(await withKey(s.eater, key).preorders.reserve({ mealId: s.meal.id, quantity: 1 })).toEqual(mine);
    expect(await portionsLeft(s.db, s.meal.id)).toBe(8);
    expect(await preordersOf(other.id)).toBe(1);
    expect(await preordersOf(s.eater.id)).toBe(1);
  });

  it('with another request (input or procedure) is refused, not replayed', async () => {
    const s = await setup();
    const key = randomUUID();
    const first = await withKey(s.eater, key).preorders.reserve({ mealId: s.meal.id, quantity: 1 });
    await expectAppError(
      withKey(s.eater, key).preorders.reserve({ mealId: s.meal.id, quantity: 2 }),
      'idempotencyKeyReused',
    );
    await expectAppError(withKey(s.eater, key).preorders.cancel({ preorderId: first.id }), 'idempotencyKeyReused');
    expect(await portionsLeft(s.db, s.meal.id)).toBe(9);
  });

  it('that is not a token of 8 to 128 safe characters is a bad request', async () => {
    const s = await setup();
    await expectAppError(withKey(s.eater, 'short').preorders.reserve({ mealId: s.meal.id, quantity: 1 }), 'validation');
    expect(await preordersOf(s.eater.id)).toBe(0);
  });
});

describe('every idempotent write answers its first answer again', () => {
  it('cancel, join the waitlist, take a hand-over, mark collected, settle a payment', async () => {
    const s = await setup(2);
    const [taker, waiter] = [await s.colleague(), await s.colleague()];
    const covered = new Set<string>();
    /** Runs `call` twice with one key; the second must answer like the first (a plain retry would be refused). */
    const twice = async <T>(path: string, call: (key: string) => Promise<T>) => {
      covered.add(path);
      const key = randomUUID();
      const first = await call(key);
      expect(await call(key)).toEqual(first);
      return first;
    };

    const reserved = await twice('preorders.reserve', (key) =>
      withKey(s.eater, key).preorders.reserve({ mealId: s.meal.id, quantity: 1 }),
    );
    const cancelled = await twice('preorders.cancel', (key) =>
      withKey(s.eater, key).preorders.cancel({ preorderId: reserved.id }),
    );
    expect(cancelled.status).toBe('cancelled');

    await world.caller(taker).preorders.reserve({ mealId: s.meal.id, quantity: 2 });
    const entry = await twice('waitlist.join', (key) =>
      withKey(waiter, key).waitlist.join({ mealId: s.meal.id, quantity: 1 }),
    );
    const entries = await s.db.select().from(waitlistEntries).where(eq(waitlistEntries.eaterId, waiter.id));
    expect(entries.map((e) => e.id)).toEqual([entry.id]);

    const own = await world
      .caller(s.eater)
      .preorders.reserve({ mealId: s.meal.id, quantity: 1 })
      .catch(() => null);
    expect(own).toBeNull(); // sold out: the waiter is first in line
    // After the cutoff a hand-over goes to whoever takes it, not to the waitlist.
    world.clock.set('2026-11-20T17:00:00Z');
    const [takersPreorder] = await s.db.select().from(preorders).where(eq(preorders.eaterId, taker.id));
    const offer = await world.caller(taker).handovers.offer({ preorderId: takersPreorder!.id, toUserId: null });
    const taken = await twice('handovers.take', (key) =>
      withKey(s.eater, key).handovers.take({ handoverId: offer.id }),
    );
    expect(taken).toBeTruthy();
    const [handover] = await s.db.select().from(handovers).where(eq(handovers.id, offer.id));
    expect(handover!.status).toBe('accepted');

    world.clock.set('2026-11-21T11:00:00Z');
    const mine = (await world.caller(s.eater).preorders.mine()).find((p) => p.status === 'reserved')!;
    const collected = await twice('preorders.markCollected', (key) =>
      withKey(s.cook, key).preorders.markCollected({ preorderId: mine.id, payLater: true }),
    );
    expect(collected.paymentStatus).toBe('unpaid');
    const paid = await twice('preorders.settlePayment', (key) =>
      withKey(s.cook, key).preorders.settlePayment({ preorderId: mine.id, method: 'cash' }),
    );
    expect(paid.paymentStatus).toBe('paid');

    // Pay-up: "I paid" and the cook's confirmation, each retried.
    const next = await createMeal(s.db, {
      cookId: s.cook.id,
      officeId: s.office.id,
      pickupDate: '2026-11-23',
      totalPortions: 2,
    });
    const ahead = await world.caller(s.eater).preorders.reserve({ mealId: next.id, quantity: 1 });
    const claimed = await twice('preorders.claimPaid', (key) =>
      withKey(s.eater, key).preorders.claimPaid({ preorderId: ahead.id }),
    );
    expect(claimed.id).toBe(ahead.id);
    const confirmed = await twice('preorders.confirmPaid', (key) =>
      withKey(s.cook, key).preorders.confirmPaid({ preorderId: ahead.id, method: 'bank_transfer' }),
    );
    expect(confirmed.paymentStatus).toBe('paid');
    expect(covered).toEqual(IDEMPOTENT_MUTATIONS);
  });
});

describe('keys are kept for 24 hours', () => {
  it('and forgotten by the hourly housekeeping after that', async () => {
    const s = await setup();
    const key = randomUUID();
    await withKey(s.eater, key).preorders.reserve({ mealId: s.meal.id, quantity: 1 });
    const keys = () =>
      s.db
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, s.eater.id), eq(idempotencyKeys.key, key)));
    world.clock.advance(23 * 60 * 60 * 1000);
    await runMaintenance(world.deps);
    expect(await keys()).toHaveLength(1);
    world.clock.advance(2 * 60 * 60 * 1000);
    await runMaintenance(world.deps);
    expect(await keys()).toHaveLength(0);
  });
});

describe('over HTTP, the Idempotency-Key header', () => {
  let reference: FastifyInstance;
  beforeAll(async () => {
    reference = Fastify({ logger: false });
    await reference.register(cookie);
    await reference.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: apiOptions(world.deps, appRouter, new AbortController().signal),
    });
    await reference.ready();
  });
  afterAll(async () => {
    await reference?.close();
  });

  for (const [name, app] of [
    ["the app's handler", () => server.app],
    ["tRPC's Fastify adapter", () => reference],
  ] as const) {
    it(`replays the first reservation through ${name}, also when two requests race`, async () => {
      const s = await setup();
      const session = await createSession(s.db, s.eater.id, world.clock.now());
      const reserve = (key: string) =>
        app().inject({
          method: 'POST',
          url: '/trpc/preorders.reserve',
          headers: { ...sameOrigin, cookie: `session=${session.token}`, 'idempotency-key': key },
          payload: JSON.stringify({ json: { mealId: s.meal.id, quantity: 2 } }),
        });
      const key = randomUUID();
      const [a, b] = await Promise.all([reserve(key), reserve(key)]);
      const c = await reserve(key);
      expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
      expect(b.json()).toEqual(a.json());
      expect(c.json()).toEqual(a.json());
      expect(await portionsLeft(s.db, s.meal.id)).toBe(8);
      const other = await reserve(randomUUID());
      expect(other.json().result.data.json.id).not.toBe(a.json().result.data.json.id);
      expect(await portionsLeft(s.db, s.meal.id)).toBe(6);
      const bad = await reserve('x');
      expect(bad.statusCode).toBe(400);
    });
  }
});
