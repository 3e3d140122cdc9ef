// The demo world (server/demo/, docs/demo.md), read the way the app reads it: every demo account's main pages have
// something to show, and the world keeps the product's own rules (no meal oversold, portions that add up, no
// reservation after its cutoff, a ledger that matches its reservations). Then: the same seed gives the same world.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminActor } from '../../server/auth/auth-user';
import { verifyPassword } from '../../server/auth/password';
import { adminOrganizationOf } from '../../server/db/queries/tenancy';
import { mealDraws, notifications as notificationRows, profiles, users } from '../../server/db/schema';
import { DEMO_PEOPLE } from '../../server/demo/cast';
import { DEMO_CHANNEL_URL } from '../../server/domain/outbound';
import { checkDestination, DestinationRefused } from '../../server/outbound/guarded-client';
import * as admin from '../../server/services/admin';
import * as cook from '../../server/services/cook';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, seedDemoIfEmpty } from '../../server/services/demo-seed';
import * as feedback from '../../server/services/feedback';
import * as ledger from '../../server/services/ledger';
import * as moderation from '../../server/services/moderation';
import * as notifications from '../../server/services/notifications';
import * as preorders from '../../server/services/preorders';
import * as draws from '../../server/services/draws';
import { menuMeals } from '../../server/services/menu';
import * as wishes from '../../server/services/wishes';
import { photoVariantKeys } from '../../server/storage';
import { useTestWorld, type TestWorld } from '../helpers/context';

// A Wednesday, 09:30 in Vilnius: the seeding moment every date below is relative to.
const SEEDED_AT = '2026-11-25T07:30:00Z';

/** The person as the app's procedures would hand them to a service (an admin with their organization). */
async function as(world: TestWorld, email: string): Promise<AdminActor> {
  const db = world.deps.database.db;
  const [row] = await db
    .select({ id: users.id, role: profiles.role, officeId: profiles.officeId })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email));
  expect(row, email).toBeDefined();
  const organizationId = row!.role === 'admin' ? ((await adminOrganizationOf(db, row!.id)) ?? null) : null;
  return { ...row!, email, suspendedUntil: null, sessionId: 'test', organizationId };
}

/** Every meal of every cook, with its reservations, through the cook's own pages. */
async function everyMeal(world: TestWorld) {
  const cooks = DEMO_PEOPLE.filter((person) => person.role === 'cook');
  const all = [];
  for (const person of cooks) {
    const user = await as(world, person.email);
    const { meals } = await cook.mine(world.deps, user, { status: 'all', cursor: null });
    for (const meal of meals) {
      const { preorders: rows } = await cook.forCook(world.deps, user, {
        status: 'all',
        mealId: meal.id,
        cursor: null,
      });
      all.push({ cook: person.email, meal, preorders: rows });
    }
  }
  return all;
}

