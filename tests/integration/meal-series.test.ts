// Weekly series (server/services/meal-series.ts): the same meal on chosen weekdays for 1 to 8 weeks, each day its
// own meal, in the office's time zone from tomorrow; closed days skipped and reported; "Stop series" withdraws that
// meal and the later ones as single withdrawals do. The day computation across DST changes is unit-tested in
// tests/unit/office-time.test.ts; that cached menus hear of the new meals is in menu-invalidation.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailEvents, meals, preorders } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { callerAs, createUser } from '../helpers/factories';
import { mealFields, officeWorld } from '../helpers/menu';
import type { CreateSeriesInput } from '../../shared/schemas/meals';

const world = useTestWorld();

const seriesFields = (overrides: Partial<CreateSeriesInput> = {}): CreateSeriesInput => {
  const { pickupDate: _date, cutoffDate: _cutoff, ...fields } = mealFields({ title: 'Weekly beet soup' });
  return { ...fields, weekdays: [1, 3], weeks: 2, ...overrides };
};

async function scene() {
  // Friday 20 November, noon in Vilnius: tomorrow is Saturday the 21st.
  world.clock.set('2026-11-20T10:00:00Z');
  const w = await officeWorld(world);
  return { ...w, cooking: world.caller(w.cook) };
}

const seriesRows = (db: Awaited<ReturnType<typeof scene>>['db'], cookId: string) =>
  db
    .select({ id: meals.id, pickupDate: meals.pickupDate, cutoffDate: meals.cutoffDate, seriesId: meals.seriesId })
    .from(meals)
    .where(eq(meals.cookId, cookId))
    .orderBy(meals.pickupDate);

