// The Cooks Directory (follows.directory): only the reader's own office's cooks, their meals on the menu from today
// (office time) on and never withdrawn, inactive or taken-down ones, whether the reader follows each, and a clear
// empty answer for a reader without an office.
import { describe, expect, it } from 'vitest';
import { useTestWorld } from '../helpers/context';
import { expectAppError } from '../helpers/errors';
import { createMeal, createOffice, createUser } from '../helpers/factories';
import { officeWorld } from '../helpers/menu';

const world = useTestWorld();

describe('follows.directory', () => {
  it("lists only the reader's office's cooks, with their meals on the menu from today on", async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    const onMenu = await createMeal(w.db, {
      cookId: w.cook.id,
      officeId: w.office.id,
      pickupDate: '2026-11-21',
      title: 'Cepelinai',
      priceCents: 650,
    });
    const today = await createMeal(w.db, { cookId: w.cook.id, officeId: w.office.id, pickupDate: '2026-11-20' });
    await createMeal(w.db, { cookId: w.cook.id, officeId: w.office.id, pickupDate: '2026-11-19', title: 'Past' });
    // Gone from the menu: withdrawn by the cook, switched off, taken down by moderation.
    for (const hidden of [
      { withdrawnAt: new Date('2026-11-20T09:00:00Z'), isActive: false },
      { isActive: false },
      { isSoftDisabled: true },
    ]) {
      await createMeal(w.db, { cookId: w.cook.id, officeId: w.office.id, pickupDate: '2026-11-21', ...hidden });
    }

    const elsewhere = await createOffice(w.db);
    const foreignCook = await createUser(w.db, 'cook', { officeId: elsewhere.id, firstName: 'Foreign' });
    await createMeal(w.db, { cookId: foreignCook.id, officeId: elsewhere.id, pickupDate: '2026-11-21' });
    // A cook who moved office: their old office's meal is not this office's menu.
    const movedCook = await createUser(w.db, 'cook', { officeId: elsewhere.id, firstName: 'Moved' });
    await createMeal(w.db, { cookId: movedCook.id, officeId: w.office.id, pickupDate: '2026-11-21' });
    // An eater of the office is no cook.
    await createUser(w.db, 'eater', { officeId: w.office.id, firstName: 'Just' });

    const answer = await w.caller.follows.directory();
    expect(answer.office).toEqual({ name: w.office.name, slug: w.office.slug });
    expect(answer.cooks).toEqual([
      {
        id: w.cook.id,
        firstName: 'Rasa',
        lastName: 'Petraitė',
        avatarUrl: null,
        hasCooked: true,
        following: false,
        isSelf: false,
        canFollow: true,
        meals: [
          expect.objectContaining({ id: today.id, pickupDate: '2026-11-20', pickupStart: '12:30', pickupEnd: '13:30' }),
          {
            id: onMenu.id,
            title: 'Cepelinai',
            priceCents: 650,
            pickupDate: '2026-11-21',
            pickupStart: '12:30',
            pickupEnd: '13:30',
            availablePortions: 10,
          },
        ],
      },
    ]);

    // The other office sees its own cooks only.
    const foreignAnswer = await world.caller(foreignCook).follows.directory();
    expect(foreignAnswer.cooks.map((c) => c.id).sort()).toEqual([foreignCook.id, movedCook.id].sort());
    expect(foreignAnswer.cooks.find((c) => c.id === foreignCook.id)).toMatchObject({ isSelf: true, canFollow: false });
    expect(foreignAnswer.cooks.find((c) => c.id === movedCook.id)?.meals).toEqual([]);
    expect(foreignAnswer.cooks.flatMap((c) => c.meals.map((m) => m.id))).not.toContain(onMenu.id);
  });

  it('the day is the office’s: after local midnight yesterday’s meals are gone', async () => {
    // 23:30 UTC on the 20th is 01:30 on the 21st in Vilnius.
    world.clock.set('2026-11-20T23:30:00Z');
    const w = await officeWorld(world);
    await createMeal(w.db, { cookId: w.cook.id, officeId: w.office.id, pickupDate: '2026-11-20' });
    const [cook] = (await w.caller.follows.directory()).cooks;
    expect(cook?.meals).toEqual([]);
  });

  it('says whether the reader follows each cook, and following from it works', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    await createMeal(w.db, { cookId: w.cook.id, officeId: w.office.id, pickupDate: '2026-11-21' });
    const [before] = (await w.caller.follows.directory()).cooks;
    expect(before).toMatchObject({ id: w.cook.id, following: false, canFollow: true });
    await w.caller.follows.set({ cookId: w.cook.id, follow: true });
    const [after] = (await w.caller.follows.directory()).cooks;
    expect(after).toMatchObject({ id: w.cook.id, following: true });
    // A cook in cook mode who has not cooked yet is listed, but cannot be followed (the follow rule).
    const newCook = await createUser(w.db, 'cook', { officeId: w.office.id, firstName: 'Zita' });
    const listed = (await w.caller.follows.directory()).cooks.find((c) => c.id === newCook.id);
    expect(listed).toMatchObject({ hasCooked: false, canFollow: false, meals: [] });
    await expectAppError(w.caller.follows.set({ cookId: newCook.id, follow: true }), 'notFound');
  });

  it('a reader without an office gets no cooks and no office; a visitor is refused', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    await createMeal(w.db, { cookId: w.cook.id, officeId: w.office.id, pickupDate: '2026-11-21' });
    const loner = await createUser(w.db, 'eater', { officeId: null });
    expect(await world.caller(loner).follows.directory()).toEqual({ office: null, cooks: [] });
    await expectAppError(world.caller(null).follows.directory(), 'notAuthenticated');
  });
});