describe('the demo world', () => {
  const world = useTestWorld();

  // The time is printed, not asserted (tests do not pass or fail on time; docs/benchmarks.md has the figures).
  it('is built around the seeding moment, with photos', async () => {
    world.clock.set(SEEDED_AT);
    const started = performance.now();
    const outcome = await seedDemo(world.deps);
    const seconds = (performance.now() - started) / 1000;
    console.log(`demo world seeded in ${seconds.toFixed(1)} s`, outcome.seeded && outcome.world);
    expect(outcome.seeded).toBe(true);
    if (!outcome.seeded) return;
    expect(outcome.world.people).toBeGreaterThanOrEqual(40);
    expect(outcome.world.meals).toBeGreaterThan(40);
    // Generous: about 500 service calls and 20 photos on a machine shared with other runs.
  }, 120_000);

  it('keeps every demo account, its password and its office', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await as(world, account.email);
      expect(user.role, account.email).toBe(account.role);
      const [{ passwordHash }] = (await world.deps.database.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id))) as [{ passwordHash: string }];
      expect(await verifyPassword(passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it("gives the eater an upcoming pickup, a history and a debt (to Ieva, never to Rasa's ledger of the tests)", async () => {
    const eater = await as(world, 'eater@example.com');
    expect(await preorders.upcoming(world.deps, eater)).not.toHaveLength(0);
    const mine = await preorders.mine(world.deps, eater);
    expect(mine.filter((row) => row.status === 'fulfilled').length).toBeGreaterThan(2);
    const { owed } = await ledger.eaterLedger(world.deps, eater);
    expect(owed.length).toBeGreaterThan(0);
    expect(owed.map((row) => row.cook)).not.toContain('Rasa Petraitė');
    // A wish board with a wish of their own and colleagues' wishes, the most wanted first.
    const board = await wishes.list(world.deps, eater, { slug: 'vilnius-hq', sort: 'wanted' });
    expect(board.length).toBeGreaterThan(2);
    expect(board.some((wish) => wish.mine)).toBe(true);
    expect(board[0]!.portions).toBeGreaterThan(board.at(-1)!.portions);
  });

  it('has a past fair draw, drawn with its winners reserved and a record that replays', async () => {
    const ieva = await as(world, 'ieva.zukauskiene@example.com');
    const [draw] = await world.deps.database.db.select().from(mealDraws);
    expect(draw?.drawnAt).not.toBeNull();
    const record = await draws.record(world.deps, ieva, { mealId: draw!.mealId });
    expect(record.entrants.length).toBe(5);
    expect(record.entrants.some((entrant) => entrant.outcome === 'won' && entrant.reserved)).toBe(true);
    expect(record.entrants.some((entrant) => entrant.outcome === 'lost')).toBe(true);
    expect(record.replayMatches).toBe(true);
  });

  it("has conditional meals: one on the eater's week menu short of its minimum, one past that went ahead", async () => {
    const eater = await as(world, 'eater@example.com');
    const week = await menuMeals(world.deps, eater, { slug: 'vilnius-hq', day: 'week' });
    const open = week.find((meal) => meal.condition === 'conditional');
    expect(open?.minimumPortions).toBeGreaterThan(open!.committedPortions);
    expect(open?.committedPortions).toBeGreaterThan(0);
    const mantas = await as(world, 'mantas.vasiliauskas@example.com');
    const { meals } = await cook.mine(world.deps, mantas, { status: 'all', cursor: null });
    const past = meals.find(
      (meal) => meal.condition === 'goesAhead' && Date.parse(meal.cutoffAt) < Date.parse(SEEDED_AT),
    );
    expect(past?.withdrawn).toBe(false);
    // Settled as the trigger settles it: its cook was told, once.
    const told = await world.deps.database.db
      .select({ userId: notificationRows.userId })
      .from(notificationRows)
      .where(and(eq(notificationRows.mealId, past!.id), eq(notificationRows.kind, 'mealGoesAhead')));
    expect(told.filter((row) => row.userId === mantas.id)).toHaveLength(1);
    // The cook and the four colleagues holding a reservation when the fourth reached the minimum (server/demo/world.ts).
    expect(told).toHaveLength(5);
  });

  it("gives the cook today's meal with reservations, earnings and feedback", async () => {
    const rasa = await as(world, 'cook@example.com');
    const today = await cook.dashboard(world.deps, rasa);
    expect(today.meals.length).toBeGreaterThan(0);
    expect(today.meals.flatMap((meal) => meal.preorders).length).toBeGreaterThan(2);
    // Before the pickup nothing is paid yet, but the dashboard shows what today's reservations come to.
    expect(today.expectedCents).toBeGreaterThan(0);
    const weeks = await ledger.cookLedger(world.deps, rasa, { period: 'week' });
    expect(weeks.periods.reduce((sum, period) => sum + period.paid.cents, 0)).toBeGreaterThan(0);
    const notes = await feedback.forCook(world.deps, rasa, { mealId: null });
    expect(JSON.stringify(notes)).toMatch(/"up"|thumbs|rating/i);
  });

  it('gives the admin counts, latest reservations and queues; the super admin both organizations', async () => {
    const andrius = await as(world, 'admin@example.com');
    const board = await admin.dashboard(world.deps, andrius, null);
    expect(board.latestPreorders.length).toBeGreaterThan(5);
    expect(board.openReports).toBeGreaterThan(0);
    const sigita = await as(world, 'super@example.com');
    expect((await admin.dashboard(world.deps, sigita, null)).newAccessRequests).toBeGreaterThan(0);
    const open = await moderation.adminReports(world.deps, sigita, { status: 'open', cursor: null } as never);
    const resolved = await moderation.adminReports(world.deps, sigita, { status: 'resolved', cursor: null } as never);
    expect(JSON.stringify(open)).toContain('Mushroom barley risotto');
    expect(JSON.stringify(resolved)).toContain('Checked with Darius');
  });

  it('has every state a newcomer should see: sold out with a waitlist, withdrawn, taken down, payments of each kind', async () => {
    const all = await everyMeal(world);
    const meals = all.map((entry) => entry.meal);
    const rows = all.flatMap((entry) => entry.preorders);
    expect(meals.some((meal) => meal.availablePortions === 0 && !meal.withdrawn)).toBe(true);
    expect(meals.some((meal) => meal.withdrawn)).toBe(true);
    expect(meals.some((meal) => meal.isSoftDisabled)).toBe(true);
    expect(meals.some((meal) => meal.seriesId !== null)).toBe(true);
    expect(meals.some((meal) => meal.photos.length > 0)).toBe(true);
    const statuses = new Set(rows.map((row) => `${row.status}/${row.paymentStatus}/${row.paidMethod ?? '-'}`));
    for (const state of [
      'fulfilled/paid/cash',
      'fulfilled/paid/bank_transfer',
      'fulfilled/waived/-',
      'fulfilled/unpaid/-',
    ]) {
      expect(statuses, state).toContain(state);
    }
    expect(rows.some((row) => row.paymentClaimed)).toBe(true);
    expect(rows.some((row) => row.notCollectedAt !== null)).toBe(true);
    expect(rows.some((row) => row.status === 'cancelled')).toBe(true);
    expect(rows.some((row) => row.viaRegular)).toBe(true);
    expect(rows.some((row) => row.upForGrabs)).toBe(true);
  });

  it("holds what the README's tour needs: Jonas's two portions of a sold-out meal someone waits for", async () => {
    const jonas = await as(world, 'cook2@example.com');
    const held = (await preorders.mine(world.deps, jonas)).filter((row) => row.status === 'reserved');
    const all = await everyMeal(world);
    const soldOut = all.find(({ meal }) => held.some((row) => row.meal.id === meal.id) && meal.availablePortions === 0);
    expect(soldOut?.preorders.find((row) => row.quantity === 2 && row.status === 'reserved')).toBeDefined();
  });

  it('keeps the rules: portions add up, nothing oversold, nothing reserved after its cutoff, ledgers match', async () => {
    for (const { meal, preorders: rows } of await everyMeal(world)) {
      const held = rows
        .filter((row) => row.status === 'reserved' || row.status === 'fulfilled')
        .reduce((sum, row) => sum + row.quantity, 0);
      expect(meal.availablePortions, meal.title).toBeGreaterThanOrEqual(0);
      expect(held + meal.availablePortions, `${meal.title} ${meal.pickupDate}`).toBe(meal.totalPortions);
      for (const row of rows) {
        if (row.viaRegular) continue;
        expect(new Date(row.createdAt).getTime(), `${meal.title} ${meal.pickupDate}`).toBeLessThanOrEqual(
          Date.parse(meal.cutoffAt),
        );
      }
    }
    // Each cook's ledger: what was handed out is what was paid, waived or is still unpaid.
    for (const person of DEMO_PEOPLE.filter((p) => p.role === 'cook')) {
      const { periods } = await ledger.cookLedger(world.deps, await as(world, person.email), { period: 'month' });
      for (const period of periods) {
        expect(period.paid.cents + period.waived.cents + period.unpaid.cents, person.email).toBe(
          period.handedOut.cents,
        );
      }
    }
  });

  it('has notifications read and unread, and an office channel that can never be posted to', async () => {
    const people = await Promise.all(DEMO_PEOPLE.filter((p) => p.office).map((p) => as(world, p.email)));
    const unread = await Promise.all(people.map((user) => notifications.unread(world.deps, user)));
    expect(unread.some((count) => JSON.stringify(count) !== JSON.stringify(unread[0]))).toBe(true);
    await expect(
      checkDestination(DEMO_CHANNEL_URL, {
        production: false,
        resolve: async () => [{ address: '93.184.215.14', family: 4 }],
      }),
    ).rejects.toBeInstanceOf(DestinationRefused);
  });

  it('stores a photo for every dish', async () => {
    const rasa = await as(world, 'cook@example.com');
    const { meals } = await cook.mine(world.deps, rasa, { status: 'all', cursor: null });
    for (const meal of meals) expect(meal.photos.length, meal.title).toBe(1);
    const { database } = world.deps;
    const keys = await database.db.query.mealPhotos.findMany({ columns: { imageKey: true } });
    for (const { imageKey } of keys.slice(0, 3)) {
      for (const key of Object.values(photoVariantKeys(imageKey))) {
        expect(existsSync(join(world.deps.env.STORAGE_DIR, key)), key).toBe(true);
      }
    }
  });

  it('does nothing the second time, and seedDemoIfEmpty leaves a non-empty database alone', async () => {
    expect((await seedDemo(world.deps)).seeded).toBe(false);
    expect((await seedDemoIfEmpty(world.deps)).seeded).toBe(false);
  });
});

describe('the same seed', () => {
  const first = useTestWorld();
  const second = useTestWorld();

  it('gives the same world', async () => {
    const snapshot = async (world: TestWorld) => {
      world.clock.set(SEEDED_AT);
      await seedDemo(world.deps, { photos: false });
      return (await everyMeal(world)).map(({ cook: email, meal, preorders: rows }) => ({
        email,
        title: meal.title,
        date: meal.pickupDate,
        available: meal.availablePortions,
        rows: rows.map((row) => `${row.quantity}/${row.status}/${row.paymentStatus}`).sort(),
      }));
    };
    expect(await snapshot(first)).toEqual(await snapshot(second));
  }, 180_000);
});