describe('weekly meal series', () => {
  it('creates exactly the chosen weekdays from tomorrow, each its own meal, ordering closing the day before', async () => {
    const s = await scene();
    const series = await s.cooking.meals.createSeries(seriesFields());
    expect(series.meals.map((m) => m.pickupDate)).toEqual(['2026-11-23', '2026-11-25', '2026-11-30', '2026-12-02']);
    expect(series.skipped).toEqual([]);
    const rows = await seriesRows(s.db, s.cook.id);
    expect(rows.map((r) => r.cutoffDate)).toEqual(['2026-11-22', '2026-11-24', '2026-11-29', '2026-12-01']);
    expect(new Set(rows.map((r) => r.id)).size).toBe(4);
    expect(rows.every((r) => r.seriesId === series.seriesId)).toBe(true);
    // Each day is a meal of its own: on the menu, reservable, editable alone.
    const menu = await s.caller.menu.meals({ slug: s.office.slug, day: 'week' });
    expect(
      menu
        .filter((m) => m.title === 'Weekly beet soup')
        .map((m) => m.pickupDate)
        .sort(),
    ).toEqual(['2026-11-23', '2026-11-25']);
    const first = series.meals[0]!;
    await s.cooking.meals.update({
      ...mealFields({ title: 'Monday borscht', pickupDate: first.pickupDate, cutoffDate: '2026-11-22' }),
      id: first.id,
    });
    const titles = (await s.cooking.meals.mine({})).meals.map((m) => m.title).sort();
    expect(titles).toEqual(['Monday borscht', 'Weekly beet soup', 'Weekly beet soup', 'Weekly beet soup']);
    // Same-day cutoff when asked for.
    const sameDay = await s.cooking.meals.createSeries(
      seriesFields({ weekdays: [6], weeks: 1, cutoffDayBefore: false, cutoffTime: '10:00' }),
    );
    expect(sameDay.meals.map((m) => [m.pickupDate, m.cutoffDate])).toEqual([['2026-11-21', null]]);
  });

  it('skips the office closed days and reports them; refuses when every day is closed', async () => {
    const s = await scene();
    const { caller: admin } = await callerAs(world, 'admin', { officeId: s.office.id });
    await admin.admin.closeDay({ officeId: s.office.id, date: '2026-11-25', label: 'Staff day' });
    const series = await s.cooking.meals.createSeries(seriesFields());
    expect(series.meals.map((m) => m.pickupDate)).toEqual(['2026-11-23', '2026-11-30', '2026-12-02']);
    expect(series.skipped).toEqual([{ date: '2026-11-25', label: 'Staff day' }]);
    await expectAppError(s.cooking.meals.createSeries(seriesFields({ weekdays: [3], weeks: 1 })), 'seriesAllClosed');
    expect(await seriesRows(s.db, s.cook.id)).toHaveLength(3);
  });

  it('stopping from one meal withdraws it and the later ones only, telling their eaters', async () => {
    const s = await scene();
    const series = await s.cooking.meals.createSeries(seriesFields());
    const [mon, wed, nextMon, nextWed] = series.meals.map((m) => m.id) as [string, string, string, string];
    const kept = await s.caller.preorders.reserve({ mealId: mon, quantity: 1 });
    const lost = await s.caller.preorders.reserve({ mealId: nextWed, quantity: 2 });
    // One later meal was already withdrawn alone: stopping passes over it.
    await s.cooking.meals.withdraw({ id: nextMon });
    const stopped = await s.cooking.meals.stopSeries({ mealId: wed });
    expect(stopped.withdrawn).toEqual([wed, nextWed]);
    expect(stopped.cancelledReservations).toBe(1);
    const badges = Object.fromEntries(
      await Promise.all(series.meals.map(async (m) => [m.id, (await s.cooking.meals.get({ id: m.id })).badge])),
    );
    expect(badges[mon]).not.toBe('withdrawn');
    expect([badges[wed], badges[nextMon], badges[nextWed]]).toEqual(['withdrawn', 'withdrawn', 'withdrawn']);
    const status = async (id: string) =>
      (await s.db.select({ status: preorders.status }).from(preorders).where(eq(preorders.id, id)))[0]!.status;
    expect(await status(kept.id)).toBe('reserved');
    expect(await status(lost.id)).toBe('cancelled');
    const told = await s.db.select().from(emailEvents).where(eq(emailEvents.templateCode, 'RESERVATION_CANCELLED'));
    expect(told.filter((e) => e.recipientUserId === s.eater.id)).toHaveLength(1);
    // Stopping again from the first meal withdraws only what is left.
    expect((await s.cooking.meals.stopSeries({ mealId: mon })).withdrawn).toEqual([mon]);
  });

  it('answers bad input with 4xx and creates nothing', async () => {
    const s = await scene();
    await expectBadRequest(s.cooking.meals.createSeries(seriesFields({ weeks: 9 })));
    await expectBadRequest(s.cooking.meals.createSeries(seriesFields({ weeks: 0 })));
    await expectBadRequest(s.cooking.meals.createSeries(seriesFields({ weekdays: [] })));
    await expectBadRequest(s.cooking.meals.createSeries(seriesFields({ weekdays: [1, 1] })));
    await expectBadRequest(s.cooking.meals.createSeries(seriesFields({ weekdays: [8] })));
    await expectBadRequest(s.cooking.meals.createSeries(seriesFields({ pickupStart: '14:00', pickupEnd: '13:00' })));
    await expectBadRequest(s.cooking.meals.createSeries(seriesFields({ allergens: [], noAllergens: false })));
    await expectAppError(
      s.cooking.meals.createSeries(seriesFields({ cutoffDayBefore: false, cutoffTime: '18:00' })),
      'cutoffAfterPickup',
    );
    await expectBadRequest(s.cooking.meals.stopSeries({ mealId: 'not-a-uuid' }));
    expect(await seriesRows(s.db, s.cook.id)).toEqual([]);
  });

  it('only cooks create series, and a cook stops only their own', async () => {
    const s = await scene();
    await expectAppError(s.caller.meals.createSeries(seriesFields()), 'unauthorized');
    const series = await s.cooking.meals.createSeries(seriesFields());
    const other = world.caller(await createUser(s.db, 'cook', { officeId: s.office.id }));
    await expectAppError(other.meals.stopSeries({ mealId: series.meals[0]!.id }), 'notFound');
    await expectAppError(s.caller.meals.stopSeries({ mealId: series.meals[0]!.id }), 'unauthorized');
    const alone = await s.cooking.meals.create(mealFields());
    await expectAppError(s.cooking.meals.stopSeries({ mealId: alone.id }), 'notInSeries');
    const rows = await seriesRows(s.db, s.cook.id);
    expect(rows.filter((r) => r.seriesId === series.seriesId)).toHaveLength(4);
    expect((await s.cooking.meals.mine({})).meals.every((m) => !m.withdrawn)).toBe(true);
  });
});
