// What leaves server/db/queries/ is domain-shaped (docs/decisions/036-camel-case-rows-and-one-service-signature.md):
// camelCase keys, instants as Date on both drivers (postgres.js hands raw statements' timestamps over as text,
// PGlite as Date), times of day as HH:MM. Checked on the raw statements that were converted last.
import { describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import { hashToken } from '../../server/auth/tokens';
import { sessionStartedAt } from '../../server/db/queries/account-erasure';
import { exportLedgerLines } from '../../server/db/queries/account-export';
import { calendarCooking, calendarOwner, calendarPickups } from '../../server/db/queries/calendar';
import { preorders, profiles, sessions } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { createMeal } from '../helpers/factories';
import { officeWorld } from '../helpers/menu';
import { eq } from 'drizzle-orm';

const world = useTestWorld();

/** Every key of every row, nested objects included, is camelCase. */
function expectCamelCase(rows: object[]) {
  for (const row of rows)
    for (const key of Object.keys(row)) expect(key, `${key} in ${JSON.stringify(row)}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
}

describe('rows of raw statements', () => {
  it('calendar, account export and session rows: camelCase, Date instants, HH:MM times', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const { db, office, cook, eater } = await officeWorld(world);
    const meal = await createMeal(db, { cookId: cook.id, officeId: office.id, pickupDate: '2026-11-20' });
    const paidAt = new Date('2026-11-20T11:00:00Z');
    await db.insert(preorders).values({
      mealId: meal.id,
      eaterId: eater.id,
      quantity: 2,
      status: 'fulfilled',
      paymentStatus: 'paid',
      paidAt,
      paidMethod: 'cash',
    });
    await db
      .update(profiles)
      .set({ calendarTokenHash: hashToken('calendar-token') })
      .where(eq(profiles.userId, eater.id));

    const owner = await calendarOwner(db, hashToken('calendar-token'));
    expect(owner).toEqual({ userId: eater.id, role: 'eater', locale: expect.any(String), timeZone: office.timeZone });

    const pickups = await calendarPickups(db, eater.id, '2026-11-01', 10);
    expectCamelCase(pickups);
    expect(pickups).toHaveLength(1);
    expect(pickups[0]).toMatchObject({ pickupDate: '2026-11-20', pickupStart: '12:30', pickupEnd: '13:30' });
    expect(pickups[0]!.updatedAt).toBeInstanceOf(Date);
    expect(pickups[0]!.priceCents).toBe(550);

    const cooking = await calendarCooking(db, cook.id, '2026-11-01', 10);
    expectCamelCase(cooking);
    expect(cooking[0]).toMatchObject({ totalPortions: 10, reserved: 2, pickupStart: '12:30', withdrawn: false });
    expect(cooking[0]!.updatedAt).toBeInstanceOf(Date);

    const lines = await exportLedgerLines(db, eater.id);
    expectCamelCase(lines);
    expect(lines[0]!.paidAt).toBeInstanceOf(Date);
    expect(lines[0]!.paidAt!.getTime()).toBe(paidAt.getTime());
    expect(lines[0]!.amountCents).toBe(1100);

    const session = await createSession(db, eater.id, world.clock.now());
    const started = await sessionStartedAt(db, hashToken(session.token));
    const [stored] = await db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.id, hashToken(session.token)));
    expect(started).toBeInstanceOf(Date);
    expect(started!.getTime()).toBe(stored!.createdAt.getTime());
  });
});
