// The wish board's statements (docs/features.md "Wish board"). A wish is on the board while it is open and has not
// expired; every statement that acts on one checks both, so an expired wish cannot be backed or withdrawn.
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { WishSort } from '../../../shared/url-filters';
import type { Executor } from '../client';
import { profiles, wishBackings, wishes } from '../schema';

/** The portions a wish's backers asked for, in all. */
export const backedPortions = sql<number>`(select coalesce(sum(b.quantity), 0)::int from ${wishBackings} b where b.wish_id = ${wishes.id})`;

/** A wish still on the board: open and not expired (claiming one needs it too: server/db/queries/wish-claims.ts). */
export const onBoard = (now: Date) => and(eq(wishes.status, 'open'), gt(wishes.expiresAt, now));

/** A claimed wish whose meal's pickup day has not passed in the office's zone. */
const claimedUntilItsDay = (now: Date) =>
  and(
    eq(wishes.status, 'claimed'),
    sql`exists (select 1 from meals m join offices o on o.id = m.office_id
                 where m.id = ${wishes.mealId}
                   and m.pickup_date >= (${now.toISOString()}::timestamptz at time zone o.time_zone)::date)`,
  );

/**
 * Locks the author's profile row and counts their wishes on the office's board: two posts at once wait for each
 * other, so the limit holds.
 */
export async function lockAndCountOpenWishes(tx: Executor, input: { authorId: string; officeId: string; now: Date }) {
  await tx.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, input.authorId)).for('update');
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(wishes)
    .where(and(eq(wishes.authorId, input.authorId), eq(wishes.officeId, input.officeId), onBoard(input.now)));
  return row?.count ?? 0;
}

export async function insertWish(tx: Executor, values: typeof wishes.$inferInsert) {
  const [row] = await tx.insert(wishes).values(values).returning({ id: wishes.id });
  return row!;
}

/** A wish of the office that is on the board, or undefined (another office's wish reads as missing). */
export async function findWishOnBoard(db: Executor, input: { wishId: string; officeId: string; now: Date }) {
  const [row] = await db
    .select({ id: wishes.id, authorId: wishes.authorId, title: wishes.title })
    .from(wishes)
    .where(and(eq(wishes.id, input.wishId), eq(wishes.officeId, input.officeId), onBoard(input.now)));
  return row;
}

/** The portions a wish's backers ask for now, in all. */
export async function wishPortions(db: Executor, wishId: string) {
  const [row] = await db.select({ portions: backedPortions }).from(wishes).where(eq(wishes.id, wishId));
  return row?.portions ?? 0;
}

/** Backs a wish, or changes how many portions one backs it with. */
export async function upsertBacking(
  db: Executor,
  input: { wishId: string; userId: string; quantity: number; now: Date },
) {
  await db
    .insert(wishBackings)
    .values({ wishId: input.wishId, userId: input.userId, quantity: input.quantity, createdAt: input.now })
    .onConflictDoUpdate({ target: [wishBackings.wishId, wishBackings.userId], set: { quantity: input.quantity } });
}

export async function deleteBacking(db: Executor, input: { wishId: string; userId: string }) {
  await db
    .delete(wishBackings)
    .where(and(eq(wishBackings.wishId, input.wishId), eq(wishBackings.userId, input.userId)));
}

/** Withdraws the author's own wish on the board; answers whether there was one. */
export async function withdrawWish(db: Executor, input: { wishId: string; authorId: string; now: Date }) {
  const rows = await db
    .update(wishes)
    .set({ status: 'withdrawn' })
    .where(and(eq(wishes.id, input.wishId), eq(wishes.authorId, input.authorId), onBoard(input.now)))
    .returning({ id: wishes.id });
  return rows.length > 0;
}

/**
 * The office's board: each wish with how many people back it and with how many portions, and what the reader backs
 * it with. Names of backers are not here: the board shows counts only.
 */
export async function listWishes(
  db: Executor,
  input: { officeId: string; readerId: string; now: Date; sort: WishSort },
) {
  const backers = sql<number>`(select count(*)::int from ${wishBackings} b where b.wish_id = ${wishes.id})`;
  const portions = backedPortions;
  const mine = sql<number | null>`(select b.quantity from ${wishBackings} b
    where b.wish_id = ${wishes.id} and b.user_id = ${input.readerId})`;
  return db
    .select({
      id: wishes.id,
      title: wishes.title,
      fromDate: wishes.fromDate,
      toDate: wishes.toDate,
      maxPriceCents: wishes.maxPriceCents,
      authorId: wishes.authorId,
      expiresAt: wishes.expiresAt,
      createdAt: wishes.createdAt,
      backers,
      portions,
      myQuantity: mine,
      // A claimed wish stays on the board with its meal until the meal's day (docs/features.md "Conditional meals").
      status: wishes.status,
      mealId: wishes.mealId,
      claimedBy: wishes.claimedBy,
    })
    .from(wishes)
    .where(and(eq(wishes.officeId, input.officeId), or(onBoard(input.now), claimedUntilItsDay(input.now))))
    .orderBy(
      ...(input.sort === 'wanted' ? [desc(portions), desc(wishes.createdAt)] : [desc(wishes.createdAt)]),
      desc(wishes.id),
    );
}
