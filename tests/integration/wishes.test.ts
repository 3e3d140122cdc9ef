// The wish board (docs/features.md "Wish board"): post, back, stop backing, withdraw and the office's board, with its
// limits. Each refusal checks that nothing changed: the other office's wishes, the other person's backing, the
// count of wishes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WISH_LIMITS } from '../../shared/constants';
import { notifications, wishBackings, wishes } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { createOffice, createUser } from '../helpers/factories';
import { moreEaters, officeWorld } from '../helpers/menu';

const world = useTestWorld();
const NOW = '2026-11-20T10:00:00Z';

async function board() {
  world.clock.set(NOW);
  const office = await officeWorld(world);
  const [alma, bruno] = await moreEaters(office, 2);
  const as = (user: { id: string } & Parameters<typeof world.caller>[0]) => world.caller(user).wishes;
  const list = (user: Parameters<typeof world.caller>[0], sort: 'wanted' | 'newest' = 'wanted') =>
    world.caller(user).wishes.list({ slug: office.office.slug, sort });
  return { ...office, alma: alma!, bruno: bruno!, as, list };
}

const rowsOf = (wishId: string) =>
  world.deps.database.db.select().from(wishBackings).where(eq(wishBackings.wishId, wishId));

describe('wishes', () => {
  it('posts a wish backed by its author, lets colleagues back it once each, and lists the most wanted first', async () => {
    const b = await board();
    const soup = await b.as(b.eater).post({ slug: b.office.slug, title: 'Mushroom soup', quantity: 2 });
    world.clock.set('2026-11-20T10:05:00Z');
    const lasagne = await b.as(b.alma).post({
      slug: b.office.slug,
      title: 'Vegetable lasagne',
      fromDate: '2026-11-23',
      toDate: '2026-11-27',
      maxPriceCents: 650,
    });
    await b.as(b.bruno).back({ wishId: lasagne.id, quantity: 1 });
    await b.as(b.cook).back({ wishId: lasagne.id, quantity: 1 });
    // Backing again changes the quantity; it never counts twice.
    await b.as(b.cook).back({ wishId: lasagne.id, quantity: 3 });

    expect(await b.list(b.bruno)).toEqual([
      expect.objectContaining({
        id: lasagne.id,
        title: 'Vegetable lasagne',
        fromDate: '2026-11-23',
        toDate: '2026-11-27',
        maxPriceCents: 650,
        backers: 3,
        portions: 5,
        myQuantity: 1,
        mine: false,
      }),
      expect.objectContaining({ id: soup.id, backers: 1, portions: 2, myQuantity: null, mine: false }),
    ]);
    // Newest first on request; the author sees their own.
    const newest = await b.list(b.eater, 'newest');
    expect(newest.map((wish) => wish.id)).toEqual([lasagne.id, soup.id]);
    expect(newest.find((wish) => wish.id === soup.id)).toMatchObject({ mine: true, myQuantity: 2 });
    // The board carries counts, never who backs.
    expect(Object.keys(newest[0]!)).not.toContain('authorId');

    await b.as(b.cook).unback({ wishId: lasagne.id });
    await b.as(b.cook).unback({ wishId: lasagne.id });
    expect((await rowsOf(lasagne.id)).map((row) => row.userId).sort()).toEqual([b.alma.id, b.bruno.id].sort());
  });

  it('only the author withdraws; a withdrawn or expired wish is off the board and cannot be backed', async () => {
    const b = await board();
    const wish = await b.as(b.eater).post({ slug: b.office.slug, title: 'Cepelinai with sour cream' });
    const other = await b.as(b.alma).post({ slug: b.office.slug, title: 'Cold beet soup' });
    await expectAppError(b.as(b.alma).withdraw({ wishId: wish.id }), 'notFound');
    expect((await b.list(b.alma)).map((row) => row.id).sort()).toEqual([wish.id, other.id].sort());

    await b.as(b.eater).withdraw({ wishId: wish.id });
    expect((await b.list(b.alma)).map((row) => row.id)).toEqual([other.id]);
    await expectAppError(b.as(b.bruno).back({ wishId: wish.id, quantity: 1 }), 'notFound');
    expect(await rowsOf(wish.id)).toHaveLength(1);

    world.clock.set(new Date(Date.parse(NOW) + WISH_LIMITS.lifetimeDays * 86_400_000 + 1000).toISOString());
    expect(await b.list(b.alma)).toEqual([]);
    await expectAppError(b.as(b.bruno).back({ wishId: other.id, quantity: 1 }), 'notFound');
    await expectAppError(b.as(b.alma).withdraw({ wishId: other.id }), 'notFound');
    expect(await rowsOf(other.id)).toHaveLength(1);
  });

  it("keeps to the office: another office's board is refused and its wishes read as missing, unchanged", async () => {
    const b = await board();
    const theirs = await b.as(b.eater).post({ slug: b.office.slug, title: 'Potato pancakes' });
    const elsewhere = await createOffice(world.deps.database.db);
    const stranger = await createUser(world.deps.database.db, 'eater', { officeId: elsewhere.id });
    const noOffice = await createUser(world.deps.database.db, 'eater');

    for (const user of [stranger, noOffice]) {
      await expectAppError(world.caller(user).wishes.list({ slug: b.office.slug }), 'wishOtherOffice');
      await expectAppError(
        world.caller(user).wishes.post({ slug: b.office.slug, title: 'Sneaked in' }),
        'wishOtherOffice',
      );
      await expectAppError(world.caller(user).wishes.back({ wishId: theirs.id, quantity: 5 }), 'notFound');
    }
    await expectAppError(world.caller(stranger).wishes.withdraw({ wishId: theirs.id }), 'notFound');
    expect(await rowsOf(theirs.id)).toEqual([expect.objectContaining({ userId: b.eater.id, quantity: 1 })]);
    expect(await b.list(b.alma)).toEqual([expect.objectContaining({ id: theirs.id, title: 'Potato pancakes' })]);
    // The stranger's own office has a board of its own, empty of the other office's wishes.
    expect(await world.caller(stranger).wishes.list({ slug: elsewhere.slug })).toEqual([]);
  });

  it('refuses days outside today to four weeks ahead, and more open wishes than the limit; nothing is stored', async () => {
    const b = await board();
    const count = async () =>
      (await world.deps.database.db.select().from(wishes).where(eq(wishes.officeId, b.office.id))).length;
    const post = (values: { fromDate?: string; toDate?: string }) =>
      b.as(b.eater).post({ slug: b.office.slug, title: 'Pumpkin soup', ...values });
    await expectAppError(post({ fromDate: '2026-11-19' }), 'wishDaysInvalid');
    await expectAppError(post({ toDate: '2026-12-19' }), 'wishDaysInvalid');
    await expectBadRequest(post({ fromDate: '2026-11-25', toDate: '2026-11-24' }));
    expect(await count()).toBe(0);
    // Today in the office and the last day of the horizon are both allowed.
    await post({ fromDate: '2026-11-20', toDate: '2026-12-18' });

    for (let i = 1; i < WISH_LIMITS.openPerAuthor; i++) await post({});
    await expectAppError(post({}), 'wishesLimit');
    expect(await count()).toBe(WISH_LIMITS.openPerAuthor);
    // Another person is not held back by the limit of one.
    await b.as(b.alma).post({ slug: b.office.slug, title: 'Rye bread' });
    expect(await count()).toBe(WISH_LIMITS.openPerAuthor + 1);
  });

  it('holds the limit when one person posts many wishes at once', async () => {
    const b = await board();
    const results = await Promise.allSettled(
      Array.from({ length: WISH_LIMITS.openPerAuthor + 3 }, (_, i) =>
        b.as(b.eater).post({ slug: b.office.slug, title: `Dumplings number ${i}` }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(WISH_LIMITS.openPerAuthor);
    expect(await b.list(b.eater)).toHaveLength(WISH_LIMITS.openPerAuthor);
  });

  it("exports a person's wishes and backings; erasing them removes both; a colleague's wish stays, without their backing", async () => {
    const b = await board();
    const theirs = await b.as(b.eater).post({ slug: b.office.slug, title: 'Chicken curry', quantity: 2 });
    const colleagues = await b.as(b.alma).post({ slug: b.office.slug, title: 'Kibinai pastries' });
    await b.as(b.eater).back({ wishId: colleagues.id, quantity: 4 });
    await b.as(b.bruno).back({ wishId: colleagues.id, quantity: 1 });
    // Their data export holds both, with what they backed.
    const exported = (await world.caller(b.eater).account.exportData()).wishes;
    expect(exported.posted).toEqual([expect.objectContaining({ title: 'Chicken curry', status: 'open' })]);
    expect(exported.backed.map((row) => [row.title, row.quantity]).sort()).toEqual([
      ['Chicken curry', 2],
      ['Kibinai pastries', 4],
    ]);
    const admin = await createUser(world.deps.database.db, 'admin', { officeId: b.office.id });
    await world.caller(admin).admin.eraseUser({ userId: b.eater.id });

    expect(await rowsOf(theirs.id)).toEqual([]);
    expect(await b.list(b.alma)).toEqual([
      expect.objectContaining({ id: colleagues.id, title: 'Kibinai pastries', backers: 2, portions: 2 }),
    ]);
    // The author keeps both notices of the backings, and neither names the erased backer, not even in its key.
    const notices = await world.deps.database.db
      .select({ key: notifications.dedupeKey })
      .from(notifications)
      .where(eq(notifications.userId, b.alma.id));
    expect(notices.filter(({ key }) => key.startsWith(`wishBacked:${colleagues.id}:`))).toHaveLength(2);
    expect(notices.filter(({ key }) => key.includes(b.eater.id))).toEqual([]);
  });
});
